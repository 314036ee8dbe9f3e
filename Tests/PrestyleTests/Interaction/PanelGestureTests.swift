import PresentationKit
import Prestyle
import Testing

/// The bundled `panel` style (FloatingPanel's rules) on an iPhone 15 — safe area 59 top, 34 bottom: full at
/// 77, half at 438.5, tip at 749.
@Suite struct PanelGestureTests {
    private func drag(_ scene: StyleScene, from y: Double, dy: Double, seconds: Double) throws {
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 196, y: y), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    @Test func thePanelRestsAtItsThreePositionsFromTheSafeArea() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "panel")) { scene in
            scene.present()
            let surface = scene.view(named: "surface")!
            #expect(surface.frame.y == 438.5)
            try! drag(scene, from: 600, dy: -300, seconds: 1)        // slow, past halfway to full
            #expect(surface.frame.y == 77)
            #expect(scene.view(named: "backdrop")!.alpha == 0.3)
            try! drag(scene, from: 300, dy: 600, seconds: 0.5)       // into the lower segment, towards tip
            #expect(surface.frame.y == 749)
            #expect(scene.view(named: "backdrop")!.alpha == 0)
            scene.dismiss()
        }
    }

    @Test func aFlickGoesNoFurtherThanTheNextPositionAndASlowShortDragGoesBack() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "panel")) { scene in
            scene.present()
            let surface = scene.view(named: "surface")!
            try! drag(scene, from: 600, dy: -40, seconds: 1)         // 40 points slowly: back to half
            #expect(surface.frame.y == 438.5)
            try! drag(scene, from: 600, dy: -60, seconds: 0.05)      // 1200 pt/s up: full, not beyond
            #expect(surface.frame.y == 77)
            scene.dismiss()
        }
    }

    @Test func aTapOnTheBackdropDismissesOnlyWhenItShows() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "panel")) { scene in
            scene.present()
            scene.window.sendTouches(along: try! TouchPath.tap(at: Point(x: 196, y: 200)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)    // at half, no backdrop
            try! drag(scene, from: 600, dy: -400, seconds: 1)
            scene.window.sendTouches(along: try! TouchPath.tap(at: Point(x: 196, y: 40)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }
}
