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
    /// - Throws: ``ToolError`` (usage) for a name no preset has, with close names suggested.
    public func device() throws(ToolError) -> Device {
        switch self {
        case .preset(let name):
            do {
                return try Device(named: name)
            } catch {
                throw ToolError(error)
            }
        case .custom(let screen):
            return screen.device
        }
    }
}

/// A screen that is not a preset: `--size 500x800 --traits regular,regular --safe-area 20,0,0,0`.
public struct CustomScreen: Sendable, Hashable {
    /// Width and height in points, as held when the run starts upright.
    public var size: Size
    /// Horizontal and vertical size class; nil derives them from the size as UIKit's devices have them:
    /// regular width from 768 points, regular height from 500.
    public var traits: SizeClasses?
    /// The window's safe area; none when nil.
    public var safeArea: EdgeInsets?

    public init(size: Size, traits: SizeClasses? = nil, safeArea: EdgeInsets? = nil) {
        self.size = size
        self.traits = traits
        self.safeArea = safeArea
    }

    /// The widths and heights from which a custom screen without `--traits` counts as regular: an iPad's
    /// narrowest side (768) is regular, a phone held sideways (at most 440 tall) is compact.
    static let regularWidth = 768.0
    static let regularHeight = 500.0

    /// The size classes the run uses: the ones given, else derived from the size.
    public var resolvedTraits: SizeClasses {
        traits ?? SizeClasses(
            horizontal: size.width >= Self.regularWidth ? .regular : .compact,
            vertical: size.height >= Self.regularHeight ? .regular : .compact)
    }

    var device: Device {
        let traits = resolvedTraits
        return Device.custom(
            size: size, horizontalSizeClass: traits.horizontal, verticalSizeClass: traits.vertical,
            safeAreaInsets: safeArea ?? .zero)
    }
}

/// A horizontal and a vertical size class, as `--traits H,V` gives them.
public struct SizeClasses: Sendable, Hashable {
    public var horizontal: UserInterfaceSizeClass
    public var vertical: UserInterfaceSizeClass

    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
