-- Styles/card.lua — SPStorkController's card (the Apple Music modal before iOS 13 made it the default): the
-- screen behind recedes into a rounded, darkened card and the content rises over it, 13 points below the
-- top of the safe area, swiped down to dismiss.
--
-- The rules and numbers are SPStorkController's (github.com/ivanvorobei/SPStorkController: its presentation
-- controller, presenting and dismissing animation controllers, transitioning delegate and indicator view),
-- written again for prestyle:
-- - "top space" is the status bar's height, or 30 points when that is under 25 (older phones, landscape,
--   iPads): here the safe area's top. The card's top is 13 points below it (60 on an iPhone 14) and it
--   reaches the bottom; its top corners are rounded by `cornerRadius` (10) and a 36 × 13 indicator sits 12
--   points below its top.
-- - the presenting screen, as a snapshot over a black background, shrinks by 1 − (cornerRadius + 3) × 2 /
--   the container's width (0.933 on a 390-point-wide screen) with its top at the top space, rounds its
--   (visible, top) corners by `cornerRadius` and darkens under black at 0.51.
-- - 0.6 s each way on a spring of damping 1 and initial velocity 1, the card rising from below the screen.
-- - the finger: dragged down, the card follows at half the finger's distance up to 120 points, then
--   against friction; the receded screen grows by distance / 5000 and lightens. Lifted 200 points or more
--   below where it began (`translateForDismiss`) it dismisses, else springs back in 0.6 s. A tap on the
--   receded screen dismisses (SPStork's tapAroundToDismiss).
-- The snapshot is taken when the card is presented and when the container changes size, as SPStorkController
-- takes its own.
--
--   prestyle apply card --drag presented:0,260:0.5

-- SPStorkController's top space.
local function topSpace(self)
  local top = self.container.safeAreaInsets.top
  if top < 25 then return 30 end
  return top
end

local function receding(self)
  return 1 - (self.options.cornerRadius + 3) * 2 / self.container.bounds.width
end

-- The snapshot's transform: scaled by `scale` about its centre, its top moved to the top space.
local function receded(self, scale)
  local bounds = self.container.bounds
  local s = receding(self) * (scale or 1)
  return transform.scale(s):translated(0, topSpace(self) - bounds.height * (1 - s) / 2)
end

-- The card's distance below its place for a finger `translation` points down: half, then friction past 120.
local function elastic(translation)
  if translation <= 0 then return 0 end
  if translation < 120 then return translation / 2 end
  local friction = translation - 120
  return 30 * math.atan(friction / 120) + friction / 10 + 60
end

-- The receded screen's chrome for a card `offset` points below its place.
local function follow(self, offset)
  self.chrome.shot.transform = receded(self, 1 + offset / 5000)
  self.chrome.dim.alpha = self.options.dim - offset / 7000 * 15
end

local function swipe(self, g)
  local card = self.chrome.card
  local home = self:frameOfPresentedView()
  local offset = elastic(g.translation.y)
  card.frame = home:with { y = home.y + offset }
  follow(self, offset)
  if g.state == "began" or g.state == "changed" then return end
  if g.state == "ended" and g.translation.y >= self.options.translateForDismiss and self.options.swipeToDismiss then
    self.presented:dismiss()
    return
  end
  animate { duration = self.options.duration, spring = { damping = 1, velocity = 1 },
            changes = function()
              card.frame = home
              follow(self, 0)
            end }
end

-- A new snapshot of the presenting screen, filling the container, with the darkening view inside it.
local function snapshot(self)
  local shot = self.presenting.view:snapshot()
  shot.frame = self.container.bounds
  shot.maskedCorners = { "topLeft", "topRight" }
  shot.clipsToBounds = true
  return shot
end

return style {
  summary = "SPStorkController's card: the screen recedes, rounded and dimmed, under a card swiped down to dismiss",
  options = {
    cornerRadius = 10,
    dim = 0.51,                -- the receded screen's darkening
    duration = 0.6,            -- seconds each way, and back after a short swipe
    indicator = true,
    swipeToDismiss = true,
    translateForDismiss = 200, -- points the finger moves down for a swipe to dismiss
    tapAroundToDismiss = true,
  },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      local o = self.options
      local backdrop = view { name = "backdrop", color = "#000000", frame = self.container.bounds }
      local shot = snapshot(self)
      local dim = view { name = "dim", color = "#000000", alpha = 0, frame = shot.bounds }
      shot:add(dim)
      if o.tapAroundToDismiss then dim:addGesture("tap", function() self.presented:dismiss() end) end
      local card = view { name = "card", color = "white", cornerRadius = o.cornerRadius,
                          maskedCorners = { "topLeft", "topRight" }, clipsToBounds = true }
      local indicator = view { name = "indicator", color = "#cac9cf", cornerRadius = 2.5, frame = rect(0, 0, 36, 13),
                               hidden = not o.indicator }
      card:add(self.presented.view)
      card:add(indicator)
      card:addGesture("pan", function(g) swipe(self, g) end)
      self.container:insert(backdrop, 1)
      self.container:insert(shot, 2)
      self.chrome.backdrop, self.chrome.shot, self.chrome.dim, self.chrome.card = backdrop, shot, dim, card
      self.chrome.indicator = indicator
      coordinator:alongside(function()
        shot.transform = receded(self)
        shot.cornerRadius = o.cornerRadius
        dim.alpha = o.dim
      end)
    end,

    presentedView = function(self) return self.chrome.card end,

    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      local top = bounds.y + topSpace(self) + 13
      return rect(bounds.x, top, bounds.width, bounds.maxY - top)
    end,

    -- A new size: a new snapshot of the screen, receded at once.
    containerWillLayout = function(self)
      local c = self.chrome
      c.backdrop.frame = self.container.bounds
      local b = self.container.bounds
      if self.phase == "presented" and (c.shot.bounds.width ~= b.width or c.shot.bounds.height ~= b.height) then
        local shot = snapshot(self)
        self.container:insert(shot, 2)
        c.dim.frame = shot.bounds
        shot:add(c.dim)
        c.shot:remove()
        c.shot = shot
        shot.cornerRadius = self.options.cornerRadius
        shot.transform = receded(self)
      end
      if self.phase == "presented" then c.card.frame = self:frameOfPresentedView() end
      local content = self.presented.view
      if content.superview == c.card then content.frame = c.card.bounds end
      c.indicator.frame = rect(c.card.bounds.midX - 18, 12, 36, 13)
    end,

    presentationDidEnd = function(self, completed)
      if not completed then
        self.chrome.backdrop:remove()
        self.chrome.shot:remove()
      end
    end,

    dismissalWillBegin = function(self, coordinator)
      local c = self.chrome
      coordinator:alongside(function()
        c.shot.transform = transform.identity
        c.shot.cornerRadius = 0
        c.dim.alpha = 0
      end)
    end,

    dismissalDidEnd = function(self, completed)
      if completed then
        self.chrome.backdrop:remove()
        self.chrome.shot:remove()
      end
    end,
  },

  -- SPStorkPresentingAnimationController and SPStorkDismissingAnimationController: up from the bottom edge
  -- and back, on a spring of damping 1 and initial velocity 1; under Reduce Motion a fade where the card sits.
  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local still = ctx.traits.reduceMotion
      local below = still and shown or shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = below
        if still then v.alpha = 0 end
        ctx.container:add(v)
      end
      animate { duration = ctx.duration, spring = not still and { damping = 1, velocity = 1 } or nil,
                changes = function()
                  v.frame = ctx.isPresenting and shown or below
                  if still then v.alpha = ctx.isPresenting and 1 or 0 end
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
