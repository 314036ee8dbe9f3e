-- Styles/{{NAME}}.lua — a card that slides up from the bottom over a dimmed screen.
--
-- Made by `prestyle new {{NAME}}`. Change it freely: run `prestyle apply {{NAME}}` to see what it does
-- (add `--watch` to run it again on every save) and `prestyle check Styles/{{NAME}}.lua` to try it on every
-- device. The authoring guide is Styles/README.md; the file name is the style's name.
return style {
  summary = "A card that slides up from the bottom over a dimmed screen",

  -- Options, with their defaults. `prestyle apply {{NAME}} --set height=0.5` overrides one; an override must
  -- have the default's type (number, string or boolean).
  options = {
    height = 0.6,     -- the card's height, as a fraction of the container's
    dim = 0.4,        -- how dark the screen behind the card gets
    duration = 0.5,   -- seconds the transition takes
    radius = 16,      -- the card's corner radius
  },

  -- The presentation controller: the chrome (here a dimming view) and where the presented view goes.
  presentation = {
    -- Where the presented view sits once presented: the bottom part of the container.
    frameOfPresentedView = function(self)
      local b = self.container.bounds
      local height = b.height * self.options.height
      return rect(b.x, b.maxY - height, b.width, height)
    end,

    -- The transition is about to start: add the chrome, and animate it alongside the transition.
    presentationWillBegin = function(self, coordinator)
      local dim = view { name = "dim", color = "#000000", alpha = 0, frame = self.container.bounds }
      self.chrome.dim = dim
      self.container:insert(dim, 1)
      self.presentedView.cornerRadius = self.options.radius
      coordinator:alongside(function() dim.alpha = self.options.dim end)
    end,

    -- The presentation ended; if it was cancelled, take the chrome away again.
    presentationDidEnd = function(self, completed)
      if not completed then self.chrome.dim:remove() end
    end,

    -- The container is about to lay out (after a rotation, say): keep the chrome and the card in place.
    containerWillLayout = function(self)
      self.chrome.dim.frame = self.container.bounds
      self.presentedView.frame = self:frameOfPresentedView()
    end,

    -- Dismissal is about to start: fade the chrome out alongside it.
    dismissalWillBegin = function(self, coordinator)
      coordinator:alongside(function() self.chrome.dim.alpha = 0 end)
    end,

    -- Dismissal ended; once it completed, the chrome goes.
    dismissalDidEnd = function(self, completed)
      if completed then self.chrome.dim:remove() end
    end,
  },

  -- The animator moves the content, for presenting and for dismissing (ctx.isPresenting tells which).
  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local container = ctx.container.bounds
      local still = ctx.traits.reduceMotion   -- Reduce Motion: fade where it ends, nothing travels
      if ctx.isPresenting then
        local v, final = ctx.toView, ctx:finalFrame(ctx.to)
        v.frame = still and final or final:offset(0, container.maxY - final.y)   -- start just below the screen
        if still then v.alpha = 0 end
        ctx.container:add(v)
        animate { duration = ctx.duration, curve = "easeOut",
                  changes = function() v.frame = final; v.alpha = 1 end,
                  completion = function() ctx:complete(not ctx.wasCancelled) end }
      else
        local v = ctx.fromView
        animate { duration = ctx.duration, curve = "easeIn",
                  changes = function()
                    if still then v.alpha = 0 else v.frame = v.frame:offset(0, container.maxY - v.frame.y) end
                  end,
                  completion = function() ctx:complete(not ctx.wasCancelled) end }
      end
    end,
  },
}
