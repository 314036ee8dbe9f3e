import PresentationKit
import Testing

/// The tab bar controller: tabs as children, switches without animation by default, a delegate's animator
/// and interaction controller, and the user's selection asking the delegate.
@Suite("Tab bar controller")
struct TabBarControllerTests {
    private func threeTabs() -> [ViewController] {
        ["feed", "search", "profile"].map { ViewController(name: $0) }
    }

    @Test func everyTabIsAChildButOnlyTheSelectedOneIsShown() throws {
        withScene(safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) { scene in
            let tabs = threeTabs()
            let controller = scene.installTabs(tabs)
            #expect(controller.children.map(\.name) == ["feed", "search", "profile"])
            #expect(tabs.allSatisfy { $0.tabBarController === controller })
            #expect(controller.selectedIndex == 0)
            #expect(scene.viewNames == ["window", "tabs", "tabContent", "feed", "tabBar"])
            #expect(tabs[0].appearanceState == .appeared)
            #expect(tabs[1].appearanceState == .disappeared)
            let bounds = scene.window.bounds
            #expect(controller.tabBar.frame == Rect(x: 0, y: bounds.height - 83, width: bounds.width, height: 83),
                    "49 points over the bottom safe area")
            #expect(tabs[0].view.frame == bounds)
        }
    }

    @Test func withoutAnAnimatorASwitchHappensAtOnce() {
        withScene { scene in
            let tabs = threeTabs()
            let controller = scene.installTabs(tabs)
            controller.selectedIndex = 2
            #expect(scene.viewNames == ["window", "tabs", "tabContent", "profile", "tabBar"])
            #expect(scene.appearanceLines() == [
                "viewWillDisappear feed", "viewWillAppear profile", "viewDidDisappear feed", "viewDidAppear profile",
            ])
            #expect(scene.lines(calls: ["viewWillAppear"]) == ["viewWillAppear profile false"], "not animated")
            #expect(controller.selectedViewController === tabs[2])
        }
    }

    @Test func aDelegatesAnimatorRunsTheSwitchAsATransition() throws {
        try withScene { scene in
            let tabs = threeTabs()
            let controller = scene.installTabs(tabs)
            let animator = SlideAnimator()
            let delegate = RecordingTabDelegate(animator: animator)
            controller.delegate = delegate
            controller.selectedViewController = tabs[1]
            #expect(controller.selectedIndex == 1)
            #expect(controller.isTransitioning)
            scene.clock.advance(to: 0.2)
            let width = scene.window.bounds.width
            #expect(close(tabs[1].view.presentation.frame.minX, width * (1 - 0.2 / SlideAnimator.duration)))
            #expect(tabs[0].view.window != nil, "the outgoing tab stays until the end")
            let context = try #require(animator.contexts.first)
            #expect(context.containerView === controller.contentView)
            #expect(context.finalFrame(for: tabs[1]) == controller.contentView.bounds)
            scene.settle()
            #expect(tabs[0].view.window == nil)
            #expect(scene.appearanceLines() == [
                "viewWillDisappear feed", "viewWillAppear search", "viewDidDisappear feed", "viewDidAppear search",
            ])
            #expect(delegate.heard == ["animator feed→search", "interaction"], "code does not ask shouldSelect")
        }
    }

    @Test func theUsersSelectionAsksTheDelegateFirst() {
        withScene { scene in
            let tabs = threeTabs()
            let controller = scene.installTabs(tabs)
            let delegate = RecordingTabDelegate()
            controller.delegate = delegate
            delegate.allows = false
            #expect(!controller.selectTab(at: 1))
            #expect(controller.selectedIndex == 0)
            delegate.allows = true
            #expect(controller.selectTab(at: 2))
            #expect(controller.selectedIndex == 2)
            #expect(delegate.heard == [
                "shouldSelect search", "shouldSelect profile", "animator feed→profile", "didSelect profile",
            ])
        }
    }

    @Test func aCancelledInteractiveSwitchKeepsTheOldTab() throws {
        withScene { scene in
            let tabs = threeTabs()
            let controller = scene.installTabs(tabs)
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = RecordingTabDelegate(animator: SlideAnimator())
            delegate.interaction = interaction
            controller.delegate = delegate
            controller.selectedIndex = 1
            scene.clock.advance(by: 0)
            interaction.update(0.7)
            interaction.cancel()
            scene.settle()
            #expect(controller.selectedIndex == 0)
            #expect(scene.viewNames == ["window", "tabs", "tabContent", "feed", "tabBar"])
            #expect(tabs[0].appearanceState == .appeared)
            #expect(tabs[1].appearanceState == .disappeared)
            #expect(scene.appearanceLines() == [
                "viewWillDisappear feed", "viewWillAppear search",
                "viewWillDisappear search", "viewDidDisappear search", "viewWillAppear feed", "viewDidAppear feed",
            ])
        }
    }

    @Test func badSelectionsAreReportedAndChangeNothing() {
        withScene(allowing: [.engine.selectUnknownTab]) { scene in
            let tabs = threeTabs()
            let controller = scene.installTabs(tabs)
            controller.selectedIndex = 7
            controller.selectedViewController = ViewController(name: "stranger")
            #expect(controller.selectedIndex == 0)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.selectUnknownTab).count == 2)
        }
    }
}
