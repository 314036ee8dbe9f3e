-- Styles/presentr.lua — Presentr's presentation, sized and placed by its rules: the base the `alert`, `popup`,
-- `top-half` and `bottom-half` styles borrow with use(), and on its own Presentr's custom type.
--
-- From the rules of Presentr (github.com/IcaliaLabs/Presentr; its PresentationType, ModalSize,
-- ModalCenterPosition, TransitionType and animation sources), written anew for prestyle:
-- - the size (ModalSize), each dimension one of "default" (the width less Presentr's 30-point side margins,
--   or 66% of the height), "half", "full" or a number of points ("270"); "default" and "half" round down;
-- - the centre (ModalCenterPosition): "center", "topCenter" (a quarter of the way down, less one point — so
--   a top half sits at y = -1, as in Presentr) or "bottomCenter" (three quarters of the way down);
-- - a black background at 70% fading in alongside the transition, and the presented view's corners rounded
--   (radius 4) when `roundCorners` is on;
-- - the transition (TransitionType), 0.4 s for each direction: "coverVertical" (up from below the container, a
--   height further down than its bottom edge), "coverVerticalFromTop", "coverHorizontalFromRight",
--   "coverHorizontalFromLeft", "crossDissolve", "coverVerticalWithSpring" (cover vertical on a spring,
--   damping 0.5, velocity 0) and "flipHorizontal" (Presentr turns the view about its vertical axis in 0.6 s;
--   the engine's transforms are flat, so the turn is drawn as the squeeze it makes seen head-on, the view's
--   width scaled by the cosine of its angle). The dismissal plays the transition backwards.
-- - `dismissOnTap` (Presentr's default, on): a tap on the background dismisses; the box itself takes its own
--   taps.
-- - the keyboard translation (KeyboardTranslationType), "none" by default as in Presentr: when the keyboard
--   comes up over the box — its bottom, plus a 20-point buffer unless the box sits on the bottom edge, below the
--   keyboard's top — "moveUp" lifts the box by that much, "stickToTop" lifts it no higher than y = 20, and
--   "compress" does the same but, stopped at 20, makes it reach 20 points above the keyboard's top. When the
--   keyboard goes, the box goes back to its frame. Presentr animates the move itself, for the notification's
--   duration (0.25 s) along UIView.animate's default ease-in-out, not with the keyboard; and while the keyboard
--   is up, a layout pass leaves the box where the keyboard put it (Presentr skips its layout then; the
--   background here still follows the container).
-- Not here yet: Presentr's dismissOnSwipe, its blurred background and coverFromCorner.
--
-- The background is the shared dimmed base's (Styles/dimmed.lua), borrowed with use().
--
--   prestyle apply presentr --set width=half --set height=300 --set transition=crossDissolve
--   prestyle apply popup --keyboard --set keyboardTranslation=compress

local dimmed = use("dimmed")

-- A ModalSize for one dimension: `kind` as the option says, `length` the container's length that way,
-- `default` what "default" means for it.
local function modalLength(kind, length, default, option)
  if kind == "default" then return math.floor(default(length)) end
  if kind == "half" then return math.floor(length / 2) end
  if kind == "full" then return length end
  local points = tonumber(kind)
  if points == nil or points < 0 then
    error(("option '%s' must be default, half, full or a number of points, not %q"):format(option, kind), 2)
  end
  return points
end

-- The centre of the box in the container's bounds (ModalCenterPosition).
local function modalCenter(position, b)
  if position == "center" then return point(b.midX, b.midY) end
  if position == "topCenter" then return point(b.midX, b.y + b.height / 4 - 1) end
  if position == "bottomCenter" then return point(b.midX, b.y + b.height * 3 / 4) end
  error(("option 'position' must be center, topCenter or bottomCenter, not %q"):format(position), 2)
end

-- Where the view starts (presenting) or ends (dismissing) for each cover transition, from where it is shown.
local covers = {
  coverVertical = function(shown, b) return shown:with { y = b.height + shown.height } end,
  coverVerticalWithSpring = function(shown, b) return shown:with { y = b.height + shown.height } end,
  coverVerticalFromTop = function(shown, b) return shown:with { y = -shown.height } end,
  coverHorizontalFromRight = function(shown, b) return shown:with { x = b.width + shown.width } end,
  coverHorizontalFromLeft = function(shown, b) return shown:with { x = -shown.width } end,
}

local transitions = "coverVertical, coverVerticalFromTop, coverHorizontalFromRight, coverHorizontalFromLeft, "
  .. "coverVerticalWithSpring, crossDissolve or flipHorizontal"

-- Where the box goes when the keyboard's top is at `keyboardTop` (KeyboardTranslationType), in a container of
-- `bounds`.
local function translated(kind, frame, keyboardTop, bounds)
  if kind ~= "none" and kind ~= "moveUp" and kind ~= "compress" and kind ~= "stickToTop" then
    error(("option 'keyboardTranslation' must be none, moveUp, compress or stickToTop, not %q"):format(kind), 2)
  end
  local buffer = frame.maxY == bounds.maxY and 0 or 20
  local offset = frame.maxY + buffer - keyboardTop
  if kind == "none" or offset <= 0 then return frame end
  if kind == "moveUp" then return frame:with { y = frame.y - offset } end
  local y = math.max(frame.y - offset, 20)
  if kind == "compress" and y == 20 then return frame:with { y = y, height = keyboardTop - 40 } end
  return frame:with { y = y }
end

-- The flip's squeeze: the x scale of a view turned `turned` of a quarter turn away from facing us.
local function edgeOn(turned)
  return transform.scale(math.max(0.001, math.cos(turned * math.pi / 2)), 1)
end

return style {
  summary = "Presentr's custom type: a box sized and placed by Presentr's rules over a 70% black background",
  options = {
    width = "default",              -- default (the width less 2 × 30), half, full, or points
    height = "default",             -- default (66% of the height), half, full, or points
    position = "center",            -- center, topCenter or bottomCenter
    transition = "coverVertical",   -- see the list above
    duration = 0.4,                 -- seconds, each direction (the flip takes 1.5 times as long: Presentr's 0.6 s)
    dim = 0.7,                      -- the background's opacity (Presentr's backgroundOpacity)
    roundCorners = true,
    cornerRadius = 4,
    dismissOnTap = true,            -- a tap on the background dismisses
    keyboardTranslation = "none",   -- none, moveUp, compress or stickToTop
  },

  -- The dimmed base's background (Styles/dimmed.lua: `dim`, `dismissOnTap`), Presentr's box and corners.
  presentation = merge(dimmed.presentation, {
    presentationWillBegin = function(self, coordinator)
      dimmed.presentation.presentationWillBegin(self, coordinator)
      if self.options.roundCorners then
        self.presentedView.cornerRadius = self.options.cornerRadius
        self.presentedView.clipsToBounds = true
      end
    end,

    sizeForChild = function(self, child, parentSize)
      local o = self.options
      return size(modalLength(o.width, parentSize.width, function(w) return w - 2 * 30 end, "width"),
                  modalLength(o.height, parentSize.height, function(h) return h * 0.66 end, "height"))
    end,

    frameOfPresentedView = function(self)
      local b = self.container.bounds
      local box = self:sizeForChild(self.presented, b.size)
      return rect(point(0, 0), box):with { center = modalCenter(self.options.position, b) }
    end,

    containerWillLayout = function(self)
      if not self.keyboardShowing then return dimmed.presentation.containerWillLayout(self) end
      self.chrome.dim.frame = self.container.bounds
    end,

    keyboardWillChange = function(self, keyboard)
      self.keyboardShowing = keyboard.visible
      local frame = self:frameOfPresentedView()
      if keyboard.visible then
        frame = translated(self.options.keyboardTranslation, frame, keyboard.frame.y, self.container.bounds)
      end
      if frame == self.presentedView.frame then return end
      animate { duration = keyboard.duration, changes = function() self.presentedView.frame = frame end }
    end,
  }),

  animator = {
    -- An unknown transition is reported here, once (the engine then takes 0.5 s), and played as cover vertical.
    duration = function(ctx)
      local kind = ctx.options.transition
      if covers[kind] == nil and kind ~= "crossDissolve" and kind ~= "flipHorizontal" then
        error(("option 'transition' must be %s, not %q; played as coverVertical"):format(transitions, kind))
      end
      if kind == "flipHorizontal" then return ctx.options.duration * 1.5 end
      return ctx.options.duration
    end,

    animate = function(ctx)
      local kind = ctx.options.transition
      local presenting = ctx.isPresenting
      local v = presenting and ctx.toView or ctx.fromView
      local shown = presenting and ctx:finalFrame(ctx.to) or v.frame
      local done = function() ctx:complete() end
      local cover = covers[kind]
      if cover == nil and kind ~= "crossDissolve" and kind ~= "flipHorizontal" then cover = covers.coverVertical end
      if presenting then
        v.frame = shown
        ctx.container:add(v)
      end
      if cover then
        local away = cover(shown, ctx.container.bounds)
        if presenting then v.frame = away end
        local spring = kind == "coverVerticalWithSpring" and { damping = 0.5, velocity = 0 } or nil
        animate { duration = ctx.duration, spring = spring,
                  changes = function() v.frame = presenting and shown or away end, completion = done }
      elseif kind == "crossDissolve" then
        if presenting then v.alpha = 0 end
        animate { duration = ctx.duration, changes = function() v.alpha = presenting and 1 or 0 end,
                  completion = done }
      else
        -- flipHorizontal, in Presentr's linear timing: a quarter turn in, or out, sampled every eighth.
        if presenting then v.transform = edgeOn(1) end
        local frames = {}
        for i = 1, 8 do
          local turned = presenting and 1 - i / 8 or i / 8
          frames[i] = { (i - 1) / 8, 1 / 8, function() v.transform = edgeOn(turned) end }
        end
        keyframes { duration = ctx.duration, curve = "linear", frames = frames, completion = done }
      end
    end,
  },
}
