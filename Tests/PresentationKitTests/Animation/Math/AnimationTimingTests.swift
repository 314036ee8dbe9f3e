import Testing
@testable import PresentationKit

@Suite("AnimationTiming")
struct AnimationTimingTests {
    @Test func curvesScaleElapsedTimeByTheDuration() {
        let timing = AnimationTiming.curve(.easeIn)
        #expect(timing.progress(elapsed: 0.5, duration: 2) == TimingCurve.easeIn.progress(at: 0.25))
        #expect(AnimationTiming.linear.progress(elapsed: 0.3, duration: 1.2) == 0.25)
    }

    @Test func progressIsZeroBeforeTheStartAndExactlyOneFromTheEnd() {
        for timing in [AnimationTiming.easeInEaseOut, .spring(Spring(duration: 0.5, bounce: 0.3))] {
            #expect(timing.progress(elapsed: -0.1, duration: 0.5) == 0)
            #expect(timing.progress(elapsed: 0, duration: 0.5) == 0)
            #expect(timing.progress(elapsed: 0.5, duration: 0.5) == 1)
            #expect(timing.progress(elapsed: 7, duration: 0.5) == 1)
        }
    }

    @Test func aZeroDurationCompletesAtOnce() {
        #expect(AnimationTiming.easeInEaseOut.progress(elapsed: 0, duration: 0) == 1)
        #expect(AnimationTiming.spring(Spring(duration: 1, bounce: 0)).progress(elapsed: 0, duration: 0) == 1)
    }

    @Test func springsRunInRealSecondsAndMayOvershoot() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timing = AnimationTiming.spring(spring)
        #expect(timing.progress(elapsed: 0.2, duration: 1) == spring.progress(atTime: 0.2))
        let peak = stride(from: 0.01, to: 1, by: 0.01).map { timing.progress(elapsed: $0, duration: 1) }.max()!
        #expect(peak > 1)
    }

    @Test func aUIKitSpringSnapsByAtMostTheResidualWhenItsDurationEnds() {
        let timing = AnimationTiming.spring(Spring(dampingRatio: 0.3, initialVelocity: 0, duration: 0.4))
        let justBefore = timing.progress(elapsed: 0.4 - 1e-9, duration: 0.4)
        #expect(abs(1 - justBefore) <= Spring.fittedResidual + 1e-6)
        #expect(timing.progress(elapsed: 0.4, duration: 0.4) == 1)
    }
}
