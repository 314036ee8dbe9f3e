import Foundation
import PresentationKit
import TestSupport
import Testing

@testable import Prestyle

/// Present/dismiss cycles over every bundled style in one registry: Lua memory, the views style code
/// holds, the controllers and views presented, and (run alone, by `make soak`) the process's resident
/// memory come back to their baseline. `make test` runs 200 cycles; `make soak` sets PRESTYLE_SOAK_CYCLES
/// (10,000). Bounds, not timings.
@Suite struct SoakTests {
    static let cycles = ProcessInfo.processInfo.environment["PRESTYLE_SOAK_CYCLES"].flatMap(Int.init) ?? 200
    /// Whether the suite runs alone (`make soak`), so that the process's memory is its own to measure.
    static let runsAlone = ProcessInfo.processInfo.environment["PRESTYLE_SOAK_CYCLES"] != nil

    /// The process's resident set, in bytes (Linux: /proc/self/statm's second field, in pages; Darwin: the
    /// task's basic information from Mach).
    static func residentBytes() -> Int? {
        #if canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let status = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return status == KERN_SUCCESS ? Int(info.resident_size) : nil
        #else
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }

    /// Objects of one kind made during the run, weakly: how many are still alive.
    struct Census {
        private var references: [() -> AnyObject?] = []
        mutating func add(_ object: AnyObject) { references.append { [weak object] in object } }
        var alive: Int { references.filter { $0() != nil }.count }
        var count: Int { references.count }
    }

    /// A shown window on an iPhone 15 with a full-screen root controller named `presenting`.
    static func makeScene() -> (window: Window, presenting: ViewController) {
        let window = Window(device: .iPhone15)
        let presenting = ViewController(name: "presenting")
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        return (window, presenting)
    }

    /// One present/dismiss cycle with a fresh delegate and a fresh presented controller.
    static func cycle(_ name: String, registry: StyleRegistry, presenting: ViewController, census: inout Census) throws {
        let window = try #require(presenting.view.window)
        let delegate = try registry.transitioningDelegate(for: name)
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completions = 0
        presenting.present(presented, animated: true) { completions += 1 }
        window.clock.runUntilIdle()
        presented.dismiss(animated: true) { completions += 1 }
        window.clock.runUntilIdle()
        #expect(completions == 2, "\(name)")
        #expect(window.invariantViolations() == [], "\(name)")
        census.add(presented)
        census.add(presented.view)
        census.add(delegate)
    }

    static func viewCount(_ view: View) -> Int {
        1 + view.subviews.reduce(0) { $0 + viewCount($1) }
    }

    /// Every cycle runs in one long-lived window, as an app's would: a window lets go of each presentation
    /// when its dismissal completes (PresentationKit's `Window+RetiredPresentations.swift`), so nothing of the
    /// cycles may stay alive — neither in the registry nor in the window.
    @Test func presentAndDismissCyclesOverEveryBundledStyleReturnToTheBaseline() throws {
        let registry = try makeRegistry([PackageRoot.styles])
        let names = registry.styleNames
        #expect(names.count >= 2)
        var warmUp = Census()
        // One round first: every style loaded, every lazily made thing made.
        do {
            let scene = Self.makeScene()
            for name in names { try Self.cycle(name, registry: registry, presenting: scene.presenting, census: &warmUp) }
        }
        registry.collectGarbage()
        let luaBaseline = registry.memoryInUse
        let rssBaseline = Self.residentBytes()
        var census = Census()
        let scene = Self.makeScene()
        for index in 0..<Self.cycles {
            try Self.cycle(names[index % names.count], registry: registry, presenting: scene.presenting, census: &census)
        }
        let lastWindowViews = Self.viewCount(scene.window.rootView)
        registry.collectGarbage()
        let lua = registry.memoryInUse
        let heldViews = registry.runtime.scopes.madeViews.heldCount
        let rss = Self.residentBytes()
        print("soak: \(Self.cycles) cycles over \(names.count) styles; Lua heap \(luaBaseline) -> \(lua) bytes; "
            + "views in the window \(lastWindowViews); presented controllers, views and delegates alive "
            + "\(census.alive) of \(census.count); views held by style code \(heldViews); RSS "
            + "\(rssBaseline.map { "\($0 >> 10)" } ?? "?") -> \(rss.map { "\($0 >> 10)" } ?? "?") KiB")
        // Lua's heap: what the loaded styles hold, give or take what one cycle leaves for the collector.
        #expect(lua <= luaBaseline + 32 << 10, "Lua heap grew from \(luaBaseline) to \(lua) bytes")
        // The window as it was before anything was presented: its root view and the presenter's view.
        #expect(lastWindowViews == 2)
        #expect(census.alive == 0, "\(census.alive) of \(census.count) presented controllers, views and delegates still alive")
        #expect(heldViews == 0)
        // The process's memory is only this test's when it runs alone: the cycles may not grow it by more
        // than 16 MiB (allocator caches settle well under that; a leak of one view per cycle would not).
        if Self.runsAlone, let rssBaseline, let rss {
            #expect(rss <= rssBaseline + 16 << 20, "RSS grew from \(rssBaseline >> 10) to \(rss >> 10) KiB")
        }
    }
}
