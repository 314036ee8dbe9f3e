import PresentationKit
import Testing

/// The percent-driven interaction controller: linear scrubbing, the finishing and cancelling timings with
/// completion speed and curve, pause, and what the coordinator tells observers.
@Suite("Percent-driven interactive transitions")
struct PercentDrivenInteractiveTransitionTests {
    /// Presents `presented` with a dimming presentation controller, `animator` and `interaction`, and starts
    /// the transition (one clock step). Keep the returned delegate alive.
    private func presentInteractively(
        in scene: Scene, interaction: PercentDrivenInteractiveTransition, animator: FadeAnimator = FadeAnimator()
    ) -> (ViewController, VendingDelegate) {
        let delegate = VendingDelegate.dimming(present: animator, interaction: interaction)
        return (delegate.startPresenting(in: scene), delegate)
    }

    /// An interaction controller finishing and cancelling at `speed`, linearly.
    private func linearInteraction(speed: Double = 1) -> PercentDrivenInteractiveTransition {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = speed
        interaction.completionCurve = .linear
        return interaction
    }

    private func completionTime(in scene: Scene) -> Double? {
        scene.window.trace.events.first { $0.call == "completeTransition" }?.time
    }

    @Test(arguments: [1.0, 2.0, 0.5])
    func finishingRunsTheRestOverOneMinusPercentTimesDurationOverSpeed(speed: Double) throws {
        try withScene { scene in
            let interaction = linearInteraction(speed: speed)
            let (presented, delegate) = presentInteractively(in: scene, interaction: interaction)
            _ = delegate
            scene.clock.advance(by: 2)
            interaction.update(0.4)
            let start = scene.clock.now
            interaction.finish()
            let remaining = (1 - 0.4) * 1 / speed
            scene.clock.advance(by: remaining / 2)
            #expect(close(presented.view.presentation.alpha, 0.7))
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, start + remaining))
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.alpha == 1 && presented.view.presentation.alpha == 1)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func cancellingRunsBackOverPercentTimesDurationOverSpeedAndPutsEverythingBack(speed: Double) throws {
        try withScene { scene in
            let interaction = linearInteraction(speed: speed)
            let (presented, delegate) = presentInteractively(in: scene, interaction: interaction)
            _ = delegate
            let controller = try #require(presented.presentationController as? DimmingPresentationController)
            interaction.update(0.6)
            let start = scene.clock.now
            interaction.cancel()
            let back = 0.6 * 1 / speed
            scene.clock.advance(by: back / 2)
            #expect(close(presented.view.presentation.alpha, 0.3), "half-way back to the start")
            #expect(close(controller.dimmingView.presentation.alpha, 0.4 * 0.3),
                    "the alongside chrome (timed by the completion curve, linear here) runs back on the same timeline")
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, start + back))
            #expect(controller.phase == .cancelled)
            #expect(presented.view.alpha == 0 && presented.view.presentation.alpha == 0,
                    "the animated value is back at its start, as model and as display")
            #expect(controller.dimmingView.alpha == 0 && controller.dimmingView.presentation.alpha == 0)
        }
    }

    @Test func whileInteractiveTimeFollowsThePercentLinearlyAndTheCurvesInsideStillShapeTheValues() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let (presented, delegate) = presentInteractively(
                in: scene, interaction: interaction, animator: FadeAnimator(duration: 0.8, curve: .easeInEaseOut))
            _ = delegate
            let coordinator = try #require(presented.transitionCoordinator)
            let timeline = try #require(coordinator.containerView.timeline)
            for percent in [0.25, 0.75, 0.1] {
                interaction.update(percent)
                #expect(close(timeline.localTime, percent * 0.8), "percent maps to time linearly")
                #expect(close(presented.view.presentation.alpha, Reference.easeInEaseOut(percent)),
                        "the fade's own ease-in-ease-out curve shapes the value at that time")
                #expect(close(coordinator.percentComplete, percent))
                #expect(interaction.percentComplete == percent)
                scene.clock.advance(by: 1)
                #expect(close(presented.view.presentation.alpha, Reference.easeInEaseOut(percent)),
                        "nothing moves between updates")
            }
            #expect(interaction.duration == 0.8)
            interaction.finish()
            scene.settle()
        }
    }

    @Test func theCompletionCurveShapesTheFinish() throws {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeIn
            let (presented, delegate) = presentInteractively(in: scene, interaction: interaction)
            _ = delegate
            interaction.update(0.2)
            interaction.finish()
            #expect(presented.transitionCoordinator?.completionCurve == .easeIn)
            scene.clock.advance(by: 0.4)
            #expect(close(presented.view.presentation.alpha, 0.2 + 0.8 * Reference.easeIn(0.5)))
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
        }
    }

    @Test func anInteractionAtOneHundredPercentHoldsUntilItIsFinished() {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let (presented, delegate) = presentInteractively(in: scene, interaction: interaction)
            _ = delegate
            interaction.update(1)
            scene.clock.advance(by: 5)
            #expect(presented.presentationController?.phase == .presenting, "a finger at the end has not let go")
            #expect(close(presented.view.presentation.alpha, 1))
            interaction.finish()
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
        }
    }

    @Test func pauseCatchesAnAnimatingTransitionAndMakesItInteractiveAgain() throws {
        try withScene { scene in
            let interaction = linearInteraction()
            interaction.wantsInteractiveStart = false
            let animator = FadeAnimator()
            let (presented, delegate) = presentInteractively(in: scene, interaction: interaction, animator: animator)
            _ = delegate
            let coordinator = try #require(presented.transitionCoordinator)
            #expect(!coordinator.initiallyInteractive)
            #expect(!coordinator.isInteractive)
            scene.clock.advance(to: 0.3)
            #expect(close(presented.view.presentation.alpha, 0.3), "it animates on its own")
            interaction.pause()
            #expect(coordinator.isInteractive)
            #expect(close(interaction.percentComplete, 0.3))
            scene.clock.advance(by: 1)
            #expect(close(presented.view.presentation.alpha, 0.3), "paused where it was")
            interaction.update(0.5)
            #expect(close(presented.view.presentation.alpha, 0.5))
            interaction.finish()
            scene.settle()
            #expect(animator.endedWith == [true])
        }
    }

    @Test func aCancelCaughtByPauseCanStillFinishAndObserversHearEveryChange() throws {
        try withScene { scene in
            let interaction = linearInteraction()
            let animator = FadeAnimator()
            let (presented, delegate) = presentInteractively(in: scene, interaction: interaction, animator: animator)
            _ = delegate
            let coordinator = try #require(presented.transitionCoordinator)
            var changes: [String] = []
            var ends: [String] = []
            var completedAsCancelled: Bool?
            coordinator.notifyWhenInteractionChanges { changes.append("interactive \($0.isInteractive), cancelled \($0.isCancelled)") }
            coordinator.notifyWhenInteractionEnds { ends.append("cancelled \($0.isCancelled)") }
            coordinator.animate(alongsideTransition: nil) { completedAsCancelled = $0.isCancelled }
            interaction.update(0.6)
            interaction.cancel()
            #expect(coordinator.isCancelled)
            scene.clock.advance(by: 0.2)
            interaction.pause()
            #expect(!coordinator.isCancelled, "interaction took over again: nothing is decided")
            #expect(close(interaction.percentComplete, 0.4))
            #expect(close(presented.view.presentation.alpha, 0.4))
            interaction.finish()
            scene.settle()
            #expect(changes == ["interactive false, cancelled true", "interactive true, cancelled false",
                                "interactive false, cancelled false"])
            #expect(ends == ["cancelled true", "cancelled false"])
            #expect(completedAsCancelled == false)
            #expect(animator.endedWith == [true])
            #expect(presented.presentationController?.phase == .presented)
        }
    }

    @Test func callsMadeBeforeTheTransitionStartsApplyOnceItHas() throws {
        try withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let animator = FadeAnimator()
            let delegate = VendingDelegate(present: animator)
            delegate.presentInteraction = interaction
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            interaction.update(0.5)
            interaction.finish()
            scene.clock.advance(by: 0)
            #expect(close(presented.view.presentation.alpha, 0.5))
            scene.settle()
            let completed = try #require(completionTime(in: scene))
            #expect(close(completed, 0.5))
            #expect(animator.endedWith == [true])
        }
    }
}
