-- Styles/zoom-photo.lua — a photo opening from its thumbnail with iOS 18's zoom transition, and dragged down
-- anywhere to fly back into it.
--
-- From UIKit's `UIViewController.preferredTransition = .zoom(options:sourceViewProvider:)` (iOS 18) and
-- WWDC 2024 "Enhance your UI animations and transitions": the photo grows out of the thumbnail the provider
-- names; the provider is asked again when the photo is dismissed, so it flies back into the thumbnail
-- showing then; a downward drag anywhere on the photo shrinks it under the finger, and a release headed down
-- lets it fly home (a short one springs it back); a drag while it is still growing completes the
-- presentation, then dismisses; a finger landing on it as it flies home or springs back catches it, and two
-- fingers pinching it in dismiss it too (the engine's fingers; the CLI's --drag is one). The photo is full
-- screen, as in Photos; the screen behind it is dimmed while it is dragged. Everything else is the engine's
-- model of UIKit (PresentationKit's ZoomTransitionAnimator and ZoomMetrics say where each number comes
-- from). Under `--ios 12` there is no zoom: the photo covers vertically, as UIKit did before
-- `preferredTransition`.
--
-- The stage's presenting screen shows six thumbnails, thumb-1 to thumb-6; `--set thumbnail=thumb-5` opens
-- another.
--
--   prestyle apply zoom-photo --drag presented:0,300
return style {
  summary = "A photo zooming out of its thumbnail (iOS 18's zoom), dragged down to fly back into it",
  options = { thumbnail = "thumb-2" },
  base = "fullScreen",
  transition = "zoom",
  zoom = {
    source = function(ctx) return ctx.options.thumbnail end,
    dimmingColor = "#00000066",
  },
}
