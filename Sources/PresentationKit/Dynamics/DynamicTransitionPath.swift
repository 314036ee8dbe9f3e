/// Where a view of a dynamics-driven transition starts and ends: the centres an interaction moves it between
/// (``DynamicInteractiveTransition/update(_:)``) and the ends the behaviours take it to.
public struct DynamicTransitionPath {
    /// The view that moves.
    public let view: View
    /// Its centre when the transition starts, in the container's coordinates.
    public var start: Point
    /// Its centre when the transition ends.
    public var end: Point

    public init(view: View, start: Point, end: Point) {
        self.view = view
        self.start = start
        self.end = end
    }

    /// The centre `fraction` of the way from ``start`` to ``end``.
    public func point(at fraction: Double) -> Point {
        Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
    }
}
