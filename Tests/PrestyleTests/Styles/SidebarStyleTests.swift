import PresentationKit
import Prestyle
import Testing

/// `Styles/sidebar.lua`, the 2014 session's overlay sidebar that adapts to full screen in compact width.
@Suite struct SidebarStyleTests {
    static let compactSplit = Size(width: 320, height: 1194)
    static let padSize = Size(width: 834, height: 1194)

    @Test func onAniPadTheEditorSlidesInAsARightHandSidebarOverADimmedScreen() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "sidebar"), device: .iPadPro11) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(close(scene.presented.view.presentation.frame.x, 834))
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == Rect(x: 556, y: 0, width: 278, height: 1194))
            let dimming = try #require(scene.view(named: "dimming"))
            #expect(close(dimming.alpha, 0.4))
            scene.dismiss()
            #expect(scene.view(named: "dimming") == nil)
        }
    }

    @Test func onAPhoneItIsFullScreenAndStillSlidesInFromTheRight() throws {
        let registry = try makeRegistry()
        withStyleScene(try registry.transitioningDelegate(for: "sidebar")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            scene.clock.advance(by: 0.15)
            let midway = scene.presented.view.presentation.frame
            #expect(midway.x > 0 && midway.x < 393)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == scene.window.bounds)
            #expect(scene.presented.presentationController?.isAdapted == true)
            #expect(scene.view(named: "dimming") == nil)
            scene.dismiss()
        }
    }

    @Test func itAdaptsLiveWhenTheWidthBecomesCompactAndBack() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "sidebar"), device: .iPadPro11) { scene in
            scene.present()
            #expect(scene.presented.view.frame == Rect(x: 556, y: 0, width: 278, height: 1194))
            scene.window.transition(toSize: Self.compactSplit, traits: TraitCollection(horizontalSizeClass: .compact))
            scene.clock.runUntilIdle()
            #expect(scene.presented.presentationController?.isAdapted == true)
            #expect(scene.presented.view.frame == Rect(origin: .zero, size: Self.compactSplit))
            scene.window.transition(toSize: Self.padSize, traits: TraitCollection(horizontalSizeClass: .regular))
            scene.clock.runUntilIdle()
            #expect(scene.presented.presentationController?.isAdapted == false)
            #expect(scene.presented.view.frame == Rect(x: 556, y: 0, width: 278, height: 1194))
            let dimming = try #require(scene.view(named: "dimming"))
            #expect(close(dimming.alpha, 0.4))
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func rotatingTheiPadKeepsTheSidebarAgainstTheRightEdge() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "sidebar"), device: .iPadPro11) { scene in
            scene.present()
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            let bounds = scene.window.bounds
            #expect(bounds.width > bounds.height)
            let width = (bounds.width / 3).rounded(.down)
            #expect(scene.presented.view.frame == Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height))
            let dimming = try #require(scene.view(named: "dimming"))
            #expect(dimming.frame == bounds)
            scene.dismiss()
        }
    }
}
