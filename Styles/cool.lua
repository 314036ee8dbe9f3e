-- Styles/cool.lua — "Cool mode", from WWDC 2014 session 228, "A Look Inside Presentation Controllers".
--
-- Flip the switch in the session's photo app and the same photo controller is presented by a totally
-- different presentation controller and animator, with no change to the controller itself: the content
-- scales in from the middle; a leopard-print panel slides in from the side in its OWN animation block,
-- with its own timing (it is still moving after the transition ends); a unicorn and a flower appear
-- ALONGSIDE the transition (they start and finish with it). The dismissal plays it all backwards.
-- The chrome's places are the container's proportions, laid out again after a rotation.
--
--   prestyle apply cool.lua

-- Where the leopard print is: against the left edge when shown, just off it when not.
local function leopardFrame(self, shown)
  local b = self.container.bounds
  local width = b.width * self.options.leopardWidth
  return rect(shown and 0 or -width, 0, width, b.height)
end

-- The unicorn and the flower, placed by the container's size (again after a rotation).
local function unicornFrame(b) return rect(b.width * 0.05, b.height * 0.12, 64, 64) end
local function flowerFrame(b) return rect(b.width * 0.08, b.height * 0.78, 48, 48) end

local function removeChrome(self)
  for _, v in pairs(self.chrome) do v:remove() end
end

return style {
  summary = "Cool mode: content scales in from the middle; leopard print, unicorn and flower chrome",
  options = {
    duration = 0.6,         -- the content's scale animation, and so the transition
    leopardDuration = 1.0,  -- the leopard print's own block, longer than the transition
    leopardWidth = 0.35,    -- of the container's width
    inset = 24,
  },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      local b = self.container.bounds
      local leopard = view { name = "leopard", color = "#c8913a", frame = leopardFrame(self, false) }
      local unicorn = view { name = "unicorn", color = "#f5b8f0", alpha = 0, cornerRadius = 32,
                             frame = unicornFrame(b) }
      local flower = view { name = "flower", color = "#ffd23f", alpha = 0, cornerRadius = 24,
                            frame = flowerFrame(b) }
      self.chrome.leopard, self.chrome.unicorn, self.chrome.flower = leopard, unicorn, flower
      self.container:insert(leopard, 1)
      self.container:add(unicorn)
      self.container:add(flower)

      -- The leopard print animates by itself, in its own block and with its own timing.
      self.leopardShown = true
      animate { duration = self.options.leopardDuration, curve = "easeOut",
                changes = function() leopard.frame = leopardFrame(self, true) end }

      -- The unicorn and the flower appear alongside the transition.
      coordinator:alongside(function()
        unicorn.alpha = 1
        flower.alpha = 1
      end)
    end,

    frameOfPresentedView = function(self)
      local b = self.container.bounds
      local side = b.width * self.options.leopardWidth
      return rect(b.x + side, b.y, b.width - side, b.height):inset(self.options.inset, self.options.inset * 2)
    end,

    -- The chrome's places follow the container (a rotation); the leopard's, whether it is meant to be shown.
    containerWillLayout = function(self)
      local b = self.container.bounds
      self.chrome.leopard.frame = leopardFrame(self, self.leopardShown)
      self.chrome.unicorn.frame = unicornFrame(b)
      self.chrome.flower.frame = flowerFrame(b)
      self.presentedView.frame = self:frameOfPresentedView()
    end,

    presentationDidEnd = function(self, completed)
      if not completed then removeChrome(self) end
    end,

    dismissalWillBegin = function(self, coordinator)
      local leopard = self.chrome.leopard
      self.leopardShown = false
      animate { duration = self.options.leopardDuration * 0.6, curve = "easeIn",
                changes = function() leopard.frame = leopardFrame(self, false) end }
      coordinator:alongside(function()
        self.chrome.unicorn.alpha = 0
        self.chrome.flower.alpha = 0
      end)
    end,

    dismissalDidEnd = function(self, completed)
      if completed then removeChrome(self) end
    end,
  },

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      if ctx.isPresenting then
        local v = ctx.toView
        v.frame = ctx:finalFrame(ctx.to)
        if ctx.traits.reduceMotion then v.alpha = 0 else v.transform = transform.scale(0.01, 0.01) end
        ctx.container:add(v)
        animate { duration = ctx.duration, spring = not ctx.traits.reduceMotion and { damping = 0.75, velocity = 0 } or nil,
                  changes = function() v.transform = transform.identity; v.alpha = 1 end,
                  completion = function() ctx:complete(not ctx.wasCancelled) end }
      else
        -- A pop or a switch back: the view shown again goes under the one shrinking away.
        if ctx.toView then ctx.container:insert(ctx.toView, 1) end
        local v = ctx.fromView
        animate { duration = ctx.duration, curve = "easeIn",
                  changes = function()
                    if not ctx.traits.reduceMotion then v.transform = transform.scale(0.01, 0.01) end
                    v.alpha = 0
                  end,
                  completion = function() ctx:complete(not ctx.wasCancelled) end }
      end
    end,
  },

  -- The animator alone (the chrome is the presentation's) also plays a navigation push and pop and a tab
  -- switch and back. Under Reduce Motion (`traits.reduceMotion`) the content fades in and out where it sits
  -- rather than growing and shrinking. (Declared last: the README quotes this file's line numbers.)
  scenes = { "present", "push", "tab", "split" },
}
