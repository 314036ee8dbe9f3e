import PresentationKit
import PrestyleExport

extension Recorder {
    /// What to record and how finely: the scenario's steps, the sampling rate, an exact moment to capture and
    /// the safety limits that keep a broken style from hanging a run.
    public struct Options: Hashable, Sendable {
        /// Samples per second of virtual time; frames are taken at t = k/fps. 60 by default.
        public var fps: Double
        /// The scenario, in order: `[.present, .dismiss]` by default.
        public var steps: [Step]
        /// A moment whose exact state the recording must hold (the CLI's `--at T`): the phase it names (the
        /// first when it names none) gets one extra sample at that time unless a regular one falls on it, so
        /// renderings at that moment show the state then rather than the sample before.
        public var at: Moment?
        /// The longest stretch of a phase that is sampled, in virtual seconds: a transition still under way
        /// then runs on unsampled to its completion (up to ``maximumPhaseDurationLimit``, noted), and other work
        /// still running once it has completed is cut short, the phase marked not completed and reported. 30 by
        /// default: transitions take a second or two.
        public var maximumPhaseDuration: Double
        /// Completes a transition whose animator never calls `completeTransition`, after its duration plus the
        /// grace period, and reports it (see `TransitionWatchdog`). On, with 1 s of grace, by default: a broken
        /// style should still show a complete run. Nil leaves the engine as UIKit is: such a phase then ends
        /// when nothing is left to run, not completed.
        public var watchdog: TransitionWatchdog?
        /// Whether the transitions are animated; true by default.
        public var animated: Bool
        /// The presented controller's `preferredContentSize` before the first step (the CLI's
        /// `--content-size`); nil leaves the stage's (zero: no preference). Later sizes are
        /// ``Step/contentSize(_:)`` steps.
        public var contentSize: Size?

        /// The highest sampling rate accepted: beyond it frames only repeat what the eye cannot tell apart,
        /// and a long phase would hold tens of thousands of them.
        public static let maximumFPS = 240.0
        /// The most view states (a view in a sampled frame) the recording holds, all phases together: past it
        /// a phase's frames stop, and it runs on unsampled to its end (noted). 200,000 by default, about 55 MB
        /// of JSON; an ordinary run holds a few thousand.
        public var maximumViewStates: Int
        /// The longest phase limit accepted (an hour of virtual time).
        public static let maximumPhaseDurationLimit = 3600.0

        /// Options with the defaults of each property: 60 fps, present then dismiss, no exact moment, phases
        /// sampled for at most 30 s, the watchdog on with 1 s of grace, animated, at most 200,000 view states.
        public init(
            fps: Double = 60,
            steps: [Step] = [.present, .dismiss],
            at: Moment? = nil,
            maximumPhaseDuration: Double = 30,
            watchdog: TransitionWatchdog? = TransitionWatchdog(grace: 1),
            animated: Bool = true,
            maximumViewStates: Int = 200_000
        ) {
            self.maximumViewStates = maximumViewStates
            self.fps = fps
            self.steps = steps
            self.at = at
            self.maximumPhaseDuration = maximumPhaseDuration
            self.watchdog = watchdog
            self.animated = animated
        }

        /// The phase names the steps produce, in order: a step's ``Step/phaseName``, with `-2`, `-3` on repeats
        /// (`drag`, `drag-2`).
        public var phaseNames: [String] {
            var seen: [String: Int] = [:]
            return steps.map { step in
                let base = step.phaseName
                let count = (seen[base] ?? 0) + 1
                seen[base] = count
                return count == 1 ? base : "\(base)-\(count)"
            }
        }

        /// Checks every option, that the steps make a scenario that can run, and that the run fits its
        /// ``RunBudget`` (steps, gestures, touch samples, memory).
        ///
        /// - Throws: ``RecorderError`` naming the first problem and how to fix it.
        public func validate() throws {
            guard fps.isFinite, fps > 0, fps <= Options.maximumFPS else {
                throw RecorderError("fps must be more than 0 and at most \(number(Options.maximumFPS)), not \(number(fps))")
            }
            guard maximumPhaseDuration.isFinite, maximumPhaseDuration > 0,
                  maximumPhaseDuration <= Options.maximumPhaseDurationLimit
            else {
                throw RecorderError("the longest phase must be more than 0 and at most "
                    + "\(number(Options.maximumPhaseDurationLimit)) seconds, not \(number(maximumPhaseDuration))")
            }
            if let contentSize, !(contentSize.isFinite && contentSize.width >= 0 && contentSize.height >= 0) {
                throw RecorderError("the presented controller's preferred content size must be finite and not negative, not \(contentSize)")
            }
            guard maximumViewStates > 0 else {
                throw RecorderError("the most view states a recording holds must be more than 0, not \(maximumViewStates)")
            }
            try RunBudget(self).check(self)
            if let watchdog, !(watchdog.grace.isFinite && watchdog.grace >= 0) {
                throw RecorderError("the watchdog's grace period must be 0 seconds or more, not \(number(watchdog.grace))")
            }
            try validateSteps()
            if let at {
                guard at.time.isFinite, at.time >= 0 else {
                    throw RecorderError("the moment to capture must be 0 seconds or later into its phase, not \(number(at.time))")
                }
                if let phase = at.phase, !phaseNames.contains(phase) {
                    throw RecorderError("the moment to capture names phase \"\(phase)\", which this run does not have "
                        + "(its phases: \(phaseNames.joined(separator: ", ")))")
                }
            }
        }

