-- Styles/drawer.lua — a navigation drawer: the sidebar of WWDC 2014 session 228, mirrored to the left edge.
--
-- The example of use(): everything but the side comes from Styles/sidebar.lua — its options, its dimming
-- view, its width (sizeForChild), its adaptation to full screen in compact width — so this file holds only
-- what differs: where the drawer sits and the animator that slides it from the left. merge() lays the
-- drawer's hooks over the sidebar's; the borrowed hooks read this style's self.options, so the drawer's
-- wider fraction is the one they use.
local sidebar = use("sidebar")

-- Where the drawer is when shown, and just off the left edge when not.
local function offscreen(frame) return frame:with { x = -frame.width } end

return style {
  summary = "Drawer sliding in from the left over a dimmed screen (sidebar's presentation, mirrored)",
  options = merge(sidebar.options, { fraction = 0.8, duration = 0.35 }),   -- the sidebar's, wider and slower

  presentation = merge(sidebar.presentation, {
    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      local width = self:sizeForChild(self.presented, bounds.size).width
      return rect(bounds.x, bounds.y, width, bounds.height)
    end,
  }),

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      if ctx.isPresenting then
        v.frame = offscreen(shown)
        ctx.container:add(v)
      end
      animate { duration = ctx.duration, curve = ctx.isPresenting and "easeOut" or "easeIn",
                changes = function() v.frame = ctx.isPresenting and shown or offscreen(shown) end,
                completion = function() ctx:complete() end }
    end,
  },
}
