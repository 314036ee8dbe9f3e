/// A device to simulate: its screen in points, pixel scale, idiom, and the safe-area insets and size classes
/// UIKit gives a full-screen window on it in each orientation.
///
///     let phone = try Device(named: "iphone-15")
///     phone.screenSize(in: .landscapeLeft)        // 852×393
///     phone.traitCollection(in: .portrait)        // Hcompact Vregular phone @3x
///     phone.safeAreaInsets(in: .landscapeLeft)    // {top 0, left 59, bottom 21, right 59}
///
/// The presets (`Device.presets`) are real devices; `Device.custom(size:…)` makes any other screen with
/// traits stated outright. Values describe a full-screen app window with the status bar shown where the
/// system shows it (on iPhone, not in landscape), with no navigation or tab bars.
public struct Device: Sendable, Hashable {
    /// The short name a person types: `iphone-15`.
    public let slug: String
    /// The marketing name: `iPhone 15`.
    public let name: String
    /// The screen size in points in portrait.
    public let portraitScreenSize: Size
    /// Pixels per point.
    public let scale: Double
    /// Whether it is a phone or a pad: the window's `userInterfaceIdiom` trait.
    public let idiom: UserInterfaceIdiom
    /// The window's safe-area insets in portrait.
    public let portraitSafeAreaInsets: EdgeInsets
    /// The window's safe-area insets in `landscapeLeft`; `landscapeRight` mirrors left and right.
    public let landscapeSafeAreaInsets: EdgeInsets
    /// The radius of the display's rounded corners, in points (0 for a square-cornered screen), or nil where
    /// no measurement is published. UIKit keeps it private (`UIScreen._displayCornerRadius`); the presets'
    /// figures are third-party readings of it (see `Device+Presets.swift`). iOS 26's floating sheets round
    /// their corners concentric with it.
    public let displayCornerRadius: Double?
    private let portraitTraits: TraitCollection
    private let landscapeTraits: TraitCollection

