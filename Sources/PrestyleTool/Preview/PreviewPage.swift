/// The page `prestyle preview` serves at `/`: the last good run's HTML player in a frame, and a banner with the
/// error of a save that broke the style, over the run that stays.
///
/// The page listens to `/events` (an `EventSource`, which reconnects by itself if the stream drops): on `run N`
/// — unless it already shows run N, as a reconnected stream first repeats — it loads `/player?run=N` into the
/// frame (the page itself is never reloaded, so its banner and place stay), and once the frame has loaded it
/// reports `/shown?run=N&page=ID`, which the console prints (and tests and the latency measurement wait for);
/// on `problem` it shows the message, `file:line: …`, and reports the same way. `ID` is made once per page
/// load, so a report from a reloaded page is told apart. A report carries the header `X-Prestyle-Page`, which
/// another site's page cannot send without the server's leave (it never gives it), and the player's place.
///
/// A new run takes up the place of the one it replaces: the player's phase, time, toggles and play state
/// (its `prestylePlace()`, as the fields of its address), so a save does not throw the author back to the
/// start. The page keeps that place in its own address too (looking twice a second), so a reload keeps it,
/// and the first player starts at the place the page's address names (`/#phase=dismiss&t=0.3&names=1`).
enum PreviewPage {
    static func html(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escaped(title)) · prestyle preview</title>
        <style>
        html, body { margin: 0; height: 100%; font: 13px/1.4 -apple-system, system-ui, sans-serif; }
        body { display: flex; flex-direction: column; }
        #problem { margin: 0; padding: 8px 12px; background: #fde8e8; color: #8a1111; border-bottom: 1px solid #f3b4b4;
          font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; }
        #problem[hidden] { display: none; }
        #player { flex: 1; border: 0; width: 100%; }
        </style>
        </head>
        <body data-run="0">
        <pre id="problem" hidden></pre>
        <iframe id="player" title="player"></iframe>
        <script>
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
          problem.textContent = event.data + "\\n(the last good run stays below: fix the file and save it again)";
          problem.hidden = false;
          if (shown > 0) report();
        });
        </script>
        </body>
        </html>

        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
