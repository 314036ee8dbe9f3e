-- Styles/system-sheet.lua — Apple's own sheet: UIKit's UISheetPresentationController, not a style's hooks, at a
-- medium and a large detent with a grabber, dragged between them and swiped down to dismiss.
--
-- From UIKit's documentation of UISheetPresentationController (iOS 15): `detents` medium ("approximately half
-- the height of the screen") and large, `selectedDetentIdentifier` medium, `prefersGrabberVisible`. The style
-- stands on the engine's model of that controller (`base = "pageSheet"`), so everything else is UIKit's: the
-- large detent 10 points below the safe area's top, the presenting view receding towards it, black at 0.4
-- over the screen, full screen in compact height, a centred 704-point-wide sheet on an iPad, and the sheet of
-- the era (`--ios`): iOS 26's floats at medium (the card drawn at 0.961, about 8 points in) with corners
-- concentric with the display's, and attaches at large; iOS 18's is a card with corners of 10; iOS 12's is
-- full screen — see PresentationKit's SheetMetrics for where each number comes from.
--
-- `largestUndimmedDetent` (UIKit's `largestUndimmedDetentIdentifier`) is left unset here, so the screen is
-- dimmed at both detents, as UIKit's default. `sheet = { … }` is read when the file loads, not per
-- presentation, so it cannot be a `--set` option yet; a style wanting the screen undimmed (and usable) under the
-- medium sheet borrows this one:
--
--   local system = use("system-sheet")
--   return style(merge(system, { sheet = merge(system.sheet, { largestUndimmedDetent = "medium" }) }))
--
--   prestyle apply system-sheet --drag presented:0,-300:0.3
return style {
  summary = "Apple's sheet: UIKit's own, at medium and large detents with a grabber, dragged and swiped away",
  base = "pageSheet",
  sheet = { detents = { "medium", "large" }, selectedDetent = "medium", grabber = true },
}
