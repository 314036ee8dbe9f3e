-- Styles/bottom-half.lua — Presentr's bottom half: the bottom half of the screen, rising from the bottom.
--
-- Presentr's PresentationType.bottomHalf (github.com/IcaliaLabs/Presentr): the full width by half the height,
-- centred three quarters of the way down, square corners, cover vertical in 0.4 s. On a 390×844 screen:
-- (0, 422, 390, 422). Everything but those defaults is Styles/presentr.lua's, borrowed with use(): its
-- options work here.
--
--   prestyle apply bottom-half --set transition=coverVerticalWithSpring
local presentr = use("presentr")

return style {
  summary = "Presentr's bottom half: the bottom half of the screen, rising from the bottom edge",
  options = merge(presentr.options, { width = "full", height = "half", position = "bottomCenter",
                                      roundCorners = false }),
  presentation = presentr.presentation,
  animator = presentr.animator,
}
