/// A style presented over the one before it (`prestyle apply A --then B[:key=value,…]`): a style's name,
/// file name or path, and `key=value` overrides of its options.
///
///     try FlagValues.stackedStyle("system-sheet")            // UIKit's own sheet, bundled as a style
///     try FlagValues.stackedStyle("cool:inset=40,dim=0.5")   // the cool style with two options set
public struct StackedStyleChoice: Sendable, Hashable {
    /// The style's name, file name or path.
    public var reference: String
    /// `key=value` overrides of its options, in order.
    public var assignments: [String]

    /// A stacked style and its overrides (none by default).
    public init(reference: String, assignments: [String] = []) {
        self.reference = reference
        self.assignments = assignments
    }
}
