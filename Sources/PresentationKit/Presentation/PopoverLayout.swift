/// Where a popover goes: the content frame, the balloon around it with its arrow, and the arrow's direction
/// and tip — computed from the container, the source rectangle and the content size.
///
/// The popover keeps inside the container's safe area shrunk by the layout margins (10 points on each edge by
/// default, as in UIKit). Directions are tried in the order up, down, left, right (UIKit's preference for
/// a popover below its source); the first permitted one where the content fits whole wins, else the one
/// leaving the most room, with the content shrunk to fit. Along the edge the content centres on the source,
/// clamped into the area; the arrow then slides to keep pointing at the source's middle, staying clear of the
/// rounded corners.
public struct PopoverLayout: Hashable, Sendable {
    /// The arrow's length, from the balloon's edge to its tip.
    public static let arrowHeight = 13.0
    /// The width of the arrow where it meets the balloon.
    public static let arrowBase = 26.0
    /// The corner radius of the balloon.
    public static let cornerRadius = 13.0

    /// The presented view's frame, in the container's coordinates.
    public var contentFrame: Rect
    /// The balloon: the content frame grown by the arrow on its side.
    public var backgroundFrame: Rect
    /// The direction the arrow points in: the side of the balloon it is on, facing the source.
    public var arrowDirection: PopoverArrowDirection
    /// The tip of the arrow, on the source rectangle's edge.
    public var arrowTip: Point
    /// How far the arrow is from the middle of its edge (UIKit's `arrowOffset`).
    public var arrowOffset: Double

    /// Lays out a popover.
    /// - Parameters:
    ///   - container: The container's bounds.
    ///   - safeArea: The container's safe-area insets.
    ///   - margins: The popover layout margins.
    ///   - source: The source rectangle, in the container's coordinates.
    ///   - contentSize: The size the content would like.
    ///   - permitted: The arrow directions allowed; an empty set allows any.
    public init(
        container: Rect, safeArea: EdgeInsets, margins: EdgeInsets, source: Rect, contentSize: Size,
        permitted: PopoverArrowDirection
    ) {
        let area = container.inset(by: safeArea).inset(by: margins)
        let usable = area.isNull ? container : area
        let allowed = permitted.isEmpty ? PopoverArrowDirection.any : permitted
        let arrow = Self.arrowHeight
        func room(_ direction: PopoverArrowDirection) -> Size {
            switch direction {
            case .up: return Size(width: usable.width, height: Swift.max(0, usable.maxY - source.maxY - arrow))
            case .down: return Size(width: usable.width, height: Swift.max(0, source.minY - arrow - usable.minY))
            case .left: return Size(width: Swift.max(0, usable.maxX - source.maxX - arrow), height: usable.height)
            default: return Size(width: Swift.max(0, source.minX - arrow - usable.minX), height: usable.height)
            }
        }
        let order: [PopoverArrowDirection] = [.up, .down, .left, .right].filter { allowed.contains($0) }
        let fits = order.first { direction in
            let space = room(direction)
            return contentSize.width <= space.width && contentSize.height <= space.height
        }
        let direction = fits ?? order.max { a, b in
            let ra = room(a), rb = room(b)
            return Swift.min(ra.width, contentSize.width) * Swift.min(ra.height, contentSize.height)
                < Swift.min(rb.width, contentSize.width) * Swift.min(rb.height, contentSize.height)
        } ?? .up
        let space = room(direction)
        let size = Size(width: Swift.min(contentSize.width, space.width), height: Swift.min(contentSize.height, space.height))
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { Swift.max(low, Swift.min(value, high)) }
        let inset = Self.cornerRadius + Self.arrowBase / 2
        var content: Rect
        var tip: Point
        var offset: Double
        switch direction {
        case .up, .down:
            let x = clamp(source.midX - size.width / 2, usable.minX, usable.maxX - size.width)
            let y = direction == .up ? source.maxY + arrow : source.minY - arrow - size.height
            content = Rect(x: x, y: y, width: size.width, height: size.height)
            let tipX = clamp(source.midX, content.minX + inset, content.maxX - inset)
            tip = Point(x: tipX, y: direction == .up ? source.maxY : source.minY)
            offset = tipX - content.midX
        default:
            let y = clamp(source.midY - size.height / 2, usable.minY, usable.maxY - size.height)
            let x = direction == .left ? source.maxX + arrow : source.minX - arrow - size.width
            content = Rect(x: x, y: y, width: size.width, height: size.height)
            let tipY = clamp(source.midY, content.minY + inset, content.maxY - inset)
            tip = Point(x: direction == .left ? source.maxX : source.minX, y: tipY)
            offset = tipY - content.midY
        }
        var background = content
        switch direction {
        case .up: background = Rect(x: content.minX, y: content.minY - arrow, width: content.width, height: content.height + arrow)
        case .down: background = Rect(x: content.minX, y: content.minY, width: content.width, height: content.height + arrow)
        case .left: background = Rect(x: content.minX - arrow, y: content.minY, width: content.width + arrow, height: content.height)
        default: background = Rect(x: content.minX, y: content.minY, width: content.width + arrow, height: content.height)
        }
        self.contentFrame = content
        self.backgroundFrame = background
        self.arrowDirection = direction
        self.arrowTip = tip
        self.arrowOffset = offset
    }
}
