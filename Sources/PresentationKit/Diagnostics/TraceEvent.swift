/// One entry of a ``Trace``: a hook, delegate call, appearance callback or completion, at its virtual time.
public struct TraceEvent: Hashable, Sendable {
    /// Virtual seconds since the window's clock started.
    public var time: Double
    /// What was called, with UIKit's name: `presentationTransitionWillBegin`, `viewWillAppear`,
    /// `animateTransition(using:)`, `completion`…
    public var call: String
    /// A readable name of the object called: a controller's ``ViewController/name``, an animator's or a
    /// presentation controller's ``PresentationController/traceName``.
    public var target: String
    /// The argument that matters, when there is one: `true`/`false` for `presentationTransitionDidEnd`, the
    /// presented controller's name for `present`.
    public var detail: String?

    /// An event, as the ``Trace`` records it.
    public init(time: Double, call: String, target: String, detail: String? = nil) {
        self.time = time
        self.call = call
        self.target = target
        self.detail = detail
    }
}

extension TraceEvent: CustomStringConvertible {
    /// `0.350 presentationTransitionDidEnd PresentationController(presented) true`.
    public var description: String {
        let seconds = (time * 1000).rounded() / 1000
        var text = "\(seconds) \(call) \(target)"
        if let detail { text += " \(detail)" }
        return text
    }
}
