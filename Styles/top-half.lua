-- Styles/top-half.lua — Presentr's top half: the top half of the screen, covering it from the top.
--
-- Presentr's PresentationType.topHalf (github.com/IcaliaLabs/Presentr): the full width by half the height,
-- centred a quarter of the way down less one point (so its top is at y = -1, as in Presentr), square corners,
-- and the cover-vertical-from-top transition (its default for this type) in 0.4 s. Everything but those
-- defaults is Styles/presentr.lua's, borrowed with use(): its options work here.
--
--   prestyle apply top-half --set transition=crossDissolve
local presentr = use("presentr")

return style {
  summary = "Presentr's top half: the top half of the screen, coming down from the top edge",
  options = merge(presentr.options, { width = "full", height = "half", position = "topCenter",
                                      roundCorners = false, transition = "coverVerticalFromTop" }),
  presentation = presentr.presentation,
  animator = presentr.animator,
}
