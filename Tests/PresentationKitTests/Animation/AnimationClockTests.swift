import PresentationKit
import Testing

/// The virtual clock: exact sampling, ordering of events, completions, interruptions and timelines.
@Suite("The animation clock")
struct AnimationClockTests {
    private func card(in scene: Scene) -> View {
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scene.presenting.view.addSubview(card)
        return card
    }

    @Test(arguments: [(TimingCurve.easeInEaseOut, 0.42, 0.0, 0.58, 1.0), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
                      (.linear, 0, 0, 1, 1), (TimingCurve(controlPoint1: Point(x: 0.2, y: 1.4), controlPoint2: Point(x: 0.6, y: 0.9)), 0.2, 1.4, 0.6, 0.9)])
    func aViewsDisplayedValueFollowsTheBezierTimingCurve(curve: TimingCurve, x1: Double, y1: Double, x2: Double, y2: Double) {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(AnimationParameters(duration: 2, timing: .curve(curve))) {
                view.center = Point(x: 250, y: 50)
            }
            for fraction in [0.25, 0.5, 0.75] {
                scene.clock.advance(to: 2 * fraction)
                let expected = Reference.lerp(50, 250, Reference.bezier(x1, y1, x2, y2, at: fraction))
                #expect(close(view.presentation.center.x, expected, 1e-9))
                #expect(view.center.x == 250, "the model value changed at once")
            }
        }
    }

    @Test(arguments: [(0.6, 10.0), (0.3, 0.0), (1.0, 0.0), (0.8, -2.0)])
    func aSpringAnimatedViewFollowsTheClosedFormOscillator(damping: Double, velocity: Double) {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(withDuration: 0.8, usingSpringWithDamping: damping, initialSpringVelocity: velocity, animations: {
                view.alpha = 0
            })
            let spring = Spring(dampingRatio: damping, initialVelocity: velocity, duration: 0.8)
            for time in [0.05, 0.1, 0.2, 0.4, 0.6] {
                scene.clock.advance(to: time)
                let progress = Reference.spring(
                    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: velocity, at: time)
                #expect(close(view.presentation.alpha, Reference.lerp(1, 0, progress), 1e-9))
            }
            scene.clock.advance(to: 0.8)
            #expect(view.presentation.alpha == 0)
            #expect(view.animatingProperties.isEmpty)
        }
    }

    @Test func actionsRunInTimeOrderEachAtItsOwnTime() {
        withScene { scene in
            let view = card(in: scene)
            var log: [String] = []
            let clock = scene.clock
            clock.schedule(after: 0.3) { log.append("timer 0.3 at \(clock.now)") }
            clock.schedule(after: 0.1) { log.append("timer 0.1 at \(clock.now)") }
            clock.animate(withDuration: 0.15, animations: { view.alpha = 0.5 }) { finished in
                log.append("animation \(finished) at \(clock.now)")
                clock.schedule(after: 0.1) { log.append("chained at \(clock.now)") }
            }
            clock.schedule(after: 0.2) { log.append("timer 0.2 at \(clock.now)") }
            clock.advance(to: 1)
            #expect(log == [
                "timer 0.1 at 0.1", "animation true at 0.15", "timer 0.2 at 0.2", "chained at 0.25", "timer 0.3 at 0.3",
            ])
            #expect(clock.now == 1)
        }
    }

    /// iOS 7's path, kept under `AnimationBlending.replacing` (AdditiveAnimationTests covers the default).
    @Test func underReplacingBlendingANewAnimationStartsFromTheDisplayedValueAndInterruptsTheOldOne() {
        withScene { scene in
            scene.clock.blending = .replacing
            let view = card(in: scene)
            var results: [String] = []
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear)), animations: {
                view.center = Point(x: 150, y: 50)
            }, completion: { results.append("first \($0) at \(scene.clock.now)") })
            scene.clock.advance(to: 0.5)
            #expect(close(view.presentation.center.x, 100))
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear)), animations: {
                view.center = Point(x: 0, y: 50)
            }, completion: { results.append("second \($0) at \(scene.clock.now)") })
            #expect(close(view.presentation.center.x, 100), "no jump: the new animation starts where the old one was")
            scene.clock.advance(to: 1)
            #expect(close(view.presentation.center.x, 50))
            scene.clock.advance(to: 1.5)
            #expect(results == ["first false at 0.5", "second true at 1.5"])
        }
    }

    @Test func aBlockThatSetsAPropertyTwiceRetargetsItsOwnAnimationAndStillFinishes() {
        withScene { scene in
            let view = card(in: scene)
            var results: [String] = []
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear)), animations: {
                view.center = Point(x: 150, y: 50)
                view.center = Point(x: 250, y: 50)  // a layout pass inside the same block, say
            }, completion: { results.append("block \($0) at \(scene.clock.now)") })
            scene.clock.advance(to: 0.5)
            #expect(close(view.presentation.center.x, 150), "one animation from 50 to the last value set")
            scene.clock.advance(to: 1)
            #expect(close(view.presentation.center.x, 250))
            #expect(results == ["block true at 1.0"], "retargeting its own animation is no interruption")
        }
    }

    @Test func aChangeOutsideAnAnimationLeavesARunningAnimationAlone() {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) { view.alpha = 0 }
            scene.clock.advance(to: 0.25)
            view.alpha = 0.5
            #expect(close(view.presentation.alpha, 0.75))
            scene.clock.advance(to: 1)
            #expect(view.presentation.alpha == 0.5, "the model shows once the animation ends")
        }
    }

    @Test func aDelayedAnimationShowsItsStartingValueUntilItStarts() {
        withScene { scene in
            let view = card(in: scene)
            var finishedAt: Double?
            scene.clock.animate(AnimationParameters(duration: 1, delay: 0.5, timing: .curve(.linear)), animations: {
                view.alpha = 0
            }, completion: { _ in finishedAt = scene.clock.now })
            scene.clock.advance(to: 0.4)
            #expect(view.presentation.alpha == 1)
            scene.clock.advance(to: 1)
            #expect(close(view.presentation.alpha, 0.5))
            scene.clock.advance(to: 2)
            #expect(finishedAt == 1.5)
        }
    }

    @Test func changesWithoutAnimationOrWithNothingToAnimateCompleteOnTheNextStep() {
        withScene { scene in
            let view = card(in: scene)
            var log: [String] = []
            scene.clock.animate(withDuration: 1, animations: {
                scene.clock.performWithoutAnimation { view.alpha = 0.2 }
                view.cornerRadius = 8
            })
            #expect(view.presentation.alpha == 0.2)
            #expect(view.presentation.cornerRadius == 0)
            scene.clock.animate(withDuration: 1, animations: {}, completion: { log.append("empty \($0) at \(scene.clock.now)") })
            scene.clock.animate(withDuration: 0, animations: { view.alpha = 1 }, completion: { log.append("zero \($0)") })
            #expect(view.presentation.alpha == 1)
            #expect(log.isEmpty, "completions never run inside the caller's code")
            scene.clock.advance(by: 0)
            #expect(log == ["empty true at 0.0", "zero true"])
        }
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func aSpringAnimationWithoutADurationChangesAtOnceLikeAnyOther(duration: Double) {
        withScene { scene in
            let view = card(in: scene)
            var log: [Bool] = []
            scene.clock.animate(withDuration: duration, usingSpringWithDamping: 0.5, initialSpringVelocity: 3, animations: {
                view.alpha = 0.25
            }, completion: { log.append($0) })
            #expect(view.presentation.alpha == 0.25)
            #expect(view.animatingProperties.isEmpty)
            scene.clock.advance(by: 0)
            #expect(log == [true])
        }
    }

    @Test func autoreversingAndRepeatingAnimations() {
        withScene { scene in
            let view = card(in: scene)
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear), options: .autoreverse)) { view.alpha = 0 }
            scene.clock.advance(to: 1.25)
            #expect(close(view.presentation.alpha, 0.25))
            scene.clock.advance(to: 2)
            #expect(view.presentation.alpha == 0, "then the model value, as in UIKit")
            let spinner = card(in: scene)
            var stopped: Bool?
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear), options: .repeat), animations: {
                spinner.alpha = 0
            }, completion: { stopped = $0 })
            scene.clock.advance(to: 5.5)
            #expect(close(spinner.presentation.alpha, 0.5))
            #expect(scene.clock.isIdle, "a repeating animation schedules no end")
            scene.clock.animate(withDuration: 0.1) { spinner.alpha = 1 }
            scene.clock.advance(by: 1)
            #expect(stopped == false)
        }
    }

    @Test func aTimelineCanBePausedScrubbedResumedAndEased() {
        withScene { scene in
            let view = card(in: scene)
            let timeline = scene.clock.makeTimeline(name: "scrubbable")
            var doneAt: Double?
            scene.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear)), timeline: timeline, animations: {
                view.alpha = 0
            }, completion: { _ in doneAt = scene.clock.now })
            scene.clock.advance(to: 0.2)
            timeline.pause()
            scene.clock.advance(to: 3)
            #expect(close(view.presentation.alpha, 0.8))
            timeline.scrub(to: 0.5)
            #expect(close(view.presentation.alpha, 0.5))
            timeline.resume(rate: 2)
            scene.clock.advance(to: 3.1)
            #expect(close(view.presentation.alpha, 0.3))
            timeline.ramp(to: 1, duration: 0.4, curve: .easeIn)
            scene.clock.advance(to: 3.3)
            #expect(close(view.presentation.alpha, 1 - Reference.lerp(0.7, 1, Reference.easeIn(0.5))))
            #expect(doneAt == nil)
            scene.clock.advance(to: 4)
            #expect(close(doneAt ?? -1, 3.5, 1e-9))
        }
    }

    @Test func aViewOutsideAWindowChangesAtOnce() {
        withScene { scene in
            let loose = View(name: "loose")
            scene.clock.animate(withDuration: 1) { loose.alpha = 0 }
            #expect(loose.presentation.alpha == 0)
            #expect(loose.animatingProperties.isEmpty)
        }
    }
}
