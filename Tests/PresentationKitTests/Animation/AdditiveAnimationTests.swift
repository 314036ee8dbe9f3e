import PresentationKit
import Testing

/// UIKit's additive animation (iOS 8 and later): a block that animates a property in flight adds an offset
/// animation on top of the running one, and the view shows the sum.
@Suite("Additive animation")
struct AdditiveAnimationTests {
    private func card(in scene: Scene) -> View {
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scene.presenting.view.addSubview(card)
        return card
    }

    /// Center x animated 50 → 150 over [0, 1] (first curve), sent back to 0 at 0.5 over [0.5, 1.5] (second).
    private func sendBack(
        in scene: Scene, first: TimingCurve, second: TimingCurve, blending: AnimationBlending? = nil
    ) -> (View, () -> [String]) {
        let view = card(in: scene)
        var results: [String] = []
        scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(first)), animations: {
            view.center = Point(x: 150, y: 50)
        }, completion: { results.append("first \($0) at \(scene.clock.now)") })
        scene.clock.advance(to: 0.5)
        scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(second), blending: blending), animations: {
            view.center = Point(x: 0, y: 50)
        }, completion: { results.append("second \($0) at \(scene.clock.now)") })
        return (view, { results })
    }

    @Test func theDisplayedValueIsTheModelPlusBothOffsets() {
        withScene { scene in
            let (view, results) = sendBack(in: scene, first: .linear, second: .linear)
            #expect(close(view.presentation.center.x, 100), "no jump when the second block starts")
            // 0 + (first's value − 150) + (second's value − 0), the second running 150 → 0.
            for time in [0.6, 0.75, 0.9, 1.0, 1.2, 1.4] {
                scene.clock.advance(to: time)
                let first = time < 1 ? Reference.lerp(50, 150, time) - 150 : 0
                let second = Reference.lerp(150, 0, time - 0.5)
                #expect(close(view.presentation.center.x, first + second, 1e-9), "at \(time)")
            }
            scene.clock.advance(to: 1.5)
            #expect(view.presentation.center.x == 0)
            #expect(view.animatingProperties.isEmpty)
            #expect(results() == ["first true at 1.0", "second true at 1.5"],
                    "nothing was removed: each block finished when its own animation reached its end")
        }
    }

    @Test func bothEasedCurvesContributeAndTheOldVelocityCarriesOn() {
        withScene { scene in
            let (view, _) = sendBack(in: scene, first: .easeInEaseOut, second: .easeInEaseOut)
            for time in [0.55, 0.7, 0.85, 1.1, 1.3] {
                scene.clock.advance(to: time)
                let first = time < 1 ? Reference.lerp(50, 150, Reference.easeInEaseOut(time)) - 150 : 0
                let second = Reference.lerp(150, 0, Reference.easeInEaseOut(time - 0.5))
                #expect(close(view.presentation.center.x, first + second, 1e-9), "at \(time)")
            }
            // Just after the interruption the view still moves right, as the first curve is at full speed.
            withScene { other in
                let (replay, _) = sendBack(in: other, first: .easeInEaseOut, second: .easeInEaseOut)
                other.clock.advance(to: 0.52)
                #expect(replay.presentation.center.x > 100)
            }
        }
    }

    @Test func replacingBlendingKeepsIOS7sPath() {
        withScene { scene in
            let (view, results) = sendBack(in: scene, first: .linear, second: .linear, blending: .replacing)
            scene.clock.advance(to: 0.75)
            #expect(close(view.presentation.center.x, 75), "from the displayed 100 to 0, alone")
            scene.clock.advance(to: 1.5)
            #expect(results() == ["first false at 0.5", "second true at 1.5"])
        }
    }

    @Test func beginFromCurrentStateStillBlendsAdditivelyAsOnIOS8() {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) { view.alpha = 0 }
            scene.clock.advance(to: 0.5)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear),
                                                    options: .beginFromCurrentState)) { view.alpha = 1 }
            scene.clock.advance(to: 0.75)
            // 1 + (0.25 − 0) + (0.25 − 1)
            #expect(close(view.presentation.alpha, 0.5, 1e-12))
        }
    }

    @Test func aSpringAddedOnTopSumsWithTheRunningCurve() {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) {
                view.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
            }
            scene.clock.advance(to: 0.4)
            scene.clock.animate(withDuration: 0.8, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, animations: {
                view.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
            })
            let spring = Spring(dampingRatio: 0.5, initialVelocity: 2, duration: 0.8)
            for time in [0.5, 0.7, 0.9, 1.1] {
                scene.clock.advance(to: time)
                let first = time < 1 ? Reference.lerp(100, 300, time) - 300 : 0
                let second = Reference.lerp(300, 200, spring.progress(atTime: time - 0.4))
                #expect(close(view.presentation.bounds.width, first + second, 1e-9), "at \(time)")
            }
        }
    }

    @Test func aTransformSumsInItsDecomposition() {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) {
                view.transform = AffineTransform(rotationAngle: 1)
            }
            scene.clock.advance(to: 0.5)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) {
                view.transform = AffineTransform(scaleX: 2, y: 2)
            }
            scene.clock.advance(to: 0.75)
            // rotation: (0.75 − 1) + (1 − 0.25) = 0.5; scale: 1 + 0.25 = 1.25.
            let expected = AffineTransform(rotationAngle: 0.5).scaledBy(x: 1.25, y: 1.25)
            let shown = view.presentation.transform
            #expect(close(shown.a, expected.a, 1e-9) && close(shown.b, expected.b, 1e-9)
                && close(shown.c, expected.c, 1e-9) && close(shown.d, expected.d, 1e-9))
        }
    }
}
