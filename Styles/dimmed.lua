-- Styles/dimmed.lua — the dimmed base the library's overlays share: the content inset over a black dimming
-- view that fades in alongside the presentation, out alongside the dismissal, and is taken away with it.
--
-- From "iOS8 Day-by-Day :: Day 24 :: Presentation Controllers" (Sam Davies, 2014): its
-- OverlayPresentationController is the pattern UIKit's documentation gives for custom chrome ("Adding
-- Custom Views to a Presentation", UIPresentationController): make the dimming view in
-- presentationTransitionWillBegin and animate it alongside the transition coordinator, remove it in
-- presentationTransitionDidEnd(false) when the presentation was cancelled and in
-- dismissalTransitionDidEnd(true), and keep it the container's size in containerViewWillLayoutSubviews.
-- bouncy, overlay, zoom, drop, presentr (and its four types), slide, sidebar, formsheet-phone and pan-sheet
-- borrow this presentation with use(); alone it is the overlay in UIKit's own transition.
--
-- Options (a borrowing style declares the ones it uses; the flags are off when not declared):
-- - `inset`: the content's inset from the container on every side (frameOfPresentedView), 30 as the article's;
-- - `dim`: the dimming view's opacity, 0.5 as the article's;
-- - `dimName`: the dimming view's name ("dim"; the 2014 sidebar calls it "dimming", as UIKit's own does);
-- - `dismissOnTap`: a tap on the dimming view dismisses (Presentr's dismissOnTap, Jelly's background tap);
-- - `contentInDim`: the presented view lives inside the dimming view (axl411's zoom), which then fades to
--   full opacity with `dim` in its colour, so the content is not dimmed with it; the style's animator must
--   leave the view there, as zoom's does (UIKit's own transition moves it into the container).
--
--   prestyle apply dimmed --set inset=60 --set dim=0.3

return style {
  summary = "The shared dimmed base: content inset over a black dimming view that fades in and goes away",
  options = { inset = 30, dim = 0.5, dimName = "dim", dismissOnTap = false, contentInDim = false },

  presentation = {
    presentationWillBegin = function(self, coordinator)
      local o = self.options
      local inside = o.contentInDim == true
      local color = inside and ("#000000%02x"):format(math.floor(o.dim * 255 + 0.5)) or "#000000"
      local dim = view { name = o.dimName or "dim", color = color, alpha = 0, frame = self.container.bounds }
      self.chrome.dim = dim
      if inside then
        self.container:add(dim)
        dim:add(self.presentedView)
      else
        self.container:insert(dim, 1)
      end
      if o.dismissOnTap == true then dim:addGesture("tap", function() self.presented:dismiss() end) end
      local shown = inside and 1 or o.dim
      coordinator:alongside(function() dim.alpha = shown end)
    end,

    frameOfPresentedView = function(self)
      return self.container.bounds:inset(self.options.inset)
    end,

    containerWillLayout = function(self)
      self.chrome.dim.frame = self.container.bounds
      self.presentedView.frame = self:frameOfPresentedView()
    end,

    presentationDidEnd = function(self, completed)
      if not completed then self.chrome.dim:remove() end
    end,

    dismissalWillBegin = function(self, coordinator)
      coordinator:alongside(function() self.chrome.dim.alpha = 0 end)
    end,

    dismissalDidEnd = function(self, completed)
      if completed then self.chrome.dim:remove() end
    end,
  },
}
