import PresentationKit
import Testing

/// Chrome animated alongside a transition takes the animator's timing: "the same context as the transition
/// animations and therefore the same default attributes" (Apple, `animate(alongsideTransition:completion:)`).
/// A spring, a custom curve or a property animator the animator starts carries the alongside blocks with it;
/// only an animator that starts none leaves them the transition's duration and ease-in-ease-out.
@Suite("Alongside animations' timing")
struct AlongsideTimingTests {
    /// Fades a `chrome` view in alongside the presentation, out alongside the dismissal.
    final class ChromePresentationController: PresentationController {
        let chrome = View(name: "chrome")

        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            chrome.frame = containerView.bounds
            chrome.alpha = 0
            containerView.insertSubview(chrome, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.chrome.alpha = 1 }, completion: nil)
        }
    }

    /// Fades the presented view in with a property animator of the given timing.
    final class PropertyAnimatorTransition: ViewControllerAnimatedTransitioning {
        let timing: TimingParameters
        /// Kept while it runs, as UIKit keeps a running animator.
        private(set) var running: PropertyAnimator?
        init(timing: TimingParameters) { self.timing = timing }

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.6 }

        func animateTransition(using context: ViewControllerContextTransitioning) {
            guard let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) else { return }
            view.frame = context.finalFrame(for: presented)
            view.alpha = 0
            context.containerView.addSubview(view)
            let animator = PropertyAnimator(clock: context.clock, duration: 0.6, timingParameters: timing) { view.alpha = 1 }
            animator.addCompletion { [weak self] _ in
                self?.running = nil
                context.completeTransition(!context.transitionWasCancelled)
            }
            running = animator
            animator.startAnimation()
        }
    }

    /// Adds the presented view and completes after its duration without animating anything.
    final class StillAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.5 }

        func animateTransition(using context: ViewControllerContextTransitioning) {
            guard let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) else { return }
            view.frame = context.finalFrame(for: presented)
            context.containerView.addSubview(view)
            context.clock.schedule(after: 0.5) { context.completeTransition(true) }
        }
    }

    private func present(
        in scene: Scene, animator: ViewControllerAnimatedTransitioning
    ) throws -> (presented: ViewController, chrome: View, delegate: VendingDelegate) {
        let delegate = VendingDelegate(
            controller: { ChromePresentationController(presentedViewController: $0, presenting: $1) }, present: animator)
        let presented = Scene.customPresented(with: delegate)
        scene.presenting.present(presented, animated: true)
        scene.clock.advance(by: 0)
        let controller = try #require(presented.presentationController as? ChromePresentationController)
        return (presented, controller.chrome, delegate)
    }

    @Test func chromeAlongsideASpringRidesTheSpringFrameByFrame() throws {
        try withScene { scene in
            let delegate = OverlayTransitioningDelegate()
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            let controller = try #require(presented.presentationController as? OverlayPresentationController)
            let view = presented.view
            let start = -view.bounds.height, end = view.center.y
            var overshot = false
            for frame in 1...47 {
                scene.clock.advance(to: Double(frame) / 60)
                // The spring's progress, read off the presented view the animator moves.
                let progress = (view.presentation.center.y - start) / (end - start)
                overshot = overshot || progress > 1
                #expect(close(controller.dimmingView.presentation.alpha, progress, 1e-9), "frame \(frame)")
            }
            #expect(overshot, "the seed's spring (damping 0.6, velocity 10) overshoots; the chrome with it")
            scene.settle()
            #expect(controller.dimmingView.presentation.alpha == 1)
        }
    }

    @Test func chromeAlongsideACustomCurveFollowsThatCurve() throws {
        try withScene { scene in
            let curve = TimingCurve(controlPoint1: Point(x: 0.1, y: 0.9), controlPoint2: Point(x: 0.2, y: 1))
            let animator = FadeAnimator(duration: 0.6, curve: curve)
            let (presented, chrome, delegate) = try present(in: scene, animator: animator)
            for frame in 1...35 {
                scene.clock.advance(to: Double(frame) / 60)
                #expect(close(chrome.presentation.alpha, presented.view.presentation.alpha, 1e-9), "frame \(frame)")
            }
            #expect(!close(chrome.presentation.alpha, Reference.easeInEaseOut(35.0 / 36), 1e-3), "not the coordinator's ease-in-ease-out")
            scene.settle()
            #expect(chrome.presentation.alpha == 1)
            _ = delegate
        }
    }

    @Test func chromeAlongsideAPropertyAnimatorJoinsIt() throws {
        try withScene { scene in
            let animator = PropertyAnimatorTransition(timing: .spring(SpringTimingParameters(dampingRatio: 0.5)))
            let (presented, chrome, delegate) = try present(in: scene, animator: animator)
            for frame in 1...35 {
                scene.clock.advance(to: Double(frame) / 60)
                #expect(close(chrome.presentation.alpha, presented.view.presentation.alpha, 1e-9), "frame \(frame)")
            }
            scene.settle()
            #expect(chrome.presentation.alpha == 1)
            #expect(presented.presentationController?.phase == .presented)
            _ = delegate
        }
    }

    @Test func anAnimatorThatStartsNoAnimationLeavesTheChromeTheTransitionsEaseInEaseOut() throws {
        try withScene { scene in
            let (_, chrome, delegate) = try present(in: scene, animator: StillAnimator())
            for fraction in [0.2, 0.5, 0.8] {
                scene.clock.advance(to: 0.5 * fraction)
                #expect(close(chrome.presentation.alpha, Reference.easeInEaseOut(fraction)))
            }
            scene.settle()
            #expect(chrome.presentation.alpha == 1)
            _ = delegate
        }
    }

    @Test func alongsideBlocksRunInsideTheAnimatorsFirstBlockInTheTrace() throws {
        try withScene { scene in
            let (_, _, delegate) = try present(in: scene, animator: FadeAnimator(duration: 0.4))
            scene.settle()
            let calls = scene.window.trace.events.map(\.call)
            let alongside = try #require(calls.firstIndex(of: "animateAlongsideTransition"))
            let animate = try #require(calls.firstIndex(of: "animateTransition(using:)"))
            #expect(animate < alongside)
            #expect(calls.filter { $0 == "animateAlongsideTransition" }.count == 1, "run once")
            _ = delegate
        }
    }
}
