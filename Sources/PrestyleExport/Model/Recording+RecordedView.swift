import PresentationKit

extension Recording {
    /// A view as one frame of a recording sampled it: where it was and how it looked, enough to draw it as
    /// UIKit would.
    ///
    /// As in UIKit, `center` is in the parent's coordinate space (which the parent's `bounds` origin offsets),
    /// `transform` applies about the center, and `frame` is derived: the bounding box of the transformed
    /// bounds, in the parent's coordinates. How it looked is the engine's own `ViewAppearance`, whose
    /// properties read through the sample (`view.alpha`, `view.borderWidth`); the export keeps each as
    /// `AppearanceField/all` says.
    @dynamicMemberLookup
    public struct RecordedView: Codable, Sendable, Equatable {
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
        /// How the view looked: opacity, fill, corners, border, shadow, clipping, visibility.
        public var appearance: ViewAppearance
        /// Whether VoiceOver treated the view as modal (UIKit's `accessibilityViewIsModal`): a presented view
        /// while it is presented. False by default, and then left out of the JSON export.
        public var accessibilityViewIsModal = false

        /// A sample given as UIKit stores a view; `frame` is derived from `bounds`, `center` and `transform`.
        public init(
            name: String, parent: String?, bounds: Rect, center: Point, transform: AffineTransform = .identity,
            appearance: ViewAppearance
        ) {
            self.name = name
            self.parent = parent
            self.frame = RecordedView.frame(bounds: bounds, center: center, transform: transform)
            self.bounds = bounds
            self.center = center
            self.transform = transform
            self.appearance = appearance
        }

        /// A sample given as UIKit stores a view, its appearance property by property.
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
            self.init(
                name: name, parent: parent, bounds: bounds, center: center, transform: transform,
                appearance: ViewAppearance(
                    alpha: alpha, backgroundColor: color ?? .clear, cornerRadius: cornerRadius,
                    maskedCorners: maskedCorners, shadow: shadow, clipsToBounds: clipsToBounds, isHidden: isHidden))
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

        /// The view as the screen shows the engine's displayed `state`, under `name` in `parent`: its
        /// appearance as `AppearanceField/drawn(_:)` leaves it, and the frame the engine computed.
        public init(displaying state: PresentationKit.ViewState, name: String, parent: String?) {
            self.init(
                name: name, parent: parent, bounds: state.bounds, center: state.center, transform: state.transform,
                appearance: AppearanceField.drawn(state.appearance))
            frame = state.frame
        }

        /// A property of the view's ``appearance``: `view.alpha` is `view.appearance.alpha`.
        public subscript<Value>(dynamicMember property: WritableKeyPath<ViewAppearance, Value>) -> Value {
            get { appearance[keyPath: property] }
            set { appearance[keyPath: property] = newValue }
        }

        /// The background color; nil when the view has none (clear: it paints nothing).
        public var color: Color? {
            get { appearance.backgroundColor == .clear ? nil : appearance.backgroundColor }
            set { appearance.backgroundColor = newValue ?? .clear }
        }

        /// UIKit's frame: the bounds' size placed at `center`, transformed about the center, as a bounding box —
        /// the engine's own formula (`PresentationKit.ViewState.frame(bounds:center:transform:)`), so a
        /// recorded frame and the engine's `View.frame` never differ.
        public static func frame(bounds: Rect, center: Point, transform: AffineTransform) -> Rect {
            PresentationKit.ViewState.frame(bounds: bounds, center: center, transform: transform)
        }
    }
}

extension Recording.RecordedView {
    /// Reads a sample as the JSON export writes it; an appearance property the export leaves out at its
    /// default (masked corners, border, shadow) reads as that default.
    ///
    /// - Throws: `DecodingError` for a missing field or a value that is not one (a corner name, a color).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        name = try container.decode(String.self, forKey: NameKey("name"))
        parent = try container.decodeIfPresent(String.self, forKey: NameKey("parent"))
        frame = try container.decodeRect(forKey: NameKey("frame"))
        bounds = try container.decodeRect(forKey: NameKey("bounds"))
        center = try container.decodePoint(forKey: NameKey("center"))
        transform = try container.decodeTransform(forKey: NameKey("transform"))
        appearance = ViewAppearance()
        for field in AppearanceField.all { try field.decode(container, &appearance) }
        accessibilityViewIsModal = try container.decodeIfPresent(Bool.self, forKey: NameKey("accessibilityViewIsModal")) ?? false
    }

    /// Writes the sample flat, on one line of the export: where the view is, then its appearance field by
    /// field (`AppearanceField/all`), some only when not their default, so recordings without them read as
    /// before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        // The member list does not throw (the direct writer has nothing to fail on): the first error is
        // kept and thrown once the list is through.
        var failure: (any Error)?
        members { key, value in
            guard failure == nil else { return }
            do {
                try container.encode(value, forKey: NameKey(key.description))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Hands each member of the sample's JSON object to `member`, key and value, in the export's order: the
    /// one list both ``encode(to:)`` and the export's direct writer (`JSONByteWriter.write(_:)`) write.
    func members(_ member: (StaticString, ViewMember) -> Void) {
        member("name", .string(name))
        member("parent", .string(orNull: parent))
        member("frame", .rect(frame))
        member("bounds", .rect(bounds))
        member("center", .point(center))
        member("transform", .transform(transform))
        // Through the buffer, so each field's one closure is read in place rather than the field copied
        // (and its five closures retained) per view.
        AppearanceField.all.withUnsafeBufferPointer { fields in
            for index in fields.indices { fields[index].members(appearance, member) }
        }
        if accessibilityViewIsModal { member("accessibilityViewIsModal", .bool(true)) }
    }
}

extension KeyedEncodingContainer {
    /// Writes `null` for a missing value rather than leaving the key out: the export's fields are all present.
    mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
