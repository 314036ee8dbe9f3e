import PresentationKit

extension DiagnosticCode {
    /// The recorder's codes: `code: .recorder.phaseTooLong`.
    public static let recorder = Recorder()

    /// Every code the recorder reports about the phases of a scene it runs, each with what it means:
    /// <doc:RecorderDiagnosticCodes> lists them for readers.
    ///
    /// A property's name is its code's `name`, and no other layer's catalogue uses the name.
    public struct Recorder: DiagnosticCodeCatalogue {
        public let phaseNotRun = DiagnosticCode("phaseNotRun", meaning:
            "A phase and those after it were not run: the one before left the scene in the wrong state (a transition under way, a presentation that did not complete, a cancelled or gesture-dismissed one).")
        public let phaseChangedNothing = DiagnosticCode("phaseChangedNothing", meaning:
            "A rotation or resize phase asked for the size and orientation the window already had, so it changed nothing.")
        public let phaseSampledInPart = DiagnosticCode("phaseSampledInPart", meaning:
            "A phase ran longer than was sampled: frames cover the longest stretch recorded, or what the recording's allowance of view states holds, then its final state.")
        public let gestureCutShort = DiagnosticCode("gestureCutShort", meaning:
            "A phase's finger lifted before the gesture asked for was over: the recording's allowance or the longest phase ran out.")
        public let animationNeverEnds = DiagnosticCode("animationNeverEnds", meaning:
            "When the phase settled some views still animated and never will stop (a repeating animation, a paused timeline); the phase ended without them.")
        public let phaseNeverEnded = DiagnosticCode("phaseNeverEnded", meaning:
            "A phase's transition was still under way with nothing left to run: its animator never called `completeTransition`; the phase ended there.")
        public let phaseTooLong = DiagnosticCode("phaseTooLong", meaning:
            "A phase was still running at the longest a phase may take and was cut short there, with animations or timers under way.")
        public let phaseRunaway = DiagnosticCode("phaseRunaway", meaning:
            "A phase kept scheduling work without end and was stopped; it counts as not completed.")
    }
}
