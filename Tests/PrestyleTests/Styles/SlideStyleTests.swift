import PresentationKit
import Prestyle
import Testing

/// `Styles/slide.lua`, Jelly's slide: where the view sits for each edge, depth, breadth and alignment, where it
/// comes from, the dimming view and corners, and the parallax push of the presenting view.
@Suite struct SlideStyleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let options: [String: OptionValue]
        let shown: Rect
        let start: Rect
        let pushed: AffineTransform
        var testDescription: String { options.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ") }
    }

    /// On an iPhone 15 (393 × 852), parallax 0.3 unless told otherwise.
    static let cases: [Case] = [
        Case(options: [:], shown: Rect(x: 0, y: 426, width: 393, height: 426),
             start: Rect(x: 0, y: 852, width: 393, height: 426), pushed: AffineTransform(translationX: 0, y: -127.8)),
        Case(options: ["edge": "top"], shown: Rect(x: 0, y: 0, width: 393, height: 426),
             start: Rect(x: 0, y: -426, width: 393, height: 426), pushed: AffineTransform(translationX: 0, y: 127.8)),
        Case(options: ["edge": "left", "size": 0.8], shown: Rect(x: 0, y: 0, width: 314.4, height: 852),
             start: Rect(x: -314.4, y: 0, width: 314.4, height: 852),
             pushed: AffineTransform(translationX: 94.32, y: 0)),
        Case(options: ["edge": "right", "points": 300, "parallax": 0], shown: Rect(x: 93, y: 0, width: 300, height: 852),
             start: Rect(x: 393, y: 0, width: 300, height: 852), pushed: .identity),
        Case(options: ["breadth": 0.5, "alignment": "trailing", "points": 200],
             shown: Rect(x: 196.5, y: 652, width: 196.5, height: 200),
             start: Rect(x: 196.5, y: 852, width: 196.5, height: 200), pushed: AffineTransform(translationX: 0, y: -60)),
        Case(options: ["edge": "left", "breadth": 0.5, "alignment": "center", "points": 5000],
             shown: Rect(x: 0, y: 213, width: 393, height: 426),
             start: Rect(x: -393, y: 213, width: 393, height: 426), pushed: AffineTransform(translationX: 117.9, y: 0)),
    ]

    @Test(arguments: cases)
    func theViewSlidesInFromItsEdgeToItsPlaceAndPushesThePresenter(_ c: Case) throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "slide", options: c.options)) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let view = scene.presented.view
            #expect(close(view.presentation.frame, c.start))
            scene.clock.runUntilIdle()
            #expect(close(view.frame, c.shown))
            let t = scene.presenting.view.transform
            #expect(close(t.tx, c.pushed.tx) && close(t.ty, c.pushed.ty) && t.a == 1 && t.d == 1)
            let dim = try #require(scene.view(named: "dim"))
            #expect(close(dim.alpha, 0.5))
            scene.dismiss()
            #expect(scene.presenting.view.transform == .identity)
            #expect(scene.view(named: "dim") == nil)
        }
    }

    @Test func onAPadTheSheetKeepsItsDepthAndPushAfterARotation() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "slide", options: ["cornerRadius": 16])
        try withStyleScene(delegate, device: .iPadPro11) { (scene: StyleScene) throws in
            scene.present()
            let view = scene.presented.view
            #expect(view.frame == Rect(x: 0, y: 597, width: 834, height: 597))
            #expect(view.cornerRadius == 16 && view.clipsToBounds)
            #expect(close(scene.presenting.view.transform.ty, -179.1))
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(view.frame == Rect(x: 0, y: 417, width: 1194, height: 417))
            #expect(close(scene.presenting.view.transform.ty, -125.1))
            // Laid out unpushed, then pushed: its frame is the window's, moved by the push.
            #expect(close(scene.presenting.view.frame, Rect(x: 0, y: -125.1, width: 1194, height: 834)))
            scene.dismiss()
            #expect(scene.presenting.view.frame == scene.window.bounds)
            #expect(view.cornerRadius == 0)
        }
    }

    @Test func aSpringOvershootsWhereTheLinearSlideDoesNot() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "slide", options: ["damping": 0.5, "velocity": 3])
        try withStyleScene(delegate) { (scene: StyleScene) throws in
            scene.present(settle: false)
            var top = Double.infinity
            for _ in 0..<50 {
                scene.clock.advance(by: 0.01)
                top = min(top, scene.presented.view.presentation.frame.y)
            }
            #expect(top < 426 - 1)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame.y == 426)
        }
    }
}
