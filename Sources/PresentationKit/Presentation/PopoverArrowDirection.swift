/// Which way a popover's arrow points (UIKit's `UIPopoverArrowDirection`): `up` means the arrow points up at
/// the source, so the popover sits below it.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions' bits: up 1, down 2, left 4, right 8.
    public let rawValue: Int
    /// The directions whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The arrow points up at the source: the popover sits below it.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down at the source: the popover sits above it.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left at the source: the popover sits to its right.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right at the source: the popover sits to its left.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions (UIKit's default for `permittedArrowDirections`).
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction chosen yet (before the popover is laid out).
    public static let unknown: PopoverArrowDirection = []
}

extension PopoverArrowDirection: CustomStringConvertible {
    /// The directions' names joined by `|`, or `unknown`.
    public var description: String {
        let names: [(PopoverArrowDirection, String)] = [(.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
        let parts = names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "unknown" : parts.joined(separator: "|")
    }
}
