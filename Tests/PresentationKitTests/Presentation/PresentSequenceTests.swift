import PresentationKit
import Testing

/// The order UIKit calls everything in during a custom presentation and dismissal (seed 002's walk-through,
/// the sequence), checked event by event with virtual times.
@Suite("The present and dismiss sequences")
struct PresentSequenceTests {
    private func presentOverlay(in scene: Scene, delegate: OverlayTransitioningDelegate) -> ViewController {
        let presented = Scene.customPresented(with: delegate)
        scene.presenting.present(presented, animated: true) {}
        return presented
    }

    @Test func aCustomPresentationCallsEveryHookInUIKitsOrder() {
        withScene { scene in
            let delegate = OverlayTransitioningDelegate()
            _ = presentOverlay(in: scene, delegate: delegate)
            scene.settle()
            let pc = "OverlayPresentationController(presented)"
            let animator = "BouncyViewControllerAnimator"
            #expect(scene.traceLines() == [
                "present presenting presented",
                "presentationController(forPresented:presenting:source:) OverlayTransitioningDelegate",
                "shouldPresentInFullscreen \(pc)",
                "adaptivePresentationStyle(for:) \(pc) Hcompact Vregular phone @3x",
                "animationController(forPresented:presenting:source:) OverlayTransitioningDelegate",
                "interactionControllerForPresentation(using:) OverlayTransitioningDelegate",
                "shouldRemovePresentersView \(pc)",
                "viewDidLoad presented",
                "presentationTransitionWillBegin \(pc)",
                "presentedView \(pc)",
                "frameOfPresentedViewInContainerView \(pc)",
                "viewWillAppear presented true",
                "transitionDuration(using:) \(animator)",
                "animateTransition(using:) \(animator)",
                "presentedView \(pc)",
                "animateAlongsideTransition TransitionCoordinator(presented)",
                "viewIsAppearing presented true",
                "viewWillLayoutSubviews presented",
                "containerViewWillLayoutSubviews \(pc)",
                "viewDidLayoutSubviews presented",
                "containerViewDidLayoutSubviews \(pc)",
                "animationCompletion animation true",
                "completeTransition TransitionContext(presented) true",
                "presentationTransitionDidEnd \(pc) true",
                "viewDidAppear presented true",
                "animationEnded \(animator) true",
                "completion presenting present",
            ], "the dimming view's fade rides the animator's block: no completion of its own")
        }
    }

    @Test func theTransitionStartsOnTheNextClockStepAndEndsAfterTheAnimatorsDuration() {
        withScene { scene in
            let delegate = OverlayTransitioningDelegate()
            let presented = presentOverlay(in: scene, delegate: delegate)
            #expect(presented.isBeingPresented)
            #expect(!scene.window.trace.calls.contains("animateTransition(using:)"))
            scene.clock.advance(by: 0)
            #expect(scene.window.trace.calls.contains("animateTransition(using:)"))
            scene.clock.advance(to: 0.799)
            #expect(!scene.window.trace.calls.contains("completeTransition"))
            scene.clock.advance(to: 0.8)
            let end = scene.window.trace.events.first { $0.call == "completeTransition" }
            #expect(end?.time == 0.8)
            #expect(!presented.isBeingPresented)
            #expect(presented.presentingViewController === scene.presenting)
            #expect(scene.presenting.presentedViewController === presented)
        }
    }

    @Test func aCustomDismissalMirrorsThePresentation() {
        withScene { scene in
            let delegate = OverlayTransitioningDelegate()
            let presented = presentOverlay(in: scene, delegate: delegate)
            scene.settle()
            let mark = scene.window.trace.mark
            presented.dismiss(animated: true) {}
            scene.settle()
            let pc = "OverlayPresentationController(presented)"
            let animator = "BouncyViewControllerAnimator"
            let lines = scene.window.trace.events(since: mark).map { event in
                event.detail.map { "\(event.call) \(event.target) \($0)" } ?? "\(event.call) \(event.target)"
            }
            #expect(lines == [
                "dismiss presented",
                "animationController(forDismissed:) OverlayTransitioningDelegate",
                "interactionControllerForDismissal(using:) OverlayTransitioningDelegate",
                "dismissalTransitionWillBegin \(pc)",
                "viewWillDisappear presented true",
                "transitionDuration(using:) \(animator)",
                "animateTransition(using:) \(animator)",
                "presentedView \(pc)",
                "animateAlongsideTransition TransitionCoordinator(presented)",
                "animationCompletion animation true",
                "completeTransition TransitionContext(presented) true",
                "dismissalTransitionDidEnd \(pc) true",
                "viewDidDisappear presented true",
                "animationEnded \(animator) true",
                "completion presented dismiss",
                "alongsideCompletion TransitionCoordinator(presented)",
            ])
            #expect(scene.presenting.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(!scene.viewNames.contains("container"))
            #expect(!scene.viewNames.contains("dimming"))
        }
    }

    @Test func thePresentCompletionRunsAfterViewDidAppearAndTheCoordinatorCompletionsAfterIt() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            var order: [String] = []
            scene.presenting.present(presented, animated: true) {
                order.append("completion, presented is \(presented.appearanceState.rawValue)")
            }
            presented.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                order.append("coordinator completion, cancelled: \(context.isCancelled)")
            }
            scene.settle()
            #expect(order == ["completion, presented is appeared", "coordinator completion, cancelled: false"])
        }
    }

    @Test func theCompletionRunsExactlyOnce() {
        withScene { scene in
            var count = 0
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: true) { count += 1 }
            scene.settle()
            scene.clock.advance(by: 10)
            #expect(count == 1)
        }
    }
}
