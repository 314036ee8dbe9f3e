-- Styles/drop.lua — the drop dialog, on UIKit Dynamics.
--
-- From WWDC 2013, "Custom Transitions Using View Controllers" (seed 004): "here's a drop animation. This
-- is a dialog that comes in … it bounced a little bit, and now I want to dismiss it" — the talk's example
-- of a transition driven by UIKit Dynamics rather than an animation block. The dialog (a card centred in
-- the container, `width` × `height`) drops in from above under gravity (`gravity`, 2.0 = 2,000 points/s²)
-- and bounces on an invisible floor at its final frame's bottom edge (`elasticity`) until it rests; the
-- transition completes when the dynamics come to rest. Dismissed, it falls away out of the bottom, turning
-- (`spin` rad/s), and the transition completes once it has left the container. The numbers are chosen to
-- look like the talk's demo: two or three visible bounces. The dimming view (`dim`, its opacity) is the
-- shared dimmed base's (Styles/dimmed.lua), borrowed with use().
local dimmed = use("dimmed")

return style {
  summary = "Dialog that drops in, bounces and falls away, on UIKit Dynamics",
  options = { width = 280, height = 200, gravity = 2, elasticity = 0.35, spin = 0.6, dim = 0.4 },

  presentation = merge(dimmed.presentation, {
    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      local width = math.min(self.options.width, bounds.width)
      local height = math.min(self.options.height, bounds.height)
      return rect(bounds.midX - width / 2, bounds.midY - height / 2, width, height)
    end,

    containerWillLayout = function(self)
      self.chrome.dim.frame = self.container.bounds
      -- While the dynamics move the dialog, the layout leaves it to them.
      if self.phase == "presented" then self.presentedView.frame = self:frameOfPresentedView() end
    end,
  }),

  animator = {
    -- What the coordinator's alongside blocks last; the dynamics take as long as they take.
    duration = 1.5,

    animate = function(ctx)
      local bounds = ctx.container.bounds
      if ctx.isPresenting then
        local v, final = ctx.toView, ctx:finalFrame(ctx.to)
        v.frame = final:offset(0, -(final.y + final.height))   -- just above the container
        ctx.container:add(v)
        -- A box whose bottom edge is the floor; its other edges are far away.
        local floor = final.y + final.height
        dynamics { items = { v }, gravity = { magnitude = ctx.options.gravity },
                   collision = { boundary = rect(bounds.x - bounds.width, -3 * bounds.height,
                                                 3 * bounds.width, floor + 3 * bounds.height),
                                 elasticity = ctx.options.elasticity },
                   item = { allowsRotation = false },
                   completion = function()
                     v.frame = final   -- at rest on the floor: exactly its final frame
                     ctx:complete(not ctx.wasCancelled)
                   end }
      else
        local v, start = ctx.fromView, ctx:initialFrame(ctx.from)
        dynamics { items = { v }, gravity = { magnitude = ctx.options.gravity },
                   item = { angularVelocity = ctx.options.spin },
                   completion = function()
                     if ctx.wasCancelled then
                       -- The presentation stays: its view goes back, upright, to where it was.
                       v.transform = transform.identity
                       v.frame = start
                     else
                       v:remove()
                     end
                     ctx:complete(not ctx.wasCancelled)
                   end }
      end
    end,
  },
}