        /// Each step must make sense, and find the presentation as it needs it: present when nothing is
        /// presented, the others while something is (an interactive step counts as finishing, see ``Step``).
        private func validateSteps() throws {
            guard !steps.isEmpty else { throw RecorderError("a recording needs at least one step, such as present") }
            var depth = 0
            var adapted = false
            for step in steps {
                try validate(step, adapted: adapted)
                try validateDepth(of: step, at: depth)
                depth = step.depth(after: depth)
                if case .adapt = step { adapted = true }
            }
        }

        /// A step must find the presentations it needs: a stacked present the level below it presented and
        /// nothing above, a stacked dismiss its level presented, the others the controller presented or not.
        private func validateDepth(of step: Step, at depth: Int) throws {
            switch step {
            case .presentStacked(let level):
                guard level >= 2 else {
                    throw RecorderError("a stacked presentation is level 2 or more (level 1 is the present step), not \(level)")
                }
                guard depth == level - 1 else {
                    throw RecorderError(depth < level - 1
                        ? "the \(step.phaseName) phase (\(step.flag)) presents over \(level == 2 ? "the presented controller" : "present-\(level - 1)'s"); "
                            + "add \(level == 2 ? "a present step" : "a present-\(level - 1) step") before it"
                        : "the \(step.phaseName) phase (\(step.flag)) cannot run while present-\(level)'s controller or one above it is presented")
                }
            case .dismissStacked(let level):
                guard level >= 2, depth >= level else {
                    throw RecorderError("the \(step.phaseName) phase (\(step.flag)) needs present-\(level) before it")
                }
            default:
                let presented = depth > 0
                guard step.needsPresentation == presented else {
                    throw RecorderError(presented
                        ? "the \(step.phaseName) phase cannot run while the controller is presented; dismiss it first"
                        : "the \(step.phaseName) phase needs the controller presented; add a present step before it")
                }
            }
        }

        /// A step's own values: a fraction in 0...1, an animated run for an interaction, a size class to adapt
        /// to, an adapt step before an adapt-back.
        private func validate(_ step: Step, adapted: Bool) throws {
            switch step {
            case .interactive(let interaction):
                guard interaction.fraction.isFinite, (0...1).contains(interaction.fraction) else {
                    throw RecorderError("an interactive transition is driven to a fraction from 0 to 1, not "
                        + number(interaction.fraction))
                }
                guard animated else {
                    throw RecorderError("the interactive \(step.phaseName) phase (\(step.flag)) needs an animated run: "
                        + "a transition without animation has nothing to drive")
                }
            case .adapt(.some(.unspecified)):
                throw RecorderError("the adapt phase (\(step.flag)) changes the horizontal size class to compact or "
                    + "regular, not unspecified")
            case .gesture(let gesture):
                let point = gesture.point ?? .zero
                guard point.isFinite, gesture.translation.isFinite, gesture.duration.isFinite, gesture.duration >= 0,
                      gesture.duration <= TouchPath.maximumDuration
                else {
                    throw RecorderError("the \(step.phaseName) phase (\(step.flag)) needs finite points and a duration from 0 to "
                        + "\(number(TouchPath.maximumDuration)) seconds")
                }
                guard !gesture.view.isEmpty else {
                    throw RecorderError("the \(step.phaseName) phase (\(step.flag)) needs the name of a view")
                }
            case .contentSize(let size):
                guard size.isFinite, size.width >= 0, size.height >= 0 else {
                    throw RecorderError("the \(step.phaseName) phase (\(step.flag)) needs a finite size, not negative, not \(size)")
                }
            case .adaptBack where !adapted:
                throw RecorderError("the adapt-back phase (\(step.flag)) undoes an adapt phase; add an adapt step before it")
            default:
                break
            }
        }

        private func number(_ value: Double) -> String { ExportNumber.text(value, decimals: 4) }
    }
}
