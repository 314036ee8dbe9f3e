import PresentationKit
import Prestyle
import TestSupport
import Testing

/// The guide's layout idiom (`containerWillLayout` puts the presented view at `frameOfPresentedView`) beside
/// a pan that resizes the presented view with the finger: the drag keeps its frame, since a new size lays out
/// the presented view alone, not the container (UIKit's `layoutSubviews` and `containerViewWillLayoutSubviews`
/// documentation), while the container's own passes still place it.
@Suite struct LayoutIdiomDragTests {
    static let source = """
        return style {
          presentation = {
            presentationWillBegin = function(self)
              self.presentedView:addGesture("pan", function(g)
                local placed = self:frameOfPresentedView()
                -- the top edge follows the finger, the bottom stays: the view grows as it is pulled up
                self.presentedView.frame = rect(placed.x, placed.y + g.translation.y, placed.width, placed.height - g.translation.y)
                self.chrome.layouts = 0
              end)
            end,
            frameOfPresentedView = function(self) return self.container.bounds:inset(24) end,
            containerWillLayout = function(self)
              self.chrome.layouts = (self.chrome.layouts or 0) + 1
              self.presentedView.frame = self:frameOfPresentedView()
            end,
          },
        }
        """

    @Test func aDragThatResizesThePresentedViewIsNotUndoneByContainerWillLayout() throws {
        let folder = TemporaryStyles()
        folder.write("idiom", Self.source)
        try withStyleScene(try folder.registry().transitioningDelegate(for: "idiom")) { scene in
            scene.present()
            let placed = scene.presented.view.frame
            #expect(placed == Rect(x: 24, y: 24, width: 345, height: 804))
            scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 196, y: 400), dx: 0, dy: -100, duration: 0.3))
            scene.clock.runUntilIdle()
            let dragged = scene.presented.view.frame
            #expect(dragged.minY < placed.minY - 80 && dragged.maxY == placed.maxY, "the drag's frame stands: \(dragged)")
            #expect(!scene.window.trace.events.suffix(20).contains { $0.call == "containerViewWillLayoutSubviews" })
            // The device turns: the container's new bounds lay it out, and the idiom places the view again.
            #expect(scene.window.transition(to: .landscapeLeft, animated: false))
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == Rect(x: 24, y: 24, width: 804, height: 345))
            scene.dismiss()
        }
    }
}
