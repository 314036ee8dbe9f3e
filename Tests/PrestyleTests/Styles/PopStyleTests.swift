import PresentationKit
import Prestyle
import Testing

/// `Styles/pop.lua`: keyframes, snapshot(), sizeForChild and preferredContentSizeDidChange.
@Suite struct PopStyleTests {
    @Test func theCardOvershootsOnKeyframesThenSettlesCentredAtItsPreferredSize() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "pop")) { scene in
            scene.presented.preferredContentSize = Size(width: 300, height: 200)
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let card = scene.presented.view
            #expect(close(card.presentation.transform.a, 0.6))
            scene.clock.advance(to: 0.3)
            #expect(card.presentation.transform.a > 1.07)
            scene.clock.runUntilIdle()
            #expect(card.transform == .identity)
            #expect(card.frame == Rect(x: 46, y: 326, width: 301, height: 200))
            #expect(card.cornerRadius == 16 && card.shadow != nil)

            scene.presented.preferredContentSize = Size(width: 360, height: 500)
            scene.clock.advance(by: 0.125)
            #expect(card.presentation.frame.width > 300 && card.presentation.frame.width < 360)
            scene.clock.runUntilIdle()
            #expect(card.frame == Rect(x: 16, y: 176, width: 361, height: 500))

            scene.dismiss(settle: false)
            scene.clock.advance(by: 0)
            let copy = try #require(scene.view(named: "presented-snapshot"))
            #expect(card.isHidden)
            scene.clock.advance(by: 0.15)
            #expect(copy.presentation.alpha < 1)
            scene.clock.runUntilIdle()
            #expect(scene.view(named: "presented-snapshot") == nil)
            #expect(!card.isHidden && card.cornerRadius == 0 && card.shadow == nil)
        }
    }
}
