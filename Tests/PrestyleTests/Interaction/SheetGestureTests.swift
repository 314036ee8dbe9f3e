import PresentationKit
import Prestyle
import Testing

/// The bundled `sheet` style moved by a finger, through Lua: `view:addGesture`, `project`,
/// `self:beginInteractiveDismissal()` with `it:update/finish/cancel`, `self:animateLayout` and
/// `self.presented:dismiss()`, on an iPhone 15 (393 × 852: the medium detent's top at 426, the large's at 69).
@Suite struct SheetGestureTests {
    /// Presents the sheet and drags a finger from (196, `y`) by `dy` points over `seconds`, then settles.
    private func drag(_ scene: StyleScene, fromY y: Double = 600, dy: Double, seconds: Double) throws {
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 196, y: y), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    private func sheet(_ scene: StyleScene) throws -> View { try #require(scene.view(named: "sheet")) }

    @Test func aSlowShortDragDownSpringsBackToTheDetent() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            #expect(close(try! sheet(scene).frame.y, 426))
            try! drag(scene, dy: 100, seconds: 1)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(close(try! sheet(scene).frame.y, 426))
            #expect(scene.window.trace.events.contains { $0.call == "cancelInteractiveTransition" })
            scene.dismiss()
        }
    }

    @Test func aFastFlickDownDismissesThroughTheProjection() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            // 80 points in 0.08 s: 1000 pt/s, projected 499 points further, far past halfway.
            try! drag(scene, dy: 80, seconds: 0.08)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.window.trace.events.contains { $0.call == "finishInteractiveTransition" })
        }
    }

    @Test func aLongSlowDragDownDismisses() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            try! drag(scene, fromY: 500, dy: 300, seconds: 2)
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func aDragUpMovesToTheLargeDetentStartingAtTheFingersSpeed() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            let sheet = try! sheet(scene)
            // 120 points up in 0.25 s: 480 pt/s, projected 240 points further: the large detent is nearest.
            scene.window.sendTouches(along: try! TouchPath.drag(from: Point(x: 196, y: 600), dx: 0, dy: -120, duration: 0.25))
            let lifted = sheet.presentation.frame.y
            #expect(close(lifted, 426 - 120, 1))
            scene.clock.advance(by: 1e-4)
            let speed = (lifted - sheet.presentation.frame.y) / 1e-4
            #expect(abs(speed - 480) < 480 * 0.02, "moved on at \(speed) pt/s")
            scene.clock.runUntilIdle()
            #expect(close(sheet.frame.y, 69))
            scene.dismiss()
        }
    }

    @Test func aTapOnTheDimDismissesAndATapOnTheContentDoesNot() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            scene.window.sendTouches(along: try! TouchPath.tap(at: Point(x: 196, y: 600)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.window.sendTouches(along: try! TouchPath.tap(at: Point(x: 196, y: 200)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func aModalControllerRefusesTheSwipeAndTellsTheDelegate() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.presented.isModalInPresentation = true
            scene.present()
            let delegate = AttemptRecorder()
            scene.presented.presentationController?.delegate = delegate
            try! drag(scene, dy: 300, seconds: 0.2)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(delegate.attempts == 1 && delegate.willDismiss == 0)
            #expect(close(try! sheet(scene).frame.y, 426))
            scene.presented.isModalInPresentation = false
            try! drag(scene, dy: 300, seconds: 0.2)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(delegate.attempts == 1 && delegate.willDismiss == 1)
        }
    }

    /// From iOS 13 the delegate hears the finger's dismissal as a swipe's: will-dismiss once the transition has
    /// begun, did-dismiss once it is over.
    @Test func anAllowedFingerDismissalTellsTheDelegateItBeganAndEnded() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            let delegate = AttemptRecorder()
            scene.presented.presentationController?.delegate = delegate
            try! drag(scene, dy: 300, seconds: 0.2)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(delegate.asked == 1 && delegate.willDismiss == 1 && delegate.didDismiss == 1)
            let calls = scene.window.trace.events.map(\.call)
            let began = try! #require(calls.firstIndex(of: "dismissalTransitionWillBegin"))
            #expect(calls.firstIndex(of: "presentationControllerWillDismiss").map { $0 > began } == true)
        }
    }

    /// Before iOS 13 there was no veto of a user's dismissal outside popovers: `isModalInPresentation` and the
    /// adaptive delegate's dismissal messages came with iOS 13, so under `--ios 12` a finger dismisses the
    /// sheet style even when the controller is modal in presentation, and the delegate hears nothing.
    @Test func inTheIOS12EraAFingerDismissesWithoutAskingTheDelegate() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.window.systemVersion = .iOS12
            scene.presented.isModalInPresentation = true
            scene.present()
            let delegate = AttemptRecorder()
            scene.presented.presentationController?.delegate = delegate
            scene.window.trace.removeAll()
            try! drag(scene, dy: 300, seconds: 0.2)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(delegate.asked == 0 && delegate.attempts == 0 && delegate.willDismiss == 0 && delegate.didDismiss == 0)
            #expect(!scene.window.trace.events.contains { $0.call.hasPrefix("presentationController") })
        }
    }

    @Test func aDismissedSheetLeavesNoGestureOnItsViews() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            let sheet = try! sheet(scene)
            #expect(sheet.gestureRecognizers.count == 1)
            scene.dismiss()
            #expect(sheet.gestureRecognizers.isEmpty)
        }
    }
}

/// Counts the adaptive delegate's dismissal messages.
private final class AttemptRecorder: AdaptivePresentationControllerDelegate {
    var asked = 0
    var attempts = 0
    var willDismiss = 0
    var didDismiss = 0
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        asked += 1
        return true
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { attempts += 1 }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { willDismiss += 1 }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { didDismiss += 1 }
}
