/// Which way up the interface is on a device (UIKit's `UIInterfaceOrientation`, without upside-down, which
/// Face ID iPhones do not support and no preset needs).
///
/// Names follow UIKit's interface orientations: in `landscapeLeft` the home indicator (or button) is on the
/// left, the device having been turned a quarter turn clockwise, so the interface is turned a quarter turn
/// anticlockwise relative to the hardware; `landscapeRight` is the mirror image.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Upright: the home indicator (or button) at the bottom.
    case portrait
    /// On its side with the home indicator on the left (UIKit's `landscapeLeft`).
    case landscapeLeft
    /// On its side with the home indicator on the right (UIKit's `landscapeRight`).
    case landscapeRight

    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self != .portrait }

    /// The angle, in radians, by which the interface is turned relative to the device held upright; positive
    /// is clockwise on screen, as `AffineTransform(rotationAngle:)`.
    public var interfaceAngle: Double {
        switch self {
        case .portrait: 0
        case .landscapeLeft: -Double.pi / 2
        case .landscapeRight: Double.pi / 2
        }
    }

    /// The rotation the interface undergoes, relative to the device, when the device turns from this
    /// orientation to `other`: the `targetTransform` a transition coordinator reports for that rotation (a
    /// rotation is a size change with a target transform). Identity when nothing turns.
    public func rotation(to other: Orientation) -> AffineTransform {
        other == self ? .identity : AffineTransform(rotationAngle: other.interfaceAngle - interfaceAngle)
    }

    /// The orientation a person names: `portrait`, `landscape` (which is `landscapeLeft`), `landscape-left`,
    /// `landscape-right`, or the case names; case and the separators `-`, `_` and space do not matter.
    public init?(name: String) {
        let key = name.lowercased().filter { !"-_ ".contains($0) }
        switch key {
        case "portrait": self = .portrait
        case "landscape", "landscapeleft": self = .landscapeLeft
        case "landscaperight": self = .landscapeRight
        default: return nil
        }
    }
}
