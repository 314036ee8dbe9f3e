-- Styles/formsheet-phone.lua — a form sheet on a phone: a centred card over a dimmed backdrop, rising slowly.
--
-- From WWDC 2013 session 218, "Custom Transitions Using View Controllers": the demo app's custom
-- presentation — "it has the backdrop, the dimming view, it's kind of a slow form sheet on a phone" —, made
-- possible by iOS 7's custom presentation style, which keeps the presenting view in the window. The session
-- gives no numbers; these are UIKit's: the card is a form sheet's 540 × 620 points (UIKit's form sheet size
-- on an iPad, the UIModalPresentationFormSheet documentation's "centered" sheet) within `margin` points of
-- the container's edges, so on a phone it fills the screen but for the margins; it rises from below the
-- screen like UIKit's cover vertical, but in `duration` seconds (1.0, twice UIKit's 0.5: "slow"), while a
-- black backdrop fades in to `dim`.
--
--   prestyle apply formsheet-phone --device ipad-pro-11

local bouncy = use("bouncy").presentation

return style {
  summary = "A slow form sheet on a phone: a centred card rising over a dimmed backdrop",
  options = { width = 540, height = 620, margin = 20, cornerRadius = 10, dim = 0.4, duration = 1.0 },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      bouncy.presentationWillBegin(self, coordinator)      -- the backdrop, fading in alongside
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

    containerWillLayout = bouncy.containerWillLayout,
    presentationDidEnd = bouncy.presentationDidEnd,
    dismissalWillBegin = bouncy.dismissalWillBegin,
    dismissalDidEnd = bouncy.dismissalDidEnd,
  },

  -- Cover vertical, slowly: up from just below the screen, and back down.
  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local below = shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = below
        ctx.container:add(v)
      end
      animate { duration = ctx.duration,
                changes = function() v.frame = ctx.isPresenting and shown or below end,
                completion = function() ctx:complete() end }
    end,
  },
}
