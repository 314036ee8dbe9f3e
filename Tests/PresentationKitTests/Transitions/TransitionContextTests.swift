import PresentationKit
import Testing

/// The transition context's bookkeeping and the robustness the Lua layer relies on.
@Suite("Transition contexts")
struct TransitionContextTests {
    /// Calls `completeTransition` twice.
    final class DoubleCompletingAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.2 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
            if let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) {
                view.frame = context.finalFrame(for: presented)
                context.containerView.addSubview(view)
            }
            context.clock.schedule(after: 0.2) {
                context.completeTransition(true)
                context.completeTransition(false)
            }
        }
    }

    @Test func completingATransitionTwiceIsIgnoredWithADiagnostic() {
        withScene(allowing: ["completeTransitionTwice"]) { scene in
            let delegate = VendingDelegate(present: DoubleCompletingAnimator())
            let presented = Scene.customPresented(with: delegate)
            var completions = 0
            scene.presenting.present(presented, animated: true) { completions += 1 }
            scene.settle()
            #expect(completions == 1)
            #expect(presented.presentationController?.phase == .presented)
            let warning = scene.window.diagnostics.diagnostics(withCode: "completeTransitionTwice")
            #expect(warning.count == 1)
            #expect(warning.first?.severity == .warning)
            #expect(scene.window.trace.calls.filter { $0 == "presentationTransitionDidEnd" }.count == 1)
        }
    }

    @Test func withoutAWatchdogATransitionThatNeverCompletesStaysUnderWay() {
        let scene = Scene()
        let delegate = VendingDelegate(present: SilentAnimator())
        let presented = Scene.customPresented(with: delegate)
        scene.presenting.present(presented, animated: true) {}
        scene.settle()
        scene.clock.advance(by: 60)
        #expect(scene.window.isTransitioning, "UIKit has no watchdog: the transition is stuck")
        #expect(presented.presentationController?.phase == .presenting)
    }

    @Test func theWatchdogCompletesATransitionWhoseAnimatorNeverDoesAndSaysSo() {
        withScene(allowing: ["transitionWatchdog"]) { scene in
            scene.window.transitionWatchdog = TransitionWatchdog(grace: 0.5)
            let delegate = VendingDelegate(present: SilentAnimator())
            let presented = Scene.customPresented(with: delegate)
            var completedAt: Double?
            scene.presenting.present(presented, animated: true) { completedAt = scene.clock.now }
            scene.settle()
            #expect(completedAt == 0.9, "the animator's 0.4 s plus 0.5 s of grace")
            #expect(presented.presentationController?.phase == .presented)
            let report = scene.window.diagnostics.diagnostics(withCode: "transitionWatchdog")
            #expect(report.count == 1)
            #expect(report.first?.hook == "animateTransition")
            #expect(report.first?.severity == .error)
        }
    }

    @Test func aNonsensicalDurationIsReportedAndTreatedAsZero() {
        final class NaNAnimator: ViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { .nan }
            func animateTransition(using context: ViewControllerContextTransitioning) {
                context.completeTransition(true)
            }
        }
        withScene(allowing: ["badTransitionDuration", "presentedViewNotInContainer"]) { scene in
            let delegate = VendingDelegate(present: NaNAnimator())
            let presented = scene.presentCustom(with: delegate)
            #expect(scene.window.diagnostics.diagnostics(withCode: "badTransitionDuration").count == 1)
            #expect(scene.window.diagnostics.diagnostics(withCode: "presentedViewNotInContainer").count == 1,
                    "the animator never added the presented view; the engine did")
            #expect(presented.view.window === scene.window)
        }
    }

    @Test func anUnstableFrameOfPresentedViewIsReported() {
        final class Wobbly: PresentationController {
            var calls = 0
            override var frameOfPresentedViewInContainerView: Rect {
                calls += 1
                return containerView!.bounds.insetBy(dx: Double(calls), dy: 0)
            }
        }
        withScene(allowing: ["unstableFrameOfPresentedView"]) { scene in
            let delegate = VendingDelegate(controller: { Wobbly(presentedViewController: $0, presenting: $1) },
                                           present: RecordingAnimator(), dismiss: SettledFramesTests.FrameReadingAnimator())
            let presented = scene.presentCustom(with: delegate)
            // A transition asks once (its context keeps the answer): the dismissal's animator, reading the
            // presented view's initial frame, makes the second ask.
            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.window.diagnostics.diagnostics(withCode: "unstableFrameOfPresentedView").count == 1)
        }
    }

    @Test func aPresentedViewThatIsNotThePresentationsIsReportedAndReplaced() {
        final class Grabby: PresentationController {
            override var presentedView: View? { presentingViewController.view }
        }
        withScene(allowing: ["badPresentedView"]) { scene in
            let delegate = VendingDelegate(controller: { Grabby(presentedViewController: $0, presenting: $1) },
                                           present: RecordingAnimator(), dismiss: RecordingAnimator())
            let presented = scene.presentCustom(with: delegate)
            #expect(presented.view.superview?.name == "container", "the presented controller's view is shown instead")
            #expect(scene.window.diagnostics.diagnostics(withCode: "badPresentedView").count == 1, "reported once")
            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.presenting.view.window === scene.window, "the presenter's view is never taken away")
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func framesComeFromThePresentationController() throws {
        try withScene { scene in
            let animator = RecordingAnimator()
            let delegate = VendingDelegate(controller: { OverlayPresentationController(presentedViewController: $0, presenting: $1) },
                                           present: animator, dismiss: RecordingAnimator())
            scene.presentCustom(with: delegate)
            let frame = try #require(animator.finalFrame)
            #expect(frame == Rect(x: 30, y: 30, width: 333, height: 792))
        }
    }

    @Test func aContextKeptAfterItsTransitionEndedAnswersSafely() {
        final class Keeper: ViewControllerAnimatedTransitioning {
            var kept: ViewControllerContextTransitioning?
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0 }
            func animateTransition(using context: ViewControllerContextTransitioning) {
                kept = context
                if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
                context.completeTransition(true)
            }
        }
        var keeper: Keeper?
        do {
            let scene = Scene()
            keeper = Keeper()
            let delegate = VendingDelegate(present: keeper)
            scene.presentCustom(with: delegate)
            #expect(scene.window.invariantViolations() == [])
        }
        let context = keeper?.kept
        #expect(context?.view(forKey: .to) == nil)
        #expect(context?.finalFrame(for: ViewController()) == .zero)
        context?.completeTransition(true)
        context?.timeline.pause()
        #expect(context?.timeline.localTime == 0)
    }
}
