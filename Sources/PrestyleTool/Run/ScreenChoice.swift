import PresentationKit

/// The simulated screen a run uses: a device preset by name, or a custom screen (`--size`, `--traits`,
/// `--safe-area`).
public enum ScreenChoice: Sendable, Hashable {
    /// A preset's slug or name: `iphone-15`, `iPad Pro 11`.
    case preset(String)
    /// A screen of any size, in points in portrait; size classes and safe area as given, or derived from the
    /// size (see ``CustomScreen``).
    case custom(CustomScreen)

    /// The default device: iPhone 15.
    public static let standard = ScreenChoice.preset(Device.iPhone15.slug)

    /// The device to simulate.
    ///
    /// - Throws: ``ToolError`` (usage) for a name no preset has, with close names suggested, or a custom
    ///   screen whose safe area leaves nothing of it.
    public func device() throws(ToolError) -> Device {
        switch self {
        case .preset(let name):
            do {
                return try Device(named: name)
            } catch {
                throw ToolError(error)
            }
        case .custom(let screen):
            try screen.validate()
            return screen.device
        }
    }
}

/// A screen that is not a preset: `--size 500x800 --traits regular,regular --safe-area 20,0,0,0 --scale 3
/// --idiom phone`.
public struct CustomScreen: Sendable, Hashable {
    /// Width and height in points, held upright (`--landscape` turns the screen, as it does a preset's).
    public var size: Size
    /// Horizontal and vertical size class in every orientation; nil derives them from the size as the
    /// screen is held (see ``derivedTraits(for:)``).
    public var traits: SizeClasses?
    /// The window's safe area held upright, turning with the screen in landscape; none when nil.
    public var safeArea: EdgeInsets?
    /// Pixels per point; `Device.custom(size:horizontalSizeClass:verticalSizeClass:safeAreaInsets:scale:idiom:)`'s
    /// default (2) when nil.
    public var scale: Double?
    /// The idiom styles see as `traits.idiom`; unspecified when nil.
    public var idiom: UserInterfaceIdiom?

    /// A custom screen of `size` points held upright; every other property nil (derived or default) unless given.
    public init(size: Size, traits: SizeClasses? = nil, safeArea: EdgeInsets? = nil, scale: Double? = nil,
                idiom: UserInterfaceIdiom? = nil) {
        self.size = size
        self.traits = traits
        self.safeArea = safeArea
        self.scale = scale
        self.idiom = idiom
    }

    /// The largest `--scale`: beyond any screen's (today's are 2 or 3), with room for experiments.
    public static let largestScale = 10.0

    /// The sides, in points, from which a custom screen without `--traits` counts as regular, as UIKit's
    /// devices have them: any screen at least ``regularHeight`` tall is regular in height, and regular in
    /// width from ``regularWidth`` (an iPad's narrowest side is 768); a shorter screen — a phone held
    /// sideways — is regular in width only from ``regularPhoneWidth`` (an iPhone 15 sideways, 852, is
    /// compact; a Pro Max, 932, regular).
    static let regularWidth = 768.0
    static let regularPhoneWidth = 896.0
    static let regularHeight = 500.0

    /// The largest side a custom screen may have, in points: rectangles beyond ±10,000,000 points are refused
    /// as a style's answers, so a screen must stay well inside that.
    public static let largestSide = 100_000.0

    /// Checks that the safe area leaves some of the screen: its insets across are less than the width, and
    /// down less than the height.
    ///
    /// - Throws: ``ToolError`` (usage) naming the insets and the screen.
    public func validate() throws(ToolError) {
        guard let safeArea else { return }
        guard safeArea.left + safeArea.right < size.width, safeArea.top + safeArea.bottom < size.height else {
            throw .usage(Messages.safeAreaTooLarge(safeArea, screen: size))
        }
    }

    /// The size classes the run starts with: the ones given, else derived from the size.
    public var resolvedTraits: SizeClasses { traits ?? Self.derivedTraits(for: size) }

    /// The size classes UIKit's devices have at a screen of this size, as it is held.
    public static func derivedTraits(for size: Size) -> SizeClasses {
        let tall = size.height >= regularHeight
        return SizeClasses(
            horizontal: size.width >= (tall ? regularWidth : regularPhoneWidth) ? .regular : .compact,
            vertical: tall ? .regular : .compact)
    }

    var device: Device {
        let upright = resolvedTraits
        let sideways = traits ?? Self.derivedTraits(for: size.transposed)
        let insets = safeArea ?? .zero
        let named = Device.custom(size: size, horizontalSizeClass: upright.horizontal, verticalSizeClass: upright.vertical,
                                  scale: scale ?? 2, idiom: idiom ?? .unspecified)
        // Turned a quarter counterclockwise (`landscapeLeft`): the upright top edge is now on the left.
        return Device(
            slug: named.slug, name: named.name, portraitScreenSize: size, scale: named.scale,
            idiom: named.idiom, portraitSafeAreaInsets: insets,
            landscapeSafeAreaInsets: EdgeInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom),
            portraitSizeClasses: (upright.horizontal, upright.vertical),
            landscapeSizeClasses: (sideways.horizontal, sideways.vertical))
    }
}

/// A horizontal and a vertical size class, as `--traits H,V` gives them.
public struct SizeClasses: Sendable, Hashable {
    /// The horizontal size class (`H` in `--traits H,V`).
    public var horizontal: UserInterfaceSizeClass
    /// The vertical size class (`V` in `--traits H,V`).
    public var vertical: UserInterfaceSizeClass

    /// A pair of size classes.
    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
