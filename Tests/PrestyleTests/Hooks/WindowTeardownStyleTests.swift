import PresentationKit
import Prestyle
import Testing

/// A window that goes away lets go of what a style's animation completions reach, while the registry (and
/// its Lua state) lives on, as an app's does: LeakSanitizer's finding on
/// `Fuzz/Corpus/fuzz-engine-operations/leak-paused-size-transition`, minimized by libFuzzer to five bytes
/// (fold, present, an interactive dismissal begun over it, finished, the window torn down).
@Suite struct WindowTeardownStyleTests {
    /// The objects of one window's life, held weakly once it is over.
    struct Gone {
        weak var window: Window?
        weak var clock: AnimationClock?
        weak var presented: ViewController?
        var presentCompletions = 0
        var dismissCompletions = 0
    }

    /// The fuzz input's steps: `fold` presents (animated, not settled), an interactive dismissal with the
    /// style's interaction controller begins over the presentation under way and is finished, the clock
    /// settles, and everything left is dismissed without animation before the window goes.
    func runPausedDismissal(registry: StyleRegistry) throws -> Gone {
        let style = try registry.transitioningDelegate(for: "fold")
        let window = Window(device: .iPhone15)
        let presenting = ViewController(name: "presenting")
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        var gone = Gone(window: window, clock: window.clock)
        let presented = ViewController(name: "presented")
        gone.presented = presented
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = style
        var presentCompletions = 0, dismissCompletions = 0
        presenting.present(presented, animated: true) { presentCompletions += 1 }
        let interaction = style.makeInteractionController()
        let interactive = InteractiveTransitioningDelegate(wrapping: style, interaction: interaction, for: .dismissal)
        presented.transitioningDelegate = interactive
        presented.dismiss(animated: true) { dismissCompletions += 1 }
        window.clock.advance(by: 0)
        interaction.finish()
        _ = window.clock.runUntilIdle(maximumTime: 7200)
        var rounds = 0
        while let top = presenting.presentedViewController, rounds < 16 {
            top.dismiss(animated: false) { dismissCompletions += 1 }
            _ = window.clock.runUntilIdle(maximumTime: 7200)
            rounds += 1
        }
        #expect(window.invariantViolations() == [])
        withExtendedLifetime((style, interactive)) {}
        gone.presentCompletions = presentCompletions
        gone.dismissCompletions = dismissCompletions
        return gone
    }

    @Test func aWindowGoneWithAStyleAnimationLeftOnAPausedTimelineLetsGoOfItsControllersAndClock() throws {
        let registry = try makeRegistry()
        let gone = try runPausedDismissal(registry: registry)
        // The registry is alive: its Lua state still holds the style's functions. Before the fix the dismissal's
        // timeline kept an animation that never ended, whose block held the style's keyframes completion, whose
        // Lua closure held `ctx`, whose transition context held the presented controller and the clock.
        #expect(gone.window == nil)
        #expect(gone.clock == nil)
        #expect(gone.presented == nil)
        #expect(gone.presentCompletions <= 1 && gone.dismissCompletions <= 2)
        withExtendedLifetime(registry) {}
    }

    @Test func aWindowGoneWithTheRegistryLetsGoOfEverything() throws {
        var registry: StyleRegistry? = try makeRegistry()
        weak let weakRegistry = registry
        let gone = try runPausedDismissal(registry: registry!)
        registry = nil
        #expect(weakRegistry == nil)
        #expect(gone.window == nil)
        #expect(gone.clock == nil)
        #expect(gone.presented == nil)
    }
}
