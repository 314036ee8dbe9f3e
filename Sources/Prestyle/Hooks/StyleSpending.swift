/// What one presentation's style code has cost over all its calls from the engine — Lua instructions the budget
/// counted, and the host's time — against the caps on their sum (``StyleLimits/instructionsInAll``,
/// ``StyleLimits/timeInAll``).
///
/// Each call has its own budget, and nothing else bounds how many calls there are (ten thousand alongside
/// blocks, a chain of completions each starting the next), so their sum is capped too. The time is the
/// host's: work the instruction count does not see, such as comparing very long strings, still adds up.
struct StyleSpending {
    private(set) var instructions = 0
    private(set) var time = Duration.zero
    let instructionCap: Int
    let timeCap: Duration

    init(limits: StyleLimits) {
        instructionCap = limits.instructionsInAll
        timeCap = limits.timeInAll
    }

    /// Adds one outermost call's cost; true once the sum is past a cap (see ``exceeded``).
    mutating func add(instructions: Int, time: Duration) -> Bool {
        self.instructions += instructions
        self.time += time
        return self.instructions > instructionCap || self.time > timeCap
    }

    /// What the sum ran past, for the report: nil while within both caps.
    var exceeded: String? {
        if instructions > instructionCap {
            return "more than \(instructionCap) Lua instructions (\(StyleLimits.budgetsInAll) budgets)"
        }
        if time > timeCap { return "longer than \(timeCap) of the host's time" }
        return nil
    }
}
