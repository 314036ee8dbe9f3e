/// A view controller showing a collection view that fills its view (UIKit's `UICollectionViewController`).
///
/// With ``useLayoutToLayoutNavigationTransitions`` set before it is pushed, pushing it onto a navigation
/// controller above another collection view controller does not slide a new view in: the controller
/// *shares* the previous one's collection view, which animates from the previous layout to this
/// controller's ``collectionViewLayout``; popping it animates back ("a layout to layout automatic mode …
/// and what's interesting is the built-in pop gesture works too. You get that for free", WWDC 2013, seed
/// 004). See ``LayoutToLayoutNavigationAnimator``.
open class CollectionViewController: ViewController {
    /// The layout this controller shows its items with.
    public let collectionViewLayout: CollectionViewLayout
    /// Whether a navigation push or pop of this controller is a layout transition of the shared collection
    /// view. Set it before the push, as UIKit requires.
    public var useLayoutToLayoutNavigationTransitions = false
    /// The collection view shown: the controller's own, or, while pushed with layout-to-layout transitions,
    /// the one it shares with the controller below.
    public internal(set) var collectionView: CollectionView

    /// A controller showing `itemCounts` items (per section) with `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout, itemCounts: [Int] = [], name: String? = nil) {
        collectionViewLayout = layout
        collectionView = CollectionView(frame: .zero, collectionViewLayout: layout, itemCounts: itemCounts)
        super.init(name: name)
    }

    open override func loadView() {
        super.loadView()
        view.addSubview(collectionView.view)
    }

    /// Fills the view with the collection view; call `super` when overriding.
    open override func viewWillLayoutSubviews() {
        if collectionView.view.superview === view, collectionView.view.frame != view.bounds {
            collectionView.view.frame = view.bounds
        }
    }

    /// Moves the collection view `shared` into this controller's view, filling it, without animation.
    func adopt(_ shared: CollectionView) {
        collectionView = shared
        let clock = view.clock
        let place = { [view] in shared.view.frame = view.bounds }
        if let clock { clock.performWithoutAnimation(place) } else { place() }
        view.addSubview(shared.view)
    }
}
