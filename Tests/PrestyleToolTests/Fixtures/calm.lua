-- The same slide as restless.lua, honouring Reduce Motion: under it the presented view fades in where it ends.
return style {
  summary = "Slides up from the bottom, or fades under Reduce Motion",
  options = { duration = 0.4 },
  animator = {
    duration = function(ctx) return ctx.options.duration end,
    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local reduce = ctx.traits.reduceMotion
      local away = reduce and shown or shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = away
        if reduce then v.alpha = 0 end
        ctx.container:add(v)
      end
      animate { duration = ctx.duration,
                changes = function()
                  v.frame = ctx.isPresenting and shown or away
                  if reduce then v.alpha = ctx.isPresenting and 1 or 0 end
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
