import PresentationKit
import PrestyleExport

extension Stage {
    /// Where a style's animators play. UIKit hands the same `UIViewControllerAnimatedTransitioning` object to a
    /// presentation, a navigation controller's push or pop and a tab bar controller's switch (WWDC 2013
    /// session 218, "Custom Transitions Using View Controllers"), so one style can be watched in each:
    ///
    /// - `present`: `presenting` presents `presented` (phases `present`, `dismiss`), the default;
    /// - `push`: a navigation controller (`navigation`) with `presenting` at its root pushes `presented` and
    ///   pops it (phases `push`, `pop`); the delegate's presenting animator plays the push, its dismissing one
    ///   the pop;
    /// - `tab`: a tab bar controller (`tabs`) with the two as its tabs switches to `presented` and back
    ///   (phases `tab`, `tab-back`), with the same animators;
    /// - `layout`: a navigation controller pushes a collection view controller whose layout is another
    ///   layout of the same items, with `useLayoutToLayoutNavigationTransitions` (WWDC 2013 session 218, "Custom
    ///   Transitions Using View Controllers": the collection view moves into the pushed controller and animates
    ///   from one layout to the other), then pops it (phases `push`, `pop`); the engine's layout-to-layout
    ///   animator plays them, as UIKit's does, and the style's animator is not asked;
    /// - `split`: a split view controller (`split`) whose secondary, `presenting`, presents `presented`
    ///   (phases `present`, `dismiss`); an adapt step collapses or expands the split view under the
    ///   presentation (collapsed on a phone in portrait, the secondary pushed onto the primary's stack).
    public enum Scene: String, CaseIterable, Hashable, Sendable {
        /// `presenting` presents `presented`: phases `present` and `dismiss` (the default).
        case present
        /// A navigation controller pushes `presented` and pops it: phases `push` and `pop`.
        case push
        /// A tab bar controller switches to `presented` and back: phases `tab` and `tab-back`.
        case tab
        /// A navigation controller pushes a collection view controller with a layout-to-layout transition, then
        /// pops it: phases `push` and `pop`, played by the engine's layout-to-layout animator.
        case layout
        /// A split view controller's secondary, `presenting`, presents `presented`: phases `present` and `dismiss`.
        case split

        /// Whether the scene's transitions are a container's (navigation, tab bar) rather than a presentation.
        var usesContainerTransitions: Bool {
            switch self {
            case .push, .tab, .layout: true
            case .present, .split: false
            }
        }

        /// The step that shows `presented` in this scene, and the one that takes it away.
        public var showStep: Recorder.Step {
            switch self {
            case .present, .split: .present
            case .push, .layout: .push
            case .tab: .tab
            }
        }

        /// The step that takes `presented` away in this scene.
        public var hideStep: Recorder.Step {
            switch self {
            case .present, .split: .dismiss
            case .push, .layout: .pop
            case .tab: .tabBack
            }
        }
    }

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
    static func makeControllers(for scene: Scene) -> (presenting: ViewController, presented: ViewController) {
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
        for scene: Scene, presenting: ViewController, presented: ViewController, adapter: ContainerTransitioningAdapter?
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

extension Stage.Scene {
    /// Checks that every step can run in this scene: presents and dismisses in the present and split scenes,
    /// pushes and pops in push and layout, tab switches in tab; an interactive pop only in push and layout.
    ///
    /// - Throws: ``RecorderError`` naming the first step that cannot, and the scene's own.
    func check(_ steps: [Recorder.Step]) throws {
        for step in steps {
            let fits: Bool = switch step {
            case .present, .dismiss: self == .present || self == .split
            case .push, .pop: self == .push || self == .layout
            case .tab, .tabBack: self == .tab
            case .interactive(let interaction):
                interaction.direction == .pop ? (self == .push || self == .layout) : (self == .present || self == .split)
            case .rotate, .adapt, .adaptBack, .gesture: true
            }
            guard fits else {
                throw RecorderError("the \(step.phaseName) phase cannot run in the \(rawValue) scene, whose transitions are "
                    + "\(showStep.phaseName) and \(hideStep.phaseName)")
            }
        }
    }
}
