import PresentationKit
import Testing

/// Chrome belongs to the presentation controller: animated alongside the transition, in its own block, and
/// removed when a presentation does not complete.
@Suite("Presentation chrome")
struct ChromeTests {
    @Test func theDimmingViewFadesInAlongsideTheTransitionAndFinishesWithIt() throws {
        try withScene { scene in
            let delegate = OverlayTransitioningDelegate()
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            let controller = try #require(presented.presentationController as? OverlayPresentationController)
            let dimming = controller.dimmingView
            scene.clock.advance(by: 0)
            let view = presented.view
            let top = -view.bounds.height, rest = view.center.y
            for fraction in [0.25, 0.5, 0.75] {
                scene.clock.advance(to: 0.8 * fraction)
                // In the animator's spring (AlongsideTimingTests): the share of the drop the content shows.
                #expect(close(dimming.presentation.alpha, (view.presentation.center.y - top) / (rest - top)))
            }
            #expect(dimming.alpha == 1, "the model value changes at once")
            scene.clock.advance(to: 0.7999)
            #expect(dimming.animatingProperties == [.alpha])
            scene.clock.advance(to: 0.8)
            #expect(dimming.animatingProperties.isEmpty)
            #expect(dimming.presentation.alpha == 1)
            #expect(controller.phase == .presented)
            #expect(presented.transitionCoordinator == nil)
        }
    }

    @Test func coolModesLeopardPrintAnimatesInItsOwnBlockWithItsOwnDuration() throws {
        try withScene { scene in
            let delegate = CoolTransitioningDelegate()
            let presented = Scene.customPresented(with: delegate)
            var presentedAt: Double?
            scene.presenting.present(presented, animated: true) { presentedAt = scene.clock.now }
            let controller = try #require(presented.presentationController as? CoolPresentationController)
            scene.clock.advance(by: 0)
            let leopard = controller.leopardPrint
            let finalFrame = controller.leopardFrame
            let start = finalFrame.offsetBy(dx: -finalFrame.width, dy: 0)

            // Alongside chrome follows the transition's 0.5 s ease-in-ease-out; the leopard its own 1.2 s ease-out.
            scene.clock.advance(to: 0.25)
            #expect(close(controller.unicorn.presentation.alpha, Reference.easeInEaseOut(0.5)))
            #expect(close(controller.flower.presentation.alpha, Reference.easeInEaseOut(0.5)))
            let expectedX = Reference.lerp(start.x, finalFrame.x, Reference.easeOut(0.25 / 1.2))
            #expect(close(leopard.presentation.frame.x, expectedX))
            let view = presented.view
            #expect(close(view.presentation.transform.a, Reference.lerp(0.01, 1, Reference.easeInEaseOut(0.5)), 1e-6))

            scene.clock.advance(to: 0.5)
            #expect(presentedAt == 0.5, "the transition ends with its animator")
            #expect(controller.unicorn.animatingProperties.isEmpty)
            #expect(leopard.animatingProperties == [.center], "the leopard print is still sliding in")
            #expect(close(leopard.presentation.frame.x, Reference.lerp(start.x, finalFrame.x, Reference.easeOut(0.5 / 1.2))))

            scene.clock.advance(to: 1.2)
            #expect(leopard.animatingProperties.isEmpty)
            #expect(leopard.presentation.frame == finalFrame)
            let completions = scene.window.trace.events.filter { $0.call == "animationCompletion" }.map { "\($0.time) \($0.target)" }
            #expect(completions.contains("1.2 leopardPrint"))
        }
    }

    @Test func aPresentationThatDoesNotCompleteRemovesTheChromeAndLeavesThePresenterAlone() throws {
        try withScene { scene in
            let animator = RecordingAnimator()
            animator.outcome = false
            let delegate = VendingDelegate(
                controller: { WrappingDimmingPresentationController(presentedViewController: $0, presenting: $1) },
                present: animator)
            let presented = Scene.customPresented(with: delegate)
            var completions = 0
            scene.presenting.present(presented, animated: true) { completions += 1 }
            let controller = try #require(presented.presentationController as? WrappingDimmingPresentationController)
            scene.clock.advance(to: 0.1)
            #expect(scene.viewNames.contains("dimming"))
            let mark = scene.window.trace.mark
            scene.settle()

            let calls = scene.window.trace.events(since: mark).map { "\($0.call) \($0.target)" }
            #expect(calls.contains("presentationTransitionDidEnd WrappingDimmingPresentationController(presented)"))
            #expect(scene.window.trace.events.first { $0.call == "presentationTransitionDidEnd" }?.detail == "false")
            #expect(controller.phase == .cancelled)
            #expect(!scene.viewNames.contains("dimming"))
            #expect(!scene.viewNames.contains("container"))
            #expect(!scene.viewNames.contains("presented"))
            #expect(scene.viewNames == ["window", "presenting"])
            #expect(scene.presenting.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(scene.presenting.appearanceState == .appeared)
            let appearance = scene.window.trace.events.filter { $0.call.hasPrefix("view") && $0.call.contains("ppear") }
                .map { "\($0.call) \($0.target)" }
            #expect(appearance == [
                "viewWillAppear presented", "viewIsAppearing presented", "viewWillDisappear presented", "viewDidDisappear presented",
            ], "its view was in the window when the animator gave up")
            #expect(animator.endedWith == [false])
            #expect(completions == 1)
        }
    }

    @Test func viewForKeyIsThePresentationControllersViewWhenItWrapsTheControllersView() throws {
        try withScene { scene in
            let animator = RecordingAnimator()
            let delegate = VendingDelegate(
                controller: { ShadowWrappingPresentationController(presentedViewController: $0, presenting: $1) },
                present: animator, dismiss: RecordingAnimator())
            let presented = scene.presentCustom(with: delegate)
            let controller = try #require(presented.presentationController as? ShadowWrappingPresentationController)
            let toView = try #require(animator.toView)
            #expect(toView === controller.wrapper)
            #expect(animator.toControllerView === presented.view)
            #expect(toView !== presented.view)
            #expect(animator.fromView == nil, "the presenter's view takes no part in a custom presentation")
            #expect(presented.view.superview === controller.wrapper)
            #expect(controller.wrapper.frame == Rect(x: 20, y: 60, width: 353, height: 732))
            #expect(scene.viewNames == ["window", "presenting", "container", "shadowWrapper", "presented"])

            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.viewNames == ["window", "presenting"])
        }
    }
}
