/// Where a presentation is in its life. The legal moves:
///
///     initial → presenting → presented → dismissing → dismissed
///                    ↘ cancelled            ↘ presented   (a cancelled dismissal)
///
/// A presentation controller serves one presentation; ``dismissed`` and ``cancelled`` are final.
public enum PresentationPhase: String, Hashable, Sendable, CaseIterable {
    case initial
    case presenting
    case presented
    case dismissing
    case dismissed
    case cancelled

    /// Whether moving from this phase to `next` is legal.
    public func canMove(to next: PresentationPhase) -> Bool {
        switch (self, next) {
        case (.initial, .presenting),
             (.presenting, .presented), (.presenting, .cancelled),
             (.presented, .dismissing),
             (.dismissing, .dismissed), (.dismissing, .presented):
            return true
        default:
            return false
        }
    }
}
