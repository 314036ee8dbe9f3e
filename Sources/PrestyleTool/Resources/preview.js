"use strict";
const page = Math.random().toString(36).slice(2) + Date.now().toString(36);
const frame = document.getElementById("player");
const problem = document.getElementById("problem");
let shown = 0;
// The player's place, as the fields of its address ("" when it has none to give).
function place() {
  try {
    const player = frame.contentWindow;
    return player && typeof player.prestylePlace === "function" ? player.prestylePlace() : "";
  } catch (error) { return ""; }
}
function report() {
  fetch("/shown?run=" + shown + "&page=" + page + "&problem=" + (problem.hidden ? 0 : 1) +
    "&place=" + encodeURIComponent(place()), { headers: { "X-Prestyle-Page": "shown" } }).catch(() => {});
}
frame.addEventListener("load", () => {
  const run = Number(frame.dataset.run || 0);
  if (run === 0) return;
  shown = run;
  document.body.dataset.run = String(run);
  report();
});
const events = new EventSource("/events");
events.addEventListener("run", (event) => {
  problem.hidden = true;
  problem.textContent = "";
  // A stream that reconnects first repeats the run the page already has: the player keeps its place.
  if (event.data === frame.dataset.run) return;
  // The first player starts where the page's address says; each later one where the last one was.
  const at = shown === 0 && !frame.dataset.run ? location.hash.replace(/^#/, "") : place();
  if (shown > 0) try { history.replaceState(null, "", at ? "#" + at : location.pathname); } catch (error) {}
  frame.dataset.run = event.data;
  frame.src = "/player?run=" + encodeURIComponent(event.data) + (at ? "#" + at : "");
});
// The page's address follows the player's place, so that a reload takes it up again.
setInterval(() => {
  const at = shown > 0 ? place() : "";
  if (at && at !== location.hash.replace(/^#/, "")) try { history.replaceState(null, "", "#" + at); } catch (error) {}
}, 500);
events.addEventListener("problem", (event) => {
  problem.textContent = event.data + "\n(the last good run stays below: fix the file and save it again)";
  problem.hidden = false;
  if (shown > 0) report();
});
