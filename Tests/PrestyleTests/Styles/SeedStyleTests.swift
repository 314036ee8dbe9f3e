import PresentationKit
import Prestyle
import Testing

/// The styles written from the seeds: `zoom` (axl411's walkthrough), `overlay` (iOS 8 Day-by-Day #24),
/// `formsheet-phone` and `fold` (WWDC 2013 session 218); `note-popover` has its own suite (NotePopoverStyleTests).
@Suite struct SeedStyleTests {
    @Test(arguments: [(Device.iPhone15, Rect(x: 50, y: 50, width: 293, height: 752)),
                      (Device.iPadPro11, Rect(x: 50, y: 50, width: 734, height: 1094))])
    func zoomScalesTheCardUpFromAFifthOnASpringInsideItsDimmingView(device: Device, card: Rect) throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "zoom"), device: device) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let view = scene.presented.view
            let dim = try #require(scene.view(named: "dim"))
            #expect(view.superview === dim)
            #expect(close(view.presentation.transform.a, 0.2) && view.presentation.alpha == 0)
            var largest = 0.0
            for _ in 0..<100 {
                scene.clock.advance(by: 0.01)
                largest = max(largest, view.presentation.transform.a)
            }
            #expect(largest > 1.01)                       // damping 0.5 overshoots
            scene.clock.runUntilIdle()
            #expect(scene.presentCompletions == 1)
            #expect(view.frame == card && view.transform == .identity && view.alpha == 1)
            #expect(dim.alpha == 1 && dim.backgroundColor == Color(hex: "#00000066")!)
            #expect(dim.frame == scene.window.bounds)
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(view.frame == scene.window.bounds.insetBy(dx: 50, dy: 50))
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil)
        }
    }

    @Test(arguments: [Device.iPhone15, .iPadPro11])
    func overlayInsetsTheContentThirtyPointsAndPlaysTheControllersOwnTransition(device: Device) throws {
        let registry = try makeRegistry()
        #expect(try registry.style(named: "overlay").animators == [])
        try withStyleScene(try registry.transitioningDelegate(for: "overlay"), device: device) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let view = scene.presented.view
            #expect(view.presentation.frame.y >= scene.window.bounds.maxY - 1e-6)   // cover vertical, from below
            scene.clock.runUntilIdle()
            #expect(view.frame == scene.window.bounds.insetBy(dx: 30, dy: 30))
            let dim = try #require(scene.view(named: "dim"))
            #expect(close(dim.alpha, 0.5))
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(view.frame == scene.window.bounds.insetBy(dx: 30, dy: 30) && dim.frame == scene.window.bounds)
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil)
        }
    }

    @Test(arguments: [(Device.iPhone15, Orientation.portrait, Rect(x: 20, y: 116, width: 353, height: 620)),
                      (Device.iPhone15, .landscapeLeft, Rect(x: 156, y: 20, width: 540, height: 353)),
                      (Device.iPadPro11, .portrait, Rect(x: 147, y: 287, width: 540, height: 620)),
                      (Device.iPadPro11, .landscapeLeft, Rect(x: 327, y: 107, width: 540, height: 620))])
    func theFormSheetIsAFormSheetsSizeWithinTheMarginsAndRisesSlowly(device: Device, orientation: Orientation, sheet: Rect) throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "formsheet-phone"), device: device) { (scene: StyleScene) throws in
            if orientation != .portrait {
                scene.window.transition(to: orientation)
                scene.clock.runUntilIdle()
            }
            scene.present(settle: false)
            scene.clock.advance(by: 0.9)
            #expect(scene.presentCompletions == 0)         // a whole second: slow
            scene.clock.runUntilIdle()
            let view = scene.presented.view
            #expect(view.frame == sheet)
            #expect(view.cornerRadius == 10)
            #expect(close(try #require(scene.view(named: "dim")).alpha, 0.4))
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil && view.cornerRadius == 0)
        }
    }

    @Test(arguments: [Device.iPhone15, .iPadPro11])
    func foldOpensSnapshotStripsFromTheTopAndShowsTheRealContentOnlyAtTheEnd(device: Device) throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "fold"), device: device) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0.5)
            let view = scene.presented.view
            #expect(view.isHidden)
            let strips = (1...4).compactMap { scene.view(named: "fold \($0)") }
            #expect(strips.count == 4)
            let bounds = scene.window.bounds
            // Halfway every strip is squeezed alike and the stack, from the top, is shorter than the screen.
            let squeeze = strips[0].presentation.transform.d
            #expect(squeeze > 0.05 && squeeze < 0.95)
            #expect(strips.allSatisfy { close($0.presentation.transform.d, squeeze) })
            #expect(close(strips[0].presentation.frame.minY, 0))
            #expect(close(strips[3].presentation.frame.maxY, bounds.height * squeeze))
            #expect(strips.allSatisfy { $0.subviews.first?.name.hasSuffix("snapshot") == true })
            scene.clock.runUntilIdle()
            #expect(!view.isHidden && view.frame == bounds)
            #expect(scene.view(named: "fold 1") == nil)
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0.5)
            #expect(scene.view(named: "fold 1") != nil && view.isHidden)
            scene.clock.runUntilIdle()
            #expect(scene.view(named: "fold 1") == nil && !view.isHidden)
        }
    }
}
