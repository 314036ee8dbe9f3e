-- Styles/bouncy.lua — an inset card that drops in from the top on a spring.
--
-- From "iOS8 Day-by-Day :: Day 24 :: Presentation Controllers" (Sam Davies, 2014), the BouncyPresent
-- project: the OverlayPresentationController insets the presented view 30 points from the container and
-- dims what is behind it, fading the dimming view alongside the transition; the
-- BouncyViewControllerAnimator drops the content in from above on a spring (0.8 s, damping 0.6, initial
-- velocity 10). The dimming view is chrome, so the presentation owns it; the animator only moves the
-- content. containerWillLayout keeps both right when the container changes size (the article's fix for
-- rotation). The dismissal, which the article leaves to UIKit, drops the card out of the bottom in half
-- the time while the dimming view fades out. The presentation is the shared dimmed base
-- (Styles/dimmed.lua), borrowed with use().
--
-- Options: inset (points), dim (the dimming view's opacity), duration (s), damping and velocity (the spring).
local dimmed = use("dimmed")

return style {
  summary = "Inset card that drops in from the top on a spring",
  options = { inset = 30, dim = 0.5, duration = 0.8, damping = 0.6, velocity = 10 },

  presentation = dimmed.presentation,

  -- One animator for both directions: ctx.isPresenting tells which.
  animator = {
    duration = function(ctx)
      if ctx.isPresenting then return ctx.options.duration end
      return ctx.options.duration / 2
    end,

    animate = function(ctx)
      if ctx.isPresenting and not ctx.traits.reduceMotion then
        local v, final = ctx.toView, ctx:finalFrame(ctx.to)
        v.frame = final:offset(0, -(final.y + final.height))   -- just above the screen
        ctx.container:add(v)
        animate { duration = ctx.duration,
                  spring = { damping = ctx.options.damping, velocity = ctx.options.velocity },
                  changes = function() v.frame = final end,
                  completion = function(finished) ctx:complete(not ctx.wasCancelled) end }
      elseif not ctx.traits.reduceMotion then
        local v = ctx.fromView
        local below = v.frame:with { y = ctx.container.bounds.maxY }
        animate { duration = ctx.duration, curve = "easeIn",
                  changes = function() v.frame = below end,
                  completion = function(finished) ctx:complete(not ctx.wasCancelled) end }
      else
        -- Under Reduce Motion (traits.reduceMotion) the card fades in and out where it sits: nothing drops.
        local v = ctx.isPresenting and ctx.toView or ctx.fromView
        if ctx.isPresenting then
          v.frame = ctx:finalFrame(ctx.to)
          v.alpha = 0
          ctx.container:add(v)
        end
        animate { duration = ctx.duration, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                  completion = function() ctx:complete(not ctx.wasCancelled) end }
      end
    end,
  },
}
