/// A point on a recording's timeline: a phase, by name, and seconds since that phase began.
///
/// `Moment(phase: "present", time: 0.25)` is what the CLI's `--at 0.25` and the HTML player's deep link
/// `#phase=present&t=0.25` both mean. A nil phase means the recording's first phase.
public struct Moment: Hashable, Sendable {
    /// The phase's name, or nil for the first phase.
    public var phase: String?
    /// Seconds since the phase began.
    public var time: Double

    /// A moment `time` seconds into `phase` (the first phase when nil).
    public init(phase: String? = nil, time: Double) {
        self.phase = phase
        self.time = time
    }
}
