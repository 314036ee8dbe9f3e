import PresentationKit
import Testing

import PrestyleExport
import PrestyleStage

/// Records a stage and checks that the engine's invariants hold afterwards (unless the run is expected to
/// leave a transition hanging).
func record(
    _ stage: Stage,
    _ options: Recorder.Options = .init(),
    checkingInvariants: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Recording {
    let recording = try Recorder.record(stage: stage, options: options)
    if checkingInvariants {
        #expect(stage.window.invariantViolations() == [], sourceLocation: sourceLocation)
    }
    return recording
}

extension Recording.Phase {
    /// The calls of the events, in order.
    var calls: [String] { events.map(\.call) }

    /// The first event with this call.
    func event(_ call: String) -> Recording.Event? { events.first { $0.call == call } }

    /// A view's state in every regular sample, with the sample's time (nil where the view is absent).
    func track(_ name: String) -> [(t: Double, view: Recording.RecordedView?)] {
        frames.map { ($0.t, $0.view(named: name)) }
    }
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
        && isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}
