-- Styles/overlay.lua — the overlay of iOS 8 Day-by-Day #24 before it bounces: the content inset 30 points
-- over a dimming view that fades in alongside UIKit's own transition.
--
-- From "iOS8 Day-by-Day :: Day 24 :: Presentation Controllers" (Sam Davies, 2014), the first half of the
-- article: the OverlayPresentationController alone, with no animator of its own — a black dimming view at 50%
-- inserted at the back and faded in alongside the transition (and out alongside the dismissal),
-- frameOfPresentedViewInContainerView insetting the content 30 points from every edge, and
-- containerViewWillLayoutSubviews keeping both right after a rotation. The content comes and goes with the
-- controller's own modalTransitionStyle (cover vertical unless the app chose another), as in the article.
-- The presentation is the shared dimmed base (Styles/dimmed.lua), borrowed with use(), as bouncy's is.
--
-- Options: inset (points), dim (the dimming view's opacity).

local dimmed = use("dimmed")

return style {
  summary = "Content inset 30 points over a dimming view, in the controller's own transition (no animator)",
  options = { inset = 30, dim = 0.5 },
  scenes = { "present", "push", "tab", "split" },
  presentation = dimmed.presentation,
}
