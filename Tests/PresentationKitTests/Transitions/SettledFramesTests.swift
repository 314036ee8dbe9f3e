import PresentationKit
import Testing

/// The context's frames are worked out once per transition and kept, as UIKit's context answers the frames
/// it was set up with: the presented view's final frame right after `presentationTransitionWillBegin` (where
/// the engine places the view) and before `transitionDuration`, the others when first asked for. An animator
/// reading them again does not ask the presentation controller again.
@Suite("Settled transition frames")
struct SettledFramesTests {
    /// Answers a different frame each time it is asked, so a second ask would show in what the animator reads.
    final class CountingPresentationController: PresentationController {
        private(set) var asked = 0
        override var frameOfPresentedViewInContainerView: Rect {
            asked += 1
            return containerView!.bounds.insetBy(dx: Double(10 * asked), dy: 40)
        }
    }

    /// Reads the presented controller's frame three times (twice in `animateTransition`, once in its
    /// completion), then completes after 0.3 s.
    final class FrameReadingAnimator: ViewControllerAnimatedTransitioning {
        private(set) var frames: [Rect] = []

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }

        func animateTransition(using context: ViewControllerContextTransitioning) {
            guard let to = context.viewController(forKey: .to), let from = context.viewController(forKey: .from) else { return }
            let presenting = to.isBeingPresented
            let read = { presenting ? context.finalFrame(for: to) : context.initialFrame(for: from) }
            frames += [read(), read()]
            if presenting, let view = context.view(forKey: .to) {
                view.frame = frames[0]
                context.containerView.addSubview(view)
            }
            context.clock.schedule(after: 0.3) { [self] in
                frames.append(read())
                if !presenting { context.view(forKey: .from)?.removeFromSuperview() }
                context.completeTransition(true)
            }
        }
    }

    /// The calls of the trace from `first` on, up to (not including) `end`.
    private static func calls(in scene: Scene, from first: String, to end: String) -> [String] {
        let calls = scene.window.trace.calls
        guard let start = calls.firstIndex(of: first) else { return [] }
        let rest = calls[start...]
        return Array(rest.prefix { $0 != end })
    }

    private static func present(
        in scene: Scene, animator: FrameReadingAnimator, dismissAnimator: FrameReadingAnimator
    ) -> (ViewController, VendingDelegate) {
        let delegate = VendingDelegate(
            controller: { CountingPresentationController(presentedViewController: $0, presenting: $1) },
            present: animator, dismiss: dismissAnimator)
        let presented = scene.presentCustom(with: delegate)
        return (presented, delegate)
    }

    @Test func aPresentationAsksForThePresentedFrameOnceAfterWillBeginAndBeforeTheDuration() throws {
        try withScene { scene in
            let (animator, dismissAnimator) = (FrameReadingAnimator(), FrameReadingAnimator())
            let (presented, delegate) = Self.present(in: scene, animator: animator, dismissAnimator: dismissAnimator)
            let controller = try #require(presented.presentationController as? CountingPresentationController)
            #expect(controller.asked == 1)
            let setUp = Self.calls(in: scene, from: "presentationTransitionWillBegin", to: "transitionDuration(using:)")
            #expect(setUp.filter { $0 == "frameOfPresentedViewInContainerView" }.count == 1,
                    "asked once, after presentationTransitionWillBegin and before transitionDuration")
            let first = Rect(x: 10, y: 40, width: Scene.phone.width - 20, height: Scene.phone.height - 80)
            #expect(animator.frames == [first, first, first], "every read answers the frame of the one ask")
            #expect(presented.view.frame == first)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aDismissalAsksForThePresentedFrameOnceAfterWillBegin() throws {
        try withScene(allowing: ["unstableFrameOfPresentedView"]) { scene in
            let (animator, dismissAnimator) = (FrameReadingAnimator(), FrameReadingAnimator())
            let (presented, delegate) = Self.present(in: scene, animator: animator, dismissAnimator: dismissAnimator)
            let controller = try #require(presented.presentationController as? CountingPresentationController)
            scene.window.trace.removeAll()
            presented.dismiss(animated: true)
            scene.settle()
            #expect(controller.asked == 2, "once for the presentation, once for the dismissal")
            let calls = scene.window.trace.calls
            #expect(calls.filter { $0 == "frameOfPresentedViewInContainerView" }.count == 1)
            let willBegin = try #require(calls.firstIndex(of: "dismissalTransitionWillBegin"))
            let asked = try #require(calls.firstIndex(of: "frameOfPresentedViewInContainerView"))
            #expect(willBegin < asked, "the animator's first read, after dismissalTransitionWillBegin")
            let second = Rect(x: 20, y: 40, width: Scene.phone.width - 40, height: Scene.phone.height - 80)
            #expect(dismissAnimator.frames == [second, second, second])
            #expect(scene.presenting.presentedViewController == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func theParticipantsFramesAreTheOnesUIKitGivesAndAStrangerHasNone() {
        withScene { scene in
            final class Reader: ViewControllerAnimatedTransitioning {
                var frames: [String: Rect] = [:]
                func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0 }
                func animateTransition(using context: ViewControllerContextTransitioning) {
                    let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
                    frames = ["from initial": context.initialFrame(for: from), "from final": context.finalFrame(for: from),
                              "to initial": context.initialFrame(for: to), "to final": context.finalFrame(for: to),
                              "stranger": context.finalFrame(for: ViewController(name: "stranger"))]
                    if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
                    context.completeTransition(true)
                }
            }
            let reader = Reader()
            let delegate = VendingDelegate(present: reader)
            scene.presentCustom(with: delegate)
            let bounds = Rect(origin: .zero, size: Scene.phone)
            #expect(reader.frames["to initial"] == .zero, "the presented view is not on screen yet")
            #expect(reader.frames["to final"] == bounds)
            #expect(reader.frames["from initial"] == .zero, "the presenter's view does not take part in a custom presentation")
            #expect(reader.frames["from final"] == .zero)
            #expect(reader.frames["stranger"] == .zero, "a controller outside the transition has no frame")
            withExtendedLifetime(delegate) {}
        }
    }
}
