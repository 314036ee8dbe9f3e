-- Styles/sheet.lua — today's bottom sheet: a card with a grabber at a medium and a large detent, moved by a
-- finger between them and swiped down to dismiss, over a dimmed screen whose tap dismisses; full screen where
-- there is no room for it (a phone held sideways).
--
-- The geometry is UISheetPresentationController's (iOS 15): the large detent's top sits 10 points below the
-- safe area's top (69 points on an iPhone 15), the medium detent is half the container's height
-- ("approximately half the height of the screen", UIKit's documentation of `.medium()`), the grabber is
-- 36 × 5 points, 5 points from the top, and only the top corners are rounded. The sheet starts at
-- `selectedDetent`.
--
-- The finger, as in UIKit's sheet and in the WWDC 2018 talk "Designing Fluid Interfaces" (session 803): the
-- card follows the finger, rubber-banding above the largest detent (UIScrollView's 0.55 constant); when the
-- finger lets go, where the card would come to rest — its position plus project(velocity), UIScrollView's
-- deceleration — picks the detent, and the card springs there critically damped, starting at the finger's
-- speed (animateLayout's spring velocity is relative: the finger's speed over the distance to go). Dragged
-- below the smallest detent the card is being dismissed: an interactive dismissal follows the finger, and
-- on lifting it finishes when the projected position is past half the way down, or cancels — so a slow short
-- drag springs back, a flick or a long drag dismisses, each continuing at the finger's speed. A controller
-- that isModalInPresentation refuses (beginInteractiveDismissal answers nil and tells the presentation's
-- delegate): the card resists by the rubber band and springs back.
--
-- The wrapper (presentedView) holds the grabber above the content and rounds the corners: chrome that moves
-- with the content while the controller's view stays as the controller made it. The dimmed screen is
-- bouncy's, borrowed with use().
local bouncy = use("bouncy").presentation

local function detentTop(self, name)
  local bounds = self.container.bounds
  if name == "medium" then return bounds.maxY - math.floor(bounds.height / 2) end
  return bounds.y + self.container.safeAreaInsets.top + 10
end

-- The detents the options name, highest first (large above medium); "large" when none is known.
local function detents(self)
  local tops = {}
  for _, name in ipairs(self.options.detents) do
    if name == "medium" or name == "large" then tops[#tops + 1] = { name = name, top = detentTop(self, name) } end
  end
  if #tops == 0 then tops[1] = { name = "large", top = detentTop(self, "large") } end
  table.sort(tops, function(a, b) return a.top < b.top end)
  return tops
end

-- UIScrollView's rubber band: an offset past the edge shows as (1 − 1 / (offset × 0.55 / h + 1)) × h.
local function rubberBand(offset, height)
  return (1 - 1 / (offset * 0.55 / height + 1)) * height
end

local function clamp(value, low, high) return math.max(low, math.min(high, value)) end

-- The pan on the sheet: between detents, or (below the smallest) the interactive dismissal.
local function drag(self, g)
  local sheet, maxY = self.chrome.sheet, self.container.bounds.maxY
  local stops = detents(self)
  local highest, lowest = stops[1].top, stops[#stops].top
  if g.state == "began" then self.dragStart = sheet.frame.y end
  local top = (self.dragStart or sheet.frame.y) + g.translation.y
  if top < highest then top = highest - rubberBand(highest - top, self.container.bounds.height) end
  local it = self.interaction
  if g.state == "began" or g.state == "changed" then
    if top > lowest and not it and not self.refused then
      sheet.frame = sheet.frame:with { y = lowest }
      it = self:beginInteractiveDismissal()      -- nil when the controller is modal in presentation
      self.interaction = it
      self.refused = it == nil
    end
    if self.refused and top > lowest then       -- refused: the sheet resists by the rubber band
      top = lowest + rubberBand(top - lowest, self.container.bounds.height)
    end
    if it then
      it:update(clamp((top - lowest) / (maxY - lowest), 0, 1))
    else
      sheet.frame = sheet.frame:with { y = top }
    end
    return
  end
  -- Ended or cancelled: where would the card come to rest?
  local vy = g.state == "ended" and g.velocity.y or 0
  local resting = top + project(vy)
  local pastHalfway = resting > lowest + (maxY - lowest) / 2 and not self.refused
  self.refused = nil
  if it then
    self.interaction = nil
    local velocity = clamp(vy / (maxY - lowest), -100, 100)       -- fractions of the dismissal per second
    if pastHalfway then it:finish { velocity = velocity } else it:cancel { velocity = velocity } end
    return
  end
  sheet.frame = sheet.frame:with { y = top }                     -- where the lift left it
  if pastHalfway and self.options.swipeToDismiss then
    self.presented:dismiss()
    return
  end
  local target = stops[1]
  for _, stop in ipairs(stops) do
    if math.abs(stop.top - resting) < math.abs(target.top - resting) then target = stop end
  end
  local distance = target.top - top
  local relative = math.abs(distance) >= 1 and clamp(vy / distance, -100, 100) or 0
  self:animateLayout { duration = self.options.settle, spring = { damping = 1, velocity = relative },
                       changes = function() self.detent = target.name end }
end

return style {
  summary = "Today's sheet: medium and large detents, a grabber, dragged between them, swiped or tapped away",
  options = {
    detents = { "medium", "large" },
    selectedDetent = "medium",
    grabber = true,
    swipeToDismiss = true,
    dim = 0.3,          -- the dimming view's opacity
    cornerRadius = 10,  -- UISheetPresentationController's on an iPhone
    settle = 0.5,       -- seconds a card takes to spring to a detent
    duration = 0.45,    -- seconds to rise; it goes down in 70% of that
  },

  presentation = {
    -- Compact height (a phone in landscape): no room for a sheet.
    adaptiveStyle = function(self, traits)
      if traits.vertical == "compact" then return "overFullScreen" end
      return "none"
    end,

    presentationWillBegin = function(self, coordinator)
      bouncy.presentationWillBegin(self, coordinator)   -- the dimming view, fading in alongside
      self.chrome.dim:addGesture("tap", function() self.presented:dismiss() end)
      local sheet = view { name = "sheet", color = "white", cornerRadius = self.options.cornerRadius,
                           maskedCorners = { "topLeft", "topRight" }, clipsToBounds = true }
      local grabber = view { name = "grabber", color = "#c7c7cc", cornerRadius = 2.5, frame = rect(0, 0, 36, 5),
                             hidden = not self.options.grabber }
      sheet:add(self.presented.view)
      sheet:add(grabber)
      sheet:addGesture("pan", function(g) drag(self, g) end)
      self.chrome.sheet, self.chrome.grabber = sheet, grabber
      self.detent = self.options.selectedDetent
    end,

    presentedView = function(self)
      return self.chrome.sheet
    end,

    frameOfPresentedView = function(self)
      local stops, top = detents(self), nil
      for _, stop in ipairs(stops) do if stop.name == self.detent then top = stop.top end end
      top = top or stops[#stops].top
      local bounds = self.container.bounds
      return rect(bounds.x, top, bounds.width, bounds.maxY - top)
    end,

    -- The dimming view and the sheet, then the content under the grabber (while the sheet holds it:
    -- adapted, the stand-in does) and the grabber 5 points from the top.
    containerWillLayout = function(self)
      bouncy.containerWillLayout(self)
      local sheet, content = self.chrome.sheet, self.presented.view
      local grabberArea = self.options.grabber and 15 or 0
      if content.superview == sheet then content.frame = sheet.bounds:inset(grabberArea, 0, 0, 0) end
      self.chrome.grabber.center = point(sheet.bounds.midX, 7.5)
    end,

    presentationDidEnd = bouncy.presentationDidEnd,
    dismissalWillBegin = bouncy.dismissalWillBegin,
    dismissalDidEnd = bouncy.dismissalDidEnd,
  },

  -- Up from below the bottom edge on a spring; back down on a curve — linear while a finger drives it, so
  -- the card stays under the finger. Under Reduce Motion a fade where the card sits, but for a finger's drag.
  animator = {
    duration = function(ctx)
      if ctx.isPresenting then return ctx.options.duration end
      return ctx.options.duration * 0.7
    end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local still = ctx.traits.reduceMotion and not ctx.isInteractive
      local below = still and shown or shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = below
        if still then v.alpha = 0 end
        ctx.container:add(v)
        animate { duration = ctx.duration, spring = not still and { damping = 0.85, velocity = 0 } or nil,
                  changes = function() v.frame = shown; v.alpha = 1 end,
                  completion = function() ctx:complete() end }
      else
        animate { duration = ctx.duration, curve = ctx.isInteractive and "linear" or "easeIn",
                  changes = function()
                    v.frame = below
                    if still then v.alpha = 0 end
                  end,
                  completion = function() ctx:complete() end }
      end
    end,
  },
}
