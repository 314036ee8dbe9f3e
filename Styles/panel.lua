-- Styles/panel.lua — FloatingPanel's panel, as in Apple Maps: a surface at three positions, tip, half and
-- full, dragged between them by a finger, over a backdrop that darkens towards full and dismisses when tapped.
--
-- The rules and numbers are FloatingPanel's (github.com/scenee/FloatingPanel, FloatingPanelBottomLayout and
-- FloatingPanelDefaultBehavior), written again for prestyle:
-- - positions, from the safe area: full 18 points below its top, half at half its height above its bottom,
--   tip 69 points above its bottom; the panel starts at half. The surface spans the safe area's width and
--   reaches the bottom of the screen; its grabber is 36 × 5 points, 6 points from its top; its shadow is
--   black at 0.2, offset (0, 1), radius 3.
-- - backdrop: 0.3 at full, 0 at half and tip, in between while dragged between half and full. A backdrop at 0
--   takes no touches (a hit test skips a view below 0.01), so a tap reaches it only when it shows.
-- - the finger: the surface follows it, held between full and tip (no rubber band). On lifting, the
--   velocity is projected as UIScrollView decelerates (project(v), rate 0.998), but never past the next
--   position: between the position the panel moves from and the one it moves towards, it goes to the latter
--   when the projection passes half the way ("redirectional progress" 0.5), else back.
-- - motion: a critically damped spring with a response of 0.4 s (FloatingPanel's springResponseTime; its
--   deceleration rate 0.991 makes it critically damped), starting at the finger's speed; presenting rises
--   from below the screen to half on the same spring, dismissing falls back below it.

-- Where each position's top is, in the container.
local function positions(self)
  local bounds, safe = self.container.bounds, self.container.safeAreaInsets
  local safeTop, safeBottom = bounds.y + safe.top, bounds.maxY - safe.bottom
  return {
    full = safeTop + self.options.fullInset,
    half = safeBottom - (safeBottom - safeTop) * self.options.halfFraction,
    tip = safeBottom - self.options.tipInset,
  }
end

local order = { "full", "half", "tip" }      -- top to bottom

-- The backdrop's opacity with the surface's top at `top`: 0.3 at full, 0 from half down, linear between.
local function backdropAlpha(self, top)
  local p = positions(self)
  if top >= p.half then return 0 end
  local progress = (p.half - top) / (p.half - p.full)
  return self.options.backdrop * math.min(1, progress)
end

-- FloatingPanel's target: the segment the surface is in, the direction it moves, the projection trimmed to
-- that segment, then the position past halfway.
local function target(self, top, velocity)
  local p = positions(self)
  local forward = velocity > 0 or (velocity == 0 and top > p[self.position])       -- downwards
  local projected = top + project(velocity)
  local upper, lower = 1, 2
  for index = 1, #order - 1 do
    if top >= p[order[index]] then upper, lower = index, index + 1 end
  end
  local from, to = order[upper], order[lower]
  if not forward then from, to = to, from end
  local progress = math.abs(projected - p[from]) / math.abs(p[from] - p[to])
  local onward = (projected - p[from]) * (p[to] - p[from]) > 0
  if onward and progress > 0.5 then return to end
  return from
end

local function move(self, g)
  local surface = self.chrome.surface
  local p = positions(self)
  if g.state == "began" then self.dragStart = surface.frame.y end
  local top = math.max(p.full, math.min(p.tip, (self.dragStart or surface.frame.y) + g.translation.y))
  surface.frame = surface.frame:with { y = top }
  self.chrome.backdrop.alpha = backdropAlpha(self, top)
  if g.state == "began" or g.state == "changed" then return end
  local vy = g.state == "ended" and g.velocity.y or 0
  local goal = target(self, top, vy)
  local distance = p[goal] - top
  local relative = math.abs(distance) >= 1 and math.max(-100, math.min(100, vy / distance)) or 0
  self:animateLayout { spring = { duration = self.options.response, bounce = 0, velocity = relative },
                       changes = function() self.position = goal end }
end

return style {
  summary = "FloatingPanel's tip, half and full positions, dragged between them over a backdrop tapped to dismiss",
  options = {
    position = "half",   -- where the panel starts: tip, half or full
    fullInset = 18,      -- points below the safe area's top
    halfFraction = 0.5,  -- of the safe area's height, above its bottom
    tipInset = 69,       -- points above the safe area's bottom
    backdrop = 0.3,      -- the backdrop's opacity at full
    response = 0.4,      -- the spring's response, seconds
  },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      local backdrop = view { name = "backdrop", color = "#000000", alpha = 0, frame = self.container.bounds }
      backdrop:addGesture("tap", function() self.presented:dismiss() end)
      local surface = view { name = "surface", color = "white",
                             shadow = { color = "#000000", opacity = 0.2, offset = size(0, 1), radius = 3 } }
      local grabber = view { name = "grabber", color = "#c7c7cc", cornerRadius = 2.5, frame = rect(0, 0, 36, 5) }
      surface:add(self.presented.view)
      surface:add(grabber)
      surface:addGesture("pan", function(g) move(self, g) end)
      self.container:insert(backdrop, 1)
      self.chrome.backdrop, self.chrome.surface, self.chrome.grabber = backdrop, surface, grabber
      self.position = positions(self)[self.options.position] and self.options.position or "half"
      coordinator:alongside(function() backdrop.alpha = backdropAlpha(self, positions(self)[self.position]) end)
    end,

    presentedView = function(self) return self.chrome.surface end,

    frameOfPresentedView = function(self)
      local bounds, safe = self.container.bounds, self.container.safeAreaInsets
      local top = positions(self)[self.position] or positions(self).half
      return rect(bounds.x + safe.left, top, bounds.width - safe.left - safe.right, bounds.maxY - top)
    end,

    containerWillLayout = function(self)
      local surface = self.chrome.surface
      self.chrome.backdrop.frame = self.container.bounds
      if self.phase == "presented" then
        surface.frame = self:frameOfPresentedView()
        self.chrome.backdrop.alpha = backdropAlpha(self, surface.frame.y)
      end
      local content = self.presented.view
      if content.superview == surface then content.frame = surface.bounds:inset(17, 0, 0, 0) end
      self.chrome.grabber.center = point(surface.bounds.midX, 8.5)
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
    duration = function(ctx) return ctx.options.response * 1.5 end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local still = ctx.traits.reduceMotion   -- Reduce Motion: a fade where the panel sits, no rise
      local below = still and shown or shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = below
        if still then v.alpha = 0 end
        ctx.container:add(v)
      end
      animate { duration = ctx.duration, spring = not still and { duration = ctx.options.response, bounce = 0 } or nil,
                changes = function()
                  v.frame = ctx.isPresenting and shown or below
                  if still then v.alpha = ctx.isPresenting and 1 or 0 end
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
