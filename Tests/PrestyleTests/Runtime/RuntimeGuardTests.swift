import LuaKit
import PresentationKit
@testable import Prestyle
import Testing

/// The runtime's guards against work no single call's budget sees, each its own type, with their limits
/// from ``StyleLimits``.
@Suite struct RuntimeGuardTests {
    private func limits(_ change: (inout StyleRegistry.Configuration) -> Void) -> StyleLimits {
        var configuration = StyleRegistry.Configuration.testing
        change(&configuration)
        return StyleLimits(configuration)
    }

    @Test func theRunawayGuardAdmitsItsAllowancePerInstantAndReportsOnce() {
        let guardian = AnimationRunawayGuard(limits: limits { $0.maximumAnimationsPerInstant = 3 })
        let window = Window(device: .iPhone15)
        let clock = window.clock
        #expect((0..<4).map { _ in guardian.admit(on: clock) } == [true, true, true, false])
        #expect(guardian.shouldReport(on: clock))
        #expect(!guardian.shouldReport(on: clock))
        clock.advance(by: 0.1)
        #expect(guardian.admit(on: clock), "a new instant has its own allowance")
        #expect(guardian.shouldReport(on: clock))
    }

    @Test func theRunawayGuardCountsEachClockApart() {
        let guardian = AnimationRunawayGuard(limits: limits { $0.maximumAnimationsPerInstant = 1 })
        let windows = (Window(device: .iPhone15), Window(device: .iPhone15))
        let (one, other) = (windows.0.clock, windows.1.clock)
        #expect(guardian.admit(on: one))
        #expect(guardian.admit(on: other))
        #expect(!guardian.admit(on: other))
    }

    @Test func madeViewsRefusesAViewPastTheCapUntilOneIsLetGo() throws {
        let made = MadeViews(limits: limits { $0.maximumViews = 2 })
        var held: [View] = []
        for index in 0..<2 {
            try made.admit(weight: 1, duringCall: 1) {}
            let view = View(name: "v\(index)")
            made.note(view, weight: 1)
            held.append(view)
        }
        #expect(made.heldCount == 2 && made.contains(held[0]))
        #expect(throws: LuaError.self) { try made.admit(weight: 1, duringCall: 1) {} }
        var collected = 0
        try made.admit(weight: 1, duringCall: 2) {
            collected += 1
            held.removeLast()
        }
        #expect(collected == 1 && made.heldCount == 1)
    }

    @Test func spendingPastTheInstructionCapSaysBy() {
        var spending = StyleSpending(limits: limits { $0.instructionBudget = 1_000 })
        let withinCap = spending.add(instructions: 100_000, time: .zero)
        #expect(!withinCap && spending.exceeded == nil)
        let pastCap = spending.add(instructions: 1, time: .zero)
        #expect(pastCap)
        #expect(spending.exceeded == "more than 100000 Lua instructions (100 budgets)")
    }

    @Test func spendingPastTheTimeCapSaysBy() {
        var spending = StyleSpending(limits: limits { $0.timeLimit = 0.5 })
        let withinCap = spending.add(instructions: 0, time: .milliseconds(2_500))
        let pastCap = spending.add(instructions: 0, time: .milliseconds(1))
        #expect(!withinCap && pastCap)
        #expect(spending.exceeded == "longer than 2.5 seconds of the host's time")
    }
}
