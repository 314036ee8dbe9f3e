import PresentationKit
import Prestyle
import Testing

/// `Styles/dimmed.lua`, the shared dimmed base: the content inset over a black dimming view behind it that
/// fades in alongside and is gone after the dismissal (or a cancelled presentation), on a phone and a pad in
/// both orientations; its flags — a tap on the dim to dismiss, the content inside the dim — and that the
/// styles which used to copy it now borrow it.
@Suite struct DimmedStyleTests {
    @Test(arguments: [Device.iPhone14, .iPadPro11], [Orientation.portrait, .landscapeLeft])
    func theContentSitsInsetOverAHalfDimmedScreenAndNothingStaysAfterTheDismissal(device: Device, orientation: Orientation) throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "dimmed"), device: device) { scene in
            if orientation != .portrait {
                scene.window.transition(to: orientation)
                scene.clock.runUntilIdle()
            }
            scene.present()
            let bounds = scene.window.bounds
            #expect(scene.presented.view.frame == bounds.insetBy(dx: 30, dy: 30))
            let dim = try #require(scene.view(named: "dim"))
            #expect(dim.frame == bounds && close(dim.alpha, 0.5) && dim.backgroundColor.hex == "#000000")
            let container = try #require(dim.superview)
            #expect(container.subviews.first === dim, "the dimming view is at the back")
            #expect(scene.presented.view.superview === container)
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil)
            #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
            #expect(scene.presentCompletions == 1 && scene.dismissCompletions == 1)
        }
    }

    @Test func theDimFollowsARotationAndHalfwayThroughThePresentationIsHalfFaded() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "dimmed"), device: .iPhone14) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0.25)   // halfway through UIKit's 0.5-second cover vertical
            let dim = try #require(scene.view(named: "dim"))
            #expect(dim.presentation.alpha > 0.05 && dim.presentation.alpha < 0.45)
            scene.clock.runUntilIdle()
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(dim.frame == Rect(x: 0, y: 0, width: 844, height: 390))
            #expect(scene.presented.view.frame == Rect(x: 30, y: 30, width: 784, height: 330))
            scene.dismiss()
        }
    }

    @Test func withDismissOnTapATapOnTheDimDismissesAndOneOnTheContentDoesNot() throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "dimmed", options: ["dismissOnTap": true])
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 422)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 10)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil && scene.view(named: "dim") == nil)
        }
    }

    @Test func dimNameNamesTheDimmingView() throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "dimmed", options: ["dimName": "shade"])
        withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            #expect(scene.view(named: "shade") != nil && scene.view(named: "dim") == nil)
            scene.dismiss()
            #expect(scene.view(named: "shade") == nil)
        }
    }

    @Test func withoutDismissOnTapATapOnTheDimDoesNothing() throws {
        try withStyleScene(try makeRegistry().transitioningDelegate(for: "dimmed"), device: .iPhone14) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 10)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.dismiss()
        }
    }

    /// Through zoom, whose animator leaves the content where the base put it (UIKit's own transition would
    /// move it to the container).
    @Test func withContentInDimTheContentLivesInTheDimWhichCarriesTheOpacityInItsColour() throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "zoom", options: ["dim": 0.4])
        try withStyleScene(delegate, device: .iPadPro11) { scene in
            scene.present()
            let shade = try #require(scene.view(named: "dim"))
            #expect(scene.presented.view.superview === shade)
            #expect(close(shade.alpha, 1) && close(shade.backgroundColor.alpha, 102.0 / 255))   // 0.4 × 255, rounded
            scene.dismiss()
            #expect(scene.view(named: "dim") == nil && scene.window.rootView.subviews.map(\.name) == ["presenting"])
        }
    }

    @Test(arguments: ["bouncy", "overlay", "zoom", "drop", "presentr", "slide", "sidebar", "formsheet-phone", "pan-sheet"])
    func theStylesThatCopiedTheDimmingViewNowBorrowIt(name: String) throws {
        #expect(try makeRegistry().style(named: name).uses.contains("dimmed"))
    }
}
