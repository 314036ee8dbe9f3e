-- Styles/cover.lua — UIKit's cover vertical as a style: the content rises from the bottom edge over the whole
-- screen and sinks back.
--
-- UIModalTransitionStyle.coverVertical (UIKit documentation: "the view slides up from the bottom of the
-- screen", and back down on dismissal), the way an app swaps UIKit's default transition for its own: no
-- presentation hooks, so the presentation is UIKit's default custom one (the container's bounds, the
-- presenting view staying underneath), and the animator slides the content in from just below the container
-- with the engine's cover-vertical timing (0.5 s, ease-in-ease-out; UIKit does not document its own).
-- Options: duration, curve; a style borrowing the animator with use() may declare `damping` to rise on a
-- spring (initial velocity 0) instead of the curve. The same animator covers a navigation push and a tab
-- switch and uncovers the pop and the switch back, the view shown again put under the one sinking away.
-- Under Reduce Motion (`traits.reduceMotion`) the content fades in where it ends and out where it is, as
-- Apple asks of an app's own transitions (UIKit's cover vertical itself keeps its slide under Reduce Motion
-- alone, and cross-fades with Prefer Cross-Fade Transitions on too); an interactive transition still follows
-- the finger.
--
--   prestyle apply cover --set duration=1

return style {
  summary = "UIKit's cover vertical as a style: the content rises from the bottom edge and sinks back",
  options = { duration = 0.5,          -- seconds, each way
              curve = "easeInOut" },  -- easeInOut, easeIn, easeOut or linear
  scenes = { "present", "push", "tab", "split" },

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local fades = ctx.traits.reduceMotion and not ctx.isInteractive   -- a finger's drag still tracks the finger
      local below = fades and shown or shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = below
        if fades then v.alpha = 0 end
        ctx.container:add(v)
      elseif ctx.toView then
        ctx.container:insert(ctx.toView, 1)   -- a pop or a switch back: shown again, under the one leaving
      end
      -- A borrowing style that declares `damping` rises on that spring instead (pan-sheet, PanModal's 0.8).
      local damping = ctx.options.damping
      animate { duration = ctx.duration, curve = damping == nil and ctx.options.curve or nil,
                spring = damping ~= nil and { damping = damping, velocity = 0 } or nil,
                changes = function()
                  v.frame = ctx.isPresenting and shown or below
                  if fades then v.alpha = ctx.isPresenting and 1 or 0 end
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
