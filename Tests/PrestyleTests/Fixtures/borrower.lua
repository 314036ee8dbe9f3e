-- Tests/PrestyleTests/Fixtures/borrower.lua — borrows bouncy's frame and animator with use(), with a wider
-- inset and no dimming view.
local bouncy = use("bouncy")

return style {
  summary = "Bouncy's card and spring, wider inset, nothing dimmed",
  options = merge(bouncy.options, { inset = 60 }),

  presentation = {
    frameOfPresentedView = bouncy.presentation.frameOfPresentedView,
    containerWillLayout = function(self)
      self.presentedView.frame = self:frameOfPresentedView()
    end,
  },

  animator = bouncy.animator,
}
