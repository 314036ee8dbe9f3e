-- Styles/note-popover.lua — the 2014 note: a popover under the Note button in regular width; in compact
-- width the same note over the whole screen, on a blurred-looking backdrop, with a Done bar.
--
-- From WWDC 2014 session 214, "View Controller Advancements in iOS 8": the demo's Note button presents a
-- popover. On an iPhone it adapts to full screen by default, and badly; the session's delegate answers
-- OverFullscreen instead, puts a UIVisualEffectView blur behind the content ("your best blurry friend"),
-- repositions the content, and wraps it in a navigation controller with a Done button to dismiss it —
-- "and if I return None … I get an actual popover" on the phone too.
--
-- What the current API allows, and so what is approximated here:
-- - the engine has no popover presentation a style can stand on, so the popover is drawn by the style: a
--   white balloon (corner radius 13) of the content's preferred size (else `width` × `height`), under the
--   Note button — taken as the top-right 44-point bar button below a 20-point status bar — with an arrow
--   (a square turned 45°, peeking 13 points above the balloon, UIKit's arrow height) pointing at it, fading
--   in over 0.25 s (the engine's popover fade); popovers do not dim;
-- - adapting to over-full-screen would hand the presentation to a built-in controller that shows none of a
--   style's chrome, so the style never adapts: in compact width (when `adaptation` is "overFullScreen") it
--   lays itself out as the adapted presentation would look — the note wrapper over the whole container;
-- - the blur is a translucent light backdrop (`blur`, its opacity): the engine has no visual effects;
-- - the Done wrapper is a 64-point bar (status bar and navigation bar) holding a "done" button view, with
--   the content centred below it; a tap on the button dismisses, as the session's Done does;
-- - with `adaptation` "none" it is a popover in compact width too.
--
--   prestyle apply note-popover --device ipad-pro-11
--   prestyle apply note-popover --set adaptation=none

-- The Note button: the right-hand bar button of a navigation bar under a 20-point status bar (iOS 8).
local function anchor(b) return rect(b.maxX - 8 - 44, b.y + 20, 44, 44) end

local arrowHeight = 13

local function isCompact(self)
  local adaptation = self.options.adaptation
  if adaptation ~= "overFullScreen" and adaptation ~= "none" then
    error(("option 'adaptation' must be overFullScreen or none, not %q"):format(adaptation), 2)
  end
  return adaptation == "overFullScreen" and self.traits.horizontal == "compact"
end

-- The content's size: what it prefers, else the options', within the room there is.
local function contentSize(self, room)
  local wanted = self.presented.preferredContentSize
  if wanted.isEmpty then wanted = size(self.options.width, self.options.height) end
  return size(math.max(0, math.min(wanted.width, room.width)), math.max(0, math.min(wanted.height, room.height)))
end

-- The balloon under the Note button, kept 10 points from the sides.
local function balloonFrame(self, b)
  local button = anchor(b)
  local top = button.maxY + arrowHeight
  local card = contentSize(self, size(b.width - 20, b.maxY - top - 10))
  local x = math.max(b.x + 10, math.min(button.midX - card.width / 2, b.maxX - 10 - card.width))
  return rect(x, top, card.width, card.height):integral()
end

-- Everything in its place for the current width: a popover, or the adapted over-full-screen note.
local function lay(self)
  local b, c = self.container.bounds, self.chrome
  local content = self.presented.view
  local compact = isCompact(self)
  c.arrow.hidden = compact
  c.bar.hidden = not compact
  c.note.color = compact and "clear" or "white"
  c.note.cornerRadius = compact and 0 or 13
  c.backdrop.frame = b
  c.note.frame = self:frameOfPresentedView()
  c.arrow.center = point(anchor(b).midX, c.note.frame.y)     -- its upper half shows: 12.7 points
  c.bar.frame = rect(0, 0, b.width, 64)
  c.done.center = point(b.width - 8 - 25, 42)
  if self.phase == "presented" then c.backdrop.alpha = compact and self.options.blur or 0 end
  if content.superview ~= c.note then return end
  if compact then
    local below = rect(0, 64, b.width, b.height - 64)
    local card = contentSize(self, size(below.width - 32, below.height - 32))
    content.frame = rect(math.floor(below.midX - card.width / 2), math.floor(below.midY - card.height / 2),
                         card.width, card.height)
  else
    content.frame = c.note.bounds
  end
end

return style {
  summary = "The 2014 note: a popover in regular width; over the screen on a blurred backdrop with Done in compact",
  options = { width = 320, height = 240, adaptation = "overFullScreen", blur = 0.92 },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      local c = self.chrome
      c.backdrop = view { name = "blur", color = "#f2f2f7", alpha = 0 }
      c.arrow = view { name = "arrow", color = "white", frame = rect(0, 0, 18, 18),
                       transform = transform.rotate(math.pi / 4) }
      c.note = view { name = "note", clipsToBounds = true }
      c.bar = view { name = "bar", color = "#f9f9f9" }
      c.done = view { name = "done", color = "#007aff", cornerRadius = 6, frame = rect(0, 0, 50, 30) }
      c.done:addGesture("tap", function() self.presented:dismiss() end)
      c.bar:add(c.done)
      c.note:add(self.presented.view)
      c.note:add(c.bar)
      self.container:insert(c.backdrop, 1)
      self.container:add(c.arrow)
      c.arrow.alpha = 0
      lay(self)
      local compact = isCompact(self)
      coordinator:alongside(function()
        c.backdrop.alpha = compact and self.options.blur or 0
        c.arrow.alpha = 1
      end)
    end,

    presentedView = function(self) return self.chrome.note end,

    frameOfPresentedView = function(self)
      local b = self.container.bounds
      if isCompact(self) then return b end
      return balloonFrame(self, b)
    end,

    containerWillLayout = lay,

    -- The content asked for another size: grant it, animated.
    preferredContentSizeDidChange = function(self, child)
      animate { duration = 0.25, changes = function() lay(self) end }
    end,

    presentationDidEnd = function(self, completed)
      if not completed then
        self.chrome.backdrop:remove()
        self.chrome.arrow:remove()
      end
    end,

    dismissalWillBegin = function(self, coordinator)
      coordinator:alongside(function()
        self.chrome.backdrop.alpha = 0
        self.chrome.arrow.alpha = 0
      end)
    end,

    dismissalDidEnd = function(self, completed)
      if completed then
        self.chrome.backdrop:remove()
        self.chrome.arrow:remove()
      end
    end,
  },

  -- A popover fades; the adapted note comes up from the bottom like UIKit's over-full-screen presentation.
  animator = {
    duration = function(ctx)
      local full = ctx.container.bounds == (ctx.isPresenting and ctx:finalFrame(ctx.to) or ctx.fromView.frame)
      return full and 0.5 or 0.25
    end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local b = ctx.container.bounds
      local full = shown == b
      local away = shown:with { y = b.maxY }
      if ctx.isPresenting then
        v.frame = full and away or shown
        if not full then v.alpha = 0 end
        ctx.container:add(v)
      end
      animate { duration = ctx.duration,
                changes = function()
                  if full then v.frame = ctx.isPresenting and shown or away
                  else v.alpha = ctx.isPresenting and 1 or 0 end
                end,
                completion = function() ctx:complete() end }
    end,
  },
}
