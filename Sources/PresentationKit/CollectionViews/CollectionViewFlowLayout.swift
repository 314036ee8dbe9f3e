/// Items of one size in lines, line after line down the collection view (UIKit's
/// `UICollectionViewFlowLayout`, vertical scrolling).
///
/// Each section starts below the last, inside ``sectionInset``. A line holds as many items as fit the width
/// with at least ``minimumInteritemSpacing`` between them; lines are ``minimumLineSpacing`` apart. Like
/// UIKit's flow layout, a line of several items is spread to both edges (the spacing grows), and a line of
/// one item centres it. Defaults are UIKit's documented ones: items 50 × 50, both spacings 10, no insets.
open class CollectionViewFlowLayout: CollectionViewLayout {
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }

    private var attributes: [IndexPath: LayoutAttributes] = [:]
    private var contentSize = Size.zero

    public override init() {}

    open override func prepare() {
        attributes.removeAll()
        guard let collectionView, itemSize.width > 0, itemSize.height > 0 else {
            contentSize = .zero
            return
        }
        let width = collectionView.view.bounds.width
        let available = width - sectionInset.left - sectionInset.right
        let perLine = Swift.max(1, Int(((available + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing))
            .rounded(.down)))
        var y = 0.0
        for (section, count) in collectionView.itemCounts.enumerated() {
            y += sectionInset.top
            var index = 0
            while index < count {
                let inLine = Swift.min(perLine, count - index)
                let xs = lineOffsets(count: inLine, available: available)
                for (offset, x) in xs.enumerated() {
                    let path = IndexPath(item: index + offset, section: section)
                    let frame = Rect(x: sectionInset.left + x, y: y, width: itemSize.width, height: itemSize.height)
                    attributes[path] = LayoutAttributes(indexPath: path, frame: frame)
                }
                index += inLine
                y += itemSize.height + (index < count ? minimumLineSpacing : 0)
            }
            y += sectionInset.bottom
        }
        contentSize = Size(width: width, height: y)
    }

    /// Where each of `count` items in a line starts, from the inset's left edge.
    private func lineOffsets(count: Int, available: Double) -> [Double] {
        guard count > 1 else { return [(available - itemSize.width) / 2] }
        let spacing = Swift.max(minimumInteritemSpacing, (available - Double(count) * itemSize.width) / Double(count - 1))
        return (0..<count).map { Double($0) * (itemSize.width + spacing) }
    }

    open override var collectionViewContentSize: Size { contentSize }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes[indexPath]
    }
}
