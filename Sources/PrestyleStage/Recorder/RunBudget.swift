import PresentationKit
import PrestyleExport

/// What a recording may hold, worked out from its options before it starts: how many phases and gestures
/// it has, how many touch samples its gestures keep, and about how much memory it needs at most — which must
/// stay under ``memoryCeiling`` whatever the options (the CLI's flags) ask.
///
/// A run is bounded on every axis a flag can stretch:
/// - **Phases.** At most ``maximumSteps`` steps, and of them at most ``maximumGestures`` taps and drags (the
///   CLI's `--tap` and `--drag`, each a phase).
/// - **Sampled time.** A phase is sampled for at most ``Recorder/Options/maximumPhaseDuration`` (30 s): a
///   finger still down then lifts there, so a 600-second drag keeps its first 30 s.
/// - **Samples.** Every view state of every frame, and every touch sample, takes one from the recording's
///   allowance (``Recorder/Options/maximumViewStates``, 200,000): a drag keeps at most 60 touch samples a
///   second of its kept time, plus its lift-off, whatever `--fps` is.
/// - **Memory.** The estimate — a fixed part, plus each phase, plus the allowance at the cost of its dearest
///   kind of sample — must be under ``memoryCeiling``, 1 GiB; options that would pass it are refused up front.
///
///     let budget = RunBudget(Recorder.Options(steps: [.present, .gesture(drag), .dismiss]))
///     budget.touchSamples    // 1,801 for a 600-second drag: 30 s at 60 a second, and the lift-off
public struct RunBudget: Hashable, Sendable {
    /// The most memory a run may need, by the estimate: 1 GiB.
    public static let memoryCeiling = 1 << 30
    /// The most steps (phases) a recording has.
    public static let maximumSteps = 64
    /// The most taps and drags (`--tap`, `--drag`) a recording has, each a phase.
    public static let maximumGestures = 32

    /// What holding one view state of a sampled frame costs, in bytes: peak resident memory over view
    /// states held, measured with `/usr/bin/time -v` on a run that fills the allowance at 240 fps (about
    /// 1.5 KB each), rounded up.
    static let bytesPerViewState = 2_048
    /// What one touch sample costs beyond its share of the allowance: the sample kept in the phase, and the
    /// trace events its delivery makes (the touch, the recognizers' states, what their actions cause), about
    /// 11 KB each measured the same way on 32 drags of 30 s over a sheet, rounded up.
    static let bytesPerTouchSample = 12_288
    /// What a phase costs whatever it samples (its final frame, its events' bookkeeping).
    static let bytesPerPhase = 1 << 20
    /// The run's fixed part: the program, the Lua state, the stage.
    static let baseline = 64 << 20

    /// The number of steps.
    public let steps: Int
    /// The number of taps and drags.
    public let gestures: Int
    /// The touch samples the gestures keep together: each one's samples up to the phase's cut.
    public let touchSamples: Int
    /// The most memory the run needs, by the estimate, in bytes.
    public let estimatedBytes: Int

    /// The budget of a run with `options`.
    public init(_ options: Recorder.Options) {
        steps = options.steps.count
        var gestures = 0, touches = 0
        for case .gesture(let gesture) in options.steps {
            gestures += 1
            touches += Self.keptSamples(lasting: gesture.duration, cut: options.maximumPhaseDuration)
        }
        self.gestures = gestures
        touchSamples = touches
        // Touch samples take from the allowance like view states, so the allowance is held at most, each
        // sample at a view state's cost; a touch sample costs its events on top.
        let samples = Swift.min(options.maximumViewStates, touches)
        let total = Double(Self.baseline) + Double(steps) * Double(Self.bytesPerPhase)
            + Double(options.maximumViewStates) * Double(Self.bytesPerViewState) + Double(samples) * Double(Self.bytesPerTouchSample)
        estimatedBytes = Int(Swift.min(total, Double(Int.max / 2)))
    }

