-- Styles/fade.lua — UIKit's cross dissolve as a style: the content fades in over the whole screen and out.
--
-- UIModalTransitionStyle.crossDissolve (UIKit documentation: "the current view fades out while the new view
-- fades in"), the way an app swaps UIKit's default transition for one of its own: no presentation hooks, so
-- the presentation is UIKit's default custom one (the container's bounds, the presenting view staying
-- underneath), and the animator fades the content with the engine's cross-dissolve timing (0.5 s,
-- ease-in-ease-out; UIKit does not document its own). The presenting view stays, so only the content fades.
-- The same animator fades a navigation push and pop and a tab switch and back; going back, the view shown
-- again is put under the one fading out (a pop or a switch back takes it out of the container).
--
--   prestyle apply fade --set duration=0.25

return style {
  summary = "UIKit's cross dissolve as a style: the content fades in over the whole screen",
  options = { duration = 0.5,          -- seconds, each way
              curve = "easeInOut" },  -- easeInOut, easeIn, easeOut or linear
  scenes = { "present", "push", "tab", "split" },

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      if ctx.isPresenting then
        v.frame = ctx:finalFrame(ctx.to)
        v.alpha = 0
        ctx.container:add(v)
      elseif ctx.toView then
        ctx.container:insert(ctx.toView, 1)   -- a pop or a switch back: shown again, under the one leaving
      end
      animate { duration = ctx.duration, curve = ctx.options.curve,
                changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                completion = function() ctx:complete() end }
    end,
  },
}
