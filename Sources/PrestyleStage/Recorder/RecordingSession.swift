import PresentationKit
import PrestyleExport

/// One recording of one stage: the steps in order, each checked against the state the last one left.
struct RecordingSession {
    let stage: Stage
    let options: Recorder.Options
    let sampler: FrameSampler

    init(stage: Stage, options: Recorder.Options) {
        self.stage = stage
        self.options = options
        sampler = FrameSampler(window: stage.window) { [unowned stage] name in
            switch name {
            case stage.window.name: stage.window.rootView
            case stage.presenting.name: stage.presenting.viewIfLoaded
            case stage.presented.name: stage.presented.viewIfLoaded
            default: nil
            }
        }
    }

    func run() throws -> Recording {
        let window = stage.window
        window.transitionWatchdog = options.watchdog
        var phases: [Recording.Phase] = []
        let names = options.phaseNames
        let moment = options.at.map { at in (phase: at.phase ?? names[0], time: at.time) }
        var cancelled: String?
        var dismissedBy: String?
        let allowance = SampleAllowance(options.maximumViewStates)
        for (index, (step, name)) in zip(options.steps, names).enumerated() {
            if let (severity, reason) = reasonNotToRun(step, afterCancelling: cancelled, dismissedBy: dismissedBy) {
                let skipped = names[index...].joined(separator: ", ")
                window.diagnostics.report(severity, "not run: \(skipped) — \(reason)", code: .recorder.phaseNotRun)
                break
            }
            var recorder = PhaseRecorder(
                window: window, sampler: sampler, fps: options.fps, maximumDuration: options.maximumPhaseDuration,
                extraSample: moment?.phase == name ? moment?.time : nil)
            recorder.allowance = allowance
            var phase = try record(step, named: name, with: recorder)
            let screen = Recording.RecordedDevice(window: window, deviceName: stage.device.name)
            if screen != stage.recordedDevice { phase.device = screen }
            phases.append(phase)
            cancelled = if case .interactive(let interaction) = step, !interaction.finishes { name } else { nil }
            dismissedBy = switch step {
            case .gesture, .escape: stage.isShowingPresented ? nil : name
            default: nil
            }
        }
        var recording = Recording(
            style: stage.style.name, source: stage.style.source, device: stage.recordedDevice,
            options: stage.style.options, phases: phases,
            diagnostics: Recording.RecordedDiagnostic.collect(window.diagnostics.diagnostics))
        recording.scene = stage.scene == .present ? nil : stage.scene.rawValue
        recording.systemVersion = stage.systemVersion.major
        return recording
    }

    /// Why a step cannot start in the state the previous phases left, and how much that matters; nil when it
    /// can start. `cancelled` names the previous phase when it was an interactive one asked to cancel: the
    /// steps after it were planned as if it finished, so not running them is expected — a note, not a warning.
    /// `dismissedBy` names the previous phase when it was a gesture that dismissed the controller (a swipe, a
    /// tap outside): the steps after it were planned as if it did not, so that is a note too.
    private func reasonNotToRun(
        _ step: Recorder.Step, afterCancelling cancelled: String?, dismissedBy: String?
    ) -> (PresentationKit.Diagnostic.Severity, String)? {
        let window = stage.window
        if window.isTransitioning || window.isTransitioningSize {
            return (.warning, "the previous phase's transition never ended")
        }
        let isPresented = stage.isShowingPresented
        guard step.needsPresentation != isPresented else { return nil }
        let state = isPresented ? "the controller is still presented" : "nothing is presented"
        if let cancelled { return (.note, "the interactive \(cancelled) phase was cancelled, as asked, so \(state)") }
        if let dismissedBy { return (.note, "the \(dismissedBy) phase's gesture dismissed the presentation") }
        return (.warning, state + (isPresented ? " (the dismissal did not complete)" : " (the presentation did not complete)"))
    }
}
