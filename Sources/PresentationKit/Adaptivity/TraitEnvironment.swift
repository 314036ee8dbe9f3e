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
    }
}

extension ViewController: TraitChangeReporting {}
extension PresentationController: TraitChangeReporting {}
