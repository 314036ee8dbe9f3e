/// A view of items placed by a layout (UIKit's `UICollectionView`, as much of it as layout transitions
/// need): each item is a cell view, and the layout's ``LayoutAttributes`` give each cell its centre, size,
/// alpha, transform and stacking order.
///
///     let collection = CollectionView(frame: bounds, collectionViewLayout: CollectionViewFlowLayout(),
///                                     itemCounts: [12])
///     parent.addSubview(collection.view)
///     collection.setCollectionViewLayout(stack, animated: true)   // every cell moves to its new place
///
/// The collection view lays its cells out whenever its view is laid out (a new size invalidates the
/// layout), when the layout is invalidated, and when a transition layout's progress changes. Scrolling is
/// not modelled: the content is shown from its top-left corner. Cells are plain views named `cell s.i`.
public final class CollectionView {
    /// The view holding the cells (UIKit's collection view is itself a view; here views are one final type).
    public let view: View
    /// The layout placing the items now: the one set, or a transition layout while one runs.
    public private(set) var collectionViewLayout: CollectionViewLayout
    /// Chooses transition layouts. Held weakly, as in UIKit.
    public weak var delegate: CollectionViewDelegate?
    /// How many items each section has. Setting it reloads the cells.
    public var itemCounts: [Int] {
        didSet { reloadData() }
    }

    /// The length of an animated layout change, and of finishing or cancelling an interactive one, in
    /// seconds. UIKit does not document it; 0.35 s is the navigation transition's, which a layout-to-layout
    /// push shares.
    public static let transitionDuration = 0.35
    /// The damping ratio of the spring that finishes an interactive transition: below 1, so the items go a
    /// little past the new layout and settle back ("UICollectionView can go to 11 … a really nice scale up at
    /// the end of a transition, and then scale down back", WWDC 2013, seed 004). 0.75 is this model's choice.
    public static let finishingDampingRatio = 0.75

    private var cells: [IndexPath: View] = [:]
    private var lastLaidOutSize: Size?
    /// The interactive transition under way: its transition layout, the layout it started from, the completion.
    var interactiveTransition: InteractiveLayoutTransition?

    /// A collection view with `frame`, placing `itemCounts` items (per section) with `collectionViewLayout`.
    public init(frame: Rect, collectionViewLayout: CollectionViewLayout, itemCounts: [Int] = [], name: String = "collectionView") {
        view = View(name: name, frame: frame)
        view.clipsToBounds = true
        self.collectionViewLayout = collectionViewLayout
        self.itemCounts = itemCounts
        view.layoutDelegate = self
        collectionViewLayout.attach(to: self)
        reloadData()
    }

    /// Every item's index path, in order.
    public var indexPathsForItems: [IndexPath] {
        itemCounts.enumerated().flatMap { section, count in
            (0..<Swift.max(0, count)).map { IndexPath(item: $0, section: section) }
        }
    }

    /// The cell showing the item at `indexPath`.
    public func cellForItem(at indexPath: IndexPath) -> View? { cells[indexPath] }

    /// The current layout's attributes for the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Makes a cell for every item (dropping cells of items gone) and lays them out.
    public func reloadData() {
        let paths = indexPathsForItems
        let wanted = Set(paths)
        for (path, cell) in cells where !wanted.contains(path) {
            cell.removeFromSuperview()
            cells[path] = nil
        }
        for path in paths where cells[path] == nil {
            let cell = View(name: "cell \(path.section).\(path.item)")
            cells[path] = cell
            view.addSubview(cell)
        }
        collectionViewLayout.invalidateLayout()
    }

    /// Replaces the layout; `animated`, every cell animates to its new attributes over
    /// ``transitionDuration`` (ease in, ease out), and `completion` runs when they arrive (`finished` false
    /// if interrupted). Not animated, the completion runs on the next clock step.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = AnimationParameters(duration: animated ? Self.transitionDuration : 0)
        setCollectionViewLayout(layout, parameters: parameters, completion: completion)
    }

    /// Replaces the layout, animating the cells with `parameters`.
    func setCollectionViewLayout(
        _ layout: CollectionViewLayout, parameters: AnimationParameters, completion: ((Bool) -> Void)?
    ) {
        if collectionViewLayout !== layout {
            collectionViewLayout.attach(to: nil)
            collectionViewLayout = layout
            layout.attach(to: self)
        }
        guard let clock = view.clock else {
            applyLayout()
            completion?(true)
            return
        }
        clock.animate(parameters, label: "setCollectionViewLayout", animations: { applyLayout() },
                      completion: { finished in completion?(finished) })
    }

    /// Gives every cell its current attributes (inside an animation block, they animate).
    func applyLayout() {
        collectionViewLayout.prepareIfNeeded()
        var shown: [(LayoutAttributes, View)] = []
        for (path, cell) in cells {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path) else {
                cell.isHidden = true
                continue
            }
            cell.isHidden = attributes.isHidden
            if cell.bounds.size != attributes.size {
                cell.bounds = Rect(origin: cell.bounds.origin, size: attributes.size)
            }
            if cell.center != attributes.center { cell.center = attributes.center }
            if cell.transform != attributes.transform { cell.transform = attributes.transform }
            if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
            shown.append((attributes, cell))
        }
        let order = shown.sorted { ($0.0.zIndex, $0.0.indexPath) < ($1.0.zIndex, $1.0.indexPath) }.map(\.1)
        let current = view.subviews.filter { subview in order.contains { $0 === subview } }
        if !current.elementsEqual(order, by: ===) {
            for cell in order { view.bringSubviewToFront(cell) }
        }
    }

    /// A layout (or the transition layout) was invalidated: lay the cells out now, without animation unless
    /// an animation block is open.
    func layoutDidInvalidate(_ layout: CollectionViewLayout) {
        guard layout === collectionViewLayout || interactiveTransition?.layout === layout else { return }
        applyLayout()
    }
}

extension CollectionView: ViewLayoutDelegate {
    func viewWillLayoutSubviews(_ view: View) {
        let size = view.bounds.size
        guard size != lastLaidOutSize else { return }
        lastLaidOutSize = size
        collectionViewLayout.invalidateLayout()
    }

    func viewDidLayoutSubviews(_ view: View) {}

    func viewDidMoveInHierarchy(_ view: View) {}
}
