import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Styles/README.md's worked gesture example (`Styles/card-drag.lua`), run as written: a slow short drag
/// springs back, a flick dismisses, a tap on the dim dismisses and a tap on the card does not.
@Suite struct GestureExampleTests {
    static let source: String? = APIDocumentationTests.readme.components(separatedBy: "```lua\n").dropFirst()
        .map { $0.components(separatedBy: "```")[0] }
        .first { $0.hasPrefix("-- Styles/card-drag.lua") }

    private func scene(_ body: (StyleScene) throws -> Void) throws {
        let folder = TemporaryStyles()
        folder.write("card-drag", try #require(Self.source))
        try withStyleScene(try folder.registry().transitioningDelegate(for: "card-drag")) { scene in
            scene.present()
            try body(scene)
        }
    }

    private func drag(_ scene: StyleScene, dy: Double, seconds: Double) throws {
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 196, y: 600), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    @Test func aSlowShortDragSpringsBackAndAFlickDismisses() throws {
        try scene { scene in
            try drag(scene, dy: 60, seconds: 1)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(close(scene.presented.view.frame.y, 852 * 0.4))
            try drag(scene, dy: 60, seconds: 0.06)
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func aTapOnTheDimDismissesAndOneOnTheCardDoesNot() throws {
        try scene { scene in
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 196, y: 600)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 196, y: 100)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }
}
