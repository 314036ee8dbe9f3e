import PresentationKit
import Prestyle
import Testing

/// `Styles/cool.lua`, the 2014 session's "Cool mode".
@Suite struct CoolStyleTests {
    @Test func theContentScalesInWhileTheLeopardPrintFinishesAfterTheTransitionAndUnicornAndFlowerFadeAlongside() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "cool")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let content = scene.presented.view
            let leopard = try #require(scene.view(named: "leopard"))
            let unicorn = try #require(scene.view(named: "unicorn"))
            let flower = try #require(scene.view(named: "flower"))
            #expect(content.presentation.transform.a < 0.05)
            #expect(unicorn.presentation.alpha == 0 && flower.presentation.alpha == 0)
            // Alongside: the fade rides the animator's spring, as UIKit runs alongside blocks in the animator's
            // animation — the content's scale and the chrome's alpha reach the same share of the way, in step.
            for time in [0.05, 0.1, 0.2, 0.3] {
                scene.clock.advance(to: time)
                let progress = (content.presentation.transform.a - 0.01) / 0.99
                #expect(unicorn.presentation.alpha > 0 && close(unicorn.presentation.alpha, progress), "at \(time) s")
                #expect(close(unicorn.presentation.alpha, flower.presentation.alpha))
            }
            scene.clock.advance(to: 0.6)
            #expect(close(unicorn.presentation.alpha, 1))
            // The transition is over at 0.6 s; the leopard print, in its own 1 s block, is still moving.
            #expect(scene.presentCompletions == 1)
            #expect(leopard.animatingProperties.isEmpty == false)
            #expect(leopard.presentation.frame.x < -0.5)
            scene.clock.runUntilIdle()
            #expect(close(leopard.presentation.frame.x, 0))
            #expect(content.presentation.transform == .identity)
            scene.dismiss()
            #expect(scene.view(named: "leopard") == nil && scene.view(named: "unicorn") == nil)
            #expect(scene.dismissCompletions == 1)
        }
    }
}
