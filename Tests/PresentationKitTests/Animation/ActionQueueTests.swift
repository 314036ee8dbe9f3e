import PresentationKit
import Testing

/// The clock's queue of scheduled actions: earliest first, ties in the order scheduled, actions on a timeline
/// moved whenever the timeline's motion changes, and cancelled or superseded entries never run — however many
/// actions there are.
@Suite("The clock's action queue")
struct ActionQueueTests {
    /// A deterministic stream of numbers in 0..<1 (a 64-bit linear congruential generator).
    private struct Numbers {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    @Test func actionsRunEarliestFirstEachAtItsTimeAndTiesInTheOrderScheduled() {
        let scene = Scene()
        let clock = scene.clock
        var numbers = Numbers(state: 7)
        // Few distinct times, so that many actions share one.
        let delays = (0..<3000).map { _ in (numbers.next() * 40).rounded() / 10 }
        var ran: [(index: Int, time: Double)] = []
        for (index, delay) in delays.enumerated() {
            clock.schedule(after: delay) { ran.append((index, clock.now)) }
        }
        clock.runUntilIdle()
        let expected = delays.indices.sorted { (delays[$0], $0) < (delays[$1], $1) }
        #expect(ran.map(\.index) == expected)
        #expect(ran.allSatisfy { $0.time == delays[$0.index] })
    }

    @Test func actionsOnATimelineFollowItsPausesRatesScrubsAndRamps() {
        let scene = Scene()
        let clock = scene.clock
        let timeline = clock.makeTimeline(name: "moving")
        var ran: [String] = []
        for local in [1.0, 2.0, 3.0] {
            timeline.schedule(atLocalTime: local) { ran.append("up \(local) at \(clock.now)") }
        }
        clock.advance(to: 0.5)
        timeline.pause()
        #expect(clock.isIdle, "a paused timeline reaches nothing")
        clock.advance(to: 10)
        #expect(ran.isEmpty)
        timeline.resume(rate: 2)                                  // local 0.5 at 10: local 1 at 10.25
        clock.advance(to: 10.5)
        #expect(ran == ["up 1.0 at 10.25"])
        timeline.scrub(to: 2.5)                                   // passes 2 without reaching it in time
        clock.advance(by: 0)
        #expect(ran == ["up 1.0 at 10.25", "up 2.0 at 10.5"], "jumped past: due at once")
        timeline.schedule(atLocalTime: 0.5, crossing: .descending) { ran.append("down 0.5 at \(clock.now)") }
        timeline.ramp(to: 0, duration: 1, curve: .linear)         // runs back: local 0.5 at 10.5 + 0.8
        clock.runUntilIdle()
        #expect(ran == ["up 1.0 at 10.25", "up 2.0 at 10.5", "down 0.5 at 11.3"])
        #expect(clock.isIdle, "3 is never reached once the ramp holds at 0")
        clock.advance(to: 12)
        timeline.resume()
        clock.runUntilIdle()
        #expect(ran.last == "up 3.0 at 15.0")
    }

    @Test func cancelledAndSupersededActionsNeverRunAndTheRestRunOnce() {
        let scene = Scene()
        let clock = scene.clock
        let timeline = clock.makeTimeline(name: "scrubbed")
        var runs = [Int](repeating: 0, count: 6000)
        var actions: [ScheduledAction] = []
        for index in runs.indices {
            let run = { runs[index] += 1 }
            actions.append(index.isMultiple(of: 2)
                ? clock.schedule(after: Double(index) / 1000, run)
                : timeline.schedule(atLocalTime: Double(index) / 1000, run))
        }
        for (index, action) in actions.enumerated() where index % 3 == 0 { action.cancel() }
        // Each change of motion enters the timeline's 3000 actions again; the old entries must never run.
        for step in 0..<50 {
            timeline.setRate(1 + Double(step % 3))
            clock.advance(by: 0.01)
        }
        clock.runUntilIdle()
        for (index, count) in runs.enumerated() {
            #expect(count == (index % 3 == 0 ? 0 : 1), "action \(index)")
        }
    }
}
