-- A card inset from the container's edges: the watch tests save it again with another inset (the number on
-- the options line).
return style {
  summary = "A card inset from the edges",
  options = { inset = 30 },
  presentation = {
    frameOfPresentedView = function(self) return self.container.bounds:inset(self.options.inset) end,
  },
}
