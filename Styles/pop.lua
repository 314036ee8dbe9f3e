-- Styles/pop.lua — a centred card that pops in on keyframes and shrinks away as a snapshot.
--
-- An example of the parts of the API the seeds' styles leave out: keyframes{} (the card overshoots, then
-- settles), a view's shadow and corner radius, sizeForChild with the presented controller's
-- preferredContentSize (the card takes the size the content asks for, within the container), the
-- preferredContentSizeDidChange hook (the card animates to a new size while presented), and snapshot() (the
-- dismissal shrinks a frozen copy while the real view hides). Like a form sheet, built from the hooks. The
-- animator pops a navigation push or a tab switch in too (the backdrop and the card's size are the
-- presentation's, so there the content fills the screen), and going back puts the view shown again under
-- the shrinking copy. Under Reduce Motion (`traits.reduceMotion`) the card and the copy only fade.
return style {
  summary = "Centred card that pops in on keyframes and takes the content's preferred size",
  options = {
    width = 320, height = 420,   -- the card's size when the content prefers none
    duration = 0.5,              -- seconds to pop in; it shrinks away in 60% of that
    backdrop = "#1c1c1e",        -- the backdrop's color
    backdropAlpha = 0.35,        -- and its opacity
    cornerRadius = 16,
  },
  scenes = { "present", "push", "tab", "split" },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      local backdrop = view { name = "backdrop", color = self.options.backdrop, alpha = 0, frame = self.container.bounds }
      self.chrome.backdrop = backdrop
      self.container:insert(backdrop, 1)
      coordinator:alongside(function() backdrop.alpha = self.options.backdropAlpha end)
      -- The card's look; the presented controller gets its own back when the dismissal is over.
      local card = self.presentedView
      card.cornerRadius = self.options.cornerRadius
      card.clipsToBounds = true
      card.shadow = { opacity = 0.25, radius = 20, offset = size(0, 10) }
    end,

    -- The content's preferred size, else the options' size; never closer than 16 points to the sides.
    sizeForChild = function(self, child, parentSize)
      local wanted = child.preferredContentSize
      if wanted.isEmpty then wanted = size(self.options.width, self.options.height) end
      return size(math.max(0, math.min(wanted.width, parentSize.width - 32)),
                  math.max(0, math.min(wanted.height, parentSize.height - 64)))
    end,

    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      local card = self:sizeForChild(self.presented, bounds.size)
      return rect(point(0, 0), card):with { center = bounds.center }:integral()
    end,

    containerWillLayout = function(self)
      self.chrome.backdrop.frame = self.container.bounds
      self.presentedView.frame = self:frameOfPresentedView()
    end,

    -- The content asked for another size: grant it, animated.
    preferredContentSizeDidChange = function(self, child)
      animate { duration = 0.25, changes = function() self.presentedView.frame = self:frameOfPresentedView() end }
    end,

    presentationDidEnd = function(self, completed)
      if not completed then self.chrome.backdrop:remove() end
    end,

    dismissalWillBegin = function(self, coordinator)
      coordinator:alongside(function() self.chrome.backdrop.alpha = 0 end)
    end,

    dismissalDidEnd = function(self, completed)
      if completed then self.chrome.backdrop:remove() end
    end,
  },

  animator = {
    duration = function(ctx)
      if ctx.isPresenting then return ctx.options.duration end
      return ctx.options.duration * 0.6
    end,

    animate = function(ctx)
      local still = ctx.traits.reduceMotion   -- Reduce Motion: the fade alone, nothing grows or shrinks
      if ctx.isPresenting then
        local v = ctx.toView
        v.frame = ctx:finalFrame(ctx.to)
        v.alpha = 0
        if not still then v.transform = transform.scale(0.6) end
        ctx.container:add(v)
        local frames = { { 0, 0.3, function() v.alpha = 1 end } }
        if not still then
          frames[2] = { 0, 0.6, function() v.transform = transform.scale(1.08) end }
          frames[3] = { 0.6, 0.4, function() v.transform = transform.identity end }
        end
        keyframes { duration = ctx.duration, curve = "linear", frames = frames,
                    completion = function() ctx:complete(not ctx.wasCancelled) end }
      else
        if ctx.toView then ctx.container:insert(ctx.toView, 1) end   -- a pop or a switch back
        local v = ctx.fromView
        local copy = v:snapshot()
        copy.frame = v.frame
        ctx.container:add(copy)
        v.hidden = true
        animate { duration = ctx.duration, curve = "easeIn",
                  changes = function()
                    if not still then copy.transform = transform.scale(0.8) end
                    copy.alpha = 0
                  end,
                  completion = function()
                    copy:remove()
                    if ctx.wasCancelled then v.hidden = false end
                    ctx:complete(not ctx.wasCancelled)
                  end }
      end
    end,
  },
}
