import PresentationKit
import Testing

/// The wrapper that makes any delegate's (or no delegate's) presentation or dismissal interactive.
@Suite("Interactive transitioning delegate")
struct InteractiveTransitioningDelegateTests {
    @Test func itMakesANonInteractiveDelegatesPresentationInteractiveWithTheSameMotion() throws {
        // The seeds' overlay: a bouncy spring animator and dimming chrome, vending no interaction controller.
        let reference = Scene()
        let plain = OverlayTransitioningDelegate()
        let referencePresented = Scene.customPresented(with: plain)
        reference.presenting.present(referencePresented, animated: true)
        reference.clock.advance(to: 0.3)
        let expectedCenter = referencePresented.view.presentation.center

        try withScene { scene in
            let base = OverlayTransitioningDelegate()
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = InteractiveTransitioningDelegate(wrapping: base, interaction: interaction, for: .presentation)
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            let coordinator = try #require(presented.transitionCoordinator)
            #expect(coordinator.initiallyInteractive)
            #expect(presented.presentationController is OverlayPresentationController, "the base's chrome is used")
            interaction.update(0.3 / 0.8)
            #expect(close(presented.view.presentation.center, expectedCenter),
                    "at 37.5 % of 0.8 s the spring shows what the plain run shows at 0.3 s")
            interaction.finish()
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
            #expect(scene.traceLines().contains("interactionControllerForPresentation(using:) InteractiveTransitioningDelegate(OverlayTransitioningDelegate)"))
            #expect(scene.traceLines().contains("startInteractiveTransition PercentDrivenInteractiveTransition"))
        }
    }

    @Test func withoutAnAnimatorToWrapItVendsTheStandardOneSoTheInteractionIsAskedFor() throws {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .presentation)
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            presented.modalTransitionStyle = .crossDissolve
            presented.transitioningDelegate = delegate
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            #expect(close(presented.view.presentation.alpha, Reference.easeInEaseOut(0.5)), "the standard cross-dissolve")
            #expect(scene.traceLines().contains("animateTransition(using:) ModalTransitionAnimator(crossDissolve)"))
            interaction.finish()
            scene.settle()
            #expect(presented.presentingViewController === scene.presenting)
        }
    }

    @Test func theOtherPhaseIsLeftToTheWrappedDelegate() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let base = VendingDelegate(present: FadeAnimator(), dismiss: FadeAnimator())
            let delegate = InteractiveTransitioningDelegate(wrapping: base, interaction: interaction, for: .dismissal)
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            let coordinator = try #require(presented.transitionCoordinator)
            scene.settle()
            #expect(!coordinator.initiallyInteractive, "the presentation is not interactive")
            #expect(delegate.traceName == "InteractiveTransitioningDelegate(VendingDelegate)")

            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            #expect(presented.transitionCoordinator?.isInteractive == true)
            interaction.update(0.5)
            #expect(close(presented.view.presentation.alpha, 0.5), "the wrapped delegate's fade, driven")
            interaction.finish()
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }
}
