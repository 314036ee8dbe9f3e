import PresentationKit
import Prestyle
import Testing

/// `Styles/pan-sheet.lua`: PanModal's long form 21 points below the safe area's top, its short form 300 points
/// of content above the safe area's bottom, a drag indicator 8 points above the card, a 0.7 dim; the finger
/// moves it between the forms and down to dismiss, on distance and on velocity.
@Suite struct PanSheetStyleTests {
    struct Layout: Sendable, CustomStringConvertible {
        let device: Device
        let landscape: Bool
        let short: Rect
        let longTop: Double
        var description: String { "\(device.slug)\(landscape ? " landscape" : "")" }
    }

    /// iPhone 14: long 47 + 21 = 68, short 844 − 34 − 300 = 510; sideways long 0 + 21, short 390 − 21 − 300 = 69.
    /// iPad Pro 11: long 24 + 21 = 45, short 1194 − 20 − 300 = 874. The card keeps the long form's height.
    static let layouts: [Layout] = [
        Layout(device: .iPhone14, landscape: false, short: Rect(x: 0, y: 510, width: 390, height: 776), longTop: 68),
        Layout(device: .iPhone14, landscape: true, short: Rect(x: 0, y: 69, width: 844, height: 369), longTop: 21),
        Layout(device: .iPadPro11, landscape: false, short: Rect(x: 0, y: 874, width: 834, height: 1149), longTop: 45),
    ]

    private func drag(_ scene: StyleScene, from y: Double, dy: Double, seconds: Double) throws {
        let x = scene.window.bounds.midX
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: x, y: y), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    @Test(arguments: layouts)
    func theCardSettlesAtTheShortFormUnderItsIndicatorAndLeavesNothingBehind(_ layout: Layout) throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "pan-sheet"), device: layout.device) { scene in
            if layout.landscape { _ = scene.window.transition(to: .landscapeLeft, animated: false) }
            scene.present()
            let sheet = try #require(scene.view(named: "sheet"))
            let card = try #require(scene.view(named: "card"))
            let indicator = try #require(scene.view(named: "indicator"))
            #expect(close(sheet.frame, layout.short))
            #expect(card.cornerRadius == 8 && card.clipsToBounds && card.maskedCorners == [.topLeft, .topRight])
            #expect(scene.presented.view.superview === card && scene.presented.view.frame == card.bounds)
            #expect(indicator.frame == Rect(x: layout.short.width / 2 - 18, y: -13, width: 36, height: 5))
            #expect(close(try #require(scene.view(named: "dim")).alpha, 0.7))
            try drag(scene, from: layout.short.y + 40, dy: -(layout.short.y - layout.longTop), seconds: 1)
            #expect(close(sheet.frame.y, layout.longTop))
            scene.dismiss()
            #expect(scene.view(named: "sheet") == nil && scene.view(named: "dim") == nil)
            #expect(scene.dismissCompletions == 1 && scene.presenting.presentedViewController == nil)
        }
    }

    @Test func theLongFormIs68PointsDownOnAnIPhone14AndTheCardRisesOnAnUnderdampedSpring() throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "pan-sheet", options: ["form": .string("longForm")])
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let sheet = try #require(scene.view(named: "sheet"))
            #expect(close(sheet.presentation.frame.y, 844))
            // Damping 0.8 overshoots by e^(−0.8π / 0.6) ≈ 1.5% of the 776-point rise: about 12 points.
            var highest = 844.0
            for _ in 0..<25 {
                scene.clock.advance(by: 0.02)
                highest = min(highest, sheet.presentation.frame.y)
            }
            #expect(highest < 68 - 8 && highest > 68 - 16)
            scene.clock.runUntilIdle()
            #expect(sheet.frame == Rect(x: 0, y: 68, width: 390, height: 776))
            scene.dismiss()
        }
    }

    /// (start form, finger down, distance, seconds, where the card ends: a top, or nil when dismissed)
    static let drags: [(String, Double, Double, Double, Double?)] = [
        ("shortForm", 560, -40, 1, 510),       // slow and short: back to the short form
        ("shortForm", 560, -300, 1, 68),       // slow, nearer the long form: up to it
        ("shortForm", 560, -60, 0.1, 68),      // a flick up (600 pt/s): the long form
        ("shortForm", 560, 60, 1, 510),        // slow, a little down: back
        ("shortForm", 560, 250, 1, nil),       // slow, nearer the bottom: dismissed
        ("shortForm", 560, 60, 0.1, nil),      // a flick down below the short form: dismissed
        ("longForm", 120, 100, 0.1, 510),      // a flick down from the long form, still near it: the short form
        ("longForm", 120, 420, 0.5, nil),      // a flick down from far below the long form: dismissed
        ("longForm", 120, -200, 1, 68),        // above the long form (at half speed): back to it
    ]

    @Test(arguments: drags)
    func aLiftGoesToTheNearestFormOrDismissesByDistanceAndVelocity(_ form: String, _ y: Double, _ dy: Double,
                                                                  _ seconds: Double, _ end: Double?) throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "pan-sheet", options: ["form": .string(form)])
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            try drag(scene, from: y, dy: dy, seconds: seconds)
            if let end {
                #expect(close(try #require(scene.view(named: "sheet")).frame.y, end))
                #expect(close(try #require(scene.view(named: "dim")).alpha, 0.7))
                scene.dismiss()
            } else {
                #expect(scene.presenting.presentedViewController == nil)
                #expect(scene.view(named: "sheet") == nil && scene.view(named: "dim") == nil)
            }
        }
    }

    @Test func theDimFadesWithTheShareOfTheCardDraggedBelowTheShortForm() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "pan-sheet"), device: .iPhone14) { scene in
            scene.present()
            let dim = try #require(scene.view(named: "dim"))
            let sheet = try #require(scene.view(named: "sheet"))
            scene.window.scheduleTouches(along: try TouchPath.drag(from: Point(x: 195, y: 560), dx: 0, dy: 300, duration: 1))
            scene.clock.advance(by: 0.7)                          // the finger still down, about 200 points lower
            let gone = sheet.frame.y - 510
            #expect(gone > 150 && gone < 250)
            #expect(close(dim.alpha, 0.7 * (1 - gone / 776)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)   // lifted nearer the bottom: dismissed
        }
    }

    @Test func aTapOnTheDimDismissesAndOnTheCardDoesNot() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "pan-sheet"), device: .iPhone14) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 600)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 200)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil && scene.view(named: "dim") == nil)
        }
    }
}
