import PresentationKit

extension Recording {
    /// The simulated device a run used: its screen in points, scale, orientation, size classes and safe area —
    /// PresentationKit's `Device` in the form the JSON export records, in one orientation.
    public struct RecordedDevice: Codable, Sendable, Equatable {
        /// A display name, such as "iPhone 15".
        public var name: String
        /// The screen's size in points, in the run's orientation.
        public var size: Size
        /// Pixels per point.
        public var scale: Double
        /// Which way up the interface is.
        public var orientation: PresentationKit.Orientation
        /// The screen's size classes in the run's orientation.
        public var traits: Traits
        /// The safe-area insets of the screen in the run's orientation.
        public var safeArea: EdgeInsets

        /// A device; the orientation defaults to what the size says (wider than tall is `landscapeLeft`).
        public init(
            name: String,
            size: Size,
            scale: Double,
            orientation: PresentationKit.Orientation? = nil,
            traits: Traits,
            safeArea: EdgeInsets = .zero
        ) {
            self.name = name
            self.size = size
            self.scale = scale
            self.orientation = orientation ?? (size.width > size.height ? .landscapeLeft : .portrait)
            self.traits = traits
            self.safeArea = safeArea
        }

        /// A simulated device as a run sees it in one orientation: its screen, scale, size classes and the
        /// safe area of a full-screen window.
        ///
        ///     let device = Recording.RecordedDevice(try Device(named: "iphone-15"), orientation: .landscapeLeft)
        ///
        /// - Parameters:
        ///   - device: The device.
        ///   - orientation: Which way up.
        ///   - motion: The window's Reduce Motion and Prefer Cross-Fade Transitions settings; both off by default.
        public init(_ device: PresentationKit.Device, orientation: PresentationKit.Orientation, motion: MotionSettings = .standard) {
            let traits = device.traitCollection(in: orientation)
            self.init(
                name: device.name, size: device.screenSize(in: orientation), scale: device.scale,
                orientation: orientation,
                traits: Traits(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass, motion: motion),
                safeArea: device.safeAreaInsets(in: orientation))
        }

        /// A window's screen as it is now — after a rotation or a resize, say: its size, scale, orientation,
        /// size classes and safe area, under the name of the device it runs on.
        public init(window: Window, deviceName: String) {
            let traits = window.traitCollection
            self.init(
                name: deviceName, size: window.bounds.size, scale: window.scale, orientation: window.orientation,
                traits: Traits(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass, motion: MotionSettings(traits)),
                safeArea: window.safeAreaInsets)
        }

        /// The screen's bounds, at the origin.
        public var bounds: Rect { Rect(origin: .zero, size: size) }
    }

    /// The size classes of the device's screen, and the motion settings the run simulated.
    public struct Traits: Codable, Sendable, Equatable {
        /// The horizontal size class: `compact` on a phone in portrait, `regular` on an iPad.
        public var horizontal: UserInterfaceSizeClass
        /// The vertical size class: `compact` on most phones in landscape.
        public var vertical: UserInterfaceSizeClass
        /// Whether Reduce Motion was on (`--reduce-motion`).
        public var reduceMotion: Bool
        /// Whether cross-fades were preferred: Reduce Motion and Prefer Cross-Fade Transitions both on
        /// (`--prefer-cross-fade`).
        public var prefersCrossFadeTransitions: Bool

        /// Size classes as UIKit's trait collection states them, with the motion settings `motion`.
        public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass, motion: MotionSettings = .standard) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.reduceMotion = motion.reduceMotion
            self.prefersCrossFadeTransitions = motion.prefersCrossFadeTransitions
        }

        /// The motion settings recorded.
        public var motion: MotionSettings {
            MotionSettings(reduceMotion: reduceMotion, preferCrossFadeTransitions: prefersCrossFadeTransitions)
        }

        /// "reduce motion", "reduce motion, cross-fade", or nil when neither setting was on.
        public var motionDescription: String? {
            guard reduceMotion else { return nil }
            return prefersCrossFadeTransitions ? "reduce motion, cross-fade" : "reduce motion"
        }

        private enum CodingKeys: String, CodingKey { case horizontal, vertical, reduceMotion, prefersCrossFadeTransitions }

        /// Reads the size classes by name (`"compact"`, `"regular"`), as the JSON export writes them, and the
        /// motion settings (false when absent).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            horizontal = try container.decodeRawValue(UserInterfaceSizeClass.self, forKey: .horizontal)
            vertical = try container.decodeRawValue(UserInterfaceSizeClass.self, forKey: .vertical)
            reduceMotion = try container.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false
            prefersCrossFadeTransitions = try container.decodeIfPresent(Bool.self, forKey: .prefersCrossFadeTransitions) ?? false
        }

        /// Writes the size classes by name, and each motion setting only when it is on (a run without them
        /// writes what it always did).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(horizontal.rawValue, forKey: .horizontal)
            try container.encode(vertical.rawValue, forKey: .vertical)
            if reduceMotion { try container.encode(true, forKey: .reduceMotion) }
            if prefersCrossFadeTransitions { try container.encode(true, forKey: .prefersCrossFadeTransitions) }
        }
    }
}

extension Recording.RecordedDevice {
    private enum CodingKeys: String, CodingKey {
        case name, width, height, scale, orientation, traits, safeArea
    }

    /// Reads a device as the JSON export writes it: the size as `width` and `height`, the orientation and
    /// size classes by name, the safe area as `[top, left, bottom, right]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        size = Size(
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height))
        scale = try container.decode(Double.self, forKey: .scale)
        orientation = try container.decodeRawValue(PresentationKit.Orientation.self, forKey: .orientation)
        traits = try container.decode(Recording.Traits.self, forKey: .traits)
        safeArea = try container.decodeInsets(forKey: .safeArea)
    }

    /// Writes the device in the JSON export's form (see ``init(from:)``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(size.width, forKey: .width)
        try container.encode(size.height, forKey: .height)
        try container.encode(scale, forKey: .scale)
        try container.encode(orientation.rawValue, forKey: .orientation)
        try container.encode(traits, forKey: .traits)
        try container.encode(safeArea, forKey: .safeArea)
    }
}
