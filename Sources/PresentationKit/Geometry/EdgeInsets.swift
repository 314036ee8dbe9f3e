/// Distances to inset each edge of a rectangle by (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge, in points.
    public var top: Double
    /// The inset of the left edge, in points.
    public var left: Double
    /// The inset of the bottom edge, in points.
    public var bottom: Double
    /// The inset of the right edge, in points.
    public var right: Double

    /// Insets of the given edges, in points (UIKit's order: top, left, bottom, right).
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension EdgeInsets: CustomStringConvertible {
    /// The insets as `{top T, left L, bottom B, right R}`.
    public var description: String {
        "{top \(GeometryFormat.number(top)), left \(GeometryFormat.number(left)), "
            + "bottom \(GeometryFormat.number(bottom)), right \(GeometryFormat.number(right))}"
    }
}
