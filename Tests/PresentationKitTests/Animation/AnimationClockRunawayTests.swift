import PresentationKit
import Testing

/// The clock's guard against work that schedules more work at the same instant for ever.
@Suite struct AnimationClockRunawayTests {
    @Test func workThatReschedulesItselfAtTheSameInstantForEverIsDroppedAndReported() {
        let scene = Scene()
        let clock = scene.clock
        var runs = 0
        func again() {
            runs += 1
            clock.schedule(after: 0) { again() }
        }
        clock.schedule(after: 0.5) { again() }
        var later = false
        clock.schedule(after: 1) { later = true }
        clock.advance(to: 2)
        #expect(runs == SameInstantGuardLimit.value)
        #expect(later, "time moves on after the runaway instant")
        #expect(clock.now == 2)
        #expect(scene.window.diagnostics.diagnostics(withCode: .engine.clockRunaway).count == 1)
    }
}

/// The guard's limit, as the engine states it (100,000 actions at one instant).
enum SameInstantGuardLimit {
    static let value = 100_000
}
