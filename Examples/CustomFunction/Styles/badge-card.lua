-- Examples/CustomFunction/Styles/badge-card.lua — an inset card that uses two globals of the host app's own
-- (registered by Examples/CustomFunction/main.swift, not part of prestyle's style API):
--   brandInset(width)  a Swift function: the app's margin for a container that wide
--   badge(text)        a Swift value type made from Lua: badge.text, badge.width
-- It runs only in a registry configured with them; anywhere else `brandInset` is an unknown global.

return style {
  summary = "An inset card with a badge, sized by the host app's own Swift function and type",
  options = { label = "NEW" },

  presentation = {
    presentationWillBegin = function(self)
      local tag = badge(self.options.label)
      self.chrome.badge = view { name = "badge " .. tag.text, color = "#FF3B30", frame = rect(0, 0, tag.width, 24) }
      self.container:add(self.chrome.badge)
    end,

    frameOfPresentedView = function(self)
      local inset = brandInset(self.container.bounds.width)
      return self.container.bounds:inset(inset, inset)
    end,

    containerWillLayout = function(self)
      local card = self:frameOfPresentedView()
      local size = self.chrome.badge.frame
      self.presentedView.frame = card
      self.chrome.badge.frame = rect(card.x + card.width - size.width - 12, card.y + 12, size.width, size.height)
    end,

    dismissalDidEnd = function(self, completed)
      if completed then self.chrome.badge:remove() end
    end,
  },
}
