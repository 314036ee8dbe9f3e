/// Every limit style code runs under, in one value: the embedder's (``StyleRegistry/Configuration``) and the
/// fixed ones that bound what no single call's budget can see. Made once per registry; its runtime, scopes
/// and sessions read it here rather than each keeping its own copy, and the fixed ones are defined here
/// only (the types that apply them name them after their own concern: `DynamicsRequest.maximumItems`).
/// Ranges a value must lie in (`ScriptNumbers`, a spring's damping) are validation, not limits, and
/// ``StyleRegistry/maximumStyleFileSize`` is public API: those stay where they are.
struct StyleLimits {
    /// The Lua instructions one call from the engine may run (``StyleRegistry/Configuration/instructionBudget``).
    let instructionBudget: Int
    /// Seconds of the host's clock one call may take (``StyleRegistry/Configuration/timeLimit``).
    let timeLimit: Double
    /// Bytes the registry's Lua state may use (``StyleRegistry/Configuration/memoryLimit``).
    let memoryLimit: Int
    /// Seconds past an animator's duration before the engine completes its transition
    /// (``StyleRegistry/Configuration/watchdogGrace``).
    let watchdogGrace: Double
    /// Animation blocks style code may start at one instant of virtual time
    /// (``StyleRegistry/Configuration/maximumAnimationsPerInstant``).
    let maximumAnimationsPerInstant: Int
    /// Views style code may hold that it made (``StyleRegistry/Configuration/maximumViews``).
    let maximumViews: Int

    /// The most lines `trace` and `print` may write for one delegate: the trace is kept in memory, and a loop
    /// tracing for ever would fill it.
    static let maximumTraceLines = 10_000
    /// How many budgets' worth of instructions one presentation's calls may run together. Each call has its own
    /// budget, and nothing else bounds how many calls there are — ten thousand alongside blocks, or a chain
    /// of completions each starting the next — so their sum is capped too: far beyond what a style's layout
    /// and animation ever need.
    static let budgetsInAll = 100
    /// How many time limits' worth one presentation's calls may take together (see ``budgetsInAll``).
    static let timeLimitsInAll = 5.0
    /// The most `use()` calls one load (with the loads it leads to) may make: a lookup is host work the
    /// instruction budget does not see.
    static let maximumUseCalls = 64
    /// The most views one `dynamics{}` moves: each is a body the simulation steps against every other.
    static let maximumDynamicsItems = 16
    /// The longest a `dynamics{}` may run, in simulated seconds: a spring without damping never rests.
    static let maximumDynamicsDuration = 30.0
    /// The longest view name, in characters: names are for traces and renderings, and each view keeps its own
    /// copy (a thousand views named with a string of megabytes would be gigabytes outside Lua's memory limit).
    static let maximumViewNameLength = 200
    /// The longest diagnostic message kept whole, in characters: a hostile style can hand over tens of
    /// megabytes for a message to quote.
    static let maximumMessageLength = 2_000
    /// The most problems one load reports: a generated file with thousands of bad options is told about the
    /// first ones and how many more there are, not in a message of megabytes.
    static let maximumReportedProblems = 50

    init(_ configuration: StyleRegistry.Configuration) {
        instructionBudget = configuration.instructionBudget
        timeLimit = configuration.timeLimit
        memoryLimit = configuration.memoryLimit
        watchdogGrace = configuration.watchdogGrace
        maximumAnimationsPerInstant = configuration.maximumAnimationsPerInstant
        maximumViews = configuration.maximumViews
    }

    /// The instructions one presentation's calls may run together.
    var instructionsInAll: Int { Self.budgetsInAll * instructionBudget }

    /// The host's time one presentation's calls may take together.
    var timeInAll: Duration { .seconds(Self.timeLimitsInAll * timeLimit) }
}
