import PresentationKit
import Testing

/// The zoom's flight after a release can be caught: a finger that lands on the view where it is drawn holds
/// it there and drags it on (Apple, "Enhancing your app with fluid transitions": people "grab, drag, and
/// control the transitions when they begin and anytime during their animation"; WWDC 2024 "Enhance your UI
/// animations and transitions" for the callbacks of an interrupted transition).
@Suite("Zoom caught in flight")
struct ZoomCatchTests {
    typealias ZoomScene = ZoomTransitionTests.ZoomScene

    /// The appearance callbacks, `viewIsAppearing` included, in the order they ran.
    private func appearance(_ scene: Scene) -> [String] {
        let callbacks = ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        return scene.traceLines().filter { line in callbacks.contains { line.hasPrefix($0 + " ") } }
    }

    /// A finger that lands at `point`, holds still for `hold` seconds, then moves by `dy` over `duration`
    /// and lifts.
    private func catchPath(at point: Point, hold: Double = 0.1, dy: Double = 0, over duration: Double = 0.25) throws -> TouchPath {
        try TouchPath(waypoints: [
            .init(time: 0, location: point), .init(time: hold, location: point),
            .init(time: hold + duration, location: point.offsetBy(dx: 0, dy: dy)),
        ])
    }

    /// Presents, drags the zoomed view down and lets go, and runs the flight home for `elapsed` seconds.
    private func flyingHome(_ zoom: ZoomScene, after elapsed: Double = 0.1) throws {
        zoom.present()
        zoom.scene.window.trace.removeAll()
        try zoom.drag(by: 300)
        zoom.scene.clock.advance(by: elapsed)
    }

