/// What one presentation's style code has cost over all its calls from the engine — Lua instructions the budget
/// counted, and the host's time — against the caps on their sum (``StyleLimits/instructionsInAll``,
/// ``StyleLimits/timeInAll``).
///
/// Each call has its own budget, and nothing else bounds how many calls there are (ten thousand alongside
/// blocks, a chain of completions each starting the next), so their sum is capped too. The time is the
/// host's: work the instruction count does not see, such as comparing very long strings, still adds up.
struct StyleSpending {
    private(set) var instructions = 0
    /// The host's time, in nanoseconds (``HostClock``).
    private(set) var nanoseconds: Int64 = 0
    let instructionCap: Int
    let timeCap: Duration
    /// ``timeCap`` in nanoseconds: the sum is compared with it on every call.
    private let nanosecondCap: Int64

    init(limits: StyleLimits) {
        instructionCap = limits.instructionsInAll
        timeCap = limits.timeInAll
        let (seconds, attoseconds) = timeCap.components
        nanosecondCap = seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }

    /// The host's time spent so far.
    var time: Duration { .nanoseconds(nanoseconds) }

    /// Adds one outermost call's cost, its time in nanoseconds; true once the sum is past a cap (see ``exceeded``).
    mutating func add(instructions: Int, nanoseconds: Int64) -> Bool {
        self.instructions += instructions
        self.nanoseconds &+= nanoseconds
        return self.instructions > instructionCap || self.nanoseconds > nanosecondCap
    }

    /// Adds one outermost call's cost; true once the sum is past a cap (see ``exceeded``).
    mutating func add(instructions: Int, time: Duration) -> Bool {
        let (seconds, attoseconds) = time.components
        return add(instructions: instructions, nanoseconds: seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
    }

    /// What the sum ran past, for the report: nil while within both caps.
    var exceeded: String? {
        if instructions > instructionCap {
            return "more than \(instructionCap) Lua instructions (\(StyleLimits.budgetsInAll) budgets)"
        }
        if nanoseconds > nanosecondCap { return "longer than \(timeCap) of the host's time" }
        return nil
    }
}
