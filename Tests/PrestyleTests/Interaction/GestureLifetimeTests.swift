@testable import Prestyle
import PresentationKit
import TestSupport
import Testing

/// A gesture's handler holds the style's views (through `self`): once its presentation is dismissed the
/// recognizer must go, with nothing — not the handle Lua has yet to collect — keeping it alive.
@Suite struct GestureLifetimeTests {
    @Test(arguments: ["sheet", "panel"]) func aDismissedPresentationsGesturesLetGoOfTheStylesViews(_ name: String) throws {
        let registry = try makeRegistry([PackageRoot.styles])
        do {
            let window = Window(device: .iPhone15)
            let presenting = ViewController(name: "presenting")
            window.rootViewController = presenting
            window.makeKeyAndVisible()
            let delegate = try registry.transitioningDelegate(for: name)
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            presenting.present(presented, animated: true)
            window.clock.runUntilIdle()
            let added = delegate.session.interactionState.gestures
            #expect(added.count == 2)
            presented.dismiss(animated: true)
            window.clock.runUntilIdle()
            #expect(added.allSatisfy { $0.recognizer == nil })
        }
        registry.collectGarbage()
        #expect(registry.runtime.scopes.madeViews.heldCount == 0)
    }
}
