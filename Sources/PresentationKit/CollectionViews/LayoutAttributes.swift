/// Where and how a layout shows one item (UIKit's `UICollectionViewLayoutAttributes`): its frame, alpha,
/// transform, stacking order and visibility.
///
/// As in UIKit, ``frame`` is the untransformed frame — ``center`` and ``size`` — and ``transform`` applies
/// about the centre; a cell shows the attributes by taking the center, the bounds size, the transform and
/// the alpha.
public struct LayoutAttributes: Hashable, Sendable {
    public let indexPath: IndexPath
    public var center: Point
    public var size: Size
    public var alpha: Double = 1
    public var transform: AffineTransform = .identity
    /// Items with a greater z-index are in front; equal ones stack by index path.
    public var zIndex = 0
    public var isHidden = false

    /// Attributes for the item at `indexPath`, with `frame`.
    public init(indexPath: IndexPath, frame: Rect) {
        self.indexPath = indexPath
        center = frame.center
        size = frame.size
    }

    /// The untransformed frame: ``size`` centred on ``center``.
    public var frame: Rect {
        get { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            center = newValue.center
            size = newValue.size
        }
    }

    /// The attributes `fraction` of the way from `from` to `to`, each value interpolated (and extrapolated
    /// past 0 and 1, which is how a transition layout overshoots); the z-index and visibility are the nearer
    /// end's.
    public static func interpolate(from: LayoutAttributes, to: LayoutAttributes, fraction: Double) -> LayoutAttributes {
        var result = fraction < 0.5 ? from : to
        result.center = Point.interpolate(from: from.center, to: to.center, fraction: fraction)
        result.size = Size.interpolate(from: from.size, to: to.size, fraction: fraction)
        result.alpha = Double.interpolate(from: from.alpha, to: to.alpha, fraction: fraction)
        result.transform = AffineTransform.interpolate(from: from.transform, to: to.transform, fraction: fraction)
        return result
    }
}
