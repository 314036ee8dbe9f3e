/// A run — or several runs in step — as still pictures shown one after another, each for a while: what a GIF or
/// a video of the run shows.
///
/// Every phase plays in order, as the HTML player plays them one after another: each sample from its time until
/// the next sample's, the last one until the phase's end, then the settled state, held ``settledHold`` seconds
/// so the eye can rest on it before the next phase (and, in a looping picture, before the first phase again).
/// A frame is a moment of the recording and never an interpolation: the movie shows what the run recorded, at
/// the times it recorded it.
///
///     let movie = try Movie(recording)
///     for frame in movie.frames {
///         let svg = try movie.picture(of: frame)   // the same drawing as `Rendering.svg(at:)`
///     }
///
/// Several recordings play in step, on one clock: a phase lasts as long as its longest run, and a run whose
/// phase is over holds its settled state until the others end (as the gallery page's players do). A frame
/// starts at every time any of them sampled.
public struct Movie: Sendable {
    /// One picture: which moment it shows and when it shows it.
    public struct Frame: Sendable, Hashable {
        /// The phase shown, by name.
        public var phase: String
        /// Seconds into that phase: a sample's time, or the phase's duration for its settled state.
        public var time: Double
        /// When the picture appears, in seconds since the movie began.
        public var start: Double
        /// How long it stays, in seconds.
        public var duration: Double

        /// A picture of `time` seconds into `phase`, shown from `start` for `duration` seconds.
        public init(phase: String, time: Double, start: Double, duration: Double) {
            self.phase = phase
            self.time = time
            self.start = start
            self.duration = duration
        }
    }

    /// How long each phase's settled state stays on screen before the next phase (or the loop) starts, in
    /// seconds: a little less than the HTML player rests before looping (0.7 s), since a movie rests after every
    /// phase, not only the last.
    public static let settledHold = 0.5

    /// The runs shown: one for `prestyle apply`, one per style for `prestyle gallery`.
    public let recordings: [Recording]
    /// The pictures, in order; each starts where the one before it ends.
    public let frames: [Frame]
    /// The phases shown, in order.
    public let phaseNames: [String]

    /// The movie of one run.
    ///
    /// - Throws: ``ExportError`` when the recording has no phases.
    public init(_ recording: Recording) throws(ExportError) {
        try self.init(playing: [recording])
    }

    /// The movie of several runs in step: the phases every run has, in the order they first appear (as the
    /// gallery page lists them); each as long as its longest run.
    ///
    /// - Throws: ``ExportError`` when there is no recording, or no recording has a phase.
    public init(playing recordings: [Recording]) throws(ExportError) {
        var names: [String] = []
        for recording in recordings {
            for phase in recording.phases where !names.contains(phase.name) { names.append(phase.name) }
        }
        guard !names.isEmpty else { throw ExportError.noPhases(style: recordings.map(\.style).joined(separator: ", ")) }
        var frames: [Frame] = []
        var start = 0.0
        for name in names {
            let phases = recordings.compactMap { $0.phase(named: name) }
            let times = Movie.times(of: phases)
            for (index, time) in times.enumerated() {
                let next = index + 1 < times.count ? times[index + 1] : nil
                let duration = next.map { $0 - time } ?? Movie.settledHold
                frames.append(Frame(phase: name, time: time, start: start + time, duration: duration))
            }
            start += (times.last ?? 0) + Movie.settledHold
        }
        self.recordings = recordings
        self.frames = frames
        phaseNames = names
    }

    /// How long the movie lasts, in seconds: every phase and every settled state's hold.
    public var duration: Double {
        frames.last.map { $0.start + $0.duration } ?? 0
    }

    /// The times a phase shows a new picture, in order: its start, every time a run sampled it before that
    /// run's phase ended, and each run's end; the last is the longest run's end, its settled state.
    static func times(of phases: [Recording.Phase]) -> [Double] {
        var times = [0.0]
        for phase in phases {
            times += phase.frames.map(\.t).filter { $0 < phase.duration - Recording.Phase.timeTolerance }
            times.append(phase.duration)
        }
        var distinct: [Double] = []
        for time in times.filter({ $0.isFinite && $0 >= 0 }).sorted()
        where distinct.last.map({ time - $0 > Recording.Phase.timeTolerance }) ?? true {
            distinct.append(time)
        }
        return distinct
    }

    /// What a run shows during a frame: its phase of that name at the frame's time (its settled state once the
    /// phase is over), or, when the run has no such phase, the state it was last seen in — the end of its
    /// latest phase before this one (its first sample when there is none).
    ///
    /// - Returns: The phase the state belongs to and the state.
    func state(of recording: Recording, during frame: Frame) throws -> (phase: Recording.Phase, frame: Recording.Frame) {
        if let phase = recording.phase(named: frame.phase) { return (phase, try phase.frame(at: frame.time)) }
        let shownBefore = phaseNames.prefix { $0 != frame.phase }
        if let phase = recording.phases.last(where: { shownBefore.contains($0.name) }) { return (phase, phase.final) }
        guard let first = recording.phases.first else { throw ExportError.noPhases(style: recording.style) }
        return (first, first.frames.first ?? first.final)
    }
}
