/// A layout between two layouts: every item's attributes interpolated from the current layout's to the next
/// one's by ``transitionProgress`` (UIKit's `UICollectionViewTransitionLayout`, iOS 7).
///
/// "At 0 it's going to be exactly like layout A … 0.5 … the interpolation between all these cells … 100 %,
/// it's going to look like the next layout" (WWDC 2013, seed 004). Progress is not clamped: past 1 the
/// attributes go beyond the next layout's ("UICollectionView can go to 11"), and finishing the transition
/// settles them back (``CollectionView/finishInteractiveTransition()``). An item only one layout shows fades
/// in or out at the other's place. Subclass to tweak the attributes (override
/// ``layoutAttributesForItem(at:)`` and call `super`), and vend the subclass from the collection view
/// delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    public let currentLayout: CollectionViewLayout
    public let nextLayout: CollectionViewLayout
    /// How far the transition is: 0 the current layout, 1 the next; values outside extrapolate.
    /// Non-finite values are ignored. Setting it lays the collection view out at once.
    public var transitionProgress = 0.0 {
        didSet {
            if !transitionProgress.isFinite { transitionProgress = oldValue }
            collectionView?.layoutDidInvalidate(self)
        }
    }

    /// A transition from `currentLayout` to `nextLayout` at progress 0.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
    }

    open override func prepare() {
        currentLayout.prepareIfNeeded()
        nextLayout.prepareIfNeeded()
    }

    open override var collectionViewContentSize: Size {
        Size.interpolate(from: currentLayout.collectionViewContentSize, to: nextLayout.collectionViewContentSize,
                         fraction: transitionProgress)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let from = currentLayout.layoutAttributesForItem(at: indexPath)
        let to = nextLayout.layoutAttributesForItem(at: indexPath)
        switch (from, to) {
        case let (from?, to?):
            return LayoutAttributes.interpolate(from: from, to: to, fraction: transitionProgress)
        case (let from?, nil):
            var gone = from
            gone.alpha = 0
            return LayoutAttributes.interpolate(from: from, to: gone, fraction: transitionProgress)
        case (nil, let to?):
            var coming = to
            coming.alpha = 0
            return LayoutAttributes.interpolate(from: coming, to: to, fraction: transitionProgress)
        case (nil, nil):
            return nil
        }
    }

    override func attach(to collectionView: CollectionView?) {
        super.attach(to: collectionView)
        currentLayout.attach(to: collectionView)
        nextLayout.attach(to: collectionView)
    }
}
