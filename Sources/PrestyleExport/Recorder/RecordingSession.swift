import PresentationKit

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

    func run() -> Recording {
        let window = stage.window
        window.transitionWatchdog = options.watchdog
        var phases: [Recording.Phase] = []
        let names = options.phaseNames
        let moment = options.at.map { at in (phase: at.phase ?? names[0], time: at.time) }
        for (index, (step, name)) in zip(options.steps, names).enumerated() {
            if let reason = reasonNotToRun(step) {
                let skipped = names[index...].joined(separator: ", ")
                window.diagnostics.report(
                    .warning, "not run: \(skipped) — \(reason)", code: "phaseNotRun")
                break
            }
            let recorder = PhaseRecorder(
                window: window, sampler: sampler, fps: options.fps, maximumDuration: options.maximumPhaseDuration,
                extraSample: moment?.phase == name ? moment?.time : nil)
            phases.append(record(step, named: name, with: recorder))
        }
        return Recording(
            style: stage.style.name, source: stage.style.source, device: stage.recordedDevice,
            options: stage.style.options, phases: phases,
            diagnostics: Recording.Diagnostic.collect(window.diagnostics.diagnostics))
    }

    /// Why a step cannot start in the state the previous phases left, or nil when it can.
    private func reasonNotToRun(_ step: Recorder.Step) -> String? {
        if stage.window.isTransitioning { return "the previous phase's transition never ended" }
        let isPresented = stage.presented.presentingViewController != nil
        guard step.needsPresentation != isPresented else { return nil }
        return isPresented
            ? "the controller is still presented (the dismissal did not complete)"
            : "nothing is presented (the presentation did not complete)"
    }

    private func record(_ step: Recorder.Step, named name: String, with recorder: PhaseRecorder) -> Recording.Phase {
        let presented = stage.presented
        let animated = options.animated
        switch step {
        case .present:
            return recorder.record(name: name) {
                stage.presenting.present(presented, animated: animated) {}
            } didComplete: { presented.presentingViewController != nil }
        case .dismiss:
            return recorder.record(name: name) {
                presented.dismiss(animated: animated) {}
            } didComplete: { presented.presentingViewController == nil }
        case .rotate, .adapt, .interactive:
            // Options.validate() refuses these in this build; reaching here is a programming mistake.
            preconditionFailure("the \(name) phase needs \(step.missingEngineSupport ?? "engine support")")
        }
    }
}
