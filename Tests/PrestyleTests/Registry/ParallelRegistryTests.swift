import Dispatch
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Registries are not shared between threads, but two of them — each with its own Lua state — may run at
/// once on two threads: nothing in LuaKit, the C bridge or the engine is global. `make test-sanitized` runs
/// this suite under ThreadSanitizer, which reports any data race between the two.
@Suite struct ParallelRegistryTests {
    /// Loads every bundled style into a fresh registry and presents and dismisses with each; the number of
    /// completed presentations and dismissals.
    static func presentEveryStyle(rounds: Int) throws -> (styles: Int, presented: Int, dismissed: Int) {
        let registry = try makeRegistry([PackageRoot.styles])
        let window = Window(device: .iPhone15)
        let presenting = ViewController(name: "presenting")
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        var presented = 0, dismissed = 0
        for _ in 0..<rounds {
            for name in registry.styleNames {
                let controller = ViewController(name: "presented")
                let delegate = try registry.transitioningDelegate(for: name)
                controller.modalPresentationStyle = .custom
                controller.transitioningDelegate = delegate
                presenting.present(controller, animated: true) { presented += 1 }
                window.clock.runUntilIdle()
                controller.dismiss(animated: true) { dismissed += 1 }
                window.clock.runUntilIdle()
            }
        }
        registry.collectGarbage()
        return (registry.styleNames.count, presented, dismissed)
    }

    @Test func twoRegistriesOnTwoThreadsEachPresentEveryStyle() {
        let rounds = 3
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let result = try Self.presentEveryStyle(rounds: rounds)
                #expect(result.styles > 0)
                #expect(result.presented == result.styles * rounds)
                #expect(result.dismissed == result.styles * rounds)
            } catch {
                Issue.record(error)
            }
        }
    }
}
