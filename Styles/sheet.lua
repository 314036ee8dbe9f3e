-- Styles/sheet.lua — a bottom sheet: a card with a grabber and rounded corners rising from the bottom edge
-- over a dimmed screen, full screen where there is no room for it (a phone held sideways).
--
-- The example of a presentedView hook: the presentation wraps the presented controller's view in a view of
-- its own, the sheet, which holds the grabber above the content and rounds the corners — chrome that moves
-- with the content, while the controller's view stays exactly as the controller made it. The wrapper is made
-- in presentationWillBegin (again each time the presentation comes back from being adapted: adapting away
-- runs dismissalWillBegin and dismissalDidEnd, adapting back presentationWillBegin again); the animator moves
-- whatever ctx.toView is, the sheet or, adapted, the controller's own view.
--
-- The dimmed screen is bouncy's: its hooks, borrowed with use(), are called from the sheet's own (extending
-- a presentation) or taken as they are; they read this style's options, so `dim` is declared here.
local bouncy = use("bouncy").presentation

return style {
  summary = "Bottom sheet with a grabber and rounded corners over a dimmed screen; full screen in compact height",
  options = {
    fraction = 0.55,    -- of the container's height
    dim = 0.3,          -- the dimming view's opacity
    cornerRadius = 12,
    grabberArea = 20,   -- points above the content where the grabber sits
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
      local sheet = view { name = "sheet", color = "white", cornerRadius = self.options.cornerRadius,
                           clipsToBounds = true }
      local grabber = view { name = "grabber", color = "#c7c7cc", cornerRadius = 2.5, frame = rect(0, 0, 36, 5) }
      sheet:add(self.presented.view)
      sheet:add(grabber)
      self.chrome.sheet, self.chrome.grabber = sheet, grabber
    end,

    presentedView = function(self)
      return self.chrome.sheet
    end,

    frameOfPresentedView = function(self)
      local bounds = self.container.bounds
      local height = math.floor(bounds.height * self.options.fraction)
      return rect(bounds.x, bounds.maxY - height, bounds.width, height)
    end,

    -- The dimming view and the sheet (bouncy's layout), then the content under the grabber area (while the
    -- sheet holds it: adapted, the stand-in does) and the grabber centred in that area.
    containerWillLayout = function(self)
      bouncy.containerWillLayout(self)
      local sheet, content = self.chrome.sheet, self.presented.view
      if content.superview == sheet then content.frame = sheet.bounds:inset(self.options.grabberArea, 0, 0, 0) end
      self.chrome.grabber.center = point(sheet.bounds.midX, self.options.grabberArea / 2)
    end,

    -- The dimming view fades out alongside the dismissal and leaves with it, as in bouncy.
    presentationDidEnd = bouncy.presentationDidEnd,
    dismissalWillBegin = bouncy.dismissalWillBegin,
    dismissalDidEnd = bouncy.dismissalDidEnd,
  },

  -- Up from below the bottom edge on a spring; back down, faster, on a curve.
  animator = {
    duration = function(ctx)
      if ctx.isPresenting then return ctx.options.duration end
      return ctx.options.duration * 0.7
    end,

    animate = function(ctx)
      local v = ctx.isPresenting and ctx.toView or ctx.fromView
      local shown = ctx.isPresenting and ctx:finalFrame(ctx.to) or v.frame
      local below = shown:with { y = ctx.container.bounds.maxY }
      if ctx.isPresenting then
        v.frame = below
        ctx.container:add(v)
        animate { duration = ctx.duration, spring = { damping = 0.85, velocity = 0 },
                  changes = function() v.frame = shown end,
                  completion = function() ctx:complete() end }
      else
        animate { duration = ctx.duration, curve = "easeIn",
                  changes = function() v.frame = below end,
                  completion = function() ctx:complete() end }
      end
    end,
  },
}
