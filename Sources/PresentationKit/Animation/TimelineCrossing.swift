/// Which way a ``Timeline``'s local time must cross a value for an action to become due.
public enum TimelineCrossing: Hashable, Sendable {
    /// Due once local time is at or after the value (time running forwards).
    case ascending
    /// Due once local time is at or before the value (time running backwards, as a cancelled transition does).
    case descending
}
