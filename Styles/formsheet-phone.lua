-- Styles/formsheet-phone.lua — a form sheet on a phone: a centred card over a dimmed backdrop, rising slowly.
--
-- From WWDC 2013 session 218, "Custom Transitions Using View Controllers": the demo app's custom
-- presentation — "it has the backdrop, the dimming view, it's kind of a slow form sheet on a phone" —, made
-- possible by iOS 7's custom presentation style, which keeps the presenting view in the window. The session
-- gives no numbers; these are UIKit's: the card is a form sheet's 540 × 620 points (UIKit's form sheet size
-- on an iPad, the UIModalPresentationFormSheet documentation's "centered" sheet) within `margin` points of
-- the container's edges, so on a phone it fills the screen but for the margins; it rises from below the
-- screen like UIKit's cover vertical, but in `duration` seconds (1.0, twice UIKit's 0.5: "slow"), while a
-- black backdrop fades in to `dim`. The card's corners are rounded by `cornerRadius` (10, a form sheet's).
-- The backdrop is the shared dimmed base's (Styles/dimmed.lua) and the animator cover's (Styles/cover.lua),
-- borrowed with use().
--
--   prestyle apply formsheet-phone --device ipad-pro-11

local dimmed = use("dimmed").presentation
local cover = use("cover")

return style {
  summary = "A slow form sheet on a phone: a centred card rising over a dimmed backdrop",
  options = { width = 540, height = 620, margin = 20, cornerRadius = 10, dim = 0.4, duration = 1.0 },

  -- The dimmed base's backdrop (fading in alongside, taken away after), with a form sheet's card.
  presentation = merge(dimmed, {
    presentationWillBegin = function(self, coordinator)
      dimmed.presentationWillBegin(self, coordinator)      -- the backdrop, fading in alongside
      self.presentedView.cornerRadius = self.options.cornerRadius
      self.presentedView.clipsToBounds = true
    end,

    -- A form sheet's size, but never closer than `margin` to the edges.
    sizeForChild = function(self, child, parentSize)
      local o = self.options
      return size(math.max(0, math.min(o.width, parentSize.width - 2 * o.margin)),
                  math.max(0, math.min(o.height, parentSize.height - 2 * o.margin)))
    end,

    frameOfPresentedView = function(self)
      local b = self.container.bounds
      return rect(point(0, 0), self:sizeForChild(self.presented, b.size)):with { center = b.center }:integral()
    end,
  }),

  -- Cover vertical, slowly: cover's animator (up from just below the screen, and back down) in `duration`.
  animator = cover.animator,
}
