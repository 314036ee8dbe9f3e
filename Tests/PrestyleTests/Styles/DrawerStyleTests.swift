import PresentationKit
import Prestyle
import Testing

/// `Styles/drawer.lua`: the sidebar's presentation borrowed with use() and mirrored to the left edge.
@Suite struct DrawerStyleTests {
    @Test func onAniPadTheDrawerSlidesInFromTheLeftOverTheSidebarsDimming() throws {
        let registry = try makeRegistry()
        #expect(try registry.style(named: "drawer").uses == ["sidebar"])
        try withStyleScene(try registry.transitioningDelegate(for: "drawer"), device: .iPadPro11) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(close(scene.presented.view.presentation.frame.maxX, 0))
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == Rect(x: 0, y: 0, width: 667, height: 1194))
            let dimming = try #require(scene.view(named: "dimming"))
            #expect(close(dimming.alpha, 0.4))
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == Rect(x: 0, y: 0, width: 955, height: 834))
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0.2)
            #expect(scene.presented.view.presentation.frame.x < 0)
            scene.clock.runUntilIdle()
            #expect(scene.view(named: "dimming") == nil)
        }
    }

    @Test func onAPhoneItIsFullScreenAsTheSidebarIs() throws {
        let registry = try makeRegistry()
        withStyleScene(try registry.transitioningDelegate(for: "drawer")) { scene in
            scene.present()
            #expect(scene.presented.presentationController?.isAdapted == true)
            #expect(scene.presented.view.frame == scene.window.bounds)
            scene.dismiss()
        }
    }
}
