-- Styles/sidebar.lua — the overlay sidebar of WWDC 2014 session 228, "A Look Inside Presentation
-- Controllers".
--
-- The session's photo app presents its editor as a sidebar: it slides in from the right over a dimmed
-- screen, a third of the width. "When we transition to a compact-width environment, what we'd really like
-- to have is just a full-screen presentation" — so adaptiveStyle answers fullScreen there, and the
-- presentation adapts, live, when the size class changes while it is up. "What's really cool is that we
-- can still use our custom animator object": full screen or not, the editor slides in from the right and
-- back out to it. sizeForChild decides the sidebar's width; frameOfPresentedView places it against the right
-- edge; containerWillLayout keeps the dimming view and the sidebar right after a rotation. The dimming view
-- and its life are the shared dimmed base's (Styles/dimmed.lua), borrowed with use().
local dimmed = use("dimmed")

return style {
  summary = "Sidebar sliding in from the right over a dimmed screen; full screen in compact width",
  options = {
    fraction = 1 / 3,   -- of the container's width ("a third of the display")
    dim = 0.4,          -- the dimming view's opacity
    duration = 0.3,     -- seconds to slide in, and out
    dimName = "dimming",   -- the dimming view's name in the shared dimmed base (Styles/dimmed.lua)
  },

  presentation = merge(dimmed.presentation, {
    -- Compact width (an iPhone, a narrow split view): full screen. Elsewhere: stay a sidebar.
    adaptiveStyle = function(self, traits)
      if traits.horizontal == "compact" then return "fullScreen" end
      return "none"
    end,

    sizeForChild = function(self, child, parentSize)
      return size(math.floor(parentSize.width * self.options.fraction), parentSize.height)
    end,

    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      local width = self:sizeForChild(self.presented, bounds.size).width
      return rect(bounds.maxX - width, bounds.y, width, bounds.height)
    end,
  }),

  -- Slides the content in from the right edge and back out to it, whatever the presentation adapted to.
  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local container = ctx.container
      local controller = ctx.isPresenting and ctx.to or ctx.from
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(controller) or v.frame
      local offscreen = shown:with { x = container.bounds.maxX }
      if ctx.isPresenting then
        v.frame = offscreen
        container:add(v)
      end
      animate { duration = ctx.duration, curve = ctx.isPresenting and "easeOut" or "easeIn",
                changes = function() v.frame = ctx.isPresenting and shown or offscreen end,
                completion = function() ctx:complete(not ctx.wasCancelled) end }
    end,
  },
}
