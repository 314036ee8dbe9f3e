extension View {
    /// Converts a point from this view's coordinates to `view`'s (to the window's when `view` is nil).
    /// Model values are used, as UIKit converts through the layer (not presentation) tree.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { $0.pointInRoot(point) } ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        mapCorners(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        mapCorners(of: rect) { convert($0, from: view) }
    }

    private func mapCorners(of rect: Rect, _ transform: (Point) -> Point) -> Rect {
        if rect.isNull { return rect }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(transform)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// From this view's coordinates to its superview's: the transform applies about the center.
    func pointInSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - model.bounds.midX, y: point.y - model.bounds.midY).applying(model.transform)
        return Point(x: model.center.x + offset.x, y: model.center.y + offset.y)
    }

    /// From the superview's coordinates to this view's.
    func pointFromSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - model.center.x, y: point.y - model.center.y).applying(model.transform.inverted())
        return Point(x: model.bounds.midX + offset.x, y: model.bounds.midY + offset.y)
    }

    /// The coordinates of the root of the tree, which are the window's for a view in a window.
    private func pointInRoot(_ point: Point) -> Point {
        var result = point
        var view = self
        while let parent = view.superview {
            result = view.pointInSuperview(result)
            view = parent
        }
        return result
    }

    private func pointFromRoot(_ point: Point) -> Point {
        var chain: [View] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }
}
