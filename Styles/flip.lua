-- Styles/flip.lua — UIKit's flip horizontal as a style: the screen turns about its vertical axis, the
-- presenting view going away edge-on and the content coming round from behind.
--
-- UIModalTransitionStyle.flipHorizontal (UIKit documentation: "the current view performs a horizontal 3D flip
-- from right-to-left, resulting in the revealing of the new view as if it were on the back of the previous
-- view"), the way an app swaps UIKit's default transition for its own: no presentation hooks (the
-- container's bounds, the presenting view staying underneath), and the animator plays the engine's flip
-- (0.75 s, ease-in-ease-out overall, linear keyframes: the first half turns the outgoing view edge-on, the
-- second half the incoming one back to facing us; UIKit does not document its own). The engine's transforms
-- are flat, so a turn is drawn as the squeeze it makes seen head-on: the x scale goes to nearly 0 (0.001).
-- The presenting view, which stays, is turned back to facing us once the content covers it. The same
-- animator flips a navigation push and pop and a tab switch and back; going back, the view shown again is put
-- into the container (a pop or a switch back takes it out), edge-on until its half of the turn. Under Reduce
-- Motion (`traits.reduceMotion`) it cross-dissolves instead, as the engine's own flip does: a turn simulates
-- depth, which Apple asks to drop.
--
--   prestyle apply flip --set duration=1.5

local edgeOn = transform.scale(0.001, 1)

return style {
  summary = "UIKit's flip horizontal as a style: the screen turns about its vertical axis to the content",
  options = { duration = 0.75 },
  scenes = { "present", "push", "tab", "split" },

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local presenting = ctx.isPresenting
      local outgoing = presenting and ctx.from.view or ctx.fromView
      local incoming = presenting and ctx.toView or ctx.to.view
      if presenting then
        incoming.frame = ctx:finalFrame(ctx.to)
        ctx.container:add(incoming)
      elseif ctx.toView then
        ctx.container:insert(incoming, 1)   -- a pop or a switch back: shown again, under the one leaving
      end
      if ctx.traits.reduceMotion then
        incoming.alpha = 0
        animate { duration = ctx.duration,
                  changes = function() incoming.alpha = 1; outgoing.alpha = 0 end,
                  completion = function() outgoing.alpha = 1; ctx:complete() end }
        return
      end
      incoming.transform = edgeOn
      keyframes { duration = ctx.duration, mode = "linear",
                  frames = { { 0, 0.5, function() outgoing.transform = edgeOn end },
                             { 0.5, 0.5, function() incoming.transform = transform.identity end } },
                  completion = function()
                    -- The view that stays under the content faces us again (presenting), or the content,
                    -- leaving, is put back as the controller made it (dismissing).
                    outgoing.transform = transform.identity
                    ctx:complete()
                  end }
    end,
  },
}
