import PresentationKit
import Prestyle
import Testing

/// `Styles/presentr.lua` and the four Presentr types that borrow it: the frames Presentr's rules give, computed
/// by the style from the container (the expected numbers are Presentr's, worked out by hand), its 70% black
/// background, corner radius 4 on the alert and the popup, 0.4 s, and each transition.
@Suite struct PresentrStyleTests {
    /// An iPhone-14-sized screen without safe areas: Presentr's rules do not look at them.
    static let phone = Device.custom(size: Size(width: 390, height: 844), horizontalSizeClass: .compact,
                                     verticalSizeClass: .regular, scale: 3, idiom: .phone)

    struct Case: Sendable, CustomTestStringConvertible {
        let style: String
        let device: Device
        let portrait: Rect
        let landscape: Rect
        let cornerRadius: Double
        var testDescription: String { "\(style) on \(device.name)" }
    }

    static let cases: [Case] = [
        // popup: the width less 2 × 30 by 66% of the height, rounded down, centred.
        Case(style: "popup", device: phone, portrait: Rect(x: 30, y: 143.5, width: 330, height: 557),
             landscape: Rect(x: 30, y: 66.5, width: 784, height: 257), cornerRadius: 4),
        Case(style: "popup", device: .iPadPro11, portrait: Rect(x: 30, y: 203, width: 774, height: 788),
             landscape: Rect(x: 30, y: 142, width: 1134, height: 550), cornerRadius: 4),
        // alert: 270 × 180, centred.
        Case(style: "alert", device: phone, portrait: Rect(x: 60, y: 332, width: 270, height: 180),
             landscape: Rect(x: 287, y: 105, width: 270, height: 180), cornerRadius: 4),
        Case(style: "alert", device: .iPadPro11, portrait: Rect(x: 282, y: 507, width: 270, height: 180),
             landscape: Rect(x: 462, y: 327, width: 270, height: 180), cornerRadius: 4),
        // bottom half: full width, half the height, centred three quarters down.
        Case(style: "bottom-half", device: phone, portrait: Rect(x: 0, y: 422, width: 390, height: 422),
             landscape: Rect(x: 0, y: 195, width: 844, height: 195), cornerRadius: 0),
        Case(style: "bottom-half", device: .iPadPro11, portrait: Rect(x: 0, y: 597, width: 834, height: 597),
             landscape: Rect(x: 0, y: 417, width: 1194, height: 417), cornerRadius: 0),
        // top half: centred a quarter down less one point, so one point above the top edge.
        Case(style: "top-half", device: phone, portrait: Rect(x: 0, y: -1, width: 390, height: 422),
             landscape: Rect(x: 0, y: -1, width: 844, height: 195), cornerRadius: 0),
        Case(style: "top-half", device: .iPadPro11, portrait: Rect(x: 0, y: -1, width: 834, height: 597),
             landscape: Rect(x: 0, y: -1, width: 1194, height: 417), cornerRadius: 0),
    ]

