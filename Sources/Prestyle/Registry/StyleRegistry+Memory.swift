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
    ///
    /// A collection can itself let go of more: a finalized value whose Swift object held references into the
    /// state (a view, a gesture handler) gives them back as it goes, and they become garbage only for the next
    /// collection. So it collects again while that frees something, a few times at most.
    public func collectGarbage() {
        // It throws only for a closed state, and the registry closes its state only when it goes away.
        var before = memoryInUse
        for _ in 0..<4 {
            try? runtime.state.collectGarbage()
            let after = memoryInUse
            if after >= before { break }
            before = after
        }
    }
}
