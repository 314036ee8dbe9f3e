import PresentationKit
import Prestyle
import Testing

/// `Styles/floating-panel.lua`: panel's FloatingPanel positions (full 18 below the safe top, half at half the
/// safe height above the safe bottom, tip 69 above it) borrowed with use(), a tap on the backdrop bringing the
/// panel back to half instead of dismissing.
@Suite struct FloatingPanelStyleTests {
    struct Layout: Sendable, CustomStringConvertible {
        let device: Device
        let landscape: Bool
        let half: Rect
        let full: Double
        let tip: Double
        var description: String { "\(device.slug)\(landscape ? " landscape" : "")" }
    }

    /// iPhone 14 (safe 47 / 34): full 65, half 810 − 763 / 2 = 428.5, tip 741; sideways (safe 0 / 21, 47 at the
    /// sides) full 18, half 184.5, tip 300, 750 wide; iPad Pro 11 (24 / 20): full 42, half 599, tip 1105.
    static let layouts: [Layout] = [
        Layout(device: .iPhone14, landscape: false, half: Rect(x: 0, y: 428.5, width: 390, height: 415.5), full: 65, tip: 741),
        Layout(device: .iPhone14, landscape: true, half: Rect(x: 47, y: 184.5, width: 750, height: 205.5), full: 18, tip: 300),
        Layout(device: .iPadPro11, landscape: false, half: Rect(x: 0, y: 599, width: 834, height: 595), full: 42, tip: 1105),
    ]

    private func drag(_ scene: StyleScene, from y: Double, dy: Double, seconds: Double) throws {
        let x = scene.window.bounds.midX
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: x, y: y), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    @Test func itIsPanelBorrowedWithUseAndItsOptionsPlusTheBackdropTap() throws {
        let style = try makeRegistry().style(named: "floating-panel")
        #expect(style.uses == ["panel"])
        let options = Dictionary(uniqueKeysWithValues: style.options.map { ($0.name, $0.defaultValue) })
        #expect(options["backdropTap"] == .string("half"))
        #expect(options["fullInset"] == .number(18) && options["tipInset"] == .number(69))
    }

    @Test(arguments: layouts)
    func thePanelRestsAtHalfAndMovesToFullAndTipAndLeavesNothingBehind(_ layout: Layout) throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "floating-panel"), device: layout.device) { scene in
            if layout.landscape { _ = scene.window.transition(to: .landscapeLeft, animated: false) }
            scene.present()
            let surface = try #require(scene.view(named: "surface"))
            let backdrop = try #require(scene.view(named: "backdrop"))
            #expect(close(surface.frame, layout.half))
            #expect(backdrop.alpha == 0 && backdrop.frame == scene.window.bounds)
            try drag(scene, from: layout.half.y + 10, dy: layout.full - layout.half.y, seconds: 1)
            #expect(close(surface.frame.y, layout.full))
            #expect(close(backdrop.alpha, 0.3))
            try drag(scene, from: layout.full + 10, dy: layout.tip - layout.full, seconds: 1)
            #expect(close(surface.frame.y, layout.tip) && backdrop.alpha == 0)
            scene.dismiss()
            #expect(scene.view(named: "surface") == nil && scene.view(named: "backdrop") == nil)
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func aTapOnTheBackdropAtFullBringsThePanelToHalfAndDoesNotDismiss() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "floating-panel"), device: .iPhone14) { scene in
            scene.present()
            let surface = try #require(scene.view(named: "surface"))
            try drag(scene, from: 440, dy: -80, seconds: 0.05)          // a flick up: full
            #expect(surface.frame.y == 65)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 30)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(close(surface.frame.y, 428.5))
            #expect(try #require(scene.view(named: "backdrop")).alpha == 0)
            scene.dismiss()
            #expect(scene.view(named: "backdrop") == nil)
        }
    }

    @Test func withBackdropTapDismissTheTapDismissesAsPanelDoes() throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "floating-panel",
                                                                options: ["backdropTap": .string("dismiss"),
                                                                          "position": .string("full")])
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            #expect(close(try #require(scene.view(named: "backdrop")).alpha, 0.3))
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 30)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil && scene.view(named: "backdrop") == nil)
        }
    }

    @Test func aSlowDragThatStopsShortGoesBackAndADragDownPastHalfwayGoesToTip() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "floating-panel"), device: .iPhone14) { scene in
            scene.present()
            let surface = try #require(scene.view(named: "surface"))
            try drag(scene, from: 440, dy: 60, seconds: 1)
            #expect(close(surface.frame.y, 428.5))
            try drag(scene, from: 440, dy: 250, seconds: 1)
            #expect(surface.frame.y == 741)
            scene.dismiss()
        }
    }
}
