import PresentationKit
import Testing

/// A split view as a window's root on a device: a navigation controller holding `list` as the primary and a
/// plain `detail` as the secondary.
private struct SplitScene {
    let window: Window
    let split: SplitViewController
    let primary: NavigationController
    let list: ViewController
    let detail: ViewController

    init(device: Device, orientation: Orientation = .portrait, delegate: SplitViewControllerDelegate? = nil) {
        window = Window(device: device, orientation: orientation)
        list = ViewController(name: "list")
        detail = ViewController(name: "detail")
        primary = NavigationController(rootViewController: list, name: "primary")
        split = SplitViewController(name: "split")
        split.delegate = delegate
        split.viewControllers = [primary, detail]
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.clock.runUntilIdle()
    }

    func settle() { window.clock.runUntilIdle() }

    /// The trace's calls to the split view's delegate and its collapse and separate, since `mark`.
    func delegateCalls(since mark: Int) -> [String] {
        let calls: Set<String> = [
            "collapse", "separate", "primaryViewController(forCollapsing:)", "primaryViewController(forExpanding:)",
            "splitViewController(_:collapseSecondary:onto:)", "splitViewController(_:separateSecondaryFrom:)",
        ]
        return window.trace.events(since: mark).filter { calls.contains($0.call) }.map(\.call)
    }

    /// Checks the invariants and that nothing was reported.
    func expectClean(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(window.invariantViolations() == [], sourceLocation: sourceLocation)
        #expect(window.diagnostics.diagnostics.filter { $0.severity != .note }.map(\.description) == [],
                sourceLocation: sourceLocation)
    }
}

/// A split view delegate that records what it is asked and answers as told.
private final class RecordingSplitDelegate: SplitViewControllerDelegate {
    var collapseHandled = false
    var separated: ViewController?
    private(set) var heard: [String] = []

    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        heard.append("willChangeTo \(displayMode.rawValue)")
    }

    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        heard.append("collapse \(secondaryViewController.name) onto \(primaryViewController.name)")
        return collapseHandled
    }

    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        heard.append("separate from \(primaryViewController.name)")
        return separated
    }
}

/// A split view delegate that shows controllers itself and picks the button's target.
private final class TakingOverSplitDelegate: SplitViewControllerDelegate {
    var target: SplitViewController.DisplayMode = .automatic
    private(set) var shown: [String] = []

    func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode { target }

    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool {
        shown.append("show \(vc.name)")
        return true
    }

    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool {
        shown.append("showDetail \(vc.name)")
        return true
    }
}

