import PresentationKit

extension Recording {
    /// A view's displayed state at one moment: enough to draw it as UIKit would.
    ///
    /// As in UIKit, `center` is in the parent's coordinate space (which the parent's `bounds` origin offsets),
    /// `transform` applies about the center, and `frame` is derived: the bounding box of the transformed
    /// bounds, in the parent's coordinates.
    public struct SampledView: Codable, Sendable, Equatable {
        /// The view's name, unique within the recording (`presented`, `presenting`, `container`, or a chrome
        /// view's name from the style).
        public var name: String
        /// The parent's name; nil for the window.
        public var parent: String?
        /// The bounding box of the transformed bounds in the parent's coordinates, as UIKit's `frame` is
        /// (derived from `bounds`, `center` and `transform`; recorded so a reader need not derive it).
        public var frame: Rect
        /// The view's own coordinate space: its size, and the origin its subviews are placed from.
        public var bounds: Rect
        /// Where the middle of the bounds sits, in the parent's coordinates.
        public var center: Point
        /// The transform applied about the center (UIKit's default anchor point).
        public var transform: AffineTransform
        /// The view's own opacity, 0 to 1 (an ancestor's multiplies it on the screen).
        public var alpha: Double
        /// Whether the view is hidden (and with it its subviews).
        public var isHidden: Bool
        /// The background color; nil when the view has none (it is transparent).
        public var color: Color?
        /// The layer's corner radius, in points; the corners it rounds are `maskedCorners`.
        public var cornerRadius: Double
        /// Whether the view clips its subviews to its bounds.
        public var clipsToBounds: Bool
        /// Which corners `cornerRadius` rounds; all four unless the style masked some (exported only then).
        public var maskedCorners: CornerMask
        /// The drop shadow, if any (exported only then).
        public var shadow: Shadow?

        /// A view state given as UIKit stores it; `frame` is derived from `bounds`, `center` and `transform`.
        public init(
            name: String,
            parent: String?,
            bounds: Rect,
            center: Point,
            transform: AffineTransform = .identity,
            alpha: Double = 1,
            isHidden: Bool = false,
            color: Color? = nil,
            cornerRadius: Double = 0,
            clipsToBounds: Bool = false,
            maskedCorners: CornerMask = .all,
            shadow: Shadow? = nil
        ) {
            self.name = name
            self.parent = parent
            self.frame = SampledView.frame(bounds: bounds, center: center, transform: transform)
            self.bounds = bounds
            self.center = center
            self.transform = transform
            self.alpha = alpha
            self.isHidden = isHidden
            self.color = color
            self.cornerRadius = cornerRadius
            self.clipsToBounds = clipsToBounds
            self.maskedCorners = maskedCorners
            self.shadow = shadow
        }

        /// An untransformed view occupying `frame` in its parent, with its bounds at the origin.
        public init(
            name: String,
            parent: String?,
            frame: Rect,
            alpha: Double = 1,
            isHidden: Bool = false,
            color: Color? = nil,
            cornerRadius: Double = 0,
            clipsToBounds: Bool = false,
            maskedCorners: CornerMask = .all,
            shadow: Shadow? = nil
        ) {
            self.init(
                name: name, parent: parent,
                bounds: Rect(origin: .zero, size: frame.standardized.size), center: frame.center,
                alpha: alpha, isHidden: isHidden, color: color, cornerRadius: cornerRadius,
                clipsToBounds: clipsToBounds, maskedCorners: maskedCorners, shadow: shadow)
        }

        /// UIKit's frame: the bounds' size placed at `center`, transformed about the center, as a bounding box —
        /// the engine's own formula (`PresentationKit.ViewState.frame(bounds:center:transform:)`), so a
        /// recorded frame and the engine's `View.frame` never differ.
        public static func frame(bounds: Rect, center: Point, transform: AffineTransform) -> Rect {
            PresentationKit.ViewState.frame(bounds: bounds, center: center, transform: transform)
        }
    }
}

extension Recording.SampledView {
    private enum CodingKeys: String, CodingKey {
        case name, parent, frame, bounds, center, transform, alpha, hidden, color, cornerRadius, clips, corners
        // The shadow's fields sit in the view's own object, as the layer's properties are named, so a view
        // state stays flat and on one line.
        case shadowColor, shadowOpacity, shadowOffset, shadowRadius
    }

    /// Reads a view state as the JSON export writes it; the masked corners and the shadow, written only when
    /// not the default, default to all four corners and none.
    ///
    /// - Throws: `DecodingError` for a missing field or a corner name that is not one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        parent = try container.decodeIfPresent(String.self, forKey: .parent)
        frame = try container.decodeRect(forKey: .frame)
        bounds = try container.decodeRect(forKey: .bounds)
        center = try container.decodePoint(forKey: .center)
        transform = try container.decodeTransform(forKey: .transform)
        alpha = try container.decode(Double.self, forKey: .alpha)
        isHidden = try container.decode(Bool.self, forKey: .hidden)
        color = try container.decodeColor(forKey: .color)
        cornerRadius = try container.decode(Double.self, forKey: .cornerRadius)
        clipsToBounds = try container.decode(Bool.self, forKey: .clips)
        maskedCorners = .all
        if let names = try container.decodeIfPresent([String].self, forKey: .corners) {
            maskedCorners = []
            for name in names {
                guard let corner = CornerMask(name: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .corners, in: container,
                        debugDescription: "\"\(name)\" is not a corner; expected topLeft, topRight, bottomLeft or bottomRight")
                }
                maskedCorners.insert(corner)
            }
        }
        shadow = nil
        if container.contains(.shadowOpacity) {
            let offset = try container.decodePoint(forKey: .shadowOffset)
            shadow = Shadow(
                color: try container.decodeColor(forKey: .shadowColor) ?? .black,
                opacity: try container.decode(Double.self, forKey: .shadowOpacity),
                offset: Size(width: offset.x, height: offset.y),
                radius: try container.decode(Double.self, forKey: .shadowRadius))
        }
    }

    /// Writes the view state flat, on one line of the export: the masked corners and the shadow only when
    /// not the default, so recordings without them read as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeOrNull(parent, forKey: .parent)
        try container.encode(frame, forKey: .frame)
        try container.encode(bounds, forKey: .bounds)
        try container.encode(center, forKey: .center)
        try container.encode(transform, forKey: .transform)
        try container.encode(alpha, forKey: .alpha)
        try container.encode(isHidden, forKey: .hidden)
        try container.encodeOrNull(color?.hex, forKey: .color)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(clipsToBounds, forKey: .clips)
        // Written only when not the default, so recordings without them read as before.
        if maskedCorners != .all { try container.encode(maskedCorners.names, forKey: .corners) }
        if let shadow {
            try container.encode(shadow.color.hex, forKey: .shadowColor)
            try container.encode(shadow.opacity, forKey: .shadowOpacity)
            try container.encode(Point(x: shadow.offset.width, y: shadow.offset.height), forKey: .shadowOffset)
            try container.encode(shadow.radius, forKey: .shadowRadius)
        }
    }
}

extension KeyedEncodingContainer {
    /// Writes `null` for a missing value rather than leaving the key out: the export's fields are all present.
    mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
