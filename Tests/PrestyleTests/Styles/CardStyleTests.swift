import PresentationKit
import Prestyle
import Testing

/// `Styles/card.lua`: SPStorkController's card 13 points below the top space (the safe area's top, or 30 under
/// 25), the presenting screen receding as a snapshot by 1 − 26 / width with its top at the top space, dimmed
/// 0.51; swiped down 200 points it dismisses, less and it springs back.
@Suite struct CardStyleTests {
    struct Layout: Sendable, CustomStringConvertible {
        let device: Device
        let landscape: Bool
        let card: Rect
        let topSpace: Double
        var description: String { "\(device.slug)\(landscape ? " landscape" : "")" }
        var scale: Double { 1 - 26 / card.width }
    }

    /// iPhone 14: 47 + 13 = 60, scale 1 − 26/390 ≈ 0.933; sideways (no safe top) and on an iPad (24) the top
    /// space is 30, the card at 43.
    static let layouts: [Layout] = [
        Layout(device: .iPhone14, landscape: false, card: Rect(x: 0, y: 60, width: 390, height: 784), topSpace: 47),
        Layout(device: .iPhone14, landscape: true, card: Rect(x: 0, y: 43, width: 844, height: 347), topSpace: 30),
        Layout(device: .iPadPro11, landscape: false, card: Rect(x: 0, y: 43, width: 834, height: 1151), topSpace: 30),
        Layout(device: .iPadPro11, landscape: true, card: Rect(x: 0, y: 43, width: 1194, height: 791), topSpace: 30),
    ]

    /// The receded snapshot's top edge in the container, from its centre and transform.
    private func top(of shot: View) -> Double {
        shot.center.y + shot.transform.ty - shot.transform.d * shot.bounds.height / 2
    }

    @Test(arguments: layouts)
    func theScreenRecedesBehindACardBelowTheTopSpaceAndComesBackWhenDismissed(_ layout: Layout) throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "card"), device: layout.device) { scene in
            scene.present()
            if layout.landscape {                        // turned while presented: a new snapshot, receded again
                _ = scene.window.transition(to: .landscapeLeft)
                scene.clock.runUntilIdle()
            }
            let card = try #require(scene.view(named: "card"))
            let shot = try #require(scene.view(named: "presenting-snapshot"))
            #expect(close(card.frame, layout.card))
            #expect(card.cornerRadius == 10 && card.clipsToBounds && card.maskedCorners == [.topLeft, .topRight])
            #expect(scene.presented.view.superview === card && scene.presented.view.frame == card.bounds)
            #expect(try #require(scene.view(named: "indicator")).frame
                == Rect(x: layout.card.width / 2 - 18, y: 12, width: 36, height: 13))
            #expect(shot.bounds.size == scene.window.bounds.size)
            #expect(close(shot.transform.a, layout.scale) && close(shot.transform.d, layout.scale))
            #expect(close(top(of: shot), layout.topSpace))
            #expect(shot.cornerRadius == 10 && shot.clipsToBounds)
            #expect(close(try #require(scene.view(named: "dim")).alpha, 0.51))
            #expect(try #require(scene.view(named: "backdrop")).backgroundColor == Color(hex: "#000000")!)
            scene.dismiss()
            for name in ["card", "presenting-snapshot", "dim", "backdrop"] { #expect(scene.view(named: name) == nil) }
            #expect(scene.presenting.view.transform == .identity && scene.presenting.view.cornerRadius == 0)
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func onAnIPhone14TheCardIs13PointsBelowTheSafeTopAndTheScreenShrinksToAbout093() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "card"), device: .iPhone14) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let card = try #require(scene.view(named: "card"))
            #expect(close(card.presentation.frame.y, 844))
            scene.clock.runUntilIdle()
            #expect(card.frame.y == 60)
            let shot = try #require(scene.view(named: "presenting-snapshot"))
            #expect(abs(shot.transform.a - 0.93) < 0.005)
            scene.dismiss()
        }
    }

    /// (finger's distance down, seconds, dismissed) — SPStorkController looks at the distance only.
    static let swipes: [(Double, Double, Bool)] = [
        (100, 0.5, false),
        (190, 0.1, false),     // fast, but short of 200 points
        (260, 0.5, true),
        (-80, 0.3, false),     // upwards: the card stays
    ]

    @Test(arguments: swipes)
    func aSwipeOf200PointsDismissesAndAShorterOneSpringsBack(_ dy: Double, _ seconds: Double, _ dismissed: Bool) throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "card"), device: .iPhone14) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 195, y: 300), dx: 0, dy: dy, duration: seconds))
            scene.clock.runUntilIdle()
            if dismissed {
                #expect(scene.presenting.presentedViewController == nil)
                #expect(scene.view(named: "presenting-snapshot") == nil && scene.view(named: "backdrop") == nil)
            } else {
                #expect(try #require(scene.view(named: "card")).frame.y == 60)
                #expect(close(try #require(scene.view(named: "dim")).alpha, 0.51))
                #expect(close(try #require(scene.view(named: "presenting-snapshot")).transform.a, 1 - 26.0 / 390))
                scene.dismiss()
            }
        }
    }

    @Test func theCardFollowsAtHalfTheFingersDistanceAndTheScreenGrows() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "card"), device: .iPhone14) { scene in
            scene.present()
            let card = try #require(scene.view(named: "card"))
            let shot = try #require(scene.view(named: "presenting-snapshot"))
            scene.window.scheduleTouches(along: try TouchPath.drag(from: Point(x: 195, y: 300), dx: 0, dy: 100, duration: 1))
            scene.clock.advance(by: 0.6)                                 // about 60 points down
            let offset = card.frame.y - 60
            #expect(offset > 20 && offset < 40)
            #expect(close(shot.transform.a, (1 - 26.0 / 390) * (1 + offset / 5000)))
            scene.clock.runUntilIdle()
            #expect(card.frame.y == 60)
            scene.dismiss()
        }
    }

    @Test func aTapOnTheRecededScreenDismissesAndOnTheCardDoesNot() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "card"), device: .iPhone14) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 400)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 54)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }
}
