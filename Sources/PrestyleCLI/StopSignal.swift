import Dispatch
import Foundation

/// Turns SIGINT (Ctrl-C) and SIGTERM into a flag that `--watch` checks between looks at the file, so it stops
/// between runs — never halfway through writing an output file — and exits normally.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var sources: [any DispatchSourceSignal] = []

    /// Whether a stop signal came.
    var isSet: Bool { lock.withLock { stopped } }

    /// Starts catching SIGINT and SIGTERM (their default action, ending the process, is turned off).
    static func install() -> StopSignal {
        let flag = StopSignal()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak flag] in flag?.set() }
            source.resume()
            flag.sources.append(source)
        }
        return flag
    }

    private func set() {
        lock.withLock { stopped = true }
    }
}
