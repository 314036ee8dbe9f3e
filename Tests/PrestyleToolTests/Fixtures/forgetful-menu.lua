-- A side menu that slides the presenting screen aside with a transform, as SideMenu's slide-out does, and
-- forgets to slide it back when the menu goes: the check fails it, naming the hook that moved the screen.
return style {
  summary = "Side menu that leaves the presenting screen pushed aside",
  presentation = {
    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      return rect(bounds.x, bounds.y, bounds.width * 0.8, bounds.height)
    end,
  },
  animator = {
    duration = function(ctx) return 0.3 end,
    animate = function(ctx)
      local presenting = ctx.isPresenting
      local v = presenting and ctx.toView or ctx.fromView
      local shown = presenting and ctx:finalFrame(ctx.to) or v.frame
      local hidden = shown:with { x = -shown.width }
      local under = ctx.from.view
      if presenting then
        v.frame = hidden
        ctx.container:add(v)
      end
      animate { duration = ctx.duration,
                changes = function()
                  v.frame = presenting and shown or hidden
                  if presenting then under.transform = transform.translate(shown.width, 0) end
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
