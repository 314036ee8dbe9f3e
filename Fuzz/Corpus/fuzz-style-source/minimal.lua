return style { presentation = { frameOfPresentedView = function(self) return self.container.bounds:inset(20) end } }
