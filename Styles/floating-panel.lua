-- Styles/floating-panel.lua — FloatingPanel as Apple Maps uses it: the `panel` style's tip, half and full
-- positions and drags, with a tap on the backdrop bringing the panel down to half instead of dismissing.
--
-- FloatingPanel (github.com/scenee/FloatingPanel) gives its backdrop a tap recognizer that an app wires up;
-- the Maps sample moves the panel to half with it. Everything else — full 18 points below the safe area's top,
-- half at half the safe area's height above its bottom (428.5 on an iPhone 14), tip 69 points above its
-- bottom, the backdrop at 0.3 at full, drags between positions with the velocity projected, the critically
-- damped spring — is Styles/panel.lua's, borrowed with use(): its options work here.
-- - `backdropTap`: "half" (the Maps sample) or "dismiss" (panel's).
--
--   prestyle apply floating-panel --drag surface:0,-400:1 --tap backdrop@196,30
local panel = use("panel")

-- The backdrop tapped: down to half, on panel's spring.
local function toHalf(self)
  self:animateLayout { spring = { duration = self.options.response, bounce = 0, velocity = 0 },
                       changes = function() self.position = "half" end }
end

return style {
  summary = "FloatingPanel as in Maps: tip, half and full, dragged between them, the backdrop tapped back to half",
  options = merge(panel.options, { backdropTap = "half" }),

  presentation = merge(panel.presentation, {
    -- panel's chrome, its backdrop traded for one whose tap does what `backdropTap` says.
    presentationWillBegin = function(self, coordinator)
      panel.presentation.presentationWillBegin(self, coordinator)
      local old = self.chrome.backdrop
      local backdrop = view { name = "backdrop", color = "#000000", alpha = 0, frame = self.container.bounds }
      if self.options.backdropTap == "dismiss" then
        backdrop:addGesture("tap", function() self.presented:dismiss() end)
      elseif self.options.backdropTap == "half" then
        backdrop:addGesture("tap", function() toHalf(self) end)
      else
        error(("option 'backdropTap' must be half or dismiss, not %q"):format(self.options.backdropTap))
      end
      self.container:insert(backdrop, 1)
      old:remove()
      self.chrome.backdrop = backdrop
      local shown = self.position == "full" and self.options.backdrop or 0
      coordinator:alongside(function() backdrop.alpha = shown end)
    end,
  }),

  animator = panel.animator,
}
