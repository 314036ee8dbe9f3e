import PresentationKit
import PrestyleExport

/// Runs a presentation on a ``Stage`` and records it: the bridge between the engine and the renderings. It
/// works with any transitioning delegate — one vended by the Lua style registry, one written in Swift — and
/// with none (UIKit's own transition styles).
///
///     let stage = Stage(device: .iPhone15, style: Stage.Style(name: "bouncy", source: "Styles/bouncy.lua"),
///                       transitioningDelegate: delegate)
///     let recording = try Recorder.record(stage: stage, options: .init(fps: 30, at: Moment(phase: "present", time: 0.25)))
///     print(try recording.rendered(as: .text(.init(moment: Moment(phase: "present", time: 0.25)))))
///
/// Each step of the scenario (present, then dismiss, by default; see ``Step`` for rotation, size-class changes
/// and interactive transitions) is one phase. `t` is seconds since the
/// phase began; a phase lasts until its transition has completed and every animation started in it has
/// finished (and every completion and timer it scheduled has run); frames are sampled at t = k/fps from 0 to
/// the phase's end, and `final` is the state at the exact end. `events` are the window's trace during the
/// phase, with the engine's call and target names; `completed` is the transition's completion flag — false
/// when it was cancelled or refused, or when the phase had to be stopped. A phase that rotates or resizes the
/// window ends when the change, and everything it started, has settled; when it leaves the screen different
/// from the recording's `device` (the stage's device in its initial orientation), the phase's `device` says
/// what the screen is at its end.
///
/// A broken style never hangs a run: the engine's transition watchdog is on (``Options/watchdog``), a phase
/// stops at ``Options/maximumPhaseDuration``, one whose transition nothing will ever complete stops when
/// nothing is left to run, and a step that cannot start in the state the last phase left (nothing presented
/// after a cancelled presentation, a transition still under way) is not run, nor are the steps after it. Each
/// of these is reported in the recording's diagnostics, in order with what the engine and the style reported.
/// One hang remains outside the recorder's reach: work that schedules more work at the same instant for ever
/// (a zero-length animation whose completion starts another) loops inside `AnimationClock.advance(to:)`, which
/// has no limit of its own yet.
public enum Recorder {
    /// Runs the options' steps on `stage` and returns the recording.
    ///
    /// - Parameters:
    ///   - stage: A stage not recorded before.
    ///   - options: What to record; present then dismiss at 60 fps by default.
    /// - Returns: The recording: the stage's style and device, one phase per step that ran, and the
    ///   diagnostics of the whole run.
    /// - Throws: ``RecorderError`` when an option is out of range, the steps cannot run in this order, the
    ///   stage was recorded already, or a gesture step names a view that is not on screen when it starts. Problems of the style itself are diagnostics, not errors.
    public static func record(stage: Stage, options: Options = Options()) throws -> Recording {
        try options.validate()
        guard !stage.isUsed else {
            throw RecorderError("this stage was recorded already; make a new stage for each recording")
        }
        try stage.scene.check(options.steps)
        let deepest = options.steps.compactMap { step -> Int? in
            if case .presentStacked(let level) = step { level } else { nil }
        }.max() ?? 1
        guard deepest - 1 <= stage.stackedControllers.count else {
            throw RecorderError("the present-\(deepest) phase needs \(deepest - 1) stacked presentations on the stage "
                + "(Stage(stacked:)); it has \(stage.stackedControllers.count)")
        }
        stage.isUsed = true
        return try RecordingSession(stage: stage, options: options).run()
    }
}