    /// The touch samples a finger down for `duration` seconds keeps when its phase is cut at `cut` seconds:
    /// touch-down, one every 1/60 s before lift-off, and the lift-off.
    static func keptSamples(lasting duration: Double, cut: Double) -> Int {
        let kept = Swift.max(0, Swift.min(duration.isFinite ? duration : 0, cut.isFinite ? cut : 0))
        let between = Swift.max(0, Int((kept * TouchPath.standardSampleRate).rounded(.up)) - 1)
        return between + 2
    }

    /// Checks the budget, naming the flag (or option) to change.
    ///
    /// - Throws: ``RecorderError`` when there are too many steps or gestures, the gestures' touch samples
    ///   alone pass the allowance, or the estimate passes ``memoryCeiling``.
    public func check(_ options: Recorder.Options) throws {
        guard gestures <= Self.maximumGestures else {
            throw RecorderError("--tap and --drag are given \(gestures) times; a run takes at most \(Self.maximumGestures) "
                + "gestures (each is a phase): record the rest in another run")
        }
        guard steps <= Self.maximumSteps else {
            throw RecorderError("the run has \(steps) steps; a recording has at most \(Self.maximumSteps) phases")
        }
        guard touchSamples <= options.maximumViewStates else {
            throw RecorderError("--tap and --drag keep \(Messages.count(touchSamples)) touch samples (60 a second of each "
                + "gesture, up to the \(number(options.maximumPhaseDuration))-second cut of a phase), past the "
                + "\(Messages.count(options.maximumViewStates)) samples a recording holds: use fewer or shorter drags")
        }
        guard estimatedBytes <= Self.memoryCeiling else {
            let need = "the run could need about \(Messages.count(estimatedBytes >> 20)) MiB, over the "
                + "\(Messages.count(Self.memoryCeiling >> 20)) MiB a run may use"
            // Name what pushes the run over: the gestures when the run would fit without their touches.
            let withoutTouches = estimatedBytes - Swift.min(options.maximumViewStates, touchSamples) * Self.bytesPerTouchSample
            guard withoutTouches > Self.memoryCeiling else {
                throw RecorderError("--tap and --drag keep \(Messages.count(touchSamples)) touch samples (60 a second of each "
                    + "gesture, up to the \(number(options.maximumPhaseDuration))-second cut of a phase): \(need); use fewer or "
                    + "shorter drags (at most \(Messages.count(largestTouchSamples(options))) touch samples in all, about "
                    + "\(Messages.count(largestTouchSamples(options) / Int(TouchPath.standardSampleRate))) seconds of gestures)")
            }
            throw RecorderError("\(need): the recording's allowance of \(Messages.count(options.maximumViewStates)) view "
                + "states (maximumViewStates) is too large; at most \(Messages.count(largestAllowance)) fits")
        }
    }

    /// The most touch samples whose estimate fits under the ceiling with these steps and this allowance.
    func largestTouchSamples(_ options: Recorder.Options) -> Int {
        let room = Self.memoryCeiling - Self.baseline - steps * Self.bytesPerPhase
            - options.maximumViewStates * Self.bytesPerViewState
        return Swift.max(0, room / Self.bytesPerTouchSample)
    }

    /// The largest view-state allowance whose estimate fits under the ceiling with these steps and touches.
    var largestAllowance: Int {
        let room = Self.memoryCeiling - Self.baseline - steps * Self.bytesPerPhase - touchSamples * Self.bytesPerTouchSample
        return Swift.max(0, room / Self.bytesPerViewState)
    }

    private func number(_ value: Double) -> String { ExportNumber.text(value, decimals: 4) }

    /// Numbers as the messages write them.
    private enum Messages {
        static func count(_ value: Int) -> String {
            let digits = String(value.magnitude)
            var grouped = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
                grouped.append(digit)
            }
            return (value < 0 ? "-" : "") + grouped
        }
    }
}
