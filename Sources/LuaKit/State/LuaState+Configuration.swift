extension LuaState {
    /// How a state is limited. The defaults are for untrusted scripts.
    public struct Configuration: Sendable {
        /// Whether scripts get only the safe libraries (base without dofile/loadfile/collectgarbage,
        /// string without dump, table, math, utf8, coroutine), each a fresh copy per environment, with
        /// `load` kept to source text. When false, every standard library is open (io, os, debug…):
        /// only for trusted scripts.
        public var sandboxed: Bool
        /// The most bytes the state may allocate (nil: no cap). Past it, allocations fail with a
        /// ``LuaError/Kind/memory`` error and the state stays usable.
        public var memoryLimit: Int?
        /// The most Lua instructions one call from the host may run, nested calls and coroutines
        /// included (nil: no budget). Past it, the call fails with
        /// ``LuaError/Kind/instructionBudget``; a script cannot catch its way out.
        public var instructionBudget: Int?
        /// How deeply calls may nest between Lua and Swift (Lua calling a host function calling Lua…),
        /// to keep the native stack from overflowing.
        public var maximumNesting: Int

        public init(
            sandboxed: Bool = true,
            memoryLimit: Int? = 64 << 20,
            instructionBudget: Int? = 1_000_000,
            maximumNesting: Int = 100
        ) {
            self.sandboxed = sandboxed
            self.memoryLimit = memoryLimit
            self.instructionBudget = instructionBudget
            self.maximumNesting = maximumNesting
        }
    }
}
