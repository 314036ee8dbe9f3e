-- Styles/popup.lua — Presentr's popup: a box with rounded corners in the middle of a 70% black background.
--
-- Presentr's PresentationType.popup (github.com/IcaliaLabs/Presentr): its "default" size — the container's
-- width less 30-point side margins by 66% of its height, both rounded down — centred, corner radius 4, cover
-- vertical in 0.4 s. On a 390×844 screen: (30, 143.5, 330, 557). Everything but those defaults is
-- Styles/presentr.lua's, borrowed with use(): its options (`transition`, `dim`, `cornerRadius`, …) work here.
--
--   prestyle apply popup --set transition=crossDissolve
local presentr = use("presentr")

return style {
  summary = "Presentr's popup: a rounded box in the middle, the width less 30-point margins by 66% of the height",
  options = merge(presentr.options, { width = "default", height = "default", position = "center" }),
  presentation = presentr.presentation,
  animator = presentr.animator,
}
