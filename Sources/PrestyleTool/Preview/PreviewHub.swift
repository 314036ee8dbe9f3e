import Foundation
import NIOCore
import Synchronization

/// What `prestyle preview` serves, shared between the thread that runs the style on every save and the
/// server's connections: the last good run's HTML player, the error of a save that broke the style (shown over
/// the last good run), and the pages listening for news.
///
/// Every change is told to every listening page as a server-sent event (the HTML Living Standard's
/// `text/event-stream`): `run` with the new run's number — the page then loads `/player?run=N` — or `problem`
/// with the error, `file:line: message`, one `data:` line per line of it.
///
/// The player is kept as one immutable buffer, made once per run: every connection that asks for it is sent
/// that same buffer (a long recording's player is tens of megabytes; a copy per client would be as many).
/// What the pages report is bounded: the page ids numbered (``maximumPages``) and the reports kept
/// (``maximumReports``), each looked up in constant time.
final class PreviewHub: Sendable {
    /// A page's report that it shows a run (``PreviewServer``'s `/shown`): which run, which page load (numbered
    /// 1, 2… in the order they first reported: a reloaded page is a new one), whether the problem banner is
    /// up, the seconds since the save that made the run (nil for the first run), and where the player is: the
    /// fields of its address, `phase=dismiss&t=0.3&names=1` ("" when the page did not say).
    struct Shown: Sendable, Equatable {
        var run: Int
        var page: Int
        var problem: Bool
        var secondsSinceSave: Double?
        var place = ""
    }

    /// How many page ids keep their number; past it the one heard from least recently is forgotten (a page
    /// that reports again after that is numbered anew).
    static let maximumPages = 1_000
    /// How many of the pages' reports are kept (``shown``), the latest.
    static let maximumReports = 1_000

    /// The last good run: its number (0 before the first), its player as sent, and the last save's problem.
    struct Current: Sendable {
        var run: Int
        var player: ByteBuffer
        var problem: String?

        /// The player as text.
        var document: String { String(buffer: player) }
    }

    /// A page's event stream: handed each event, and told when the preview stops.
    struct Listener: Sendable {
        var send: @Sendable ([UInt8]) -> Void
        var finish: @Sendable () -> Void
    }

    private struct State {
        var current = Current(run: 0, player: ByteBuffer(), problem: nil)
        /// When the save that made the current run (or problem) was written.
        var savedAt: Date?
        /// Each page id's number and when it last reported (a counter), for forgetting the stalest.
        var pages: [String: (number: Int, seen: Int)] = [:]
        var nextPage = 0
        var reportCount = 0
        var listeners: [Int: Listener] = [:]
        var nextListener = 0
        var shown: [Shown] = []
        var finished = false
    }

    private let state = Mutex(State())
    /// Told of each page's report, on the server's thread.
    private let onShown: @Sendable (Shown) -> Void

    init(onShown: @escaping @Sendable (Shown) -> Void = { _ in }) {
        self.onShown = onShown
    }

    /// The last good run and the problem of the last save, if it broke.
    var current: Current { state.withLock { $0.current } }

    /// The pages' latest reports, in order (at most ``maximumReports``).
    var shown: [Shown] { state.withLock { Array($0.shown.suffix(Self.maximumReports)) } }

    /// How many page ids have a number now (at most ``maximumPages``).
    var pagesKnown: Int { state.withLock { $0.pages.count } }

    /// How many pages listen now.
    var listenerCount: Int { state.withLock { $0.listeners.count } }

    /// A good run, numbered as the watch numbers its runs: its player replaces the last, the problem goes, and
    /// every page is told to load it.
    func publish(document: String, run: Int, savedAt: Date? = nil) {
        let player = ByteBuffer(string: document)
        let (event, listeners) = state.withLock { state in
            state.current = Current(run: run, player: player, problem: nil)
            state.savedAt = savedAt
            return (Self.event("run", "\(run)"), Array(state.listeners.values))
        }
        for listener in listeners { listener.send(event) }
    }

    /// A broken save: the pages show `message` over the last good run, which stays.
    func publish(problem message: String, savedAt: Date? = nil) {
        let (event, listeners) = state.withLock { state in
            state.current.problem = message
            state.savedAt = savedAt
            return (Self.event("problem", message), Array(state.listeners.values))
        }
        for listener in listeners { listener.send(event) }
    }

    /// Adds a page's event stream: `listener` is sent what is current at once, then every change, until
    /// ``stopListening(_:)`` or ``finish()``. Returns its key, or nil when the preview has stopped.
    func listen(_ listener: Listener) -> Int? {
        let opened: (key: Int, current: Current)? = state.withLock { state in
            guard !state.finished else { return nil }
            state.nextListener += 1
            state.listeners[state.nextListener] = listener
            return (state.nextListener, state.current)
        }
        guard let opened else {
            listener.finish()
            return nil
        }
        if opened.current.run > 0 { listener.send(Self.event("run", "\(opened.current.run)")) }
        if let problem = opened.current.problem { listener.send(Self.event("problem", problem)) }
        return opened.key
    }

    /// Removes a page's event stream (its connection closed).
    func stopListening(_ key: Int) {
        _ = state.withLock { $0.listeners.removeValue(forKey: key) }
    }

    /// A new page's event stream as an asynchronous sequence: what is current at once, then every change.
    func listen() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let key = listen(Listener(send: { continuation.yield($0) }, finish: { continuation.finish() }))
        continuation.onTermination = { [weak self] _ in
            if let key { self?.stopListening(key) }
        }
        return stream
    }

    /// Ends every page's event stream (the preview is stopping); later listeners are finished at once.
    func finish() {
        let listeners = state.withLock { state in
            defer { state.listeners = [:] }
            state.finished = true
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }

    /// Records a page's report (from `/shown`) that it shows `run`, with the problem banner up or not.
    func record(run: Int, page: String, problem: Bool, place: String = "", at now: Date = Date()) {
        let shown = state.withLock { state in
            state.reportCount += 1
            let number: Int
            if let known = state.pages[page] {
                number = known.number
            } else {
                if state.pages.count >= Self.maximumPages { Self.forgetStalestPages(&state) }
                state.nextPage += 1
                number = state.nextPage
            }
            state.pages[page] = (number, state.reportCount)
            let latency = run == state.current.run ? state.savedAt.map { now.timeIntervalSince($0) } : nil
            let shown = Shown(run: run, page: number, problem: problem, secondsSinceSave: latency, place: place)
            state.shown.append(shown)
            // Trimmed by half when twice over: each report costs constant time on average.
            if state.shown.count >= 2 * Self.maximumReports { state.shown.removeFirst(Self.maximumReports) }
            return shown
        }
        onShown(shown)
    }

    /// Forgets the tenth of the page ids heard from least recently: a sort once per that many new pages, so
    /// each report costs constant time on average.
    private static func forgetStalestPages(_ state: inout State) {
        let stalest = state.pages.sorted { $0.value.seen < $1.value.seen }.prefix(max(1, maximumPages / 10))
        for (page, _) in stalest { state.pages.removeValue(forKey: page) }
    }

    /// One server-sent event: `event: NAME`, a `data:` line for each line of `data`, and a blank line.
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        return Array("event: \(name)\n\(lines)\n".utf8)
    }
}
