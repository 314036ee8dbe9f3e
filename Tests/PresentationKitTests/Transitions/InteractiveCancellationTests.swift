import PresentationKit
import Testing

/// What a cancelled interactive presentation or dismissal leaves behind: the presenter untouched, chrome
/// removed, the presentation intact, values back at their start, and the appearance callbacks the 2013
/// session warns about (a `viewWillAppear` never followed by `viewDidAppear`).
@Suite("Cancelled interactive presentations and dismissals")
struct InteractiveCancellationTests {
    private let appearanceCalls: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

    @Test func aCancelledPresentationRemovesTheChromeAndLeavesThePresenterUntouched() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = VendingDelegate.dimming(present: FadeAnimator(), interaction: interaction)
            let presented = Scene.customPresented(with: delegate)
            let presenterFrame = scene.presenting.view.frame
            var completions = 0
            scene.presenting.present(presented, animated: true) { completions += 1 }
            scene.clock.advance(by: 0)
            let controller = try #require(presented.presentationController as? DimmingPresentationController)
            interaction.update(0.5)
            #expect(scene.viewNames == ["window", "presenting", "container", "dimming", "presented"])
            interaction.cancel()
            scene.settle()

            #expect(scene.window.trace.events.first { $0.call == "presentationTransitionDidEnd" }?.detail == "false")
            #expect(controller.phase == .cancelled)
            #expect(scene.viewNames == ["window", "presenting"], "chrome, container and presented view are gone")
            #expect(scene.presenting.view.frame == presenterFrame)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.presenting.appearanceState == .appeared)
            #expect(scene.lines(calls: appearanceCalls) == [
                "viewWillAppear presented true", "viewWillDisappear presented true", "viewDidDisappear presented true",
            ], "the presenter hears nothing; the presented controller never gets viewDidAppear")
            #expect(completions == 1)
        }
    }

    @Test func aCancelledFullScreenPresentationNeverTakesThePresentersViewAway() throws {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            let delegate = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .presentation)
            presented.transitioningDelegate = delegate
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            let height = scene.window.bounds.height
            #expect(close(presented.view.presentation.frame.minY, height * (1 - Reference.easeInEaseOut(0.5))),
                    "the standard cover-vertical slide, half-way along its own curve")
            #expect(scene.presenting.view.window != nil)
            interaction.cancel()
            scene.settle()
            #expect(scene.presenting.view.window != nil)
            #expect(scene.presenting.view.frame == scene.window.bounds)
            #expect(scene.lines(calls: appearanceCalls) == [
                "viewWillDisappear presenting true", "viewWillAppear presented true",
                "viewWillDisappear presented true", "viewDidDisappear presented true",
                "viewWillAppear presenting true", "viewDidAppear presenting true",
            ], "UIKit's cancelled-pop order: the appearing controller runs back first; no viewDidDisappear for the presenter")
            #expect(scene.presenting.appearanceState == .appeared)
        }
    }

    @Test func aCancelledDismissalLeavesThePresentationIntactAndItCanThenBeDismissed() throws {
        try withScene { scene in
            let base = VendingDelegate(controller: { DimmingPresentationController(presentedViewController: $0, presenting: $1) })
            let presented = scene.presentCustom(with: base)
            let controller = try #require(presented.presentationController as? DimmingPresentationController)
            let frame = presented.view.frame
            let interaction = PercentDrivenInteractiveTransition()
            let interactive = InteractiveTransitioningDelegate(wrapping: base, interaction: interaction, for: .dismissal)
            presented.transitioningDelegate = interactive
            let mark = scene.window.trace.mark
            var dismissals = 0
            presented.dismiss(animated: true) { dismissals += 1 }
            scene.clock.advance(by: 0)
            interaction.update(0.3)
            #expect(presented.view.presentation.frame.minY > frame.minY, "sinking with cover vertical")
            #expect(controller.dimmingView.presentation.alpha < 0.4)
            interaction.cancel()
            scene.settle()

            #expect(scene.window.trace.events(since: mark).first { $0.call == "dismissalTransitionDidEnd" }?.detail == "false")
            #expect(controller.phase == .presented)
            #expect(scene.presenting.presentedViewController === presented)
            #expect(presented.view.frame == frame && presented.view.presentation.frame == frame,
                    "back where it was, model and display")
            #expect(controller.dimmingView.alpha == 0.4 && controller.dimmingView.presentation.alpha == 0.4)
            #expect(scene.viewNames == ["window", "presenting", "container", "dimming", "presented"])
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillDisappear presented true", "viewWillAppear presented true", "viewDidAppear presented true",
            ])
            #expect(dismissals == 1, "the completion of a cancelled dismissal still runs once")
            #expect(scene.window.invariantViolations() == [])

            presented.transitioningDelegate = base
            presented.dismiss(animated: true)
            scene.settle()
            #expect(controller.phase == .dismissed)
            #expect(scene.viewNames == ["window", "presenting"])
        }
    }

    @Test func aCancelledFullScreenDismissalPutsThePresentersViewAwayAgain() throws {
        try withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: false)
            scene.settle()
            #expect(scene.presenting.view.window == nil)
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .dismissal)
            presented.transitioningDelegate = delegate
            let mark = scene.window.trace.mark
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            #expect(scene.presenting.view.window != nil, "revealed behind the sinking presented view")
            interaction.cancel()
            scene.settle()
            let controller = try #require(presented.presentationController)
            #expect(controller.phase == .presented)
            #expect(scene.presenting.view.window == nil, "covered again: its view leaves the window")
            #expect(presented.view.frame == scene.window.bounds)
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillDisappear presented true", "viewWillAppear presenting true",
                "viewWillDisappear presenting true", "viewDidDisappear presenting true",
                "viewWillAppear presented true", "viewDidAppear presented true",
            ])
        }
    }

    @Test func anAnimatorThatIgnoresTheCancellationIsOverruledAndReported() throws {
        withScene(allowing: ["completeTransitionAfterCancel"]) { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let base = OverlayTransitioningDelegate()
            let delegate = InteractiveTransitioningDelegate(wrapping: base, interaction: interaction, for: .presentation)
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            interaction.cancel()
            scene.settle()
            #expect(presented.presentationController == nil || presented.presentingViewController == nil)
            #expect(scene.viewNames == ["window", "presenting"])
            #expect(scene.window.diagnostics.diagnostics(withCode: "completeTransitionAfterCancel").count == 1)
        }
    }
}