    @Test(arguments: cases)
    func theBoxIsWherePresentrPutsItOverASeventyPercentBackground(_ c: Case) throws {
        let registry = try makeRegistry()
        #expect(try registry.style(named: c.style).uses == ["presentr"])
        try withStyleScene(try registry.transitioningDelegate(for: c.style), device: c.device) { (scene: StyleScene) throws in
            scene.present()
            let presented = scene.presented.view
            #expect(presented.frame == c.portrait)
            #expect(presented.cornerRadius == c.cornerRadius)
            let dim = try #require(scene.view(named: "dim"))
            #expect(close(dim.alpha, 0.7) && dim.backgroundColor == Color(hex: "#000000")!)
            #expect(dim.frame == scene.window.bounds)
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(presented.frame == c.landscape)
            #expect(dim.frame == scene.window.bounds)
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil)
            #expect(presented.cornerRadius == 0)
        }
    }

    @Test(arguments: ["alert", "popup", "top-half", "bottom-half"])
    func eachDirectionTakesFourTenthsOfASecond(style: String) throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: style), device: Self.phone) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0.39)
            #expect(scene.presentCompletions == 0)
            scene.clock.advance(by: 0.02)
            #expect(scene.presentCompletions == 1)
            scene.clock.runUntilIdle()
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0.39)
            #expect(scene.dismissCompletions == 0)
            scene.clock.advance(by: 0.02)
            #expect(scene.dismissCompletions == 1)
            scene.clock.runUntilIdle()
        }
    }

    /// Where the popup (30, 143.5, 330, 557 on the 390 × 844 screen) starts for each transition.
    @Test(arguments: [
        ("coverVertical", Rect(x: 30, y: 844 + 557, width: 330, height: 557)),
        ("coverVerticalFromTop", Rect(x: 30, y: -557, width: 330, height: 557)),
        ("coverHorizontalFromRight", Rect(x: 390 + 330, y: 143.5, width: 330, height: 557)),
        ("coverHorizontalFromLeft", Rect(x: -330, y: 143.5, width: 330, height: 557)),
    ])
    func eachCoverTransitionStartsOffTheContainerAndEndsOnTheBox(transition: String, start: Rect) throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "popup", options: ["transition": .string(transition)])
        try withStyleScene(delegate, device: Self.phone) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let view = scene.presented.view
            #expect(close(view.presentation.frame, start))
            scene.clock.runUntilIdle()
            #expect(view.frame == Rect(x: 30, y: 143.5, width: 330, height: 557))
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0.399)
            #expect(close(view.presentation.frame, start, 1))
            scene.clock.runUntilIdle()
        }
    }

    @Test func theSpringCoverOvershootsTheBoxAndThePlainOneDoesNot() throws {
        let registry = try makeRegistry()
        var highest: [String: Double] = [:]
        for transition in ["coverVertical", "coverVerticalWithSpring"] {
            let delegate = try registry.transitioningDelegate(for: "popup", options: ["transition": .string(transition)])
            try withStyleScene(delegate, device: Self.phone) { (scene: StyleScene) throws in
                scene.present(settle: false)
                var top = Double.infinity
                for _ in 0..<40 {
                    scene.clock.advance(by: 0.01)
                    top = min(top, scene.presented.view.presentation.frame.y)
                }
                highest[transition] = top
                scene.clock.runUntilIdle()
            }
        }
        #expect(try #require(highest["coverVerticalWithSpring"]) < 143.5 - 1)
        #expect(try #require(highest["coverVertical"]) >= 143.5 - 1e-6)
    }

    @Test func crossDissolveFadesTheBoxInPlace() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "alert", options: ["transition": "crossDissolve"])
        try withStyleScene(delegate, device: Self.phone) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0.2)
            let view = scene.presented.view
            #expect(view.presentation.frame == Rect(x: 60, y: 332, width: 270, height: 180))
            #expect(view.presentation.alpha > 0.05 && view.presentation.alpha < 0.95)
            scene.clock.runUntilIdle()
            #expect(view.alpha == 1)
            scene.dismiss()
            #expect(view.alpha == 1)
        }
    }

    @Test func flipHorizontalTurnsTheBoxInFromEdgeOnOverOneAndAHalfDurations() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "popup", options: ["transition": "flipHorizontal"])
        try withStyleScene(delegate, device: Self.phone) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let view = scene.presented.view
            #expect(view.presentation.transform.a < 0.01)
            scene.clock.advance(by: 0.3)
            #expect(view.presentation.transform.a > 0.5 && view.presentation.transform.a < 0.9)
            scene.clock.advance(by: 0.29)
            #expect(scene.presentCompletions == 0)
            scene.clock.runUntilIdle()
            #expect(scene.presentCompletions == 1)
            #expect(view.transform == .identity)
            scene.dismiss()
            #expect(view.transform == .identity)
        }
    }

    @Test func theBaseTakesAnySizeAndPosition() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(
            for: "presentr", options: ["width": "half", "height": "300", "position": "bottomCenter", "roundCorners": false])
        try withStyleScene(delegate, device: Self.phone) { (scene: StyleScene) throws in
            scene.present()
            #expect(scene.presented.view.frame == Rect(x: 97.5, y: 483, width: 195, height: 300))
            #expect(scene.presented.view.cornerRadius == 0)
            scene.dismiss()
        }
    }

    @Test func aSizeThatIsNotOneIsAnErrorNamingTheOptionAndTheBoxFallsBackToTheContainer() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "popup", options: ["width": "wide"])
        try withStyleScene(delegate, device: Self.phone, allowing: [.style.styleHookFailed]) { (scene: StyleScene) throws in
            scene.present()
            #expect(scene.presented.view.frame == scene.window.bounds)
            #expect(scene.problems.contains { $0.contains("option 'width' must be default, half, full or a number of points, not \"wide\"") })
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func anUnknownTransitionIsReportedOnceAndPlayedAsCoverVertical() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "alert", options: ["transition": "wobble"])
        try withStyleScene(delegate, device: Self.phone, allowing: [.style.styleHookFailed]) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(scene.presented.view.presentation.frame.y == 844 + 180)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == Rect(x: 60, y: 332, width: 270, height: 180))
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
            #expect(scene.problems.count == 1)
            #expect(scene.problems.first?.contains("option 'transition' must be coverVertical, ") == true)
            #expect(scene.problems.first?.contains("not \"wobble\"; played as coverVertical") == true)
        }
    }
}
