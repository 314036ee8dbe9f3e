/// Where a presentation is in its life. The legal moves:
///
///     initial → presenting → presented → dismissing → dismissed
///                    ↘ cancelled            ↘ presented   (a cancelled dismissal)
///
/// A presentation controller serves one presentation; ``dismissed`` and ``cancelled`` are final.
public enum PresentationPhase: String, Hashable, Sendable, CaseIterable {
    /// Made, not presented yet.
    case initial
    /// The presentation transition is under way.
    case presenting
    /// Presented: the transition completed.
    case presented
    /// The dismissal transition is under way.
    case dismissing
    /// Dismissed: the presentation is over (final).
    case dismissed
    /// The presentation transition was cancelled before it completed (final).
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
