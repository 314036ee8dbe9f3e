/// What a collection view asks of its delegate about layout transitions (the part of UIKit's
/// `UICollectionViewDelegate` that concerns them).
public protocol CollectionViewDelegate: AnyObject {
    /// The transition layout to use between `oldLayout` and `newLayout` for an interactive transition;
    /// nil (the default) for a plain ``CollectionViewTransitionLayout``. "You might want a different
    /// interactive transition from layout A to layout B, but something a little bit different from B to C"
    /// (WWDC 2013, seed 004).
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout oldLayout: CollectionViewLayout,
        newLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout?
}

extension CollectionViewDelegate {
    public func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout oldLayout: CollectionViewLayout,
        newLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout? { nil }
}
