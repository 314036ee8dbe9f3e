/// The ordered record of everything UIKit would call during a scene: hooks, delegate calls, appearance
/// callbacks and completions, each with its virtual time.
///
/// A window owns one trace. The engine records an event *before* calling the overridable method, so an
/// override that does not call `super` still shows up. Tests compare ``calls`` with UIKit's sequence; the CLI
/// exports the events as `{t, call, target}`.
public final class Trace {
    /// Every event, in order.
    public private(set) var events: [TraceEvent] = []

    /// Whether events are recorded; switch off to run a scene silently.
    public var isEnabled = true

    let currentTime: () -> Double

    init(currentTime: @escaping () -> Double) {
        self.currentTime = currentTime
    }

    /// Appends an event stamped with the current virtual time.
    public func record(_ call: String, target: String, detail: String? = nil) {
        guard isEnabled else { return }
        events.append(TraceEvent(time: currentTime(), call: call, target: target, detail: detail))
    }

    /// The calls only, in order (handy for comparing sequences).
    public var calls: [String] { events.map(\.call) }

    /// `call target` pairs (with the detail when there is one), in order.
    public var lines: [String] {
        events.map { event in
            var line = "\(event.call) \(event.target)"
            if let detail = event.detail { line += " \(detail)" }
            return line
        }
    }

    /// The number of events so far; pass it to ``events(since:)`` to look at what happened after this point.
    public var mark: Int { events.count }

    /// The events recorded after a ``mark``.
    public func events(since mark: Int) -> ArraySlice<TraceEvent> {
        events[Swift.min(mark, events.count)...]
    }

    /// Forgets every event.
    public func removeAll() { events.removeAll() }
}
