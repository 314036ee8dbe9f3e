-- Styles/cover.lua — UIKit's cover vertical as a style: the content rises from the bottom edge over the whole
-- screen and sinks back.
--
-- UIModalTransitionStyle.coverVertical (UIKit documentation: "the view slides up from the bottom of the
-- screen", and back down on dismissal), the way an app swaps UIKit's default transition for its own: no
-- presentation hooks, so the presentation is UIKit's default custom one (the container's bounds, the
-- presenting view staying underneath), and the animator slides the content in from just below the container
-- with the engine's cover-vertical timing (0.5 s, ease-in-ease-out; UIKit does not document its own).
--
--   prestyle apply cover --set duration=1

return style {
  summary = "UIKit's cover vertical as a style: the content rises from the bottom edge and sinks back",
  options = { duration = 0.5, curve = "easeInOut" },
  scenes = { "present", "split" },

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
      animate { duration = ctx.duration, curve = ctx.options.curve,
                changes = function() v.frame = ctx.isPresenting and shown or below end,
                completion = function() ctx:complete() end }
    end,
  },
}
