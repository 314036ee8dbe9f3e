import PresentationKit
import Testing

/// The zoom's pinch-to-dismiss: two fingers pinching in anywhere on the zoomed view shrink it under them;
/// released small enough it flies home, else it springs back (UIKit's zoom takes a pinch, iOS 18; the
/// thresholds are `ZoomMetrics`' choices).
@Suite("Zoom pinch")
struct ZoomPinchTests {
    typealias ZoomScene = ZoomTransitionTests.ZoomScene

    /// Two fingers on a horizontal line through (200, 400), `gap` apart, closing (or opening) by `change`
    /// over `duration`, then held still for `hold` before they lift.
    private func pinch(_ scene: Scene, gap: Double, change: Double, duration: Double, hold: Double = 0) throws -> [TouchPath] {
        let paths = try [-1.0, 1.0].map { side in
            let start = Point(x: 200 + side * gap / 2, y: 400)
            let end = start.offsetBy(dx: -side * change / 2, dy: 0)
            return try TouchPath(waypoints: [
                .init(time: 0, location: start), .init(time: duration, location: end),
                .init(time: duration + hold, location: end),
            ])
        }
        for path in paths { scene.window.scheduleTouches(along: path) }
        return paths
    }

    @Test func aPinchInShrinksTheViewUnderTheFingersAndFliesHome() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            scene.window.trace.removeAll()
            let view = zoom.zoomed.view
            let paths = try pinch(scene, gap: 280, change: 200, duration: 0.5)
            scene.clock.advance(by: 0.3)
            let a = paths[0].location(at: 0.3), b = paths[1].location(at: 0.3)
            #expect(close(view.transform.a, a.distance(to: b) / 280, 1e-9), "the view takes the pinch's scale")
            #expect(close(view.transform.d, view.transform.a, 1e-12))
            #expect(close(view.convert(Point(x: 200, y: 400), to: nil), Point(x: 200, y: 400), 1e-6),
                    "the point between the fingers stays between them")
            #expect(scene.traceLines().contains("beginZoomDismissal zoomed"))
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(close(view.presentation.frame, zoom.thumbs[0].frame), "home to the thumbnail")
        }
    }

    @Test func aSlightSlowPinchSpringsBack() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            _ = try pinch(scene, gap: 200, change: 30, duration: 1, hold: 0.3)
            scene.settle()
            #expect(scene.presenting.presentedViewController === zoom.zoomed, "scale 0.85, still: above 0.8")
            #expect(zoom.zoomed.view.transform == .identity)
            #expect(zoom.zoomed.view.frame == Rect(origin: .zero, size: Scene.phone))
        }
    }

    @Test func pinchingOutDoesNotDismiss() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            _ = try pinch(scene, gap: 100, change: -150, duration: 0.4)
            scene.settle()
            #expect(scene.presenting.presentedViewController === zoom.zoomed)
            #expect(!scene.traceLines().contains("beginZoomDismissal zoomed"))
        }
    }
}
