import PresentationKit
import Prestyle
import Testing

/// A window that goes away lets go of what a style's animation completions reach, while the registry (and
/// its Lua state) lives on, as an app's does: LeakSanitizer's finding on
/// `Fuzz/Corpus/fuzz-engine-operations/leak-paused-size-transition`, minimized by libFuzzer to the five bytes
/// of `leak-paused-dismissal-timeline` (fold, present, an interactive dismissal begun over it, finished, the
/// window torn down). The engine refuses the dismissal asked while the presentation is under way, whose
/// completion therefore never runs, as in UIKit: one present and one dismissal (the tear-down's) complete.
@Suite struct WindowTeardownStyleTests {
    /// The objects of one window's life, held weakly once it is over.
    struct Gone {
        weak var window: Window?
        weak var clock: AnimationClock?
        weak var presented: ViewController?
        /// The timelines of the transitions the style animated.
        var timelines: [TimelineRecorder.WeakTimeline] = []
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
        let recorder = TimelineRecorder(wrapping: style)
        presented.transitioningDelegate = recorder
        var presentCompletions = 0, dismissCompletions = 0
        presenting.present(presented, animated: true) { presentCompletions += 1 }
        let interaction = style.makeInteractionController()
        let interactive = InteractiveTransitioningDelegate(wrapping: recorder, interaction: interaction, for: .dismissal)
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
        gone.timelines = recorder.timelines
        gone.presentCompletions = presentCompletions
        gone.dismissCompletions = dismissCompletions
        return gone
    }

    @Test func aWindowGoneWithAStyleAnimationLeftOnAPausedTimelineLetsGoOfItsControllersAndClock() throws {
        let registry = try makeRegistry()
        let gone = try runPausedDismissal(registry: registry)
        // The registry is alive, and its Lua state with it. Before the fixes the dismissal's timeline kept an
        // animation that never ended, whose block held the style's keyframes completion, whose Lua closure held
        // `ctx`, whose transition context held the presented controller and the clock; with the timeline let go,
        // `ctx` still held them while it waited, as garbage, for Lua's collector.
        #expect(gone.window == nil)
        #expect(gone.clock == nil)
        #expect(gone.presented == nil)
        #expect(!gone.timelines.isEmpty && gone.timelines.allSatisfy { $0.timeline == nil })
        #expect(gone.presentCompletions == 1 && gone.dismissCompletions == 1)
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
        // Before the engine's fix the dismissal's timeline held the animation that never ended, which held it back.
        #expect(!gone.timelines.isEmpty && gone.timelines.allSatisfy { $0.timeline == nil })
    }
}

/// The style's delegate as it is, with its animators wrapped to note, weakly, each transition's timeline.
final class TimelineRecorder: ViewControllerTransitioningDelegate {
    struct WeakTimeline {
        weak var timeline: Timeline?
    }

    /// An animator that does what the style's does, noting the timeline of each transition it animates.
    final class Animator: ViewControllerAnimatedTransitioning {
        let wrapped: ViewControllerAnimatedTransitioning
        unowned let recorder: TimelineRecorder

        init(_ wrapped: ViewControllerAnimatedTransitioning, recorder: TimelineRecorder) {
            self.wrapped = wrapped
            self.recorder = recorder
        }

        func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
            wrapped.transitionDuration(using: context)
        }

        func animateTransition(using context: ViewControllerContextTransitioning) {
            if let timeline = (context as? TransitionContext)?.timeline { recorder.timelines.append(WeakTimeline(timeline: timeline)) }
            wrapped.animateTransition(using: context)
        }

        func interruptibleAnimator(using context: ViewControllerContextTransitioning) -> PropertyAnimator? {
            wrapped.interruptibleAnimator(using: context)
        }

        func animationEnded(_ transitionCompleted: Bool) { wrapped.animationEnded(transitionCompleted) }
        var traceName: String { wrapped.traceName }
        var sourcePosition: SourcePosition? { wrapped.sourcePosition }
    }

    let wrapped: StyleTransitioningDelegate
    var timelines: [WeakTimeline] = []

    init(wrapping wrapped: StyleTransitioningDelegate) {
        self.wrapped = wrapped
    }

    var traceName: String { wrapped.traceName }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        wrapped.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        wrapped.animationController(forPresented: presented, presenting: presenting, source: source)
            .map { Animator($0, recorder: self) }
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        wrapped.animationController(forDismissed: dismissed).map { Animator($0, recorder: self) }
    }

    func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        wrapped.interactionControllerForPresentation(using: (animator as? Animator)?.wrapped ?? animator)
    }

    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        wrapped.interactionControllerForDismissal(using: (animator as? Animator)?.wrapped ?? animator)
    }
}
