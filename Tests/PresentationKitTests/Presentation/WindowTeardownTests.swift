import PresentationKit
import Testing

/// A window that goes away with work still on its clock lets go of everything: a transition an interaction
/// left paused for ever (a dismissal started interactively that nothing updates, finishes or cancels) keeps
/// its animations' ends scheduled, and their closures hold the transition context, which holds the clock.
/// (libFuzzer's LeakSanitizer found this one: a sheet, an interactive dismissal refused mid-present, a
/// cancel remembered before any transition, then a tear-down dismissal the cancel had already been spent on.)
@Suite("Window tear-down")
struct WindowTeardownTests {
    /// Weak references to what one scene made.
    struct Made {
        weak var window: Window?
        weak var clock: AnimationClock?
        weak var presented: ViewController?
        weak var presentationController: PresentationController?
        weak var interaction: PercentDrivenInteractiveTransition?
        var allGone: Bool {
            window == nil && clock == nil && presented == nil && presentationController == nil && interaction == nil
        }
    }

    /// A window with a presented controller whose dismissal an interaction drives and then abandons, paused.
    private static func sceneLeftPaused(style: ModalPresentationStyle) -> Made {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = style
        #expect(root.present(presented, animated: true))
        window.clock.runUntilIdle()
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .dismissal)
        presented.transitioningDelegate = delegate
        #expect(presented.dismiss(animated: true))
        window.clock.advance(by: 0)
        interaction.update(0.3)
        window.clock.runUntilIdle()
        #expect(interaction.isDriving && window.isTransitioning, "the dismissal waits for its interaction")
        return Made(window: window, clock: window.clock, presented: presented,
                    presentationController: presented.presentationController, interaction: interaction)
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .fullScreen, .custom])
    func aWindowGoneMidInteractiveDismissalLetsGoOfItsClockAndControllers(style: ModalPresentationStyle) {
        let made = Self.sceneLeftPaused(style: style)
        #expect(made.allGone)
    }
}
