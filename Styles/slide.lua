-- Styles/slide.lua — Jelly's slide: the presented view slides in from an edge over a dimmed screen, pushing
-- the presenting view aside (parallax).
--
-- From the rules of Jelly's SlidePresentation (github.com/SebastianBoldt/Jelly; its SlidePresentation,
-- SlideAnimator, ViewControllerSizeCalculator, PresentationUIConfiguration, Duration and Spring sources),
-- written anew for prestyle:
-- - the view sits against `edge` ("bottom", "top", "left" or "right"), `size` deep: a fraction of the
--   container's length that way (Jelly's halfscreen is 0.5, fullscreen 1) or, with `points` above 0, that
--   many points, never more than the container;
-- - across the edge it spans the container (Jelly's slide); `breadth` below 1 narrows it to that fraction,
--   placed by `alignment` ("leading", "center" or "trailing": left to right, or top to bottom) — the
--   alignment Jelly gives its cover and fade presentations;
-- - corners rounded by `cornerRadius` (Jelly's default 0), a black dimming view at `dim` (Jelly's default
--   background, dimmed 0.5) fading alongside;
-- - the animation: `duration` (Jelly's medium, 0.5 s) on a linear curve, or on a spring when `damping` is
--   below 1 (Jelly's tight spring: damping 0.7, velocity 1; medium 0.5, 3; loose 0.2, 4);
-- - parallax: the presenting view moves away from the edge by `parallax` times the presented view's depth
--   while it slides in, and back while it slides out (Jelly's default is 1, pushed by the whole depth, which
--   on a half-screen slide uncovers an empty half; here 0.3, and 0 leaves it in place).
-- - a tap on the dimmed background dismisses (`tapToDismiss`, Jelly's isTapBackgroundToDismissEnabled, on by
--   default);
-- - `dragToDismiss` (Jelly's InteractionConfiguration with its canvas drag mode and dismiss mode; off, as
--   Jelly's interaction is unless configured): a pan on the presented view drives the dismissal, its progress
--   the finger's distance towards the edge over the view's depth, and on lifting it finishes past
--   `completionThreshold` (Jelly's 0.5) of the way, else cancels — Jelly looks at the distance, not the speed.
-- Under Reduce Motion (`traits.reduceMotion`) the view fades in where it ends and out where it is, and the
-- presenting view stays put.
-- Not here yet: Jelly's edge drag mode, interactive presenting, its blurred background and margin guards.
--
-- The dimming view is the shared dimmed base's (Styles/dimmed.lua), borrowed with use(). The animator slides
-- a navigation push and a tab switch in the same way (the dim is the presentation's, so it is not there); in
-- the pop and the switch back the view shown again is put under the leaving one, and pushed back into place.
--
--   prestyle apply slide --set edge=left --set size=0.8 --set parallax=0.3

local dimmed = use("dimmed")

-- The presented view's frame in the container's bounds `b`.
local function slideFrame(o, b)
  local vertical = o.edge == "top" or o.edge == "bottom"
  local length = vertical and b.height or b.width
  local depth = o.points > 0 and math.min(o.points, length) or length * o.size
  local across = vertical and b.width or b.height
  local breadth = across * o.breadth
  local shift = ({ leading = 0, center = (across - breadth) / 2, trailing = across - breadth })[o.alignment]
  if shift == nil then
    error(("option 'alignment' must be leading, center or trailing, not %q"):format(o.alignment), 2)
  end
  if o.edge == "bottom" then return rect(b.x + shift, b.maxY - depth, breadth, depth) end
  if o.edge == "top" then return rect(b.x + shift, b.y, breadth, depth) end
  if o.edge == "left" then return rect(b.x, b.y + shift, depth, breadth) end
  if o.edge == "right" then return rect(b.maxX - depth, b.y + shift, depth, breadth) end
  error(("option 'edge' must be bottom, top, left or right, not %q"):format(o.edge), 2)
end

-- Just past the edge: where the view comes from and goes back to.
local function hiddenFrame(edge, shown, b)
  if edge == "bottom" then return shown:with { y = b.maxY } end
  if edge == "top" then return shown:with { y = b.y - shown.height } end
  if edge == "left" then return shown:with { x = b.x - shown.width } end
  return shown:with { x = b.maxX }
end

-- How far a finger's `translation` has taken a view `shown` at `edge` towards that edge, 0 to 1.
local function dragProgress(edge, shown, translation)
  local p
  if edge == "bottom" then p = translation.y / shown.height
  elseif edge == "top" then p = -translation.y / shown.height
  elseif edge == "left" then p = -translation.x / shown.width
  else p = translation.x / shown.width end
  if p ~= p then return 0 end
  return math.max(0, math.min(1, p))
end

-- The pan on the presented view: Jelly's percent-driven dismissal.
local function dragAway(self, g)
  if g.state == "began" then
    self.dragFrame = self.presentedView.frame
    self.interaction = self:beginInteractiveDismissal()
  end
  local it = self.interaction
  if not it then return end
  local progress = dragProgress(self.options.edge, self.dragFrame, g.translation)
  if g.state == "began" or g.state == "changed" then
    it:update(progress)
    return
  end
  self.interaction = nil
  if g.state == "ended" and progress > self.options.completionThreshold then it:finish {} else it:cancel {} end
end

-- The pan on the presented view, taken away with the presentation.
local function dropDrag(self)
  if self.drag then self.drag:remove() end
  self.drag = nil
end

-- The presenting view's transform while the view is shown: pushed away from the edge (not under Reduce Motion).
local function pushedAside(o, shown, still)
  if still then return transform.identity end
  local p = o.parallax
  if o.edge == "bottom" then return transform.translate(0, -shown.height * p) end
  if o.edge == "top" then return transform.translate(0, shown.height * p) end
  if o.edge == "left" then return transform.translate(shown.width * p, 0) end
  return transform.translate(-shown.width * p, 0)
end

return style {
  summary = "Jelly's slide: in from any edge, any depth, over a dimmed screen, pushing the presenter aside",
  scenes = { "present", "push", "tab", "split" },
  options = {
    edge = "bottom",        -- bottom, top, left or right
    size = 0.5,             -- depth as a fraction of the container's length towards the edge
    points = 0,             -- depth in points instead, when above 0
    breadth = 1,            -- the fraction of the container it spans along the edge
    alignment = "center",   -- leading, center or trailing, when breadth is below 1
    cornerRadius = 0,
    dim = 0.5,
    duration = 0.5,
    damping = 1,            -- below 1: a spring
    velocity = 0,           -- the spring's initial velocity
    parallax = 0.3,         -- how far the presenting view is pushed, in presented depths
    tapToDismiss = true,    -- a tap on the dimmed background dismisses
    dragToDismiss = false,  -- a pan on the presented view towards the edge dismisses
    completionThreshold = 0.5, -- the share of the way a drag must pass to dismiss
  },

  -- The dimmed base's dimming view (Styles/dimmed.lua), with Jelly's tap, drag, corners and parallax.
  presentation = merge(dimmed.presentation, {
    presentationWillBegin = function(self, coordinator)
      dimmed.presentation.presentationWillBegin(self, coordinator)
      if self.options.tapToDismiss then self.chrome.dim:addGesture("tap", function() self.presented:dismiss() end) end
      if self.options.dragToDismiss and not self.drag then
        self.drag = self.presentedView:addGesture("pan", function(g) dragAway(self, g) end)
      end
      self.presentedView.cornerRadius = self.options.cornerRadius
      self.presentedView.clipsToBounds = self.options.cornerRadius > 0
    end,

    frameOfPresentedView = function(self)
      return slideFrame(self.options, self.container.bounds)
    end,

    -- A rotation: the presenting view is laid out unpushed (a frame set through a transform lands elsewhere),
    -- then pushed by the new depth.
    willTransitionToSize = function(self, size, coordinator)
      withoutAnimation(function() self.presenting.view.transform = transform.identity end)
    end,

    containerWillLayout = function(self)
      dimmed.presentation.containerWillLayout(self)
      if self.phase == "presented" then
        self.presenting.view.transform = pushedAside(self.options, self.presentedView.frame, self.traits.reduceMotion)
      end
    end,

    presentationDidEnd = function(self, completed)
      dimmed.presentation.presentationDidEnd(self, completed)
      if not completed then dropDrag(self) end
    end,

    -- The presented view's pan goes with the presentation: the controller's view is left as it came.
    dismissalDidEnd = function(self, completed)
      dimmed.presentation.dismissalDidEnd(self, completed)
      if completed then dropDrag(self) end
    end,
  }),

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local o, presenting = ctx.options, ctx.isPresenting
      local v = presenting and ctx.toView or ctx.fromView
      local under = (presenting and ctx.from or ctx.to).view
      local shown = presenting and ctx:finalFrame(ctx.to) or v.frame
      local still = ctx.traits.reduceMotion   -- Reduce Motion: a fade where it ends, nothing pushed
      local hidden = still and shown or hiddenFrame(o.edge, shown, ctx.container.bounds)
      local pushed = pushedAside(o, shown, still)
      if presenting then
        v.frame = hidden
        if still then v.alpha = 0 end
        ctx.container:add(v)
      elseif ctx.toView then
        ctx.container:insert(ctx.toView, 1)   -- a pop or a switch back: shown again, under the one leaving
      end
      local spring = o.damping < 1 and not still and { damping = o.damping, velocity = o.velocity } or nil
      animate { duration = ctx.duration, curve = spring == nil and "linear" or nil, spring = spring,
                changes = function()
                  v.frame = presenting and shown or hidden
                  if still then v.alpha = presenting and 1 or 0 end
                  under.transform = presenting and pushed or transform.identity
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
