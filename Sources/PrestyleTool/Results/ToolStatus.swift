/// How a command ended, as the process's exit status: the contract scripts and CI rely on.
///
/// | status | meaning |
/// |---|---|
/// | 0 | fine (warnings and notes do not change it) |
/// | 1 | a style error: a style that does not load, or a run or check that reported an error; or an output file that could not be written |
/// | 2 | a usage error: a bad flag or value, a missing style file, an unknown style, device, option or phase |
public enum ToolStatus: Int32, Sendable, Hashable, CustomStringConvertible {
    /// 0: the command did what it was asked (warnings and notes do not change it).
    case success = 0
    /// 1: a style error, a run or check that reported an error, or an output file that could not be written.
    case failure = 1
    /// 2: a usage error: a bad flag or value, or something named that is not there.
    case usage = 2

    /// The worse of two statuses: a usage error over a failure over success.
    public func combined(with other: ToolStatus) -> ToolStatus {
        rawValue >= other.rawValue ? self : other
    }

    /// The exit status as a number: `"0"`, `"1"` or `"2"`.
    public var description: String { "\(rawValue)" }
}
