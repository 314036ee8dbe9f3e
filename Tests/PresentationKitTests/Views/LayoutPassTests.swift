import Testing
@testable import PresentationKit

/// A controller that counts its layout callbacks.
private final class CountingController: ViewController {
    var layouts = 0
    var onLayout: (() -> Void)?

    override func viewWillLayoutSubviews() {
        layouts += 1
        onLayout?()
    }
}

/// Layout passes visit only what changed, as UIKit's do: the views marked since the last pass, their
/// ancestors on the way down, and the subtrees whose safe area may have moved — never the rest of the
/// window, so a present at stack depth n does not lay out the n levels under it.
@Suite("Layout passes")
struct LayoutPassTests {
    private func window() -> (Window, ViewController) {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    /// Presents `depth` over-full-screen controllers, each on the one before, and returns the top one.
    private func stack(_ depth: Int, on root: ViewController, in window: Window) -> ViewController {
        var top = root
        for level in 0..<depth {
            let next = ViewController(name: "level \(level)")
            next.modalPresentationStyle = .overFullScreen
            #expect(top.present(next, animated: false))
            window.clock.runUntilIdle()
            top = next
        }
        return top
    }

    /// How many views the window's passes visit while `body` runs and the clock settles.
    private func visits(in window: Window, _ body: () -> Void) -> Int {
        let before = window.layoutVisits
        body()
        window.clock.runUntilIdle()
        return window.layoutVisits - before
    }

    /// Every view in the window has heard its current insets (nothing left stale by a skipped subtree).
    private func reportedInsetsAreCurrent(in window: Window) -> Bool {
        window.viewsBackToFront.allSatisfy { $0.reportedSafeAreaInsets == $0.safeAreaInsets }
    }

    @Test func presentingAtDepthTenVisitsAsManyViewsAsAtDepthOne() {
        var counts: [Int] = []
        for depth in [1, 10] {
            let (window, root) = window()
            let top = stack(depth, on: root, in: window)
            let next = ViewController(name: "next")
            next.modalPresentationStyle = .overFullScreen
            counts.append(visits(in: window) { _ = top.present(next, animated: false) })
            #expect(window.presentationStack.count == depth + 1)
        }
        #expect(counts[0] > 0 && counts[0] == counts[1], "visits at depth 1 and 10: \(counts)")
    }

    @Test func aViewMarkedForLayoutIsLaidOutAndItsUntouchedSiblingsAreNot() {
        let (window, root) = window()
        let left = CountingController(name: "left"), right = CountingController(name: "right")
        for child in [left, right] {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        window.clock.runUntilIdle()
        left.layouts = 0
        right.layouts = 0
        let visited = visits(in: window) { left.view.setNeedsLayout() }
        #expect(left.layouts == 1 && right.layouts == 0)
        // The window's root view, the root controller's view, and the marked one.
        #expect(visited == 3)
    }

    @Test func aViewMarkedByAnotherViewsLayoutIsLaidOutByTheNextPass() {
        let (window, root) = window()
        let first = CountingController(name: "first"), second = CountingController(name: "second")
        for child in [first, second] {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        window.clock.runUntilIdle()
        // The second's layout marks the first, which this pass has already gone past.
        second.onLayout = { [weak first] in first?.view.setNeedsLayout() }
        first.layouts = 0
        second.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(first.layouts == 0)
        second.onLayout = nil
        window.layoutIfNeeded()
        #expect(first.layouts == 1)
    }

    @Test func movesResizesAndReparentingLeaveNoViewWithStaleInsets() {
        let (window, root) = window()
        let holder = View(name: "holder", frame: Rect(x: 0, y: 100, width: 393, height: 600))
        let badge = View(name: "badge", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let tag = View(name: "tag", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        badge.addSubview(tag)
        holder.addSubview(badge)
        root.view.addSubview(holder)
        window.clock.runUntilIdle()
        #expect(reportedInsetsAreCurrent(in: window))
        // The holder moves up under the status bar: its subtree's insets change though nothing in it moved.
        holder.center = Point(x: 196.5, y: 300)
        window.clock.runUntilIdle()
        #expect(tag.safeAreaInsets.top > 0 && reportedInsetsAreCurrent(in: window))
        // Its bounds' origin changes (a scroll): the children measure against the new coordinates.
        holder.bounds = Rect(x: 0, y: -40, width: 393, height: 600)
        window.clock.runUntilIdle()
        #expect(reportedInsetsAreCurrent(in: window))
        // Re-parented into the root view directly, then its parent's additional insets change.
        root.view.addSubview(badge)
        window.clock.runUntilIdle()
        #expect(reportedInsetsAreCurrent(in: window))
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        window.clock.runUntilIdle()
        #expect(tag.safeAreaInsets.left > 0 && reportedInsetsAreCurrent(in: window))
        // The device turns: every view's insets change.
        #expect(window.transition(to: .landscapeLeft, animated: false))
        window.clock.runUntilIdle()
        #expect(reportedInsetsAreCurrent(in: window))
    }

    @Test func aSubtreeLaidOutOutsideAWindowHearsItsInsetsWhenItJoinsOne() {
        let (window, root) = window()
        // The card sits inside the safe area; its tab sticks out above it, under the status bar.
        let card = View(name: "card", frame: Rect(x: 0, y: 100, width: 393, height: 300))
        let tab = View(name: "tab", frame: Rect(x: 0, y: -90, width: 60, height: 100))
        card.addSubview(tab)
        var heard: [EdgeInsets] = []
        tab.safeAreaInsetsDidChange = { heard.append($0.safeAreaInsets) }
        card.layoutIfNeeded()
        #expect(heard.isEmpty, "outside a window every inset is 0")
        root.view.addSubview(card)
        window.clock.runUntilIdle()
        #expect(heard == [EdgeInsets(top: 90, left: 0, bottom: 0, right: 0)], "the card's whole bounds are its safe area: the tab sticks 90 points out of it")
        #expect(reportedInsetsAreCurrent(in: window))
    }

    @Test func aWholeStackPresentedAndDismissedLeavesEveryViewsInsetsCurrent() {
        let (window, root) = window()
        let top = stack(5, on: root, in: window)
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .pageSheet
        #expect(top.present(sheet, animated: true))
        window.clock.runUntilIdle()
        #expect(reportedInsetsAreCurrent(in: window))
        #expect(root.dismiss(animated: true))
        window.clock.runUntilIdle()
        #expect(window.presentationStack.isEmpty && reportedInsetsAreCurrent(in: window))
        #expect(window.invariantViolations() == [])
    }
}
