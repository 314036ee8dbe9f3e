/// A size class: how much room an environment has along one axis (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    /// No size class: a trait collection that has no opinion on this axis.
    case unspecified
    /// Constrained room: every iPhone's width in portrait, an iPhone's height in landscape.
    case compact
    /// Expansive room: an iPad's width and height, an iPhone's height in portrait.
    case regular
}

/// The kind of device an interface runs on (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
    /// No idiom: a trait collection that has no opinion on the device.
    case unspecified
    /// An iPhone-class device.
    case phone
    /// An iPad-class device.
    case pad
}

/// The traits that describe an environment (UIKit's `UITraitCollection`): size classes, idiom and scale.
///
/// An unspecified trait means "no opinion": `TraitCollection(traitsFrom:)` lets later collections override
/// only the traits they specify, which is how an override set on a child or a presentation controller
/// combines with the traits it inherits.
public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class: how much room there is across.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class: how much room there is up and down.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point; 0 means unspecified.
    public var displayScale: Double
    /// The Reduce Motion setting (Settings › Accessibility › Motion); nil means unspecified, which reads as off.
    /// See ``isReduceMotionEnabled`` and `TraitCollection+Motion.swift` for what it changes.
    public var reduceMotion: Bool?
    /// The Prefer Cross-Fade Transitions setting, found under Reduce Motion; nil means unspecified. It takes
    /// effect only with Reduce Motion on: see ``prefersCrossFadeTransitions``.
    public var preferCrossFadeTransitions: Bool?

    /// A collection of the given traits; each one left out is unspecified.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        displayScale: Double = 0,
        reduceMotion: Bool? = nil,
        preferCrossFadeTransitions: Bool? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.reduceMotion = reduceMotion
        self.preferCrossFadeTransitions = preferCrossFadeTransitions
    }

    /// A collection with no trait specified.
    public static let unspecified = TraitCollection()

    /// The collections combined in order: each specified trait of a later collection replaces the earlier one.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections {
            if collection.horizontalSizeClass != .unspecified { horizontalSizeClass = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { verticalSizeClass = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { userInterfaceIdiom = collection.userInterfaceIdiom }
            if collection.displayScale != 0 { displayScale = collection.displayScale }
            if let setting = collection.reduceMotion { reduceMotion = setting }
            if let setting = collection.preferCrossFadeTransitions { preferCrossFadeTransitions = setting }
        }
    }

    /// Whether every trait `other` specifies has the same value here (UIKit's `containsTraits(in:)`).
    public func containsTraits(in other: TraitCollection) -> Bool {
        (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.reduceMotion == nil || other.reduceMotion == reduceMotion)
            && (other.preferCrossFadeTransitions == nil || other.preferCrossFadeTransitions == preferCrossFadeTransitions)
    }
}

extension TraitCollection: CustomStringConvertible {
    /// The traits in short: `Hcompact Vregular phone @3x`, with ` reduce-motion` and ` cross-fade` when those
    /// settings are on.
    public var description: String {
        "H\(horizontalSizeClass.rawValue) V\(verticalSizeClass.rawValue) \(userInterfaceIdiom.rawValue) @\(GeometryFormat.number(displayScale))x"
            + (isReduceMotionEnabled ? " reduce-motion" : "") + (prefersCrossFadeTransitions ? " cross-fade" : "")
    }
}