    @Test func aFingerLandingOnTheFlightHomeHoldsTheViewWhereItIsDrawn() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            try flyingHome(zoom)
            let view = zoom.zoomed.view
            let drawn = view.presentation.frame
            #expect(drawn.width < Scene.phone.width && drawn.width > 80, "caught midway: \(drawn)")
            #expect(close(view.frame, zoom.thumbs[0].frame), "the model is already on the thumbnail")
            _ = scene.window.scheduleTouches(along: try catchPath(at: drawn.center, hold: 0.3))
            scene.clock.advance(by: 0)
            #expect(close(view.frame, drawn, 1e-6), "held where it was drawn: \(view.frame)")
            #expect(close(view.presentation.frame, drawn, 1e-6))
            #expect(view.bounds.size == Scene.phone, "its own bounds, scaled to the size it shows")
            #expect(scene.traceLines().contains("catchZoom zoomed flyingHome"))
            #expect(scene.traceLines().contains("pauseInteractiveTransition TransitionContext(zoomed)"))
            scene.clock.advance(by: 0.2)
            #expect(close(view.presentation.frame, drawn, 1e-6), "a still finger holds it still")
            #expect(zoom.zoomed.isBeingDismissed, "the dismissal is still under way")
            #expect(zoom.thumbs[0].isHidden)
            scene.settle()
        }
    }

    @Test func aCaughtFlightReleasedWithoutADownwardThrowSpringsBackWithTheCancelledDismissalsCallbacks() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            try flyingHome(zoom)
            _ = scene.window.scheduleTouches(along: try catchPath(at: zoom.zoomed.view.presentation.frame.center, hold: 0.2))
            scene.settle()
            #expect(scene.presenting.presentedViewController === zoom.zoomed, "released still, it goes back")
            #expect(zoom.zoomed.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(zoom.zoomed.view.transform == .identity)
            #expect(zoom.zoomed.view.cornerRadius == 0, "its own corners back")
            #expect(!zoom.thumbs[0].isHidden)
            // One dismissal, cancelled: nothing ran at the catch, the callbacks run back at the end.
            #expect(appearance(scene) == [
                "viewWillDisappear zoomed true", "viewWillAppear presenting true", "viewIsAppearing presenting true",
                "viewWillDisappear presenting true", "viewDidDisappear presenting true",
                "viewWillAppear zoomed true", "viewIsAppearing zoomed true", "viewDidAppear zoomed true",
            ])
        }
    }

    @Test func aCaughtFlightDraggedOnShrinksUnderTheFingerAndFliesHome() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            try flyingHome(zoom)
            let view = zoom.zoomed.view
            let drawn = view.presentation.frame
            let finger = drawn.center.offsetBy(dx: 10, dy: 20)
            let path = try catchPath(at: finger, hold: 0.05, dy: 200, over: 0.5)
            _ = scene.window.scheduleTouches(along: path)
            scene.clock.advance(by: 0)
            let held = view.convert(finger, from: nil)
            let caughtScale = view.transform.a
            scene.clock.advance(by: 0.45)
            // The point the finger took stays under it, and the view shrank from the size it was caught at.
            let fingerNow = path.location(at: 0.45)
            #expect(close(view.convert(held, to: nil), fingerNow, 1e-6), "\(view.convert(held, to: nil)) vs \(fingerNow)")
            let share = (fingerNow.y - finger.y) / Scene.phone.height
            #expect(close(view.transform.a, caughtScale * (1 - (1 - ZoomMetrics.minimumInteractiveScale) * share), 1e-9))
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(close(view.presentation.frame, zoom.thumbs[0].frame))
            #expect(appearance(scene) == [
                "viewWillDisappear zoomed true", "viewWillAppear presenting true", "viewIsAppearing presenting true",
                "viewDidDisappear zoomed true", "viewDidAppear presenting true",
            ], "one dismissal, caught and finished")
        }
    }

    @Test func aDismissalAskedForInCodeCanBeCaughtAndDraggedBack() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            scene.window.trace.removeAll()
            zoom.zoomed.dismiss(animated: true)
            scene.clock.advance(by: 0.1)
            let drawn = zoom.zoomed.view.presentation.frame
            #expect(drawn.width < Scene.phone.width && drawn.width > 80, "flying home: \(drawn)")
            // Caught, then dragged up a little and let go: the dismissal is cancelled.
            let path = try catchPath(at: drawn.center, hold: 0.05, dy: -40, over: 0.3)
            _ = scene.window.scheduleTouches(along: path)
            scene.clock.advance(by: 0)
            #expect(close(zoom.zoomed.view.frame, drawn, 1e-6))
            #expect(scene.traceLines().contains("catchZoom zoomed flyingHome"))
            scene.settle()
            #expect(scene.presenting.presentedViewController === zoom.zoomed)
            #expect(zoom.zoomed.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(scene.traceLines().contains("cancelInteractiveTransition TransitionContext(zoomed)"))
            #expect(Array(appearance(scene).suffix(3)) == [
                "viewWillAppear zoomed true", "viewIsAppearing zoomed true", "viewDidAppear zoomed true",
            ])
        }
    }

    @Test func aFingerBesideTheFlyingViewDoesNotCatchIt() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            try flyingHome(zoom)
            let drawn = zoom.zoomed.view.presentation.frame
            let beside = Point(x: 380, y: 840)
            #expect(!drawn.contains(beside))
            _ = scene.window.scheduleTouches(along: try catchPath(at: beside, hold: 0.2))
            scene.settle()
            #expect(!scene.traceLines().contains("catchZoom zoomed flyingHome"))
            #expect(scene.presenting.presentedViewController == nil, "the flight went on home")
        }
    }

    @Test func aFingerLandingOnTheSpringBackCompletesTheCancelledDismissalThenDismissesFromThere() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            scene.window.trace.removeAll()
            // Held 100 pt down (short of the dismissal share), then lifted still: the release springs back.
            let hold = try TouchPath(waypoints: [
                .init(time: 0, location: Point(x: 200, y: 400)), .init(time: 0.25, location: Point(x: 200, y: 500)),
                .init(time: 0.6, location: Point(x: 200, y: 500)),
            ])
            _ = scene.window.sendTouches(along: hold)
            #expect(scene.traceLines().contains("cancelInteractiveTransition TransitionContext(zoomed)"))
            scene.clock.advance(by: 0.05)
            let view = zoom.zoomed.view
            let drawn = view.presentation.frame
            #expect(drawn.width < Scene.phone.width, "still springing back: \(drawn)")
            let path = try catchPath(at: drawn.center, hold: 0.05, dy: 300, over: 0.25)
            _ = scene.window.scheduleTouches(along: path)
            scene.clock.advance(by: 0)
            #expect(close(view.frame, drawn, 1e-6), "held where it was drawn")
            #expect(scene.traceLines().contains("catchZoom zoomed springingBack"))
            // The cancelled dismissal completed at the catch, and a new one began.
            #expect(appearance(scene) == [
                "viewWillDisappear zoomed true", "viewWillAppear presenting true", "viewIsAppearing presenting true",
                "viewWillDisappear presenting true", "viewDidDisappear presenting true",
                "viewWillAppear zoomed true", "viewIsAppearing zoomed true", "viewDidAppear zoomed true",
                "viewWillDisappear zoomed true", "viewWillAppear presenting true", "viewIsAppearing presenting true",
            ])
            #expect(zoom.asks == [true, false, false], "the source is asked again for the new dismissal")
            scene.clock.advance(by: 0.02)
            #expect(close(view.presentation.frame, drawn, 1e-6), "the new dismissal takes the view from there")
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(close(view.presentation.frame, zoom.thumbs[0].frame))
            #expect(Array(appearance(scene).suffix(3)) == [
                "viewIsAppearing presenting true", "viewDidDisappear zoomed true", "viewDidAppear presenting true",
            ])
        }
    }
}
