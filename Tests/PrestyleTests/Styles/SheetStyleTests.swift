import PresentationKit
import Prestyle
import Testing

/// `Styles/sheet.lua`: a presentedView hook wrapping the controller's view with a grabber, at the medium detent
/// (half the iPhone 15's 852 points), adapting to full screen in compact height. Its finger is SheetGestureTests'.
@Suite struct SheetStyleTests {
    @Test func theSheetRisesFromTheBottomWithTheContentUnderItsGrabber() throws {
        let registry = try makeRegistry()
        #expect(try registry.style(named: "sheet").uses == ["bouncy"])
        try withStyleScene(try registry.transitioningDelegate(for: "sheet")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let sheet = try #require(scene.view(named: "sheet"))
            #expect(close(sheet.presentation.frame.y, 852))
            scene.clock.runUntilIdle()
            #expect(sheet.frame == Rect(x: 0, y: 426, width: 393, height: 426))
            #expect(sheet.cornerRadius == 10 && sheet.clipsToBounds)
            #expect(scene.presented.view.superview === sheet)
            #expect(scene.presented.view.frame == Rect(x: 0, y: 15, width: 393, height: 411))
            let grabber = try #require(scene.view(named: "grabber"))
            let dim = try #require(scene.view(named: "dim"))
            #expect(grabber.center == Point(x: 196.5, y: 7.5))
            #expect(close(dim.alpha, 0.3))
            scene.dismiss()
            #expect(scene.view(named: "sheet") == nil && scene.view(named: "dim") == nil)
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func sidewaysItIsFullScreenAndUprightASheetAgainWithNothingReported() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(scene.presented.presentationController?.isAdapted == true)
            #expect(scene.presented.view.frame == scene.window.bounds)
            #expect(scene.view(named: "sheet") == nil && scene.view(named: "dim") == nil)
            // A change that keeps it adapted, and back.
            scene.window.transition(toSize: scene.window.bounds.size, traits: TraitCollection(horizontalSizeClass: .regular))
            scene.clock.runUntilIdle()
            scene.window.transition(toSize: scene.window.bounds.size, traits: TraitCollection(horizontalSizeClass: .compact))
            scene.clock.runUntilIdle()
            scene.window.transition(to: .portrait)
            scene.clock.runUntilIdle()
            #expect(scene.presented.presentationController?.isAdapted == false)
            let sheet = try #require(scene.view(named: "sheet"))
            #expect(sheet.frame == Rect(x: 0, y: 426, width: 393, height: 426))
            #expect(scene.presented.view.superview === sheet)
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
            #expect(scene.presenting.presentedViewController == nil)
        }
    }
}
