-- Styles/pan-sheet.lua — PanModal's sheet (as in Slack): a card at a short form and a long form with a drag
-- indicator above it, over a dimmed screen, dragged between the forms and down to dismiss.
--
-- The rules and numbers are PanModal's (github.com/slackhq/PanModal: PanModalPresentable's defaults and
-- layout helpers, PanModalPresentationController, PanModalAnimator, DimmedView), written again for prestyle:
-- - the long form's top is `topOffset` (21) points below the safe area's top — 68 on an iPhone 14; the short
--   form shows `shortFormHeight` points of content above the safe area's bottom (PanModal's
--   `.contentHeight`; 300 is its sample's user-groups list), never above the long form; 0 makes the short
--   form the long one. The card keeps the long form's height, so at the short form its bottom is below the
--   screen, as PanModal's container is.
-- - top corners rounded by 8; a 36 × 5 drag indicator 8 points above the card's top; black at 0.7 behind.
-- - moving: 0.5 s on a spring of damping 0.8, up from below the screen to the starting form, and back down.
-- - the finger: the card follows it, at half speed above the long form. On lifting, a flick (faster than
--   1000 × (1 − 0.7) = 300 points per second, PanModal's snapMovementSensitivity) upwards goes to the long
--   form; downwards it goes to the short form if the card is above the short form and nearer the long form
--   than the bottom, else dismisses. A slower lift goes to the nearest of the long form, the short form and
--   the bottom (dismissing). Below the short form the dim fades by the share of the card that is gone.
-- - the card (a wrapper the presentedView hook hands UIKit) holds the rounded, clipped content and the
--   indicator, so the controller's own view is left as the controller made it.
-- - a tap on the dim dismisses (`tapToDismiss`); `dragToDismiss` false keeps it at the short form instead.
--
-- - the dim and its life are the shared dimmed base's (Styles/dimmed.lua), the rise cover's animator on
--   this style's spring (Styles/cover.lua), both borrowed with use().
--
--   prestyle apply pan-sheet --drag presented:0,-300:1

local dimmed = use("dimmed")
local cover = use("cover")

-- The tops of the two forms in the container.
local function forms(self)
  local bounds, safe = self.container.bounds, self.container.safeAreaInsets
  local long = bounds.y + safe.top + self.options.topOffset
  local short = long
  if self.options.shortFormHeight > 0 then
    short = math.max(long, bounds.maxY - safe.bottom - self.options.shortFormHeight)
  end
  return { longForm = long, shortForm = short }
end

local function nearest(value, candidates)
  local best = candidates[1]
  for _, c in ipairs(candidates) do
    if math.abs(value - c) < math.abs(value - best) then best = c end
  end
  return best
end

-- The dim with the card's top at `top`: full down to the short form, then fading with the share gone.
local function dimAlpha(self, top)
  local short, height = forms(self).shortForm, self.chrome.sheet.frame.height
  if top <= short or height <= 0 then return self.options.dim end
  return self.options.dim * math.max(0, 1 - (top - short) / height)
end

local function snap(self, form)
  self:animateLayout { duration = self.options.duration, spring = { damping = self.options.damping, velocity = 0 },
                       changes = function() self.form = form end }
end

local function drag(self, g)
  local sheet, f = self.chrome.sheet, forms(self)
  if g.state == "began" then self.dragStart = sheet.frame.y end
  local top = (self.dragStart or sheet.frame.y) + g.translation.y
  if top < f.longForm then top = f.longForm - (f.longForm - top) / 2 end
  sheet.frame = sheet.frame:with { y = top }
  self.chrome.dim.alpha = dimAlpha(self, top)
  if g.state == "began" or g.state == "changed" then return end
  local bottom, o = self.container.bounds.maxY, self.options
  local vy = g.state == "ended" and g.velocity.y or 0
  local goal
  if math.abs(vy) > 1000 * (1 - o.snapSensitivity) then
    if vy < 0 then
      goal = "longForm"
    elseif nearest(top, { f.longForm, bottom }) == f.longForm and top < f.shortForm then
      goal = "shortForm"
    end
  else
    local place = nearest(top, { bottom, f.shortForm, f.longForm })
    if place == f.longForm then goal = "longForm" elseif place == f.shortForm then goal = "shortForm" end
  end
  if goal == nil and not o.dragToDismiss then goal = "shortForm" end
  if goal == nil then self.presented:dismiss() else snap(self, goal) end
end

return style {
  summary = "PanModal's sheet: short and long forms under a drag indicator, dragged between them and down to dismiss",
  options = {
    form = "shortForm",      -- where it starts: shortForm or longForm
    shortFormHeight = 300,   -- points of content above the safe area's bottom at the short form; 0: none
    topOffset = 21,          -- the long form's top, in points below the safe area's top
    cornerRadius = 8,
    dragIndicator = true,
    dim = 0.7,
    duration = 0.5,          -- seconds, presenting, dismissing and moving between forms
    damping = 0.8,           -- the spring's damping ratio
    snapSensitivity = 0.7,   -- a lift faster than 1000 × (1 − this) points per second is a flick
    dragToDismiss = true,
    tapToDismiss = true,
  },

  -- The dim and its life (faded in and out, taken away) are the shared dimmed base's.
  presentation = merge(dimmed.presentation, {
    presentationWillBegin = function(self, coordinator)
      local o = self.options
      dimmed.presentation.presentationWillBegin(self, coordinator)   -- the dim, at the back, fading in
      local dim = self.chrome.dim
      if o.tapToDismiss then dim:addGesture("tap", function() self.presented:dismiss() end) end
      local sheet = view { name = "sheet" }
      local card = view { name = "card", color = "white", cornerRadius = o.cornerRadius,
                          maskedCorners = { "topLeft", "topRight" }, clipsToBounds = true }
      local indicator = view { name = "indicator", color = "#aaaaaa", cornerRadius = 2.5, frame = rect(0, 0, 36, 5),
                               hidden = not o.dragIndicator }
      card:add(self.presented.view)
      sheet:add(card)
      sheet:add(indicator)
      sheet:addGesture("pan", function(g) drag(self, g) end)
      self.chrome.sheet, self.chrome.card, self.chrome.indicator = sheet, card, indicator
      self.form = forms(self)[o.form] and o.form or "shortForm"
    end,

    presentedView = function(self) return self.chrome.sheet end,

    frameOfPresentedView = function(self)
      local bounds, f = self.container.bounds, forms(self)
      return rect(bounds.x, f[self.form] or f.shortForm, bounds.width, bounds.maxY - f.longForm)
    end,

    containerWillLayout = function(self)
      local sheet = self.chrome.sheet
      self.chrome.dim.frame = self.container.bounds
      if self.phase == "presented" then
        sheet.frame = self:frameOfPresentedView()
        self.chrome.dim.alpha = self.options.dim
      end
      local card, content = self.chrome.card, self.presented.view
      card.frame = sheet.bounds
      if content.superview == card then content.frame = card.bounds end
      self.chrome.indicator.frame = rect(sheet.bounds.midX - 18, -8 - 5, 36, 5)
    end,
  }),

  -- PanModalPresentationAnimator: up from the container's bottom edge, down to it, on the same spring — cover's
  -- animator (Styles/cover.lua) with this style's `duration` and `damping`.
  animator = cover.animator,
}
