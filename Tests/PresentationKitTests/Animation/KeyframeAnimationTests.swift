import PresentationKit
import Testing

/// Keyframe animations: relative start and duration, the four calculation modes, the overall timing.
@Suite("Keyframe animations")
struct KeyframeAnimationTests {
    /// Animates a view's center x from 0 through a keyframe to 100 over [0, 0.25] and one to 300 over
    /// [0.5, 1], over 1 s with linear overall timing: the points are (0, 0), (0.25, 100), (0.5, 100), (1, 300).
    private func run(_ mode: KeyframeCalculationMode, timing: AnimationTiming = .curve(.linear), in scene: Scene) -> View {
        let view = View(name: "dot", frame: Rect(x: -5, y: 0, width: 10, height: 10))
        scene.presenting.view.addSubview(view)
        scene.clock.animateKeyframes(withDuration: 1, calculationMode: mode, timing: timing) {
            scene.clock.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center = Point(x: 100, y: 5) }
            scene.clock.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = Point(x: 300, y: 5) }
        }
        #expect(view.center.x == 300)
        return view
    }

    private func x(of view: View, at time: Double, in scene: Scene) -> Double {
        scene.clock.advance(to: time)
        return view.presentation.center.x
    }

    @Test func linearModeMovesBetweenKeyframesAndHoldsBetweenThem() {
        withScene { scene in
            let view = run(.linear, in: scene)
            #expect(close(x(of: view, at: 0.125, in: scene), 50))
            #expect(close(x(of: view, at: 0.375, in: scene), 100))
            #expect(close(x(of: view, at: 0.75, in: scene), 200))
            #expect(x(of: view, at: 1, in: scene) == 300)
        }
    }

    @Test func discreteModeJumpsWhenEachKeyframeEnds() {
        withScene { scene in
            let view = run(.discrete, in: scene)
            #expect(x(of: view, at: 0.125, in: scene) == 0)
            #expect(x(of: view, at: 0.3, in: scene) == 100)
            #expect(x(of: view, at: 0.9, in: scene) == 100)
        }
    }

    @Test func pacedModeMovesAtConstantSpeedWhateverTheRelativeTimes() {
        withScene { scene in
            let view = run(.paced, in: scene)
            #expect(close(x(of: view, at: 0.25, in: scene), 75))
            #expect(close(x(of: view, at: 0.5, in: scene), 150))
            #expect(close(x(of: view, at: 0.75, in: scene), 225))
        }
    }

    @Test func cubicModePassesThroughTheKeyframesOnACurve() {
        withScene { scene in
            let view = run(.cubic, in: scene)
            #expect(close(x(of: view, at: 0.25, in: scene), 100))
            #expect(close(x(of: view, at: 0.5, in: scene), 100))
            let between = x(of: view, at: 0.75, in: scene)
            #expect(between > 100 && between < 300)
            #expect(!close(between, 200, 1e-3), "a spline, not a straight line")
        }
    }

    @Test func theOverallTimingIsEaseInEaseOutByDefault() {
        withScene { scene in
            let view = run(.linear, timing: .curve(.easeInEaseOut), in: scene)
            let eased = Reference.easeInEaseOut(0.75)
            #expect(close(x(of: view, at: 0.75, in: scene), Reference.lerp(100, 300, (eased - 0.5) / 0.5)))
        }
    }

    @Test func severalPropertiesAndViewsAnimateInOneKeyframeBlock() {
        withScene { scene in
            let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let b = View(name: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            scene.presenting.view.addSubview(a)
            scene.presenting.view.addSubview(b)
            var finished: Bool?
            scene.clock.animateKeyframes(withDuration: 2, timing: .curve(.linear), animations: {
                scene.clock.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { a.alpha = 0 }
                scene.clock.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    b.transform = AffineTransform(scaleX: 3, y: 3)
                    a.alpha = 1
                }
            }, completion: { finished = $0 })
            scene.clock.advance(to: 0.5)
            #expect(close(a.presentation.alpha, 0.5))
            #expect(b.presentation.transform == .identity)
            scene.clock.advance(to: 1.5)
            #expect(close(a.presentation.alpha, 0.5))
            #expect(close(b.presentation.transform.a, 2))
            scene.clock.advance(to: 2)
            #expect(finished == true)
        }
    }

    @Test func aKeyframeOutsideAKeyframeAnimationIsAppliedAndReported() {
        withScene(allowing: [.engine.keyframeOutsideKeyframes]) { scene in
            let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            scene.presenting.view.addSubview(view)
            scene.clock.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.3 }
            #expect(view.presentation.alpha == 0.3)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.keyframeOutsideKeyframes).count == 1)
        }
    }
}
