/// The token of one trait-change registration, to end it with `unregisterForTraitChanges(_:)` (UIKit's
/// `UITraitChangeRegistration`, iOS 17). Keeping it is optional: registrations end with their object.
public struct TraitChangeRegistration: Hashable, Sendable {
    let id: Int
}

/// The trait-change registrations of one trait environment, in the order they were made.
struct TraitChangeRegistry {
    struct Entry {
        let id: Int
        let traits: Set<TraitKey>
        /// Whether the registration still has someone to call: false once a target-action registration's
        /// target is gone (the entry is then dropped, uncalled).
        let isLive: () -> Bool
        /// Calls the handler or the target's action with the environment and its previous traits.
        let call: (TraitEnvironment, TraitCollection) -> Void
    }

    private(set) var entries: [Entry] = []
    private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(
        _ traits: [TraitKey], isLive: @escaping () -> Bool = { true }, call: @escaping (TraitEnvironment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, traits: Set(traits), isLive: isLive, call: call))
        return TraitChangeRegistration(id: id)
    }

    mutating func remove(_ registration: TraitChangeRegistration) {
        entries.removeAll { $0.id == registration.id }
    }

    /// The registrations that observe one of `changed`.
    func entries(observing changed: [TraitKey]) -> [Entry] {
        entries.filter { entry in changed.contains { entry.traits.contains($0) } }
    }
}