    /// A device described in full.
    ///
    /// - Parameters:
    ///   - slug: the name to look it up by, lowercase with hyphens.
    ///   - name: the display name.
    ///   - portraitScreenSize: the screen in points, held upright.
    ///   - scale: pixels per point, greater than 0.
    ///   - idiom: phone, pad or unspecified.
    ///   - portraitSafeAreaInsets: safe-area insets in portrait.
    ///   - landscapeSafeAreaInsets: safe-area insets in `landscapeLeft` (mirrored for `landscapeRight`).
    ///   - portraitSizeClasses: horizontal and vertical size class in portrait.
    ///   - landscapeSizeClasses: horizontal and vertical size class in landscape.
    ///   - displayCornerRadius: the display's corner radius in points, 0 for square corners; nil (the
    ///     default) when unknown.
    /// - Precondition: the screen size is finite and positive, the scale finite and positive, and the corner
    ///   radius, when given, finite and not negative (a device is the host's to describe; a size from a
    ///   person is checked before it gets here).
    public init(
        slug: String,
        name: String,
        portraitScreenSize: Size,
        scale: Double,
        idiom: UserInterfaceIdiom,
        portraitSafeAreaInsets: EdgeInsets,
        landscapeSafeAreaInsets: EdgeInsets,
        portraitSizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass),
        landscapeSizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass),
        displayCornerRadius: Double? = nil
    ) {
        precondition(portraitScreenSize.isFinite && portraitScreenSize.width > 0 && portraitScreenSize.height > 0,
                     "a device's screen must have a positive size, not \(portraitScreenSize)")
        precondition(scale.isFinite && scale > 0, "a device's scale must be positive, not \(scale)")
        precondition(displayCornerRadius.map { $0.isFinite && $0 >= 0 } ?? true,
                     "a device's display corner radius must be 0 or more, not \(displayCornerRadius ?? 0)")
        self.slug = slug
        self.name = name
        self.portraitScreenSize = portraitScreenSize
        self.scale = scale
        self.idiom = idiom
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.displayCornerRadius = displayCornerRadius
        portraitTraits = TraitCollection(horizontalSizeClass: portraitSizeClasses.horizontal,
                                         verticalSizeClass: portraitSizeClasses.vertical,
                                         userInterfaceIdiom: idiom, displayScale: scale)
        landscapeTraits = TraitCollection(horizontalSizeClass: landscapeSizeClasses.horizontal,
                                          verticalSizeClass: landscapeSizeClasses.vertical,
                                          userInterfaceIdiom: idiom, displayScale: scale)
    }

    /// Any screen, with its traits stated outright rather than derived: the same size classes, safe-area
    /// insets and scale in every orientation, the size swapping in landscape.
    ///
    /// - Parameters:
    ///   - size: the screen in points in portrait (the orientation the device starts in).
    ///   - horizontalSizeClass: the horizontal size class.
    ///   - verticalSizeClass: the vertical size class.
    ///   - safeAreaInsets: the window's safe-area insets; none by default.
    ///   - scale: pixels per point; 2 by default.
    ///   - idiom: the idiom; unspecified by default.
    ///   - displayCornerRadius: the display's corner radius in points; nil (unknown) by default.
    /// - Precondition: `size` is finite and positive, and `scale` finite and positive, as for
    ///   ``init(slug:name:portraitScreenSize:scale:idiom:portraitSafeAreaInsets:landscapeSafeAreaInsets:portraitSizeClasses:landscapeSizeClasses:displayCornerRadius:)``:
    ///   check a size that comes from a person first (as `prestyle`'s `--size` does, 1 to 100,000 points).
    public static func custom(
        size: Size,
        horizontalSizeClass: UserInterfaceSizeClass,
        verticalSizeClass: UserInterfaceSizeClass,
        safeAreaInsets: EdgeInsets = .zero,
        scale: Double = 2,
        idiom: UserInterfaceIdiom = .unspecified,
        displayCornerRadius: Double? = nil
    ) -> Device {
        let dimensions = "\(GeometryFormat.number(size.width))x\(GeometryFormat.number(size.height))"
        return Device(
            slug: "custom-\(dimensions)",
            name: "Custom \(size)",
            portraitScreenSize: size,
            scale: scale,
            idiom: idiom,
            portraitSafeAreaInsets: safeAreaInsets,
            landscapeSafeAreaInsets: safeAreaInsets,
            portraitSizeClasses: (horizontalSizeClass, verticalSizeClass),
            landscapeSizeClasses: (horizontalSizeClass, verticalSizeClass),
            displayCornerRadius: displayCornerRadius
        )
    }

    /// The screen size in points: the portrait size, or its transpose in landscape.
    public func screenSize(in orientation: Orientation) -> Size {
        orientation.isLandscape ? portraitScreenSize.transposed : portraitScreenSize
    }

    /// The screen's bounds in points, at the origin.
    public func screenBounds(in orientation: Orientation) -> Rect {
        Rect(origin: .zero, size: screenSize(in: orientation))
    }

    /// The safe-area insets of a full-screen window.
    public func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
        switch orientation {
        case .portrait: portraitSafeAreaInsets
        case .landscapeLeft: landscapeSafeAreaInsets
        case .landscapeRight:
            EdgeInsets(top: landscapeSafeAreaInsets.top, left: landscapeSafeAreaInsets.right,
                       bottom: landscapeSafeAreaInsets.bottom, right: landscapeSafeAreaInsets.left)
        }
    }

    /// The traits of a full-screen window: size classes for the orientation, the idiom and the display scale.
    public func traitCollection(in orientation: Orientation) -> TraitCollection {
        orientation.isLandscape ? landscapeTraits : portraitTraits
    }
}

extension Device: CustomStringConvertible {
    /// The slug, name, portrait screen size and scale: `iphone-15 (iPhone 15, 393×852 @3x)`.
    public var description: String {
        "\(slug) (\(name), \(portraitScreenSize) @\(GeometryFormat.number(scale))x)"
    }
}
