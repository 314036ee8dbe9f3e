import PresentationKit
import PrestyleExport

extension RecordingSession {
    /// Runs one step as one phase.
    func record(_ step: Recorder.Step, named name: String, with recorder: PhaseRecorder) throws -> Recording.Phase {
        let window = stage.window
        switch step {
        case .present, .dismiss:
            return recordTransition(presenting: step == .present, named: name, with: recorder)
        case .push, .pop, .tab, .tabBack:
            return recordContainerTransition(showing: step == .push || step == .tab, named: name, with: recorder)
        case .rotate(let orientation):
            return recordScreenChange(ScreenChange(rotatingTo: orientation, window: window), named: name, with: recorder)
        case .adapt(let sizeClass):
            let change = ScreenChange(adaptingTo: sizeClass, window: window, device: stage.device)
            return recordScreenChange(change, named: name, with: recorder)
        case .adaptBack:
            let change = ScreenChange(restoringDeviceOf: window, device: stage.device)
            return recordScreenChange(change, named: name, with: recorder)
        case .interactive(let interaction):
            return recordInteractive(interaction, named: name, with: recorder)
        case .gesture(let gesture):
            return try recordGesture(gesture, named: name, with: recorder)
        case .keyboard(let height):
            return recordKeyboard(height: height, named: name, with: recorder)
        case .escape:
            return recordEscape(named: name, with: recorder)
        }
    }

    /// The keyboard up, held ``Recorder/keyboardHold`` seconds once it has arrived, and down again; `completed`
    /// says whether it went down (a height the keyboard refuses is reported by the engine and leaves it down,
    /// the phase not completed).
    private func recordKeyboard(height: Double?, named name: String, with recorder: PhaseRecorder) -> Recording.Phase {
        let window = stage.window
        let keyboard = window.keyboard
        let animated = options.animated
        var shown = false
        var phase = recorder.record(name: name) {
            shown = keyboard.show(height: height, animated: animated)
            guard shown else { return }
            window.clock.schedule(after: (animated ? Keyboard.animationDuration : 0) + Recorder.keyboardHold) {
                keyboard.hide(animated: animated)
            }
        } didComplete: { !keyboard.isVisible }
        phase.completed = phase.completed && shown
        return phase
    }

    /// VoiceOver's escape on the window, until what it started has settled. `completed` is whether the
    /// presentation went: false when the veto kept it (the trace says who refused).
    private func recordEscape(named name: String, with recorder: PhaseRecorder) -> Recording.Phase {
        let window = stage.window
        let presented = stage.presented
        return recorder.record(name: name) {
            window.accessibilityPerformEscape()
        } didComplete: { presented.presentingViewController == nil }
    }

    /// A present or a dismiss; `completed` says whether the controller ended up presented (or dismissed).
    private func recordTransition(presenting: Bool, named name: String, with recorder: PhaseRecorder) -> Recording.Phase {
        let presented = stage.presented
        let animated = options.animated
        if presenting {
            return recorder.record(name: name) {
                stage.presenting.present(presented, animated: animated) {}
            } didComplete: { presented.presentingViewController != nil }
        }
        return recorder.record(name: name) {
            presented.dismiss(animated: animated) {}
        } didComplete: { presented.presentingViewController == nil }
    }

    /// A push or pop on the stage's navigation controller, or a switch to `presented`'s tab and back;
    /// `completed` says whether `presented` ended up shown (or not).
    private func recordContainerTransition(showing: Bool, named name: String, with recorder: PhaseRecorder) -> Recording.Phase {
        let animated = options.animated
        return recorder.record(name: name) {
            switch stage.container {
            case let navigation as NavigationController:
                if showing {
                    navigation.pushViewController(stage.presented, animated: animated)
                } else {
                    navigation.popViewController(animated: animated)
                }
            case let tabs as TabBarController:
                tabs.selectTab(at: showing ? 1 : 0)
            default:
                break
            }
        } didComplete: { stage.isShowingPresented == showing }
    }

    /// A rotation or resize while presented, until it and everything it started have settled. A change to
    /// where the window already is changes nothing: the phase is empty, with a note.
    private func recordScreenChange(_ change: ScreenChange, named name: String, with recorder: PhaseRecorder)
        -> Recording.Phase {
        let window = stage.window
        if change.isReached(by: window) {
            window.diagnostics.report(
                .note, "the \(name) phase changed nothing: the window is already \(change.destination)",
                code: .recorder.phaseChangedNothing)
        }
        let animated = options.animated
        return recorder.record(name: name) {
            _ = change.start(on: window, animated: animated)
        } didComplete: { change.isReached(by: window) }
    }

