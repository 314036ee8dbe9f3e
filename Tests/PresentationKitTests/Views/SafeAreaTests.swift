import Testing
@testable import PresentationKit

/// A controller that writes down its safe-area and layout callbacks, in order.
private final class RecordingController: ViewController {
    var calls: [String] = []
    var insetsSeen: [EdgeInsets] = []

    override func viewSafeAreaInsetsDidChange() {
        calls.append("viewSafeAreaInsetsDidChange")
        insetsSeen.append(view.safeAreaInsets)
    }

    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
}

@Suite("Safe area")
struct SafeAreaTests {
    private func phoneWindow(_ device: Device = .iPhone15, orientation: Orientation = .portrait) -> (Window, ViewController) {
        let window = Window(device: device, orientation: orientation)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func theWindowsRootViewAndAFullScreenControllerViewHaveTheDevicesInsets() {
        let (window, root) = phoneWindow()
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func aViewOutsideAnyWindowHasNoSafeArea() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        #expect(view.safeAreaInsets == .zero)
        #expect(child.safeAreaInsets == .zero)
    }

    @Test func aNestedViewGetsOnlyThePartOfItsSuperviewsInsetsItOverlaps() {
        let (window, root) = phoneWindow()
        // 59 at the top of the screen: a view starting at y 40 is covered 19 points deep.
        let header = View(name: "header", frame: Rect(x: 0, y: 40, width: 393, height: 100))
        root.view.addSubview(header)
        #expect(header.safeAreaInsets == EdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        // Inside the header, a view 10 points down is covered 9 points deep; one below the line, not at all.
        let label = View(name: "label", frame: Rect(x: 20, y: 10, width: 100, height: 30))
        header.addSubview(label)
        #expect(label.safeAreaInsets == EdgeInsets(top: 9, left: 0, bottom: 0, right: 0))
        label.frame = Rect(x: 20, y: 30, width: 100, height: 30)
        #expect(label.safeAreaInsets == .zero)
        // A view reaching the bottom gets the home indicator's inset.
        let footer = View(name: "footer", frame: Rect(x: 0, y: 752, width: 393, height: 100))
        root.view.addSubview(footer)
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        _ = window
    }

    @Test func insetsAreNeverDeeperThanTheViewNorNegative() {
        let (window, root) = phoneWindow()
        defer { withExtendedLifetime(window) {} }
        let sliver = View(frame: Rect(x: 0, y: 0, width: 393, height: 20))
        root.view.addSubview(sliver)
        #expect(sliver.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let offscreen = View(frame: Rect(x: 0, y: 900, width: 393, height: 100))
        root.view.addSubview(offscreen)
        #expect(offscreen.safeAreaInsets.bottom == 100)
        #expect(offscreen.safeAreaInsets.top == 0)
    }

    @Test func additionalInsetsAddToAControllersRootViewAndReachItsSubviews() {
        let (window, root) = phoneWindow()
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        let content = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
        root.view.addSubview(content)
        #expect(content.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        // The window's own root view is not a controller's: it keeps the device's.
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func aTransformedViewMeasuresTheOverlapInItsOwnCoordinates() {
        let (window, root) = phoneWindow()
        defer { withExtendedLifetime(window) {} }
        let scaled = View(frame: Rect(x: 0, y: 0, width: 393, height: 200))
        root.view.addSubview(scaled)
        scaled.transform = .init(scaleX: 0.5, y: 0.5)
        // Halved about its center (196.5, 100): its top edge sits at y 50, 9 points above the 59 line, which is
        // 18 of its own points.
        #expect(scaled.safeAreaInsets.top == 18)
    }

    @Test func rotationGivesEveryViewTheNewOrientationsInsets() {
        let (window, root) = phoneWindow()
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(child)
        window.transition(to: .landscapeLeft)
        window.clock.runUntilIdle()
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(child.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 0))
        window.transition(to: .landscapeRight)
        window.clock.runUntilIdle()
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func theCallbacksComeInTheLayoutPassBeforeLayoutAndOnlyOnChange() {
        let window = Window(device: .iPhone15)
        let root = RecordingController(name: "root")
        var viewCalls: [String] = []
        root.view.safeAreaInsetsDidChange = { view in viewCalls.append("safeAreaInsetsDidChange \(view.safeAreaInsets)") }
        window.rootViewController = root
        window.makeKeyAndVisible()
        // Entering the window: once, before the layout callbacks (Apple: "immediately before your view appears").
        #expect(root.calls == ["viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(root.insetsSeen == [EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        #expect(viewCalls == ["safeAreaInsetsDidChange {top 59, left 0, bottom 34, right 0}"])

        // A layout pass with the same insets: no safe-area call.
        root.calls = []
        root.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(root.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])

        // Rotating changes them: the call precedes that pass's layout.
        root.calls = []
        window.transition(to: .landscapeLeft)
        window.clock.runUntilIdle()
        let first = root.calls.firstIndex(of: "viewSafeAreaInsetsDidChange")
        let layout = root.calls.firstIndex(of: "viewWillLayoutSubviews")
        #expect(root.calls.filter { $0 == "viewSafeAreaInsetsDidChange" }.count == 1)
        #expect(first != nil && layout != nil && first! < layout!)
        #expect(root.insetsSeen.last == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(viewCalls.count == 2)
    }

    @Test func movingAViewReportsItsNewInsetsAtTheNextPass() {
        let (window, root) = phoneWindow()
        let badge = View(name: "badge", frame: Rect(x: 0, y: 200, width: 40, height: 40))
        var reported: [EdgeInsets] = []
        badge.safeAreaInsetsDidChange = { reported.append($0.safeAreaInsets) }
        root.view.addSubview(badge)
        window.layoutIfNeeded()
        #expect(reported.isEmpty, "inside the safe area its insets stay 0: no change to report")
        // Its frame now spans y 20…60: the 59-point line covers 39 points of it.
        badge.center = Point(x: 20, y: 40)
        window.layoutIfNeeded()
        #expect(reported == [EdgeInsets(top: 39, left: 0, bottom: 0, right: 0)])
        badge.center = Point(x: 20, y: 40)
        window.layoutIfNeeded()
        #expect(reported.count == 1)
        // Re-parented into a view inside the safe area: 0 again, reported once.
        let inner = View(frame: Rect(x: 0, y: 100, width: 393, height: 400))
        root.view.addSubview(inner)
        inner.addSubview(badge)
        window.layoutIfNeeded()
        #expect(reported == [EdgeInsets(top: 39, left: 0, bottom: 0, right: 0), .zero])
    }

    @Test func additionalInsetsChangesAreReportedToTheController() {
        let window = Window(device: .iPhone15)
        let root = RecordingController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.calls = []
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.calls == ["viewSafeAreaInsetsDidChange"])
        #expect(root.insetsSeen.last == EdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    }
}
