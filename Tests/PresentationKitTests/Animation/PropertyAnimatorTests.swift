@testable import PresentationKit
import Testing

/// UIViewPropertyAnimator's model: paused, scrubbed, reversed, continued with a spring, stopped, finished.
@Suite("Property animator")
struct PropertyAnimatorTests {
    private func card(in scene: Scene) -> View {
        let card = View(name: "card", frame: Rect(x: -50, y: 0, width: 100, height: 100))
        scene.presenting.view.addSubview(card)
        return card  // center.x is 0
    }

    @Test func pausedScrubbedReversedAndContinuedWithASpringCarryingVelocity() {
        withScene { scene in
            let view = card(in: scene)
            let clock = scene.clock
            var positions: [String] = []
            let animator = PropertyAnimator(clock: clock, duration: 1, curve: .linear) {
                view.center = Point(x: 100, y: 50)
            }
            animator.addCompletion { positions.append("\($0) at \(clock.now)") }
            #expect(animator.state == .inactive)
            #expect(view.center.x == 0, "nothing happens before it starts")
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(view.center.x == 100, "the model value changes at once, as in a UIView block")
            clock.advance(to: 0.25)
            #expect(close(view.presentation.center.x, 25))
            animator.pauseAnimation()
            clock.advance(to: 0.75)
            #expect(close(view.presentation.center.x, 25), "paused: the view holds still")
            #expect(close(animator.fractionComplete, 0.25))
            #expect(!animator.isRunning && animator.state == .active)
            animator.fractionComplete = 0.6
            #expect(close(view.presentation.center.x, 60), "scrubbed linearly")
            animator.isReversed = true
            // Thrown back: velocity 2 (relative to the 0.6 left to go) at ζ 0.7, over 0.6 × 1 s.
            animator.continueAnimation(
                withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 0.7, initialVelocity: 2)),
                durationFactor: 0)
            let spring = Spring(dampingRatio: 0.7, initialVelocity: 2, duration: 0.6)
            for elapsed in [0.02, 0.1, 0.2, 0.35, 0.5] {
                clock.advance(to: 0.75 + elapsed)
                let expected = 60 + (0 - 60) * spring.progress(atTime: elapsed)
                #expect(close(view.presentation.center.x, expected, 1e-9), "\(elapsed) s after continuing")
            }
            #expect(positions.isEmpty)
            clock.advance(to: 2)
            #expect(positions == ["start at 1.35"])
            #expect(view.center.x == 0 && view.presentation.center.x == 0, "back at the start, model and screen")
            #expect(animator.state == .inactive)
            #expect(view.animatingProperties.isEmpty)
            #expect(scene.window.invariantViolations() == [])
        }
    }

    @Test func theSpringsVelocityIsRelativeToTheRemainingDistance() {
        withScene { scene in
            let view = card(in: scene)
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .easeInEaseOut) {
                view.center = Point(x: 200, y: 50)
            }
            animator.fractionComplete = 0.5  // an inactive animator becomes active, paused
            #expect(animator.state == .active)
            #expect(close(view.presentation.center.x, 100))
            animator.continueAnimation(
                withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 1, initialVelocity: 3)),
                durationFactor: 0)
            scene.clock.advance(by: 1e-6)
            // 3 × the remaining 100 points: 300 points per second at the start.
            #expect(close((view.presentation.center.x - 100) / 1e-6, 300, 0.1))
        }
    }

    @Test(arguments: [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 40)])
    func finishAnimationAtAPosition(position: AnimatingPosition, expected: Double) {
        withScene { scene in
            let view = card(in: scene)
            var positions: [AnimatingPosition] = []
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .linear) {
                view.center = Point(x: 100, y: 50)
            }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            scene.clock.advance(to: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(close(view.center.x, 40) && close(view.presentation.center.x, 40), "stopped where it was")
            #expect(view.animatingProperties.isEmpty)
            animator.finishAnimation(at: position)
            #expect(close(view.center.x, expected) && close(view.presentation.center.x, expected))
            #expect(positions == [position])
            animator.finishAnimation(at: .end)
            scene.clock.advance(to: 2)
            #expect(positions == [position], "completions run exactly once")
            #expect(animator.state == .inactive)
        }
    }

    @Test func stoppingWithoutFinishingNeverRunsTheCompletions() {
        withScene { scene in
            let view = card(in: scene)
            var ran = false
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, dampingRatio: 0.5) {
                view.alpha = 0
            }
            animator.addCompletion { _ in ran = true }
            animator.startAnimation()
            scene.clock.advance(to: 0.3)
            let shown = view.presentation.alpha
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            #expect(view.alpha == shown)
            scene.clock.advance(to: 3)
            #expect(!ran)
        }
    }

    @Test func scrubbingThroughTheCurveWhenNotLinear() {
        withScene { scene in
            let view = card(in: scene)
            let animator = PropertyAnimator(clock: scene.clock, duration: 2, curve: .easeIn) {
                view.center = Point(x: 100, y: 50)
            }
            animator.scrubsLinearly = false
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(animator.fractionComplete == 0.5)
            #expect(close(view.presentation.center.x, 100 * Reference.easeIn(0.5), 1e-9))
        }
    }

    @Test func aDelayedStartAndARunToTheEnd() {
        withScene { scene in
            let view = card(in: scene)
            var positions: [String] = []
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .easeOut) {
                view.alpha = 0
            }
            animator.addCompletion { positions.append("\($0) at \(scene.clock.now)") }
            animator.startAnimation(afterDelay: 0.5)
            scene.clock.advance(to: 0.5)
            #expect(view.presentation.alpha == 1)
            scene.clock.advance(to: 1)
            #expect(close(view.presentation.alpha, 1 - Reference.easeOut(0.5), 1e-9))
            scene.clock.advance(to: 2)
            #expect(positions == ["end at 1.5"])
            #expect(view.presentation.alpha == 0)
        }
    }

    @Test func pausesOnCompletionThenRunsBack() {
        withScene { scene in
            let view = card(in: scene)
            var positions: [AnimatingPosition] = []
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .linear) { view.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            scene.clock.advance(to: 1.5)
            #expect(positions.isEmpty && animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
            animator.isReversed = true
            animator.pausesOnCompletion = false
            animator.startAnimation()
            scene.clock.advance(to: 2)
            #expect(close(view.presentation.alpha, 0.5))
            scene.clock.advance(to: 3)
            #expect(positions == [.start])
            #expect(view.alpha == 1)
        }
    }

    @Test func reversingWhileRunningTurnsRoundAtOnce() {
        withScene { scene in
            let view = card(in: scene)
            var positions: [String] = []
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .linear) {
                view.center = Point(x: 100, y: 50)
            }
            animator.addCompletion { positions.append("\($0) at \(scene.clock.now)") }
            animator.startAnimation()
            scene.clock.advance(to: 0.4)
            animator.isReversed = true
            #expect(animator.isRunning)
            scene.clock.advance(to: 0.6)
            #expect(close(view.presentation.center.x, 20), "back over the 0.4 s the way is worth")
            scene.clock.advance(to: 1)
            #expect(positions == ["start at 0.8"])
            #expect(view.center.x == 0)
        }
    }

    @Test func absurdFiniteTimingIsClampedNotTrapped() {
        withScene { scene in
            let view = card(in: scene)
            let animator = PropertyAnimator(clock: scene.clock, duration: 1e300, dampingRatio: -3) { view.alpha = 0 }
            animator.fractionComplete = 0.5
            animator.continueAnimation(
                withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 1e300, initialVelocity: -1e308)),
                durationFactor: 1e300)
            scene.settle()
            #expect(animator.state == .inactive)
            #expect(view.presentation.alpha == 0)
        }
    }

    @Test func aNonInterruptibleAnimatorRefusesToPauseOrStop() {
        withScene { scene in
            let view = card(in: scene)
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .linear) { view.alpha = 0 }
            animator.isInterruptible = false
            animator.startAnimation()
            scene.clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.stopAnimation(true)
            #expect(animator.isRunning && animator.state == .active)
            scene.clock.advance(to: 0.75)
            #expect(close(view.presentation.alpha, 0.25))
        }
    }

    @Test func animationsAddedWhileRunningStartAtTheirDelayFactor() {
        withScene { scene in
            let view = card(in: scene)
            let animator = PropertyAnimator(clock: scene.clock, duration: 1, curve: .linear) {
                view.center = Point(x: 100, y: 50)
            }
            animator.startAnimation()
            scene.clock.advance(to: 0.2)
            animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
            scene.clock.advance(to: 0.5)
            #expect(view.presentation.alpha == 1, "waits until 0.2 + 0.5 × 0.8 = 0.6")
            scene.clock.advance(to: 0.8)
            #expect(close(view.presentation.alpha, 0.5))
            scene.clock.advance(to: 1)
            #expect(view.presentation.alpha == 0)
        }
    }

    @Test func aMassStiffnessSpringIgnoresTheDurationAndRunsUntilItSettles() {
        withScene { scene in
            let view = card(in: scene)
            let spring = Spring(mass: 1, stiffness: 200, damping: 10)
            var endedAt: Double?
            let animator = PropertyAnimator(clock: scene.clock, duration: 0.1,
                                            timingParameters: .spring(SpringTimingParameters(spring: spring))) {
                view.alpha = 0
            }
            animator.addCompletion { _ in endedAt = scene.clock.now }
            animator.startAnimation()
            scene.clock.advance(to: 0.3)
            #expect(close(view.presentation.alpha, 1 - spring.progress(atTime: 0.3), 1e-9))
            scene.clock.advance(to: 10)
            #expect(close(endedAt ?? -1, spring.settlingDuration, 1e-9))
        }
    }
}

