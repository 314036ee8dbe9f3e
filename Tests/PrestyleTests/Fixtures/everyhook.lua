-- Tests/PrestyleTests/Fixtures/everyhook.lua — every presentation hook and animator function, each tracing
-- its call (trace) and checking its arguments (assert: a failed check is a reported error, which the tests
-- refuse). The presented controller's view is wrapped in a chrome view, to exercise presentedView.
return style {
  summary = "Every hook, traced and checked",
  options = { inset = 40, label = "card", shadowed = true, adapts = false },

  presentation = {
    shouldPresentInFullscreen = function(self)
      trace("shouldPresentInFullscreen")
      return true
    end,

    shouldRemovePresentersView = false,

    presentationWillBegin = function(self, coordinator)
      trace("presentationWillBegin")
      assert(coordinator.isAnimated and not coordinator.isInteractive and not coordinator.isCancelled)
      assert(coordinator.container == self.container)
      assert(self.presented.name == "presented" and self.presenting.name == "presenting")
      assert(self.options.inset == 40 or self.options.inset == 20)
      assert(self.options.label == "card" and self.options.shadowed == true)
      assert(self.traits.horizontal == "compact" and self.traits.vertical == "regular" and self.traits.idiom == "phone")
      assert(self.phase == "presenting")
      local wrapper = view { name = "wrapper", color = "#ffffff", cornerRadius = 12,
                             shadow = { opacity = 0.3, radius = 8, offset = size(0, 4) } }
      wrapper:add(self.presented.view)
      self.chrome.wrapper = wrapper
      local dim = view { name = "dim", color = "#000000", alpha = 0, frame = self.container.bounds }
      self.chrome.dim = dim
      self.container:insert(dim, 1)
      coordinator:alongside(function(context)
        assert(context.duration == 0.4)
        dim.alpha = 0.4
      end, function(context)
        trace("alongside completion cancelled=" .. tostring(context.isCancelled))
      end)
      coordinator:onInteractionChange(function() trace("interaction changed") end)
    end,

    presentedView = function(self)
      return self.chrome.wrapper
    end,

    frameOfPresentedView = function(self)
      return self.container.bounds:inset(self.options.inset)
    end,

    containerWillLayout = function(self)
      trace("containerWillLayout")
      self.chrome.dim.frame = self.container.bounds
      self.presentedView.frame = self:frameOfPresentedView()
      self.presented.view.frame = self.presentedView.bounds
    end,

    containerDidLayout = function(self)
      trace("containerDidLayout")
    end,

    presentationDidEnd = function(self, completed)
      trace("presentationDidEnd " .. tostring(completed))
      assert(self.phase == "presented")
    end,

    sizeForChild = function(self, child, parentSize)
      trace("sizeForChild " .. child.name .. " " .. tostring(parentSize))
      return size(parentSize.width / 2, parentSize.height)
    end,

    preferredContentSizeDidChange = function(self, child)
      trace("preferredContentSizeDidChange " .. tostring(child.preferredContentSize))
    end,

    willTransitionToSize = function(self, newSize, coordinator)
      trace("willTransitionToSize " .. tostring(newSize) .. " " .. tostring(coordinator ~= nil))
    end,

    willTransitionToTraits = function(self, traits, coordinator)
      trace("willTransitionToTraits " .. traits.horizontal)
    end,

    adaptiveStyle = function(self, traits)
      trace("adaptiveStyle " .. traits.horizontalSizeClass)
      if self.options.adapts and traits.horizontal == "compact" then return "fullScreen" end
      return nil
    end,

    dismissalWillBegin = function(self, coordinator)
      trace("dismissalWillBegin")
      coordinator:alongside(function() self.chrome.dim.alpha = 0 end)
    end,

    dismissalDidEnd = function(self, completed)
      trace("dismissalDidEnd " .. tostring(completed))
      if completed then self.chrome.dim:remove() end
    end,
  },

  animator = {
    duration = function(ctx)
      assert(ctx.isPresenting)
      return 0.4
    end,

    animate = function(ctx)
      trace("animate presenting")
      assert(ctx.isPresenting and ctx.isAnimated and not ctx.isInteractive and not ctx.wasCancelled)
      assert(ctx.duration == 0.4 and ctx.options.label == "card")
      assert(ctx.to.name == "presented" and ctx.from.name == "presenting" and ctx.fromView == nil)
      assert(ctx:initialFrame(ctx.to) == rect(0, 0, 0, 0))
      local v, final = ctx.toView, ctx:finalFrame(ctx.to)
      assert(v.name == "wrapper" and final == ctx.container.bounds:inset(ctx.options.inset))
      v.frame = final
      v.alpha = 0
      ctx.container:add(v)
      keyframes { duration = ctx.duration, mode = "linear", curve = "linear",
                  frames = { { 0, 0.5, function() v.alpha = 0.5 end },
                             { start = 0.5, length = 0.5, changes = function() v.alpha = 1 end } },
                  completion = function(finished) ctx:complete() end }
    end,

    ended = function(completed, ctx)
      trace("ended " .. tostring(completed) .. " presenting=" .. tostring(ctx.isPresenting))
    end,
  },

  dismissAnimator = {
    duration = 0.25,

    animate = function(ctx)
      trace("animate dismissing")
      assert(not ctx.isPresenting and ctx.duration == 0.25)
      local v = ctx.fromView
      animate { duration = ctx.duration, curve = { 0.25, 0.1, 0.25, 1 },
                changes = function()
                  v.alpha = 0
                  v.transform = transform.scale(0.9) * transform.rotate(0.1)
                end,
                completion = function(finished)
                  v:remove()
                  ctx:complete(not ctx.wasCancelled)
                end }
    end,
  },

  interaction = { completionSpeed = 2, completionCurve = "easeOut", wantsInteractiveStart = false },
}
