/// One trait, named: what a trait-change registration observes and what ``TraitOverrides`` can tell apart
/// (UIKit's `UITrait`, iOS 17: `UITraitHorizontalSizeClass.self` and its siblings).
///
///     controller.registerForTraitChanges([.horizontalSizeClass]) { (controller: ViewController, previous) in
///         controller.view.setNeedsLayout()
///     }
public enum TraitKey: String, Sendable, Hashable, CaseIterable {
    /// ``TraitCollection/horizontalSizeClass`` (`UITraitHorizontalSizeClass`).
    case horizontalSizeClass
    /// ``TraitCollection/verticalSizeClass`` (`UITraitVerticalSizeClass`).
    case verticalSizeClass
    /// ``TraitCollection/userInterfaceIdiom`` (`UITraitUserInterfaceIdiom`).
    case userInterfaceIdiom
    /// ``TraitCollection/displayScale`` (`UITraitDisplayScale`).
    case displayScale

    /// Whether `collection` specifies this trait (an unspecified one has no opinion and overrides nothing).
    public func isSpecified(in collection: TraitCollection) -> Bool {
        switch self {
        case .horizontalSizeClass: collection.horizontalSizeClass != .unspecified
        case .verticalSizeClass: collection.verticalSizeClass != .unspecified
        case .userInterfaceIdiom: collection.userInterfaceIdiom != .unspecified
        case .displayScale: collection.displayScale != 0
        }
    }

    /// Whether `first` and `second` have different values of this trait.
    public func differs(between first: TraitCollection, and second: TraitCollection) -> Bool {
        switch self {
        case .horizontalSizeClass: first.horizontalSizeClass != second.horizontalSizeClass
        case .verticalSizeClass: first.verticalSizeClass != second.verticalSizeClass
        case .userInterfaceIdiom: first.userInterfaceIdiom != second.userInterfaceIdiom
        case .displayScale: first.displayScale != second.displayScale
        }
    }

    /// `collection` with this trait unspecified.
    func removed(from collection: TraitCollection) -> TraitCollection {
        var result = collection
        switch self {
        case .horizontalSizeClass: result.horizontalSizeClass = .unspecified
        case .verticalSizeClass: result.verticalSizeClass = .unspecified
        case .userInterfaceIdiom: result.userInterfaceIdiom = .unspecified
        case .displayScale: result.displayScale = 0
        }
        return result
    }

    /// The traits whose values differ between the two collections, in declaration order.
    public static func changes(from previous: TraitCollection, to current: TraitCollection) -> [TraitKey] {
        allCases.filter { $0.differs(between: previous, and: current) }
    }
}
