import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `Styles/system-sheet.lua`: a style standing on UIKit's sheet (`base = "pageSheet"`) at medium and large
/// detents with a grabber. On an iPhone 14 the large detent's value is 844 − 47 − 10 − 34 = 753 points (the
/// safe area and SheetMetrics' 10-point gap), the medium half of it, each sheet reaching down over the
/// 34-point bottom inset: medium at 844 − 376.5 − 34 = 433.5, large at 57.
@Suite struct SystemSheetStyleTests {
    private func drag(_ scene: StyleScene, from y: Double, dy: Double, seconds: Double) throws {
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 195, y: y), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    private func sheet(_ scene: StyleScene) throws -> SheetPresentationController {
        try #require(scene.presented.presentationController as? SheetPresentationController)
    }

    @Test func onAPhoneItRestsAtMediumWithAGrabberAndADragUpTakesItToLarge() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "system-sheet"), device: .iPhone14) { scene in
            scene.present()
            let controller = try sheet(scene)
            #expect(controller.detents.map(\.identifier) == [.medium, .large])
            #expect(controller.selectedDetentIdentifier == .medium && controller.prefersGrabberVisible)
            #expect(controller.largestUndimmedDetentIdentifier == nil)
            // iOS 26 floats it at medium: the card (0, 433.5, 390, 410.5) drawn at 0.961 about its centre
            // (SheetMetrics.floatingScale), 7.605 pt in from the sides and 8.005 pt in from the top and bottom.
            let floating = scene.presented.view.frame
            #expect(close(floating.x, 7.605) && close(floating.width, 374.79))
            #expect(close(floating.y, 441.50475) && close(floating.height, 394.4905))
            #expect(scene.view(named: "grabber")?.isHidden == false)
            #expect(close(try #require(scene.view(named: "dimming")).alpha, 0.4))   // dimmed at medium too
            try drag(scene, from: 600, dy: -300, seconds: 0.3)
            #expect(controller.selectedDetentIdentifier == .large)
            #expect(scene.presented.view.frame == Rect(x: 0, y: 57, width: 390, height: 787))
            #expect(scene.presenting.view.transform.a < 1)                         // the presenter recedes
            scene.dismiss()
            #expect(scene.view(named: "dimming") == nil && scene.view(named: "grabber") == nil)
            #expect(scene.presenting.view.transform == .identity)
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func aFlickDownDismissesAndASlowShortDragSpringsBack() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "system-sheet"), device: .iPhone14) { scene in
            scene.present()
            try drag(scene, from: 600, dy: 30, seconds: 1)
            #expect(close(scene.presented.view.frame.y, 441.50475))
            try drag(scene, from: 600, dy: 100, seconds: 0.1)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.view(named: "dimming") == nil)
        }
    }

    @Test func sidewaysOnAPhoneItFillsTheScreen() throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "system-sheet"), device: .iPhone14) { scene in
            _ = scene.window.transition(to: .landscapeLeft, animated: false)
            scene.present()
            #expect(scene.presented.view.frame == Rect(x: 0, y: 0, width: 844, height: 390))  // medium is inactive
            scene.dismiss()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test(arguments: [false, true])
    func onAPadItFloatsCentredAt704Points(_ landscape: Bool) throws {
        withStyleScene(try makeRegistry().transitioningDelegate(for: "system-sheet"), device: .iPadPro11) { scene in
            if landscape { _ = scene.window.transition(to: .landscapeLeft, animated: false) }
            scene.present()
            let frame = scene.presented.view.frame
            #expect(frame.width == 704 && frame.x == (scene.window.bounds.width - 704) / 2)
            #expect(frame.y >= 24 && frame.maxY <= scene.window.bounds.height)
            scene.dismiss()
            #expect(scene.view(named: "dimming") == nil)
        }
    }

    @Test func aStyleBorrowingItWithLargestUndimmedDetentMediumLeavesTheScreenUndimmedAtMedium() throws {
        let folder = TemporaryStyles()
        folder.write("undimmed", """
            local system = use("system-sheet")
            return style(merge(system, { sheet = merge(system.sheet, { largestUndimmedDetent = "medium" }) }))
            """)
        let registry = try folder.registry(includingBundledStyles: true)
        try withStyleScene(try registry.transitioningDelegate(for: "undimmed"), device: .iPhone14) { scene in
            scene.present()
            let controller = try sheet(scene)
            #expect(controller.largestUndimmedDetentIdentifier == .medium && controller.prefersGrabberVisible)
            #expect((scene.view(named: "dimming")?.alpha ?? 0) < 0.01)
            try drag(scene, from: 600, dy: -300, seconds: 0.3)
            #expect(close(try #require(scene.view(named: "dimming")).alpha, 0.4))
            scene.dismiss()
        }
    }
}
