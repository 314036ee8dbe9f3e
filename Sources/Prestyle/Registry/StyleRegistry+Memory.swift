extension StyleRegistry {
    /// The bytes the registry's Lua state has allocated now: the bindings and the prelude, every style loaded so
    /// far, what live presentations hold, and garbage the collector has not freed yet. All of it counts against
    /// ``Configuration/memoryLimit``.
    ///
    ///     registry.collectGarbage()
    ///     let before = registry.memoryInUse
    ///     _ = try registry.style(named: "bouncy")
    ///     registry.collectGarbage()
    ///     print(registry.memoryInUse - before)   // what the loaded style holds
    ///
    /// `make bench` prints it for each bundled style.
    public var memoryInUse: Int { runtime.state.memoryInUse }

    /// Runs a full garbage collection of the registry's Lua state, so that ``memoryInUse`` counts only what is
    /// still held: loading a style and running its hooks leave garbage the incremental collector frees later.
    public func collectGarbage() {
        // It throws only for a closed state, and the registry closes its state only when it goes away.
        try? runtime.state.collectGarbage()
    }
}
