extension LuaState {
    /// How a state is limited. The defaults are for untrusted scripts.
    public struct Configuration: Sendable {
        /// Whether scripts get only the safe libraries (base without dofile/loadfile/collectgarbage,
        /// string without dump, table, math, utf8, coroutine), each a fresh copy per environment, with
        /// `load` kept to source text and the string metatable hidden (string methods come from the
        /// calling environment's own `string` table). Two more rules keep scripts inside the instruction
        /// budget, which only counts Lua instructions: `setmetatable` refuses `__gc` (Lua runs finalizers
        /// with hooks off); and the library functions that loop in C charge their work as they do it —
        /// the pattern matcher one instruction per 10 steps, the table functions and `gsub` one per table
        /// they go through (every table of an `__index`/`__newindex` chain) — in both kinds of state.
        /// Everything else is Lua 5.4's, messages included. When false, every standard library is open
        /// (io, os, debug…): only for trusted scripts.
        public var sandboxed: Bool
        /// The most bytes the state may allocate (nil: no cap). Past it, allocations fail with a
        /// ``LuaError/Kind/memory`` error and the state stays usable.
        public var memoryLimit: Int?
        /// The most Lua instructions one call from the host may run, nested calls and coroutines
        /// included (nil: no budget). Past it, the call fails with
        /// ``LuaError/Kind/instructionBudget``; a script cannot catch its way out.
        ///
        /// The budget is a count hook. In Lua 5.4 any hook makes the VM trap on every instruction of
        /// every function, so with a budget Lua code runs slower (about 2x on a tight arithmetic loop,
        /// +20 ns on a small call; `make bench` measures it) whatever its period. Installing the hook
        /// only during calls would save nothing (calls are where Lua runs); a watchdog thread setting
        /// the hook at a deadline would cost nothing until then, but is not deterministic. So the hook
        /// stays installed while the state has a budget, and arming it for a call is two stores.
        public var instructionBudget: Int?
        /// Seconds of the host's clock one call from the host may take, nested calls included (nil: no
        /// limit; it applies only with an ``instructionBudget``). Past it the call fails with
        /// ``LuaError/Kind/timeLimit`` ("time limit exceeded"), which a script cannot catch either. A safety net for work
        /// the instruction count cannot see — comparing or searching strings of megabytes costs milliseconds
        /// per instruction — and, unlike the budget, not deterministic: 2 s by default, far beyond what any
        /// call within the budget takes.
        public var timeLimit: Double?
        /// How deeply calls may nest between Lua and Swift (Lua calling a host function calling Lua…),
        /// to keep the native stack from overflowing.
        public var maximumNesting: Int

        /// A configuration; the defaults are LuaKit's: sandboxed, 64 MiB of memory, a budget of 1,000,000
        /// instructions and 2 s per call, and calls nested 100 deep.
        public init(
            sandboxed: Bool = true,
            memoryLimit: Int? = 64 << 20,
            instructionBudget: Int? = 1_000_000,
            timeLimit: Double? = 2,
            maximumNesting: Int = 100
        ) {
            self.sandboxed = sandboxed
            self.memoryLimit = memoryLimit
            self.instructionBudget = instructionBudget
            self.timeLimit = timeLimit
            self.maximumNesting = maximumNesting
        }
    }
}
