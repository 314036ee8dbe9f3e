/// Decides where a collection view's items go (UIKit's `UICollectionViewLayout`). Subclass it and override
/// ``prepare()``, ``collectionViewContentSize`` and ``layoutAttributesForItem(at:)``; the default
/// ``layoutAttributesForElements(in:)`` asks for every item's attributes and keeps those in the rect.
///
/// A layout belongs to one collection view at a time (``collectionView``). The collection view calls
/// ``prepare()`` before asking for attributes after the layout was set or invalidated.
open class CollectionViewLayout {
    /// The collection view the layout places items for.
    public internal(set) weak var collectionView: CollectionView?
    private(set) var isPrepared = false

    public init() {}

    /// Computes what the layout needs; called before the first query after the layout was invalidated.
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of the item at `indexPath`; nil when the layout does not show it.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The attributes of the items whose frames intersect `rect`.
    open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let collectionView else { return [] }
        return collectionView.indexPathsForItems.compactMap { layoutAttributesForItem(at: $0) }
            .filter { $0.frame.intersects(rect) }
    }

    /// Marks the layout as needing ``prepare()`` before it is asked again, and lays the collection view out.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.layoutDidInvalidate(self)
    }

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }

    /// Connects the layout (and any it is made of) to `collectionView`, to be prepared anew.
    func attach(to collectionView: CollectionView?) {
        self.collectionView = collectionView
        isPrepared = false
    }
}
