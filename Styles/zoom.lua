-- Styles/zoom.lua — a card that zooms up from a fifth of its size on a spring, inside a dimming view.
--
-- From axl411's walkthrough of iOS 8's UIPresentationController (2016, the seed "详解 iOS 8
-- UIPresentationController Custom Presentation"): the presentation controller owns a black dimming view at
-- 40% and puts the presented view INSIDE it, inset 50 points from the container; the dimming view fades in
-- alongside the transition and, when a presentation is cancelled, is taken away (presentationDidEnd(false));
-- the animator scales the content from 0.2 to full size and fades it in on a spring (damping 0.5, velocity 0)
-- over 1.0 s. The walkthrough leaves the dismissal to UIKit, which slides a custom presentation's content
-- down and out (cover vertical); the dimming view fades out alongside and is removed at the end.
--
-- The presentation is the shared dimmed base (Styles/dimmed.lua) with `contentInDim`, borrowed with use().
-- The animator zooms a navigation push or a tab switch in too (there is no dimming view there: the content is
-- added to the container) and slides the pop or the switch back out over the view shown again. Under Reduce
-- Motion (`traits.reduceMotion`) the content fades in where it ends and out where it is: no zoom, no slide.
--
-- Options: inset (points), dim (the dimming view's opacity), duration (s), damping (the spring), scale (the
-- size it starts from), contentInDim.
--
--   prestyle apply zoom --set damping=0.8

local dimmed = use("dimmed")

return style {
  summary = "Card zooming up from a fifth of its size on a spring, inside a 40% dimming view",
  options = { inset = 50, dim = 0.4, duration = 1.0, damping = 0.5, scale = 0.2,
              contentInDim = true },   -- the presented view lives in the dimming view (dimmed.lua)
  scenes = { "present", "push", "tab", "split" },

  presentation = dimmed.presentation,

  animator = {
    duration = function(ctx)
      if ctx.isPresenting then return ctx.options.duration end
      return 0.5                           -- UIKit's cover vertical
    end,

    animate = function(ctx)
      if ctx.isPresenting then
        local v = ctx.toView
        v.frame = ctx:finalFrame(ctx.to)   -- already in the dimming view (the dimming view's frame is the container's)
        if v.superview == nil then ctx.container:add(v) end   -- a push or a tab switch: no dimming view
        local still = ctx.traits.reduceMotion   -- Reduce Motion: a fade where it ends, no zoom
        if not still then v.transform = transform.scale(ctx.options.scale) end
        v.alpha = 0
        animate { duration = ctx.duration, spring = not still and { damping = ctx.options.damping, velocity = 0 } or nil,
                  changes = function()
                    v.transform = transform.identity
                    v.alpha = 1
                  end,
                  completion = function() ctx:complete() end }
      else
        if ctx.toView then ctx.container:insert(ctx.toView, 1) end   -- a pop or a switch back
        local v = ctx.fromView
        animate { duration = ctx.duration,
                  changes = function()
                    if ctx.traits.reduceMotion then v.alpha = 0 else v.frame = v.frame:with { y = ctx.container.bounds.maxY } end
                  end,
                  completion = function() ctx:complete() end }
      end
    end,
  },
}
