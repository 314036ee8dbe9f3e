import PresentationKit
import Testing

/// A popover adapted to a replacement (a Done wrapper over the full screen) that hands back to the popover in
/// an animated trait change: while the change runs, the presenter already presents the popover's content and
/// the wrapper's stand-in is being dismissed — the chain is whole, and the invariant checker says so. The
/// fuzz input `Fuzz/Corpus/fuzz-engine-operations/wrapped-popover-hands-back-mid-trait-change`
/// (note-popover: present, an interactive dismissal asked too early and refused, finish, trait change) found
/// the checker reporting the stand-in.
@Suite struct WrappedPopoverHandBackTests {
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)

    /// Presents a popover that adapts to over full screen in a `DoneContainer` in compact width, without
    /// animation and without letting the clock run.
    func presentWrappedPopover(in scene: Scene, delegate: AdaptiveDelegate) throws -> (popover: PresentationController, wrapper: ViewController) {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .popover
        presented.popoverPresentationController?.delegate = delegate
        scene.presenting.present(presented, animated: false)
        let popover = try #require(presented.popoverPresentationController)
        let wrapper = try #require(scene.presenting.presentedViewController as? DoneContainer)
        return (popover, wrapper)
    }

    static func wrappingDelegate() -> AdaptiveDelegate {
        AdaptiveDelegate(style: { $0.horizontalSizeClass == .compact ? .overFullScreen : nil }) { controller, _ in
            DoneContainer(wrapping: controller.presentedViewController)
        }
    }

    @Test func whileAWrappedPopoverHandsBackInATraitChangeTheWrappersStandInIsDismissedOutsideTheChain() throws {
        try withScene(device: .iPhone15) { scene in
            let delegate = Self.wrappingDelegate()
            let (popover, wrapper) = try presentWrappedPopover(in: scene, delegate: delegate)
            scene.settle()
            let standIn = try #require(popover.adaptedPresentationController)
            _ = scene.window.transition(toSize: Size(width: 272, height: 254), traits: Self.regular)
            scene.clock.advance(by: 0.2)
            #expect(scene.presenting.presentedViewController === popover.presentedViewController)
            #expect(standIn.phase == .dismissing && popover.phase == .presented)
            #expect(scene.window.invariantViolations() == [], "mid-transition")
            scene.settle()
            #expect(standIn.phase == .dismissed && !popover.isAdapted)
            #expect(wrapper.viewIfLoaded?.window == nil)
        }
    }

    @Test func aTraitChangeAfterAnInteractiveDismissalRefusedDuringThePresentationKeepsTheChainWhole() throws {
        try withScene(device: .iPhone15, allowing: [.engine.dismissWhileTransitioning]) { scene in
            let delegate = Self.wrappingDelegate()
            let (popover, wrapper) = try presentWrappedPopover(in: scene, delegate: delegate)
            let interaction = PercentDrivenInteractiveTransition()
            let interactive = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .dismissal)
            wrapper.transitioningDelegate = interactive
            var dismissals = 0
            wrapper.dismiss(animated: true) { dismissals += 1 }
            scene.clock.advance(by: 0)
            interaction.finish()
            _ = scene.window.transition(toSize: Size(width: 272, height: 254), traits: Self.regular)
            #expect(scene.window.invariantViolations() == [], "as the trait change begins")
            scene.settle()
            #expect(dismissals == 0, "a dismissal asked while the presentation is under way is refused, as in UIKit")
            #expect(scene.presenting.presentedViewController === popover.presentedViewController)
            #expect(popover.phase == .presented && !popover.isAdapted)
            withExtendedLifetime(interactive) {}
        }
    }
}
