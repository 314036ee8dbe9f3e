/// Distances to inset each edge of a rectangle by (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

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

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension EdgeInsets: CustomStringConvertible {
    public var description: String {
        "{top \(GeometryFormat.number(top)), left \(GeometryFormat.number(left)), "
            + "bottom \(GeometryFormat.number(bottom)), right \(GeometryFormat.number(right))}"
    }
}
