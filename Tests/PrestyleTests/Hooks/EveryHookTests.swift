import PresentationKit
import Prestyle
import Testing

/// `Fixtures/everyhook.lua`: every presentation hook and animator function, called by the engine (or, for
/// size and trait changes, through the presentation controller's public hooks) in UIKit's order.
@Suite struct EveryHookTests {
    private func traced(_ scene: StyleScene, since mark: Int = 0) -> [String] {
        scene.window.trace.events(since: mark).filter { $0.call == "trace" }.compactMap(\.detail)
    }

    @Test func everyHookRunsWithTheArgumentsUIKitGives() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "everyhook")) { scene in
            scene.present()
            let presentTrace = traced(scene)
            #expect(Array(presentTrace.prefix(4)) == [
                "shouldPresentInFullscreen", "adaptiveStyle compact", "presentationWillBegin", "animate presenting",
            ])
            #expect(presentTrace.contains("containerWillLayout"))
            #expect(presentTrace.contains("containerDidLayout"))
            let ending = presentTrace.drop { !$0.hasPrefix("presentationDidEnd") }
            #expect(Array(ending.prefix(3)) == ["presentationDidEnd true", "ended true presenting=true",
                                                "alongside completion cancelled=false"])
            let wrapper = try #require(scene.view(named: "wrapper"))
            let bounds = scene.window.bounds
            #expect(scene.presented.view.superview === wrapper)
            #expect(close(wrapper.frame, bounds.insetBy(dx: 40, dy: 40)))
            #expect(close(scene.presented.view.frame, Rect(origin: .zero, size: wrapper.bounds.size)))
            #expect(close(wrapper.presentation.alpha, 1))
            let dim = try #require(scene.view(named: "dim"))
            #expect(close(dim.presentation.alpha, 0.4))

            let controller = try #require(scene.presented.presentationController)
            let mark = scene.window.trace.mark
            let half = controller.size(forChildContentContainer: scene.presented, withParentContainerSize: Size(width: 300, height: 500))
            #expect(half == Size(width: 150, height: 500))
            scene.presented.preferredContentSize = Size(width: 320, height: 200)
            let coordinator = ManualCoordinator(container: try #require(controller.containerView))
            controller.viewWillTransition(to: Size(width: 852, height: 393), with: coordinator)
            controller.willTransition(to: TraitCollection(horizontalSizeClass: .regular), with: coordinator)
            coordinator.end()
            #expect(controller.adaptivePresentationStyle(for: TraitCollection(horizontalSizeClass: .compact)) == .custom)
            #expect(controller.adaptivePresentationStyle(for: TraitCollection(horizontalSizeClass: .regular)) == .custom)
            #expect(traced(scene, since: mark) == [
                "sizeForChild presented size(300, 500)", "preferredContentSizeDidChange size(320, 200)",
                "willTransitionToSize size(852, 393) true", "sizeForChild presented size(852, 393)",
                "willTransitionToTraits regular", "adaptiveStyle compact",
                "adaptiveStyle regular",
            ])

            let dismissMark = scene.window.trace.mark
            scene.dismiss()
            let dismissTrace = traced(scene, since: dismissMark)
            #expect(Array(dismissTrace.prefix(2)) == ["dismissalWillBegin", "animate dismissing"])
            #expect(dismissTrace.contains("dismissalDidEnd true"))
            #expect(scene.view(named: "dim") == nil && scene.view(named: "wrapper") == nil)
            #expect((scene.presentCompletions, scene.dismissCompletions) == (1, 1))
        }
    }

    @Test func theAnimatorsFollowTheirTimingKeyframesAndCurve() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "everyhook")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let wrapper = try #require(scene.view(named: "wrapper"))
            // Linear keyframes over 0.4 s: alpha 0 → 0.5 by 0.2 s, → 1 by 0.4 s.
            scene.clock.advance(to: 0.1)
            #expect(close(wrapper.presentation.alpha, 0.25, 1e-9))
            scene.clock.advance(to: 0.3)
            #expect(close(wrapper.presentation.alpha, 0.75, 1e-9))
            scene.clock.runUntilIdle()
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0)
            scene.clock.advance(by: 0.125)
            let halfway = wrapper.presentation
            #expect(halfway.alpha > 0 && halfway.alpha < 1)
            #expect(halfway.transform != .identity)
            scene.clock.runUntilIdle()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func optionsOverrideTheDefaultsForOnePresentation() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "everyhook", options: ["inset": 20])) { scene in
            scene.present()
            let wrapper = try #require(scene.view(named: "wrapper"))
            #expect(close(wrapper.frame, scene.window.bounds.insetBy(dx: 20, dy: 20)))
            scene.dismiss()
        }
    }

    @Test func theInteractionSettingsConfigureAPercentDrivenController() throws {
        let registry = try makeRegistry()
        let interaction = try registry.transitioningDelegate(for: "everyhook").makeInteractionController()
        #expect(interaction.completionSpeed == 2)
        #expect(interaction.completionCurve == .easeOut)
        #expect(interaction.wantsInteractiveStart == false)
        let plain = try registry.transitioningDelegate(for: "bouncy").makeInteractionController()
        #expect(plain.completionSpeed == 1 && plain.wantsInteractiveStart)
    }
}
