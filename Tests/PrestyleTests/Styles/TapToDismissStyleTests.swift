import PresentationKit
import Prestyle
import Testing

/// The taps the first library styles were written without: Presentr's `dismissOnTap` (presentr and the four
/// types that borrow it) and Jelly's background tap and canvas drag to dismiss (`slide`). The 2014 note's Done
/// button is in NotePopoverStyleTests.
@Suite struct TapToDismissStyleTests {
    /// (style, a point on the box, a point on the background) on an iPhone 14.
    static let presentr: [(String, Point, Point)] = [
        ("presentr", Point(x: 195, y: 400), Point(x: 195, y: 60)),
        ("popup", Point(x: 195, y: 400), Point(x: 195, y: 60)),
        ("alert", Point(x: 195, y: 422), Point(x: 195, y: 100)),
        ("top-half", Point(x: 195, y: 200), Point(x: 195, y: 700)),
        ("bottom-half", Point(x: 195, y: 600), Point(x: 195, y: 200)),
    ]

    private func tap(_ scene: StyleScene, _ point: Point) throws {
        scene.window.sendTouches(along: try TouchPath.tap(at: point))
        scene.clock.runUntilIdle()
    }

    @Test(arguments: presentr)
    func aTapOnPresentrsBackgroundDismissesAndOnTheBoxDoesNot(_ style: String, _ box: Point, _ background: Point) throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: style), device: .iPhone14) { scene in
            scene.present()
            try tap(scene, box)
            #expect(scene.presenting.presentedViewController === scene.presented)
            try tap(scene, background)
            #expect(scene.presenting.presentedViewController == nil && scene.view(named: "dim") == nil)
            #expect(scene.dismissCompletions == 0)          // dismissed by the style, not the scene's dismiss
        }
    }

    @Test(arguments: presentr.map(\.0))
    func withDismissOnTapOffTheBackgroundTapDoesNothing(_ style: String) throws {
        let delegate = try makeRegistry().transitioningDelegate(for: style, options: ["dismissOnTap": .bool(false)])
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            try tap(scene, Point(x: 5, y: 5))
            try tap(scene, Point(x: 5, y: 839))
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil)
        }
    }

    @Test func aTapOnTheSlidesDimmedBackgroundDismissesUnlessTurnedOff() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "slide"), device: .iPhone14) { scene in
            scene.present()
            try tap(scene, Point(x: 195, y: 600))                  // on the half-screen slide
            #expect(scene.presenting.presentedViewController === scene.presented)
            try tap(scene, Point(x: 195, y: 200))
            #expect(scene.presenting.presentedViewController == nil && scene.view(named: "dim") == nil)
            #expect(scene.presenting.view.transform == .identity)
        }
        let off = try makeRegistry().transitioningDelegate(for: "slide", options: ["tapToDismiss": .bool(false)])
        try withStyleScene(off, device: .iPhone14) { scene in
            scene.present()
            try tap(scene, Point(x: 195, y: 200))
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.dismiss()
        }
    }

    /// (edge, finger start, movement, dismissed): progress is the distance towards the edge over the depth
    /// (422 points of a bottom half, 312 of a 0.8 left slide); past 0.5 it finishes.
    static let drags: [(String, Point, Point, Bool)] = [
        ("bottom", Point(x: 195, y: 500), Point(x: 0, y: 300), true),     // 0.71
        ("bottom", Point(x: 195, y: 500), Point(x: 0, y: 150), false),    // 0.36: back
        ("bottom", Point(x: 195, y: 500), Point(x: 0, y: -150), false),   // away from the edge: nothing
        ("left", Point(x: 200, y: 400), Point(x: -200, y: 0), true),      // 0.64
        ("left", Point(x: 200, y: 400), Point(x: -100, y: 0), false),     // 0.32
    ]

    @Test(arguments: drags)
    func withDragToDismissAPanTowardsTheEdgePastHalfwayDismisses(_ edge: String, _ start: Point, _ move: Point,
                                                                  _ dismissed: Bool) throws {
        let options: [String: OptionValue] = ["dragToDismiss": .bool(true), "edge": .string(edge)]
            .merging(edge == "left" ? ["size": .number(0.8)] : [:]) { $1 }
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "slide", options: options),
                           device: .iPhone14) { scene in
            scene.present()
            let shown = scene.presented.view.frame
            let pushed = scene.presenting.view.transform
            scene.window.sendTouches(along: try TouchPath.drag(from: start, dx: move.x, dy: move.y, duration: 0.5))
            scene.clock.runUntilIdle()
            if dismissed {
                #expect(scene.presenting.presentedViewController == nil && scene.view(named: "dim") == nil)
                #expect(scene.presenting.view.transform == .identity)
                #expect(scene.presented.view.gestureRecognizers.isEmpty)     // the pan went with the presentation
            } else {
                #expect(scene.presenting.presentedViewController === scene.presented)
                #expect(close(scene.presented.view.frame, shown) && scene.presenting.view.transform == pushed)
                #expect(close(try #require(scene.view(named: "dim")).alpha, 0.5))
                scene.dismiss()
                #expect(scene.presented.view.gestureRecognizers.isEmpty)
            }
        }
    }

    @Test func withoutDragToDismissADragLeavesTheSlideInPlace() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "slide"), device: .iPhone14) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 195, y: 500), dx: 0, dy: 300, duration: 0.5))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(scene.presented.view.frame == Rect(x: 0, y: 422, width: 390, height: 422))
            scene.dismiss()
        }
    }
}
