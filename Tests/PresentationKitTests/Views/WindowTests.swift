import PresentationKit
import Testing

@Suite("Windows")
struct WindowTests {
    @Test func aWindowForADeviceTakesItsScreenScaleSafeAreaAndTraits() {
        let window = Window(device: .iPhone15, orientation: .landscapeLeft)
        #expect(window.bounds == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(window.scale == 3)
        #expect(window.safeAreaInsets == Device.iPhone15.safeAreaInsets(in: .landscapeLeft))
        #expect(window.traitCollection == Device.iPhone15.traitCollection(in: .landscapeLeft))
        #expect(window.rootView.name == "window")
    }

    @Test func theRootControllersViewFillsTheWindowAndAppearsWhenShown() {
        let window = Window(size: Size(width: 320, height: 480))
        let root = ViewController(name: "root")
        window.rootViewController = root
        #expect(root.view.frame == window.bounds)
        #expect(root.view.superview === window.rootView)
        #expect(root.window === window)
        #expect(root.appearanceState == .disappeared)
        window.makeKeyAndVisible()
        #expect(root.appearanceState == .appeared)
        #expect(window.trace.lines.prefix(4) == [
            "viewDidLoad root", "viewWillAppear root false", "viewIsAppearing root false", "viewDidAppear root false",
        ])
        let replacement = ViewController(name: "replacement")
        window.rootViewController = replacement
        #expect(root.view.superview == nil)
        #expect(root.window == nil)
        #expect(window.invariantViolations() == [])
    }

    @Test func twoWindowsShareNoState() {
        let a = Window(size: Size(width: 100, height: 100)), b = Window(size: Size(width: 100, height: 100))
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.rootView.addSubview(view)
        a.clock.animate(withDuration: 1) { view.alpha = 0 }
        b.clock.advance(by: 1)
        #expect(view.animatingProperties == [.alpha], "only the view's own window's clock moves it")
        a.clock.advance(by: 1)
        #expect(view.animatingProperties.isEmpty)
        #expect(b.trace.events.isEmpty)
        #expect(a.invariantViolations() == [] && b.invariantViolations() == [])
    }
}
