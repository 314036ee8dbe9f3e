import PresentationKit
import Testing

/// iOS 8's condensing bars on a navigation controller (WWDC 2014, "View Controller Advancements in iOS 8"):
/// the bar's height per environment, hiding on tap, on swipe, when vertically compact and when the keyboard
/// appears, its frame sliding up over `hideShowBarDuration`.
@Suite("Condensing bars")
struct CondensingBarsTests {
    /// A navigation controller as the window's root on a device, shown and settled.
    private func makeNavigation(
        device: Device = .iPhone15, orientation: Orientation = .portrait
    ) -> (Window, NavigationController) {
        let window = Window(device: device, orientation: orientation)
        let navigation = NavigationController(rootViewController: ViewController(name: "root"), name: "navigation")
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.clock.runUntilIdle()
        return (window, navigation)
    }

    private func expectClean(_ window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(window.invariantViolations() == [], sourceLocation: sourceLocation)
        #expect(window.diagnostics.diagnostics.filter { $0.severity != .note }.map(\.description) == [],
                sourceLocation: sourceLocation)
    }

    @Test func theBarIs44PointsUprightAnd32WhenVerticallyCompactOnAPhone() {
        let (phone, navigation) = makeNavigation()
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 393, height: 59 + 44), "below the status bar's inset")
        phone.transition(to: .landscapeLeft, animated: false)
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 852, height: 32))
        expectClean(phone)

        let (pad, padNavigation) = makeNavigation(device: .iPadPro11, orientation: .landscapeLeft)
        #expect(padNavigation.navigationBar.frame == Rect(x: 0, y: 0, width: 1194, height: 24 + 44), "an iPad's bar keeps 44")
        expectClean(pad)
    }

    @Test func aTapHidesTheBarSlidingUpAndAnotherShowsIt() {
        let (window, navigation) = makeNavigation()
        #expect(!navigation.handleTap(), "without hidesBarsOnTap a tap does nothing")
        navigation.hidesBarsOnTap = true
        let start = window.clock.now
        #expect(navigation.handleTap())
        #expect(navigation.isNavigationBarHidden, "the state changes at once")
        let height = 103.0
        for fraction in [0.25, 0.5, 0.75] {
            window.clock.advance(to: start + NavigationController.hideShowBarDuration * fraction)
            let progress = TimingCurve.easeInEaseOut.progress(at: fraction)
            #expect(close(navigation.navigationBar.presentation.frame.minY, -height * progress), "at \(fraction) of the slide")
            #expect(!navigation.navigationBar.isHidden, "visible while it moves")
        }
        window.clock.runUntilIdle()
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: -height, width: 393, height: height))
        #expect(navigation.navigationBar.isHidden)

        #expect(navigation.handleTap())
        window.clock.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 393, height: height))
        expectClean(window)
    }

    @Test func aSwipeUpHidesTheBarAndASwipeDownShowsIt() {
        let (window, navigation) = makeNavigation()
        #expect(!navigation.handleSwipe(direction: .up), "without hidesBarsOnSwipe a swipe does nothing")
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.handleSwipe(direction: .up))
        #expect(!navigation.handleSwipe(direction: .up), "already hidden")
        window.clock.runUntilIdle()
        #expect(navigation.navigationBar.isHidden && navigation.navigationBar.frame.maxY == 0)
        #expect(navigation.handleSwipe(direction: .down))
        window.clock.runUntilIdle()
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == 0)
        expectClean(window)
    }

    @Test func theBarHidesWhenVerticallyCompactRidingTheRotationAndATapBringsItBack() {
        let (window, navigation) = makeNavigation()
        navigation.hidesBarsWhenVerticallyCompact = true
        window.clock.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "upright the height is regular")

        let start = window.clock.now
        window.transition(to: .landscapeLeft)
        #expect(navigation.isNavigationBarHidden)
        window.clock.advance(to: start + Window.rotationDuration / 2)
        let midway = navigation.navigationBar.presentation.frame.minY
        #expect(midway < 0 && midway > -103, "the bar slides up with the rotation")
        window.clock.runUntilIdle()
        #expect(navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: -32, width: 852, height: 32))

        #expect(navigation.handleTap(), "an unhandled tap shows the bars again")
        window.clock.runUntilIdle()
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 852, height: 32))

        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.navigationBar.isHidden, "unanimated, at once")
        window.transition(to: .portrait, animated: false)
        #expect(navigation.isNavigationBarHidden, "a bar the code hid stays hidden in a regular height")

        let (other, compactOne) = makeNavigation()
        compactOne.hidesBarsWhenVerticallyCompact = true
        other.transition(to: .landscapeLeft, animated: false)
        #expect(compactOne.isNavigationBarHidden)
        other.transition(to: .portrait, animated: false)
        #expect(!compactOne.isNavigationBarHidden, "back in a regular height the bar shows again")
        #expect(compactOne.navigationBar.frame == Rect(x: 0, y: 0, width: 393, height: 103))
        expectClean(window)
        expectClean(other)
    }

    @Test func theBarHidesWhenTheKeyboardAppears() {
        let (window, navigation) = makeNavigation()
        window.keyboardWillShow()
        #expect(!navigation.isNavigationBarHidden, "only when asked")
        navigation.hidesBarsWhenKeyboardAppears = true
        window.keyboardWillShow()
        #expect(navigation.isNavigationBarHidden)
        window.clock.runUntilIdle()
        #expect(navigation.navigationBar.isHidden)
        expectClean(window)
    }
}
