/// Which way a popover's arrow points (UIKit's `UIPopoverArrowDirection`): `up` means the arrow points up at
/// the source, so the popover sits below it.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction chosen yet (before the popover is laid out).
    public static let unknown: PopoverArrowDirection = []
}

extension PopoverArrowDirection: CustomStringConvertible {
    public var description: String {
        let names: [(PopoverArrowDirection, String)] = [(.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
        let parts = names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "unknown" : parts.joined(separator: "|")
    }
}