    /// A present or dismiss driven by a ``DragInteraction``: the stage's delegate is wrapped for the phase
    /// (and held by the stage, as UIKit's weak property needs), then restored, so later phases see the style
    /// as it is.
    private func recordInteractive(_ interaction: Recorder.Interaction, named name: String, with recorder: PhaseRecorder)
        -> Recording.Phase {
        if interaction.direction == .pop, let adapter = stage.containerDelegate,
           let navigation = stage.container as? NavigationController {
            // The edge swipe: the style's animator driven by the finger when the style vends one (its
            // interaction settings apply), else the navigation controller's own slide or layout transition.
            adapter.interaction = DragInteraction(interaction, settings: stage.makeInteractionController?())
            defer { adapter.interaction = nil }
            return recorder.record(name: name) {
                guard let system = navigation.beginInteractivePop() else { return }
                // Its transition (and so its duration) starts on the clock's next step, at this same instant.
                let clock = stage.window.clock
                clock.schedule(after: 0) { [weak system] in
                    guard let system else { return }
                    DragInteraction.drive(system, as: interaction, on: clock) { [weak system] percent in
                        system?.update(percent)
                    }
                }
            } didComplete: { !stage.isShowingPresented }
        }
        let presented = stage.presented
        let wrapper = InteractiveTransitioningDelegate(
            wrapping: stage.transitioningDelegate, interaction: DragInteraction(interaction, settings: stage.makeInteractionController?()),
            for: interaction.direction == .present ? .presentation : .dismissal)
        stage.interactiveDelegates.append(wrapper)
        presented.transitioningDelegate = wrapper
        defer { presented.transitioningDelegate = stage.transitioningDelegate }
        return recordTransition(presenting: interaction.direction == .present, named: name, with: recorder)
    }

    /// A finger on a view, found by its name in the recording when the phase starts: its samples are
    /// scheduled on the clock from the phase's start, and the phase runs until they and what they started
    /// have settled. `completed` is false when a transition the gesture started was cancelled.
    ///
    /// - Throws: ``RecorderError`` when no view has that name, listing the names there are.
    private func recordGesture(_ gesture: Recorder.Gesture, named name: String, with recorder: PhaseRecorder) throws
        -> Recording.Phase {
        let window = stage.window
        let views = window.viewsBackToFront
        guard let view = views.first(where: { sampler.name(of: $0) == gesture.view }) else {
            let names = views.map { sampler.name(of: $0) }
            throw RecorderError("--\(gesture.kind.rawValue) names the view \"\(gesture.view)\", which is not on screen when the "
                + "\(name) phase starts (its views: \(names.joined(separator: ", ")))")
        }
        let asked: TouchPath
        do { asked = try gesture.path(in: view) } catch {
            throw RecorderError("the \(name) phase (--\(gesture.kind.rawValue)): \(error)")
        }
        let path = kept(asked, named: name, flag: "--\(gesture.kind.rawValue)", allowance: recorder.allowance)
        var phase = recorder.record(name: name) {
            window.scheduleTouches(along: path)
        } didComplete: { true }
        // The phase completed unless a transition the gesture started was cancelled (a drag that sprang back).
        phase.completed = !phase.events.contains { $0.call == "completeTransition(false)" }
        phase.touches = path.samples.map { sample in
            Recording.TouchSample(t: sample.time, x: sample.location.x, y: sample.location.y, phase: sample.phase.rawValue)
        }
        return phase
    }

    /// The part of `path` a phase keeps: up to the phase's cut (``Recorder/Options/maximumPhaseDuration``) and
    /// to the touch samples left in the recording's allowance, each sample taking one. A finger still down
    /// there lifts there, where it is, so the gesture ends as every gesture does (noted).
    private func kept(_ path: TouchPath, named name: String, flag: String, allowance: SampleAllowance) -> TouchPath {
        let rate = path.sampleRate
        var end = Swift.min(path.duration, options.maximumPhaseDuration)
        // Touch-down, the samples strictly before the end, and lift-off.
        func count(_ end: Double) -> Int { RunBudget.keptSamples(lasting: end, cut: end) }
        if count(end) > allowance.remaining {
            end = Swift.max(0, Double(allowance.remaining - 2) / rate)
        }
        var kept = path
        if end < path.duration, let cut = try? TouchPath(
            waypoints: path.waypoints.filter { $0.time < end } + [TouchPath.Waypoint(time: end, location: path.location(at: end))],
            sampleRate: rate) {
            kept = cut
            let reason = end < options.maximumPhaseDuration
                ? "the touch samples left in the recording's allowance of \(allowance.total) (views × frames and touches)"
                : "the longest stretch of a phase recorded"
            stage.window.diagnostics.report(
                .note, "the \(name) phase's finger (\(flag)) lifts at t = \(ExportNumber.text(end, decimals: 4)) s, of the "
                    + "\(ExportNumber.text(path.duration, decimals: 4)) s asked: \(reason)", code: .recorder.gestureCutShort)
        }
        _ = allowance.take(Swift.min(count(kept.duration), allowance.remaining))
        return kept
    }
}
