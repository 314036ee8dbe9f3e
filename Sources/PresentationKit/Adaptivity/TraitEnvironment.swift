/// An object with traits that hears when they change (UIKit's `UITraitEnvironment`): view controllers and
/// presentation controllers.
public protocol TraitEnvironment: AnyObject {
    /// The traits in effect now.
    var traitCollection: TraitCollection { get }
    /// The traits changed; called just before the object's next layout.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension ViewController: TraitEnvironment {}
extension PresentationController: TraitEnvironment {}

/// The engine's side of a trait environment: it remembers the traits it last reported, so a layout pass can
/// report a change exactly once.
protocol TraitChangeReporting: TraitEnvironment {
    var reportedTraits: TraitCollection? { get set }
    var traitChangeRegistry: TraitChangeRegistry { get set }
    func record(_ call: String, _ detail: String?)
}

extension TraitChangeReporting {
    /// Whether the traits differ from those last reported.
    var hasUnreportedTraitChange: Bool { reportedTraits.map { $0 != traitCollection } ?? false }

    /// Calls `traitCollectionDidChange(_:)` when the traits differ from those last reported. The first
    /// traits an object is laid out with are noted silently: UIKit (iOS 8 to 16) also reports those, from
    /// nothing, but that call says nothing about a change and would be in every trace.
    func reportTraitChangeIfNeeded() {
        let current = traitCollection
        defer { reportedTraits = current }
        guard let previous = reportedTraits, previous != current else { return }
        record("traitCollectionDidChange", "\(previous) → \(current)")
        traitCollectionDidChange(previous)
        callTraitChangeRegistrations(previous: previous, current: current)
    }

    /// Calls the registrations that observe a trait that changed, in the order they were made, each with the
    /// previous traits (iOS 17's `registerForTraitChanges`): a registration for the vertical size class hears
    /// nothing when only the horizontal one changes. After `traitCollectionDidChange` (the order between the
    /// two is not documented). A handler may register or unregister: the list is read once, and a
    /// registration removed meanwhile is skipped.
    func callTraitChangeRegistrations(previous: TraitCollection, current: TraitCollection) {
        guard !traitChangeRegistry.isEmpty else { return }
        let changed = TraitKey.changes(from: previous, to: current)
        for entry in traitChangeRegistry.entries(observing: changed) {
            guard traitChangeRegistry.entries.contains(where: { $0.id == entry.id }) else { continue }
            guard entry.isLive() else {
                traitChangeRegistry.remove(TraitChangeRegistration(id: entry.id))
                continue
            }
            let heard = changed.filter(entry.traits.contains).map(\.rawValue).joined(separator: " ")
            record("traitChangeHandler", heard)
            entry.call(self, previous)
        }
    }
}

extension ViewController: TraitChangeReporting {}
extension PresentationController: TraitChangeReporting {}
