import Prestyle

/// What the registry's Lua state holds for styles (``StyleRegistry/memoryInUse`` after a full collection): a
/// fresh registry, each bundled style loaded alone into a fresh registry (what it adds, the styles it `use()`s
/// included), and all of them loaded into one.
struct MemoryReport {
    /// The bindings, the prelude and the sandbox of a registry that has loaded nothing.
    let empty: Int
    /// What loading each style alone adds, by name, sorted.
    let perStyle: [(name: String, bytes: Int)]
    /// A registry with every bundled style loaded.
    let all: Int
    /// What the same registry held before its collection: loading leaves garbage behind.
    let allBeforeCollection: Int

    /// Bytes per style of a registry with every bundled style loaded, beyond one that has loaded nothing: the
    /// memory per loaded style the targets' table holds to its limit.
    var perLoadedStyle: Double { Double(all - empty) / Double(max(perStyle.count, 1)) }

    init(makeRegistry: () throws -> StyleRegistry) throws {
        func live(_ registry: StyleRegistry) -> Int {
            registry.collectGarbage()
            return registry.memoryInUse
        }
        empty = live(try makeRegistry())
        perStyle = try makeRegistry().styleNames.map { name in
            let registry = try makeRegistry()
            let before = live(registry)
            _ = try registry.style(named: name)
            return (name, live(registry) - before)
        }
        let every = try makeRegistry()
        for (name, _) in perStyle { _ = try every.style(named: name) }
        allBeforeCollection = every.memoryInUse
        all = live(every)
    }
}
