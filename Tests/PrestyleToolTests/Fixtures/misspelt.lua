-- A style with a misspelt hook: a warning naming the real one, and nothing else wrong.
return style {
  summary = "A misspelt hook",
  options = { inset = 20 },
  presentation = {
    frameOfPresentedVeiw = function(self)
      return self.container.bounds:inset(self.options.inset)
    end,
  },
}