/// UISplitViewController as iOS 8 remade it (WWDC 2014, "View Controller Advancements in iOS 8"): collapsed in
/// compact widths, expanded in regular ones, its display modes, column widths, collapsing and separating
/// with the delegate's say, and `show` / `showDetailViewController` adapting to the state.
@Suite("Split view controller")
struct SplitViewControllerTests {
    @Test func onAPhoneTheSplitViewIsCollapsedWithTheDetailPushedOntoTheList() {
        let scene = SplitScene(device: .iPhone15)
        #expect(scene.split.isCollapsed)
        #expect(scene.split.viewControllers.map(\.name) == ["primary"])
        #expect(scene.primary.viewControllers.map(\.name) == ["list", "detail"], "the secondary is pushed onto the primary")
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 393, height: 852), "one column fills the split view")
        #expect(scene.detail.appearanceState == .appeared && scene.list.appearanceState == .disappeared)
        #expect(scene.split.displayModeButtonItem.isHidden, "the displayModeButtonItem is gone when collapsed")
        #expect(scene.primary.traitCollection.horizontalSizeClass == .compact)
        scene.expectClean()
    }

    @Test func onAnIPadInLandscapeTheColumnsAreSideBySideAndThePrimaryIsCompact() {
        let scene = SplitScene(device: .iPadPro11, orientation: .landscapeLeft)
        #expect(!scene.split.isCollapsed)
        #expect(scene.split.viewControllers.map(\.name) == ["primary", "detail"])
        #expect(scene.split.displayMode == .allVisible)
        #expect(scene.split.primaryColumnWidth == 320)
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(scene.detail.view.frame == Rect(x: 321, y: 0, width: 873, height: 834), "a one-point divider between")
        #expect(scene.primary.traitCollection.horizontalSizeClass == .compact, "the primary's width is constrained")
        #expect(scene.detail.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.split.displayModeButtonItem.glyph == .fullScreen)
        scene.expectClean()
    }

    @Test func eachDisplayModePlacesTheColumnsOnEveryPresetInBothOrientations() {
        for device in Device.presets {
            for orientation in [Orientation.portrait, .landscapeLeft] {
                let scene = SplitScene(device: device, orientation: orientation)
                let bounds = device.screenBounds(in: orientation)
                let regular = device.traitCollection(in: orientation).horizontalSizeClass == .regular
                let label = Comment(rawValue: "\(device.slug) \(orientation.rawValue)")
                #expect(scene.split.isCollapsed == !regular, label)
                guard regular else {
                    #expect(scene.primary.view.frame == bounds, label)
                    continue
                }
                let automatic: SplitViewController.DisplayMode = bounds.width > bounds.height ? .allVisible : .primaryHidden
                #expect(scene.split.displayMode == automatic, "automatic: side by side when wide, else hidden; \(label)")
                let width = 320.0
                let expected: [SplitViewController.DisplayMode: (primary: Rect?, secondary: Rect)] = [
                    .allVisible: (Rect(x: 0, y: 0, width: width, height: bounds.height),
                                  Rect(x: width + 1, y: 0, width: bounds.width - width - 1, height: bounds.height)),
                    .primaryOverlay: (Rect(x: 0, y: 0, width: width, height: bounds.height), bounds),
                    .primaryHidden: (nil, bounds),
                ]
                for (mode, frames) in expected {
                    scene.split.preferredDisplayMode = mode
                    scene.settle()
                    #expect(scene.split.displayMode == mode, label)
                    #expect(scene.detail.view.frame == frames.secondary, "\(mode) \(label)")
                    if let primaryFrame = frames.primary {
                        #expect(scene.primary.view.frame == primaryFrame, "\(mode) \(label)")
                        #expect(scene.primary.view.superview === scene.split.view, "\(mode) \(label)")
                    } else {
                        #expect(scene.primary.view.superview == nil, "a hidden primary leaves the tree; \(label)")
                        #expect(scene.primary.appearanceState == .disappeared, label)
                    }
                }
                scene.expectClean()
            }
        }
    }

    @Test func thePrimaryColumnWidthFollowsTheFractionWithinTheMinimumAndMaximum() {
        let scene = SplitScene(device: .iPadPro12_9, orientation: .landscapeLeft)
        scene.split.preferredPrimaryColumnWidthFraction = 0.5
        scene.settle()
        #expect(scene.split.primaryColumnWidth == 320, "the automatic maximum keeps 320 points")
        scene.split.maximumPrimaryColumnWidth = 600
        scene.settle()
        #expect(scene.split.primaryColumnWidth == 600, "half of 1,366 is 683, over the maximum")
        scene.split.maximumPrimaryColumnWidth = 1000
        scene.settle()
        #expect(scene.split.primaryColumnWidth == 683)
        #expect(scene.primary.view.frame.width == 683)
        #expect(scene.detail.view.frame == Rect(x: 684, y: 0, width: 682, height: 1024))
        scene.split.preferredPrimaryColumnWidthFraction = 0.1
        scene.split.minimumPrimaryColumnWidth = 200
        scene.settle()
        #expect(scene.split.primaryColumnWidth == 200, "136.6 is under the minimum")
        scene.expectClean()
    }

    @Test func aParentsRegularOverrideExpandsTheSplitViewOnAPhone() {
        withScene(device: .iPhone15) { scene in
            let list = ViewController(name: "list"), detail = ViewController(name: "detail")
            let primary = NavigationController(rootViewController: list, name: "primary")
            let split = SplitViewController(name: "split")
            split.viewControllers = [primary, detail]
            scene.presenting.addChild(split)
            split.view.frame = scene.presenting.view.bounds
            scene.presenting.view.addSubview(split.view)
            split.didMove(toParent: scene.presenting)
            scene.settle()
            #expect(split.isCollapsed)

            scene.presenting.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: split)
            scene.settle()
            #expect(!split.isCollapsed, "the second you do that, the split view controller morphs into its expanded state")
            #expect(split.viewControllers.map(\.name) == ["primary", "detail"])
            #expect(primary.viewControllers.map(\.name) == ["list"])
            #expect(split.displayMode == .primaryHidden, "upright, the primary starts hidden")
            let item = split.displayModeButtonItem
            #expect(!item.isHidden && item.glyph == .showPrimary && item.title == "primary")
            #expect(primary.traitCollection.horizontalSizeClass == .compact)
            #expect(detail.traitCollection.horizontalSizeClass == .regular)

            #expect(item.tap(animated: false))
            #expect(split.displayMode == .primaryOverlay, "upright, the button overlays the primary")
            #expect(primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 852))

            split.preferredDisplayMode = .allVisible
            scene.settle()
            #expect(split.displayModeButtonItem.glyph == .fullScreen, "the item morphs into the diagonal double arrow")
            #expect(detail.view.frame == Rect(x: 321, y: 0, width: 72, height: 852))
        }
    }

    @Test func theDisplayModeButtonAnimatesTheColumnsAndTellsTheDelegate() {
        let delegate = RecordingSplitDelegate()
        let scene = SplitScene(device: .iPadPro11, orientation: .landscapeLeft, delegate: delegate)
        let start = scene.window.clock.now
        #expect(scene.split.displayModeButtonItem.tap())
        #expect(delegate.heard.last == "willChangeTo primaryHidden")
        scene.window.clock.advance(to: start + SplitViewController.displayModeDuration / 2)
        let midway = scene.primary.view.presentation.frame.minX
        #expect(midway < -1 && midway > -319, "half-way the primary is sliding out")
        #expect(close(scene.detail.view.presentation.frame.minX, 321 / 2), "and the secondary widening to the left")
        scene.settle()
        #expect(scene.primary.view.superview == nil)
        #expect(scene.detail.view.frame == Rect(x: 0, y: 0, width: 1194, height: 834))

        #expect(scene.split.displayModeButtonItem.tap(animated: false))
        #expect(scene.split.displayMode == .allVisible, "in landscape the button brings the primary back beside")
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))
        scene.expectClean()
    }

    @Test func aSizeClassChangeCollapsesAndSeparatesWithTheDelegateConsulted() {
        let delegate = RecordingSplitDelegate()
        let scene = SplitScene(device: .iPadPro11, delegate: delegate)
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad, displayScale: 2)
        let mark = scene.window.trace.mark
        scene.window.transition(toSize: Size(width: 320, height: 1194), traits: compact)
        scene.settle()
        #expect(scene.delegateCalls(since: mark) == [
            "collapse", "primaryViewController(forCollapsing:)", "splitViewController(_:collapseSecondary:onto:)",
        ])
        #expect(delegate.heard == ["collapse detail onto primary"])
        #expect(scene.split.isCollapsed)
        #expect(scene.primary.viewControllers.map(\.name) == ["list", "detail"])
        #expect(scene.detail.view.frame.width == 320)
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 1194))

        let back = scene.window.trace.mark
        scene.window.transition(toSize: Size(width: 834, height: 1194), traits: Device.iPadPro11.traitCollection(in: .portrait))
        scene.settle()
        #expect(scene.delegateCalls(since: back) == [
            "separate", "primaryViewController(forExpanding:)", "splitViewController(_:separateSecondaryFrom:)",
        ])
        #expect(!scene.split.isCollapsed)
        #expect(scene.split.viewControllers.map(\.name) == ["primary", "detail"], "the pushed detail is the secondary again")
        #expect(scene.primary.viewControllers.map(\.name) == ["list"])
        #expect(scene.detail.view.frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        scene.expectClean()
    }

    @Test func aDelegateThatHandlesTheCollapseKeepsTheListAndSuppliesTheSecondaryWhenSeparating() {
        let delegate = RecordingSplitDelegate()
        delegate.collapseHandled = true
        let scene = SplitScene(device: .iPhone15, delegate: delegate)
        #expect(scene.split.isCollapsed)
        #expect(scene.primary.viewControllers.map(\.name) == ["list"], "the delegate said it handled the secondary")
        #expect(scene.detail.parent == nil)

        let fresh = ViewController(name: "fresh")
        delegate.separated = fresh
        let landscape = TraitCollection(horizontalSizeClass: .regular)
        let parentless = scene.split
        scene.window.transition(toSize: Size(width: 852, height: 393),
                                traits: TraitCollection(traitsFrom: [Device.iPhone15.traitCollection(in: .landscapeLeft), landscape]))
        scene.settle()
        #expect(!parentless.isCollapsed)
        #expect(parentless.viewControllers.map(\.name) == ["primary", "fresh"])
        #expect(delegate.heard == ["collapse detail onto primary", "separate from primary"])
        #expect(fresh.view.frame == Rect(x: 321, y: 0, width: 531, height: 393))
        scene.expectClean()
    }

    @Test func showDetailReplacesTheSecondaryWhenExpandedAndPushesWhenCollapsed() {
        let pad = SplitScene(device: .iPadPro11, orientation: .landscapeLeft)
        let other = ViewController(name: "other")
        pad.list.showDetailViewController(other, sender: nil)
        pad.settle()
        #expect(pad.split.viewControllers.map(\.name) == ["primary", "other"])
        #expect(pad.detail.parent == nil && pad.detail.viewIfLoaded?.superview == nil)
        #expect(other.view.frame == Rect(x: 321, y: 0, width: 873, height: 834))
        pad.expectClean()

        let phone = SplitScene(device: .iPhone15)
        let more = ViewController(name: "more")
        phone.detail.showDetailViewController(more, sender: nil)
        phone.settle()
        #expect(phone.split.viewControllers.map(\.name) == ["primary"])
        #expect(phone.primary.viewControllers.map(\.name) == ["list", "detail", "more"], "collapsed, the detail is pushed")
        phone.expectClean()
    }

    @Test func showPushesOntoTheNavigationPrimaryInBothStates() {
        for (device, orientation) in [(Device.iPadPro11, Orientation.landscapeLeft), (Device.iPhone15, .portrait)] {
            let scene = SplitScene(device: device, orientation: orientation)
            let item = ViewController(name: "item")
            scene.list.show(item, sender: nil)
            scene.settle()
            #expect(scene.primary.topViewController === item, Comment(rawValue: device.slug))
            scene.expectClean()
        }
        withScene(device: .iPhone15) { scene in
            let lone = ViewController(name: "lone")
            scene.presenting.show(lone, sender: nil)
            scene.settle()
            #expect(scene.presenting.presentedViewController === lone, "outside any container, show presents")
        }
    }

    @Test func aDelegateCanShowControllersItselfAndChooseTheButtonsTarget() {
        let delegate = TakingOverSplitDelegate()
        let scene = SplitScene(device: .iPadPro11, orientation: .landscapeLeft, delegate: delegate)
        let other = ViewController(name: "other")
        scene.detail.showDetailViewController(other, sender: nil)
        scene.detail.show(other, sender: nil)
        scene.settle()
        #expect(delegate.shown == ["showDetail other", "show other"])
        #expect(scene.split.viewControllers.map(\.name) == ["primary", "detail"], "the delegate said it handled them")
        #expect(other.parent == nil)

        delegate.target = .primaryOverlay
        #expect(scene.split.displayModeButtonItem.tap(animated: false))
        #expect(scene.split.displayMode == .primaryOverlay)
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(scene.detail.view.frame == Rect(x: 0, y: 0, width: 1194, height: 834), "the overlay leaves the secondary full width")
        scene.expectClean()
    }

    @Test func showingADetailClosesAnOverlaidPrimary() {
        let scene = SplitScene(device: .iPadPro11)
        #expect(scene.split.displayMode == .primaryHidden)
        #expect(scene.split.displayModeButtonItem.tap(animated: false))
        #expect(scene.split.displayMode == .primaryOverlay, "upright, the button overlays the primary")
        let other = ViewController(name: "other")
        scene.list.showDetailViewController(other, sender: nil)
        scene.settle()
        #expect(scene.split.displayMode == .primaryHidden)
        #expect(scene.primary.view.superview == nil)
        #expect(other.view.frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        scene.expectClean()
    }

    @Test func aCollapsedSplitViewWithAPlainPrimaryPresentsADetail() {
        withScene(device: .iPhone15) { scene in
            let list = ViewController(name: "list"), detail = ViewController(name: "detail")
            let split = SplitViewController(name: "split")
            split.viewControllers = [list, detail]
            scene.presenting.addChild(split)
            split.view.frame = scene.presenting.view.bounds
            scene.presenting.view.addSubview(split.view)
            split.didMove(toParent: scene.presenting)
            scene.settle()
            #expect(split.isCollapsed && split.viewControllers.map(\.name) == ["list"], "a plain primary drops the secondary")
            #expect(detail.parent == nil)
            let more = ViewController(name: "more")
            list.showDetailViewController(more, sender: nil)
            scene.settle()
            #expect(scene.presenting.presentedViewController === more, "presented over the whole screen")
            more.dismiss(animated: false)
            scene.settle()

            scene.presenting.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: split)
            scene.settle()
            #expect(split.viewControllers.map(\.name) == ["list", "detail"], "the dropped secondary comes back")
        }
    }

    @Test func rotatingAnIPadMovesTheColumnsWithTheAutomaticMode() {
        let scene = SplitScene(device: .iPadPro11, orientation: .landscapeLeft)
        #expect(scene.split.displayMode == .allVisible)
        scene.window.transition(to: .portrait)
        scene.settle()
        #expect(scene.split.displayMode == .primaryHidden)
        #expect(scene.primary.view.superview == nil)
        #expect(scene.detail.view.frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        scene.window.transition(to: .landscapeLeft)
        scene.settle()
        #expect(scene.split.displayMode == .allVisible)
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(scene.detail.view.frame == Rect(x: 321, y: 0, width: 873, height: 834))
        scene.expectClean()
    }

    @Test func moreThanTwoChildrenAreRefusedAndReported() {
        let scene = SplitScene(device: .iPadPro11)
        scene.split.viewControllers = [ViewController(name: "a"), ViewController(name: "b"), ViewController(name: "c")]
        #expect(scene.split.viewControllers.map(\.name) == ["primary", "detail"])
        #expect(scene.window.diagnostics.diagnostics.map(\.code) == [.engine.illegalSplitChildren])
    }

    @Test func theInvariantCheckerCatchesASplitViewOutOfStep() {
        let scene = SplitScene(device: .iPadPro11, orientation: .landscapeLeft)
        scene.detail.viewIfLoaded?.removeFromSuperview()
        scene.detail.removeFromParent()
        #expect(scene.window.invariantViolations() == [
            "the children of 'split' are not its view controllers: [\"primary\"] against [\"primary\", \"detail\"]",
            "the view of 'detail' is not in 'split', which is expanded, allVisible",
        ])
    }

    @Test func aLargePhoneSeparatesInLandscapeAndCollapsesUprightAsItRotates() {
        let scene = SplitScene(device: .iPhone15ProMax)
        #expect(scene.split.isCollapsed)
        #expect(scene.primary.viewControllers.map(\.name) == ["list", "detail"])
        scene.window.transition(to: .landscapeLeft)
        scene.settle()
        #expect(!scene.split.isCollapsed, "a Max phone is horizontally regular in landscape")
        #expect(scene.split.displayMode == .allVisible)
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 430))
        #expect(scene.detail.view.frame == Rect(x: 321, y: 0, width: 611, height: 430))
        #expect(scene.detail.appearanceState == .appeared && scene.list.appearanceState == .appeared)
        scene.window.transition(to: .portrait)
        scene.settle()
        #expect(scene.split.isCollapsed)
        #expect(scene.primary.viewControllers.map(\.name) == ["list", "detail"])
        #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 430, height: 932))
        scene.expectClean()
    }
}
