import PresentationKit
import Prestyle
import Testing

/// The example, `Styles/bouncy.lua` (the iOS 8 Day-by-Day seed's BouncyPresent), run through the engine.
@Suite struct BouncyStyleTests {
    @Test func theCardDropsInFromAboveOnASpringAndSettlesInsetBy30() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "bouncy")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let card = scene.presented.view
            let bounds = scene.window.bounds
            let final = bounds.insetBy(dx: 30, dy: 30)
            // At t = 0 the card is entirely above the screen.
            #expect(card.presentation.frame.maxY <= 0.000_001)
            // The spring overshoots: at some moment the card is below its final place.
            var overshoot = 0.0
            for step in 1...80 {
                scene.clock.advance(to: Double(step) / 100)
                overshoot = max(overshoot, card.presentation.frame.y - final.y)
            }
            #expect(overshoot > 1)
            scene.clock.runUntilIdle()
            #expect(close(card.frame, final))
            #expect(close(card.presentation.frame, final))
            #expect(scene.presentCompletions == 1)
            let dim = try #require(scene.view(named: "dim"))
            #expect(close(dim.presentation.alpha, 0.5))
            #expect(dim.superview?.subviews.first === dim)
        }
    }
}
