/// The HTML player's look: system fonts, a quiet gray page, the device as a dark bezel, the trace as a list
/// whose passed events read normally, the current one marked, and those still to come greyed out.
enum PlayerStylesheet {
    static let source = #"""
:root {
  color-scheme: light;
  --page: #f2f2f7; --card: #ffffff; --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6;
  --accent: #0a84ff; --accent-soft: #e5f1ff; --warn: #b25000; --error: #d70015; --note: #0071a4;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--ink);
  font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
header.page { padding: 16px 24px 4px; }
header.page h1 { font-size: 18px; margin: 0; font-weight: 600; }
header.page p { margin: 2px 0 0; color: var(--muted); }
#app { padding: 8px 24px 24px; }
#errors { margin: 12px 24px; padding: 10px 14px 10px 32px; border: 1px solid var(--error); border-radius: 8px;
  background: #fff0f1; color: var(--error); font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
noscript p { margin: 12px 24px; }

.controls { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px;
  padding: 10px 14px; margin-bottom: 16px; background: rgba(255, 255, 255, 0.92); border: 1px solid var(--line);
  border-radius: 12px; backdrop-filter: blur(8px); }
.controls label { display: inline-flex; align-items: center; gap: 4px; color: var(--muted); white-space: nowrap; }
.controls select, .controls button { font: inherit; color: var(--ink); background: var(--card);
  border: 1px solid var(--line); border-radius: 7px; padding: 3px 8px; }
.controls button { min-width: 34px; cursor: pointer; }
.controls button.play { min-width: 44px; background: var(--accent); border-color: var(--accent); color: #fff; }
.controls button:focus-visible, .controls select:focus-visible, .controls input:focus-visible {
  outline: 2px solid var(--accent); outline-offset: 1px; }
.controls input[type=range] { flex: 1 1 220px; min-width: 160px; accent-color: var(--accent); }
.controls .time { font-variant-numeric: tabular-nums; min-width: 110px; }
.icon { display: inline-block; position: relative; width: 12px; height: 12px; vertical-align: -1px; }
.play .icon::before { content: ""; position: absolute; left: 2px; top: 0; border-left: 10px solid currentColor;
  border-top: 6px solid transparent; border-bottom: 6px solid transparent; }
.play.playing .icon::before { left: 1px; width: 10px; height: 12px; box-sizing: border-box; border: 0;
  border-left: 3.5px solid currentColor; border-right: 3.5px solid currentColor; }
.step-back .icon::before, .step-forward .icon::before { content: ""; position: absolute; top: 0; width: 2px; height: 12px;
  background: currentColor; }
.step-back .icon::after, .step-forward .icon::after { content: ""; position: absolute; top: 0;
  border-top: 6px solid transparent; border-bottom: 6px solid transparent; }
.step-back .icon::before { left: 1px; }
.step-back .icon::after { left: 3px; border-right: 8px solid currentColor; }
.step-forward .icon::before { right: 1px; }
.step-forward .icon::after { right: 3px; border-left: 8px solid currentColor; }

.players { display: flex; gap: 24px; align-items: flex-start; }
.players.compare .player { flex: 1 1 0; min-width: 0; }
.player { background: var(--card); border: 1px solid var(--line); border-radius: 14px; padding: 14px 16px 16px; }
.player-header h2 { margin: 0; font-size: 16px; font-weight: 600; }
.player-header .phase-info { font-weight: 400; color: var(--muted); }
.player-header .meta { margin: 2px 0 0; color: var(--muted); font-size: 12.5px; overflow-wrap: anywhere; }
.player .body { display: flex; gap: 20px; margin-top: 12px; align-items: flex-start; }
.players.compare .player .body { flex-direction: column; }
.stage-column { flex: none; }
.stage { position: relative; }
.sample { margin-top: 6px; color: var(--muted); font-size: 12.5px; font-variant-numeric: tabular-nums; }
.missing { color: var(--muted); font-style: italic; }
.side { flex: 1 1 260px; min-width: 240px; display: flex; flex-direction: column; gap: 12px; align-self: stretch; }
.players.compare .side { width: 100%; }
.panel h3 { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }

.device { position: absolute; left: 0; top: 0; transform-origin: 0 0; padding: 14px;
  background: #1c1c1e; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.18); }
.screen { position: relative; overflow: hidden; background: #fff; }
.view { position: absolute; box-sizing: border-box; }
.view.is-hidden, .view.layer-off { display: none; }
.view[data-role=chrome].no-color, .view[data-role=presented].no-color, .view[data-role=content].no-color {
  outline: 1px dashed rgba(60, 60, 67, 0.45); outline-offset: -1px; }
.labels { position: absolute; inset: 0; pointer-events: none; z-index: 2; }
.screen .view.hovered { outline: 2px solid var(--accent); outline-offset: -2px; }
.labels .label { position: absolute; transform-origin: 0 0; padding: 1px 5px; border-radius: 5px;
  font: 600 12px/16px ui-monospace, Menlo, monospace; color: #1c1c1e; background: rgba(255, 255, 255, 0.85);
  box-shadow: 0 0 0 0.5px rgba(60, 60, 67, 0.3); white-space: nowrap; }
.labels .label.hovered { color: #fff; background: var(--accent); box-shadow: none; }
.labels .label .frame { font-weight: 400; }
.safe-area { position: absolute; display: none; border: 1.5px dashed rgba(255, 45, 85, 0.7); pointer-events: none; z-index: 1; }
.show-safe-area .safe-area { display: block; }
.finger { position: absolute; width: 44px; height: 44px; margin: -22px 0 0 -22px; border-radius: 50%; pointer-events: none;
  background: rgba(60, 60, 67, 0.35); border: 2px solid rgba(255, 255, 255, 0.85); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
  z-index: 3; }

.layers { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
.layers label { display: inline-flex; gap: 4px; align-items: baseline; cursor: pointer; }
.layers .name { font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }
.layers .role { color: var(--muted); font-size: 11px; }
.layers li[data-role=chrome] .name { color: var(--accent); }
.layers li.hovered { background: var(--accent-soft); border-radius: 5px; }

.trace-box { position: relative; max-height: 420px; overflow: auto; border: 1px solid var(--line); border-radius: 8px; }
.trace { list-style: none; margin: 0; padding: 4px 0; font: 12.5px/1.5 ui-monospace, Menlo, monospace; }
.trace li { display: grid; grid-template-columns: 44px minmax(0, 1fr) auto; gap: 10px; padding: 1px 10px; color: #aeaeb2; }
.trace li .call { overflow-wrap: anywhere; }
.trace li .t { text-align: right; font-variant-numeric: tabular-nums; }
.trace li .target { color: inherit; opacity: 0.8; }
.trace li.past { color: var(--ink); }
.trace li.current { background: var(--accent-soft); box-shadow: inset 3px 0 0 var(--accent); font-weight: 600; }
.trace li.empty { display: block; color: var(--muted); font-style: italic; }

.diagnostics { margin-top: 14px; }
.diagnostics ul { margin: 0; padding-left: 18px; font: 12.5px/1.5 ui-monospace, Menlo, monospace; }
.diagnostics .error .severity { color: var(--error); font-weight: 600; }
.diagnostics .warning .severity { color: var(--warn); font-weight: 600; }
.diagnostics .note .severity { color: var(--note); }
.diagnostics .hook, .diagnostics .where { color: var(--muted); }

@media (max-width: 900px) { .player .body, .players { flex-direction: column; } }
"""#
}
