-- A style that loads, but whose frameOfPresentedView fails every time it runs (line 7): the run falls back to
-- UIKit's default frame and reports an error.
return style {
  summary = "Loads, then fails in frameOfPresentedView",
  presentation = {
    frameOfPresentedView = function(self)
      return self.container.bounds:inset(self.options.missing)
    end,
  },
}