@Suite("Spring timing parameters")
struct SpringTimingParametersTests {
    @Test func theFormsMapOntoTheEnginesSprings() {
        let fitted = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: 3)
        #expect(fitted.initialVelocity == 3)
        let (fittedTiming, fittedLength) = TimingParameters.spring(fitted).run(duration: 0.5)
        #expect(fittedTiming == .spring(Spring(dampingRatio: 0.6, initialVelocity: 3, duration: 0.5)))
        #expect(fittedLength == 0.5, "a damping-ratio spring settles within the animator's duration")
        let physical = SpringTimingParameters(mass: 1, stiffness: 300, damping: 20, initialVelocity: -1)
        let spring = Spring(mass: 1, stiffness: 300, damping: 20, initialVelocity: -1)
        let (physicalTiming, physicalLength) = TimingParameters.spring(physical).run(duration: 0.5)
        #expect(physicalTiming == .spring(spring))
        #expect(physicalLength == spring.settlingDuration, "the animator's duration is ignored, as in UIKit")
        let perceptual = SpringTimingParameters(duration: 0.4, bounce: 0.2, initialVelocity: 1)
        #expect(TimingParameters.spring(perceptual).run(duration: 9).timing
            == .spring(Spring(duration: 0.4, bounce: 0.2, initialVelocity: 1)))
        #expect(SpringTimingParameters() == SpringTimingParameters(dampingRatio: 1, initialVelocity: 0))
    }
}
