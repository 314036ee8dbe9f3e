/// The way one finger goes over the screen, as a value: where it is at each moment from touch-down (time 0)
/// to lift-off (``duration``), sampled at a fixed rate when it is delivered.
///
/// Between waypoints the finger moves in a straight line at constant speed. A window delivers the path on its
/// virtual clock (``Window/sendTouches(along:)``): one sample every 1 / ``sampleRate`` seconds — 60 Hz by
/// default, one touch event per frame of a 60 Hz display, or 120 Hz for the frames of a ProMotion display —
/// plus a final sample at lift-off, so the clock runs animations between samples as it would while a real
/// finger moves. (UIKit coalesces touch events to one per display frame; the digitizer's own rate is higher.)
///
///     let flick = try TouchPath.drag(from: Point(x: 200, y: 500), dx: 0, dy: 300, duration: 0.1)
///     window.sendTouches(along: flick)
public struct TouchPath: Hashable, Sendable {
    /// A place the finger passes at a time after touch-down.
    public struct Waypoint: Hashable, Sendable {
        /// Seconds after touch-down.
        public var time: Double
        /// Where the finger is, in window coordinates.
        public var location: Point

        /// A waypoint `time` seconds after touch-down, at `location` in window coordinates.
        public init(time: Double, location: Point) {
            self.time = time
            self.location = location
        }
    }

    /// One delivered sample of a path: its time after touch-down, its location and its phase.
    public struct Sample: Hashable, Sendable {
        /// Seconds after touch-down.
        public var time: Double
        /// Where the finger is, in window coordinates.
        public var location: Point
        /// `began` for the first sample, `ended` for the last, `moved` or `stationary` between.
        public var phase: TouchPhase
    }

    /// The touch rate of a 60 Hz display, the default.
    public static let standardSampleRate = 60.0
    /// The touch rate of a ProMotion display.
    public static let promotionSampleRate = 120.0
    /// The longest path accepted, in seconds: ten minutes, 36,000 samples at 60 Hz.
    public static let maximumDuration = 600.0
    /// How long the finger stays down for a tap unless told otherwise: 0.1 s, a brisk tap (UIKit fails a tap
    /// held longer than 0.75 s, see ``TapGestureRecognizer/maximumTapDuration``).
    public static let standardTapDuration = 0.1
    /// How long a drag lasts unless told otherwise: 0.25 s.
    public static let standardDragDuration = 0.25

    /// The waypoints, the first at time 0, in order of time.
    public let waypoints: [Waypoint]
    /// Samples per second when delivered.
    public let sampleRate: Double

    /// A path through `waypoints`.
    /// - Throws: ``TouchPathError`` when there is no waypoint, a time or a location is not a finite number,
    ///   the first time is not 0, times go backwards, the path lasts longer than ``maximumDuration``, or the
    ///   sample rate is not a finite number between 1 and 1000.
    public init(waypoints: [Waypoint], sampleRate: Double = TouchPath.standardSampleRate) throws {
        guard let first = waypoints.first else { throw TouchPathError("a touch path needs at least one waypoint") }
        guard sampleRate.isFinite, sampleRate >= 1, sampleRate <= 1000 else {
            throw TouchPathError("the sample rate must be between 1 and 1000 per second, not \(sampleRate)")
        }
        for waypoint in waypoints where !waypoint.time.isFinite || !waypoint.location.isFinite {
            throw TouchPathError("a touch path's times and locations must be finite numbers, not \(waypoint.time)s at \(waypoint.location)")
        }
        guard first.time == 0 else { throw TouchPathError("a touch path starts at time 0, not \(first.time)") }
        for (earlier, later) in zip(waypoints, waypoints.dropFirst()) where later.time < earlier.time {
            throw TouchPathError("a touch path's times must not go backwards (\(later.time)s after \(earlier.time)s)")
        }
        guard waypoints[waypoints.count - 1].time <= TouchPath.maximumDuration else {
            throw TouchPathError("a touch path lasts at most \(TouchPath.maximumDuration)s")
        }
        self.waypoints = waypoints
        self.sampleRate = sampleRate
    }

    /// A tap: the finger touches down at `location` and lifts there `duration` seconds later.
    /// - Throws: ``TouchPathError`` for a non-finite or negative duration or location.
    public static func tap(
        at location: Point, duration: Double = TouchPath.standardTapDuration,
        sampleRate: Double = TouchPath.standardSampleRate
    ) throws -> TouchPath {
        guard duration >= 0 else { throw TouchPathError("a tap cannot last \(duration)s") }
        return try TouchPath(
            waypoints: [Waypoint(time: 0, location: location), Waypoint(time: duration, location: location)],
            sampleRate: sampleRate)
    }

    /// A straight drag: the finger touches down at `start`, moves by (`dx`, `dy`) at constant speed over
    /// `duration` seconds and lifts at the end.
    /// - Throws: ``TouchPathError`` for a non-finite or negative duration, or a non-finite point or distance.
    public static func drag(
        from start: Point, dx: Double, dy: Double, duration: Double = TouchPath.standardDragDuration,
        sampleRate: Double = TouchPath.standardSampleRate
    ) throws -> TouchPath {
        guard duration >= 0 else { throw TouchPathError("a drag cannot last \(duration)s") }
        return try TouchPath(
            waypoints: [Waypoint(time: 0, location: start),
                        Waypoint(time: duration, location: start.offsetBy(dx: dx, dy: dy))],
            sampleRate: sampleRate)
    }

    /// Seconds from touch-down to lift-off.
    public var duration: Double { waypoints[waypoints.count - 1].time }

    /// Where the finger is `time` seconds after touch-down: on the straight line between the waypoints around
    /// that time (the last waypoint at a time wins when several share it).
    public func location(at time: Double) -> Point {
        guard let after = waypoints.firstIndex(where: { $0.time > time }) else { return waypoints[waypoints.count - 1].location }
        guard after > 0 else { return waypoints[0].location }
        let a = waypoints[after - 1], b = waypoints[after]
        let fraction = (time - a.time) / (b.time - a.time)
        return Point(x: a.location.x + (b.location.x - a.location.x) * fraction,
                     y: a.location.y + (b.location.y - a.location.y) * fraction)
    }

    /// The samples a window delivers: touch-down at 0, one every 1 / ``sampleRate`` seconds (each time
    /// computed as k / rate, so no rounding accumulates), and lift-off at ``duration``. A sample whose
    /// location equals the previous one's is `stationary`, as UIKit reports a finger held still.
    public var samples: [Sample] {
        var result = [Sample(time: 0, location: waypoints[0].location, phase: .began)]
        var index = 1
        while true {
            let time = Double(index) / sampleRate
            guard time < duration else { break }
            let location = location(at: time)
            result.append(Sample(time: time, location: location,
                                 phase: location == result[result.count - 1].location ? .stationary : .moved))
            index += 1
        }
        result.append(Sample(time: duration, location: waypoints[waypoints.count - 1].location, phase: .ended))
        return result
    }
}

/// Why a ``TouchPath`` could not be made, ready to show to a person.
public struct TouchPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
