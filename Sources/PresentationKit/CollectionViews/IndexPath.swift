/// The address of an item in a collection view: its section and its place in the section (Foundation's
/// `IndexPath` as UIKit's collection views use it).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, 0-based.
    public var section: Int
    /// The item's place in its section, 0-based.
    public var item: Int

    /// The address of `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Section by section, then item by item: the order a collection view lists items in.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(item)]" }
}
