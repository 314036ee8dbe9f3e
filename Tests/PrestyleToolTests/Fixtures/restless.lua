-- A style that ignores Reduce Motion: its animator slides the presented view up from below the screen whatever
-- the traits say (its changes, line 14), which `prestyle check` warns about.
return style {
  summary = "Slides up from the bottom, even under Reduce Motion",
  options = { duration = 0.4 },
  animator = {
    duration = function(ctx) return ctx.options.duration end,
    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local below = shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then v.frame = below; ctx.container:add(v) end
      animate { duration = ctx.duration,
                changes = function() v.frame = ctx.isPresenting and shown or below end,
                completion = function() ctx:complete() end }
    end,
  },
}
