extension Recording {
    /// One step of a run — "present", "dismiss", "rotate", "adapt", "adapt-back", "tap", "drag" — from its start until
    /// its transition (if any) has completed and every animation started in it has finished.
    public struct Phase: Codable, Sendable, Equatable {
        /// What the step did: "present", "dismiss", "rotate", "adapt", "adapt-back", "tap", "drag", with `-2`, `-3`
        /// on repeats (`drag-2`).
        public var name: String
        /// How long the step lasted, in seconds of the virtual clock.
        public var duration: Double
        /// Whether the transition completed (false when it was cancelled, as an interactive one may be).
        public var completed: Bool
        /// The screen at the phase's end, when a rotation or a size-class change made it differ from the
        /// recording's ``Recording/device``; nil (and absent from the JSON) otherwise. The screen during a phase
        /// is `phase.device ?? recording.device` (see ``Recording/device(during:)``).
        public var device: RecordedDevice?
        /// The hook trace, in call order.
        public var events: [Event]
        /// The window's views sampled at t = k/fps from 0 to the phase's end, in time order.
        public var frames: [Frame]
        /// The state at the phase's end.
        public var final: Frame
        /// The finger of a gesture phase (tap, drag): every touch sample delivered, in time order; nil (and
        /// absent from the JSON) for other phases.
        public var touches: [TouchSample]?

        /// A phase; `completed` defaults to true, the trace and the samples to none.
        public init(
            name: String,
            duration: Double,
            completed: Bool = true,
            device: RecordedDevice? = nil,
            events: [Event] = [],
            frames: [Frame] = [],
            final: Frame
        ) {
            self.name = name
            self.duration = duration
            self.completed = completed
            self.device = device
            self.events = events
            self.frames = frames
            self.final = final
        }

        /// How far apart two times may be and still name the same sample: half the export's rounding step, so
        /// a time written with four decimals finds the sample it was rounded from (1/60 s is written 0.0167).
        public static let timeTolerance = 0.00005

        /// The state shown at `time`: the latest sample at or before it, the first sample before the phase
        /// began, and the final state once the phase has ended.
        ///
        /// - Throws: ``ExportError`` when `time` is not a finite number.
        public func frame(at time: Double) throws -> Frame {
            guard time.isFinite else { throw ExportError.invalidTime(time) }
            if time >= duration - Phase.timeTolerance { return final }
            return frames.last { $0.t <= time + Phase.timeTolerance } ?? frames.first ?? final
        }

        /// The events that have happened by `time` (those at or before it).
        public func events(upTo time: Double) -> ArraySlice<Event> {
            let end = events.firstIndex { $0.t > time + Phase.timeTolerance } ?? events.endIndex
            return events[..<end]
        }
    }

    /// One touch sample a gesture phase delivered: where the finger was (window coordinates) and its phase.
    public struct TouchSample: Codable, Sendable, Equatable {
        /// Seconds since the phase began.
        public var t: Double
        /// The finger's x in the window, in points.
        public var x: Double
        /// The finger's y in the window, in points.
        public var y: Double
        /// `began`, `moved`, `stationary`, `ended` or `cancelled` (UIKit's `UITouch.Phase`).
        public var phase: String

        /// A touch sample at `t` seconds into the phase.
        public init(t: Double, x: Double, y: Double, phase: String) {
            self.t = t
            self.x = x
            self.y = y
            self.phase = phase
        }

        private enum CodingKeys: String, CodingKey { case t, x, y, phase }
    }

    /// One call in the hook trace: a hook, delegate method, appearance callback or completion, and who got it.
    public struct Event: Codable, Sendable, Equatable {
        /// Seconds since the phase began.
        public var t: Double
        /// What was called, such as `presentationTransitionWillBegin` or `viewDidAppear(true)`.
        public var call: String
        /// Who received the call, such as `presentationController`, `animator` or `presented`.
        public var target: String

        /// A call at `t` seconds into the phase.
        public init(t: Double, call: String, target: String) {
            self.t = t
            self.call = call
            self.target = target
        }

        private enum CodingKeys: String, CodingKey { case t, call, target }
    }

    /// Every view in the window at one moment, back to front, depth first, the window first.
    public struct Frame: Codable, Sendable, Equatable {
        /// Seconds since the phase began.
        public var t: Double
        /// The views, back to front, depth first: a parent before its subviews.
        public var views: [RecordedView]

        /// A sample at `t` seconds into the phase.
        public init(t: Double, views: [RecordedView]) {
            self.t = t
            self.views = views
        }

        /// The view with this name, or nil.
        public func view(named name: String) -> RecordedView? {
            views.first { $0.name == name }
        }

        private enum CodingKeys: String, CodingKey { case t, views }
    }
}
