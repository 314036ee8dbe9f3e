/// The gallery's look, after the player's: the cards in a grid that fills the page, each a small player
/// without its layer list and hook trace, with the style's summary and source link under its name.
enum GalleryStylesheet {
    static let source = #"""

.players.gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px;
  align-items: stretch; }
.players.gallery .player { padding: 12px 14px 14px; min-width: 0; display: flex; flex-direction: column; }
.players.gallery .player[hidden] { display: none; }
.players.gallery .player .body { display: block; margin-top: auto; padding-top: 10px; }
.players.gallery .side { display: none; }
.players.gallery .stage-column { display: flex; flex-direction: column; align-items: center; }
.players.gallery .player-header .meta { font-size: 11.5px; }
.players.gallery .player-header .summary { margin: 4px 0 0; font-size: 13px; }
.players.gallery .player-header a.source { color: var(--accent); text-decoration: none; font-family: ui-monospace, Menlo, monospace; }
.players.gallery .player-header a.source:hover { text-decoration: underline; }
.players.gallery .diagnostics { font-size: 12px; }
.controls .filter input { font: inherit; color: var(--ink); background: var(--card); border: 1px solid var(--line);
  border-radius: 7px; padding: 3px 8px; width: 180px; }
.controls .shown { color: var(--muted); font-variant-numeric: tabular-nums; min-width: 90px; }
@media (max-width: 900px) { .players.gallery { display: grid; } }
"""#
}
