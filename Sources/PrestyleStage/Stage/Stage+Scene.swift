import PresentationKit
import Prestyle
import PrestyleExport

extension Stage {
    /// Whether `presented` is shown the way the scene shows it: presented, on top of the navigation stack, or
    /// the selected tab.
    public var isShowingPresented: Bool {
        switch container {
        case let navigation as NavigationController: navigation.topViewController === presented
        case let tabs as TabBarController: tabs.selectedViewController === presented
        default: presented.presentingViewController != nil
        }
    }

    /// The two content controllers: plain screens with a bar and a body, or for the layout scene two
    /// collection view controllers sharing their items — a grid of small squares, and a column of wide rows.
    static func makeControllers(for scene: StyleScene) -> (presenting: ViewController, presented: ViewController) {
        guard scene == .layout else {
            return (
                StageContentController(
                    name: "presenting", color: Color(hex: "#f2f2f7")!,
                    bar: ("toolbar", Color(hex: "#f9f9f9")!, .belowSafeArea), body: ("list", Color(hex: "#ffffff")!)),
                StageContentController(
                    name: "presented", color: Color(hex: "#ffffff")!,
                    bar: ("header", Color(hex: "#007aff")!, .atTop), body: ("body", Color(hex: "#e5e5ea")!)))
        }
        let grid = CollectionViewFlowLayout()
        grid.itemSize = Size(width: 80, height: 80)
        grid.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let rows = CollectionViewFlowLayout()
        rows.itemSize = Size(width: 340, height: 60)
        rows.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let presenting = CollectionViewController(collectionViewLayout: grid, itemCounts: [12], name: "presenting")
        let presented = CollectionViewController(collectionViewLayout: rows, itemCounts: [12], name: "presented")
        presented.useLayoutToLayoutNavigationTransitions = true
        return (presenting, presented)
    }

    /// The container at the window's root, holding the controllers as the scene needs; nil for `present`.
    static func makeContainer(
        for scene: StyleScene, presenting: ViewController, presented: ViewController, adapter: ContainerTransitioningAdapter?
    ) -> ViewController? {
        switch scene {
        case .present:
            return nil
        case .push, .layout:
            let navigation = NavigationController(rootViewController: presenting, name: "navigation")
            navigation.delegate = adapter
            return navigation
        case .tab:
            let tabs = TabBarController(name: "tabs")
            tabs.setViewControllers([presenting, presented], animated: false)
            tabs.delegate = adapter
            return tabs
        case .split:
            let split = SplitViewController(name: "split")
            let primary = StageContentController(
                name: "primary", color: Color(hex: "#f2f2f7")!,
                bar: ("sidebar", Color(hex: "#f9f9f9")!, .belowSafeArea), body: ("items", Color(hex: "#ffffff")!))
            split.viewControllers = [NavigationController(rootViewController: primary, name: "primaryNavigation"), presenting]
            return split
        }
    }
}
