-- Styles/note-popover.lua — the 2014 note: a real popover under the Note button in regular width; in compact
-- width the note over the whole screen, on a blurred backdrop, wrapped in a navigation controller with Done.
--
-- From WWDC 2014 session 214, "View Controller Advancements in iOS 8": the demo's Note button presents a
-- popover. On an iPhone it adapts to full screen by default, and badly; the session's delegate answers
-- OverFullscreen instead (adaptivePresentationStyleForPresentationController:), puts a UIVisualEffectView
-- blur behind the content ("your best blurry friend") and wraps it in a navigation controller with a Done
-- button (presentationController:viewControllerForAdaptivePresentationStyle:) — "and if I return None … I get
-- an actual popover" on the phone too.
--
-- The style stands on UIKit's popover controller (base = "popover"), so the balloon, its arrow and its
-- placement are UIKit's (UIPopoverPresentationController, the engine's PopoverLayout), and the transitions
-- are UIKit's own: the popover fades, the adapted note comes up from the bottom.
-- - popover: the Note button is the right-hand bar button of a navigation bar, a 44-point square 8 points in
--   from the trailing edge of the safe area, at its top; the arrow points up at it (or down, if it must).
-- - adaptive: in compact width the `adaptation` option's style (overFullScreen: the presenter stays behind
--   the blur), wrapped with a Done button; the blur is a translucent view named `blur` (the engine has no
--   visual effects). The content is the presented controller's preferredContentSize (UIKit's 320 points wide,
--   as tall as fits, without one).
--
-- Options: adaptation — "overFullScreen" (the session's answer), "fullScreen" (UIKit's default), "formSheet",
-- "pageSheet" or "none" (a real popover on a phone).
--
--   prestyle apply note-popover --device ipad-pro-11
--   prestyle apply note-popover --set adaptation=none

return style {
  summary = "The 2014 note: a popover in regular width; over the screen on a blur with a Done wrapper in compact",
  options = { adaptation = "overFullScreen" },
  base = "popover",
  popover = { source = "topRight", sourceRect = { 8, 0, 44, 44 }, arrows = { "up", "down" } },
  adaptive = { compactOption = "adaptation", wrap = "done", backdrop = "blur" },
}
