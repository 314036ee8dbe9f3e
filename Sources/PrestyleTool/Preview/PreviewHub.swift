import Foundation
import Synchronization

/// What `prestyle preview` serves, shared between the thread that runs the style on every save and the
/// server's connections: the last good run's HTML player, the error of a save that broke the style (shown over
/// the last good run), and the pages listening for news.
///
/// Every change is told to every listening page as a server-sent event (the HTML Living Standard's
/// `text/event-stream`): `run` with the new run's number — the page then loads `/player?run=N` — or `problem`
/// with the error, `file:line: message`, one `data:` line per line of it.
final class PreviewHub: Sendable {
    /// A page's report that it shows a run (``PreviewServer``'s `/shown`): which run, which page load (numbered
    /// 1, 2… in the order they first reported: a reloaded page is a new one), whether the problem banner is
    /// up, and the seconds since the save that made the run (nil for the first run).
    struct Shown: Sendable, Equatable {
        var run: Int
        var page: Int
        var problem: Bool
        var secondsSinceSave: Double?
    }

    private struct State {
        var run = 0
        var document = ""
        var problem: String?
        /// When the save that made the current run (or problem) was written.
        var savedAt: Date?
        var pages: [String] = []
        var listeners: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
        var nextListener = 0
        var shown: [Shown] = []
    }

    private let state = Mutex(State())
    /// Told of each page's report, on the server's task.
    private let onShown: @Sendable (Shown) -> Void

    init(onShown: @escaping @Sendable (Shown) -> Void = { _ in }) {
        self.onShown = onShown
    }

    /// The last good run: its number (0 before the first) and player, and the problem of the last save, if it broke.
    var current: (run: Int, document: String, problem: String?) {
        state.withLock { ($0.run, $0.document, $0.problem) }
    }

    /// The pages' reports so far, in order.
    var shown: [Shown] { state.withLock { $0.shown } }

    /// A good run, numbered as the watch numbers its runs: its player replaces the last, the problem goes, and
    /// every page is told to load it.
    func publish(document: String, run: Int, savedAt: Date? = nil) {
        let (event, listeners) = state.withLock { state in
            state.run = run
            state.document = document
            state.problem = nil
            state.savedAt = savedAt
            return (Self.event("run", "\(state.run)"), Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(event) }
    }

    /// A broken save: the pages show `message` over the last good run, which stays.
    func publish(problem message: String, savedAt: Date? = nil) {
        let (event, listeners) = state.withLock { state in
            state.problem = message
            state.savedAt = savedAt
            return (Self.event("problem", message), Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(event) }
    }

    /// A new page's event stream: what is current at once, then every change, until the page goes.
    func listen() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let (key, run, problem) = state.withLock { state in
            state.nextListener += 1
            state.listeners[state.nextListener] = continuation
            return (state.nextListener, state.run, state.problem)
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: key) }
        }
        if run > 0 { continuation.yield(Self.event("run", "\(run)")) }
        if let problem { continuation.yield(Self.event("problem", problem)) }
        return stream
    }

    /// Ends every page's event stream (the preview is stopping).
    func finish() {
        let listeners = state.withLock { state in
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }

    /// Records a page's report (from `/shown`) that it shows `run`, with the problem banner up or not.
    func record(run: Int, page: String, problem: Bool, at now: Date = Date()) {
        let shown = state.withLock { state in
            if !state.pages.contains(page) { state.pages.append(page) }
            let number = (state.pages.firstIndex(of: page) ?? 0) + 1
            let latency = run == state.run ? state.savedAt.map { now.timeIntervalSince($0) } : nil
            let shown = Shown(run: run, page: number, problem: problem, secondsSinceSave: latency)
            state.shown.append(shown)
            return shown
        }
        onShown(shown)
    }

    /// One server-sent event: `event: NAME`, a `data:` line for each line of `data`, and a blank line.
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        return Array("event: \(name)\n\(lines)\n".utf8)
    }
}
