-- Styles/fold.lua — the content unfolds like an accordion from the top edge, and folds back up to leave.
--
-- From WWDC 2013 session 218, "Custom Transitions Using View Controllers": the "foldout thing", which is
-- "using snapshots and key frames to do kind of an interesting fold push or pop" — and, the session shows,
-- the same code works for a presentation. The animator freezes the content in a snapshot, cuts the snapshot
-- into `folds` horizontal strips (each a clipping view holding a copy of the snapshot, shifted to show its
-- part) and animates them in one keyframe animation: every strip opens from edge-on to flat while the stack
-- grows down from the top edge, a shade darkening alternate strips as a fold catches the light less. The
-- engine's transforms are flat, so a strip turned about its horizontal axis is drawn as the squeeze it makes
-- seen head-on (its height scaled by the cosine of its angle), sampled `steps` times in linear mode. The
-- real content stays hidden until the strips have opened, and the dismissal folds a fresh snapshot back up.
-- No presentation hooks: the content covers the container and the presenting view stays underneath. As the
-- session says, the same animator folds a navigation push and pop (and a tab switch and back); going back, the
-- view shown again is put under the strips (a pop or a switch back takes it out of the container).
--
--   prestyle apply fold --set folds=6 --set duration=1.5

-- The strips of a snapshot of `v` (at `frame`), in the container, hidden behind nothing yet.
local function makeStrips(ctx, v, frame)
  local n = ctx.options.folds
  local height = frame.height / n
  local strips = {}
  for i = 1, n do
    local strip = view { name = "fold " .. i, clipsToBounds = true,
                         frame = rect(frame.x, frame.y + (i - 1) * height, frame.width, height) }
    local copy = v:snapshot()
    copy.frame = rect(0, -(i - 1) * height, frame.width, frame.height)
    strip:add(copy)
    local shade = view { name = "shade", color = "#000000", alpha = 0, frame = strip.bounds }
    strip:add(shade)
    ctx.container:add(strip)
    strips[i] = { view = strip, shade = shade, depth = (i % 2 == 0) and 0.5 or 0.25 }
  end
  return strips, height
end

-- The strips `open` of the way open (1 flat, 0 edge-on), stacked down from the top of `frame`.
local function lay(strips, frame, height, open)
  local squeeze = math.max(open, 0.001)
  for i, s in ipairs(strips) do
    s.view.transform = transform.scale(1, squeeze)
    s.view.center = point(frame.midX, frame.y + (i - 0.5) * height * squeeze)
    s.shade.alpha = (1 - open) * s.depth
  end
end

return style {
  summary = "Content unfolding like an accordion from the top edge: snapshots and keyframes",
  options = { folds = 4, duration = 1.0, steps = 8 },
  scenes = { "present", "push", "tab", "split" },

  animator = {
    duration = function(ctx) return ctx.options.duration end,

    animate = function(ctx)
      local presenting = ctx.isPresenting
      local v = presenting and ctx.toView or ctx.fromView
      local frame = presenting and ctx:finalFrame(ctx.to) or v.frame
      if presenting then
        v.frame = frame
        ctx.container:add(v)
      elseif ctx.toView then
        ctx.container:insert(ctx.toView, 1)   -- a pop or a switch back: shown again, under the strips
      end
      local strips, height = makeStrips(ctx, v, frame)
      v.hidden = true
      lay(strips, frame, height, presenting and 0 or 1)
      local frames, steps = {}, math.max(1, math.floor(ctx.options.steps))
      for i = 1, steps do
        local angle = (presenting and 1 - i / steps or i / steps) * math.pi / 2
        frames[i] = { (i - 1) / steps, 1 / steps, function() lay(strips, frame, height, math.cos(angle)) end }
      end
      keyframes { duration = ctx.duration, mode = "linear", curve = "easeInOut", frames = frames,
                  completion = function()
                    for _, s in ipairs(strips) do s.view:remove() end
                    v.hidden = false
                    ctx:complete()
                  end }
    end,
  },
}
