-- Styles/alert.lua — Presentr's alert: a 270 × 180 box with rounded corners in the middle of a 70% black
-- background.
--
-- Presentr's PresentationType.alert (github.com/IcaliaLabs/Presentr): a fixed 270 × 180 points (the width
-- of UIKit's own alerts), centred, corner radius 4, cover vertical in 0.4 s. On a 390×844 screen:
-- (60, 332, 270, 180). Everything but the size is Styles/presentr.lua's, borrowed with use(): its options
-- (`transition`, `dim`, `cornerRadius`, …) work here.
--
--   prestyle apply alert --set transition=coverVerticalWithSpring
local presentr = use("presentr")

return style {
  summary = "Presentr's alert: a rounded 270 × 180 box in the middle of a dimmed screen",
  options = merge(presentr.options, { width = "270", height = "180", position = "center" }),
  presentation = presentr.presentation,
  animator = presentr.animator,
}
