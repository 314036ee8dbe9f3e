import PresentationKit
import Testing

/// `useLayoutToLayoutNavigationTransitions`: a push or pop between collection view controllers is a layout
/// transition of one shared collection view, and the navigation controller's built-in interactive pop
/// drives it (WWDC 2013, seed 004).
@Suite("Layout-to-layout navigation transitions")
struct LayoutToLayoutNavigationTests {
    private let item = IndexPath(item: 2, section: 0)

    /// A navigation controller whose root is a flow-layout collection view controller of 6 items, and a
    /// pile-layout controller ready to push with layout-to-layout transitions.
    private func setUp(_ scene: Scene) -> (NavigationController, CollectionViewController, CollectionViewController) {
        let grid = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout(), itemCounts: [6], name: "grid")
        let navigation = scene.installNavigation(root: grid)
        let pile = CollectionViewController(collectionViewLayout: PileLayout(), name: "pile")
        pile.useLayoutToLayoutNavigationTransitions = true
        return (navigation, grid, pile)
    }

    @Test func aLayoutToLayoutPushAnimatesTheSharedCollectionViewToThePushedControllersLayout() throws {
        try withScene { scene in
            let (navigation, grid, pile) = setUp(scene)
            let shared = grid.collectionView
            let cell = try #require(shared.cellForItem(at: item))
            let start = cell.center
            let end = try #require(pile.collectionViewLayout.layoutAttributesForItem(at: item)).center
            navigation.pushViewController(pile, animated: true)
            scene.clock.advance(by: 0)
            #expect(scene.window.trace.events.contains { $0.target == "LayoutToLayoutNavigationAnimator(push)" })
            #expect(pile.collectionView === shared, "the pushed controller shares the collection view")
            #expect(shared.view.superview === pile.view)
            #expect(pile.view.frame == navigation.contentView.bounds, "no slide: the view is in place at once")
            scene.clock.advance(by: NavigationTransitionAnimator.duration / 2)
            #expect(cell.presentation.center.distance(to: Point.interpolate(from: start, to: end, fraction: 0.5)) < 1e-6)
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["grid", "pile"])
            #expect(shared.collectionViewLayout === pile.collectionViewLayout)
            #expect(cell.center == end && cell.presentation.center == end)
            #expect(grid.view.window == nil)
        }
    }

    @Test func aLayoutToLayoutPopReturnsTheCollectionViewAndItsLayoutToTheControllerBelow() throws {
        try withScene { scene in
            let (navigation, grid, pile) = setUp(scene)
            let shared = grid.collectionView
            let start = try #require(shared.cellForItem(at: item)).center
            navigation.pushViewController(pile, animated: true)
            scene.settle()
            navigation.popViewController(animated: true)
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["grid"])
            #expect(shared.view.superview === grid.view)
            #expect(shared.collectionViewLayout === grid.collectionViewLayout)
            #expect(try #require(shared.cellForItem(at: item)).center == start)
        }
    }

    @Test func theBuiltInInteractivePopScrubsTheLayoutTransitionAndCancelsBackToTheTopLayout() throws {
        try withScene { scene in
            let (navigation, grid, pile) = setUp(scene)
            let shared = grid.collectionView
            navigation.pushViewController(pile, animated: true)
            scene.settle()
            let cell = try #require(shared.cellForItem(at: item))
            let pileCenter = cell.center
            let gridCenter = try #require(grid.collectionViewLayout.layoutAttributesForItem(at: item)).center
            let interaction = try #require(navigation.beginInteractivePop())
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            let halfway = Point.interpolate(from: pileCenter, to: gridCenter, fraction: 0.5)
            #expect(cell.presentation.center.distance(to: halfway) < 1e-6,
                    "half-way through the pop the cell is where the transition layout at 0.5 puts it")
            interaction.cancel()
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["grid", "pile"])
            #expect(shared.view.superview === pile.view)
            #expect(shared.collectionViewLayout === pile.collectionViewLayout)
            #expect(cell.center == pileCenter && cell.presentation.center == pileCenter)
        }
    }

    @Test func theBuiltInInteractivePopFinishesInTheLowerLayout() throws {
        try withScene { scene in
            let (navigation, grid, pile) = setUp(scene)
            navigation.pushViewController(pile, animated: true)
            scene.settle()
            let interaction = try #require(navigation.beginInteractivePop())
            scene.clock.advance(by: 0)
            interaction.update(0.3)
            interaction.finish()
            scene.settle()
            let shared = grid.collectionView
            #expect(navigation.viewControllers.map(\.name) == ["grid"])
            #expect(shared.collectionViewLayout === grid.collectionViewLayout)
            let expected = try #require(grid.collectionViewLayout.layoutAttributesForItem(at: item)).center
            #expect(try #require(shared.cellForItem(at: item)).presentation.center == expected)
        }
    }

    @Test func withoutTheFlagAPushIsTheStandardSlide() {
        withScene { scene in
            let (navigation, _, pile) = setUp(scene)
            pile.useLayoutToLayoutNavigationTransitions = false
            navigation.pushViewController(pile, animated: true)
            scene.clock.advance(by: 0)
            #expect(scene.window.trace.events.contains { $0.target == "NavigationTransitionAnimator(push)" })
            scene.settle()
        }
    }
}
