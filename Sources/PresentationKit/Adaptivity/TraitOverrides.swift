/// The traits an object overrides for itself and everything that inherits its traits (UIKit's
/// `UITraitOverrides`, iOS 17): set a trait on it to override it, ``remove(_:)`` it to inherit again.
///
///     presented.presentationController?.traitOverrides.horizontalSizeClass = .compact
///     controller.traitOverrides.displayScale = 2
///     controller.traitOverrides.remove(.displayScale)
///
/// Every trait of ``TraitCollection`` reads and writes through it by name; setting a trait to its
/// unspecified value (`.unspecified`, a scale of 0) removes the override, as there is nothing to override
/// with. Before iOS 17 the same overrides were a whole collection: a presentation controller's
/// `overrideTraitCollection` and a parent's `setOverrideTraitCollection(_:forChild:)` (WWDC 2023 session
/// 10057, "Unleash the UIKit trait system").
@dynamicMemberLookup
public struct TraitOverrides: Hashable, Sendable {
    /// The overrides as a collection: each specified trait is overridden, each unspecified one inherited.
    public var collection: TraitCollection

    /// Overrides of the traits `collection` specifies; none by default.
    public init(_ collection: TraitCollection = .unspecified) {
        self.collection = collection
    }

    /// A trait's overriding value, or its unspecified value when it is not overridden.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<TraitCollection, Value>) -> Value {
        get { collection[keyPath: keyPath] }
        set { collection[keyPath: keyPath] = newValue }
    }

    /// Whether `trait` is overridden (UIKit's `contains(_:)`).
    public func contains(_ trait: TraitKey) -> Bool { trait.isSpecified(in: collection) }

    /// Stops overriding `trait`: it is inherited again (UIKit's `remove(_:)`).
    public mutating func remove(_ trait: TraitKey) { collection = trait.removed(from: collection) }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { collection == .unspecified }

    /// `traits` with these overrides applied.
    func applied(to traits: TraitCollection) -> TraitCollection {
        isEmpty ? traits : TraitCollection(traitsFrom: [traits, collection])
    }
}
