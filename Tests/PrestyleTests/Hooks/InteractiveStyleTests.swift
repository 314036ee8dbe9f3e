import PresentationKit
import Prestyle
import Testing

/// A style's animator driven by a percent-driven interaction controller, with the style's settings.
@Suite struct InteractiveStyleTests {
    @Test func aStyleDismissalFollowsTheInteractionAndACancelLeavesItPresented() throws {
        let registry = try makeRegistry()
        let style = try registry.transitioningDelegate(for: "bouncy")
        let interaction = style.makeInteractionController()
        let interactive = InteractiveTransitioningDelegate(wrapping: style, interaction: interaction, for: .dismissal)
        let scene = StyleScene(style)
        scene.present()
        scene.presented.transitioningDelegate = interactive
        let card = scene.presented.view
        let shown = card.frame
        scene.dismiss(settle: false)
        scene.clock.advance(by: 0)
        interaction.update(0.5)
        let halfway = card.presentation.frame
        #expect(halfway.y > shown.y + 1)
        let dim = try #require(scene.view(named: "dim"))
        #expect(dim.presentation.alpha > 0.05 && dim.presentation.alpha < 0.45)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.presenting.presentedViewController === scene.presented)
        #expect(close(card.frame, shown) && close(card.presentation.frame, shown))
        #expect(close(dim.presentation.alpha, 0.5))
        #expect(scene.dismissCompletions == 1)
        #expect(scene.window.invariantViolations() == [])
        #expect(scene.problems == [])
        scene.presented.transitioningDelegate = style
        scene.dismiss()
        #expect(scene.presenting.presentedViewController == nil)
        _ = interactive
    }
}
