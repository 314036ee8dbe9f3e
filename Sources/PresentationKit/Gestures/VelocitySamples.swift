/// A finger's recent samples, and the velocity they show: the displacement over the samples of the last
/// ``window`` seconds divided by the time they span (see ``PanGestureRecognizer/velocityWindow``). Shared by
/// the recognizers that report a velocity.
struct VelocitySamples {
    /// How far back the velocity looks, in seconds.
    let window: Double
    private var samples: [(time: Double, location: Point)] = []

    init(window: Double) {
        self.window = window
    }

    /// Adds a sample, keeping those the window can still reach (plus the one just before it). A sample at
    /// the time of the last one replaces it: two fingers moving in one frame are one sample of the gesture.
    mutating func record(time: Double, location: Point) {
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((time, location))
        if let cut = samples.lastIndex(where: { time - $0.time > window + 1e-9 }), cut > 0 {
            samples.removeFirst(cut)
        }
    }

    /// Forgets every sample.
    mutating func removeAll() {
        samples.removeAll()
    }

    /// Points per second in window coordinates; zero before two samples.
    var velocity: Point {
        guard let newest = samples.last,
              let reference = samples.first(where: { newest.time - $0.time <= window + 1e-9 }),
              newest.time > reference.time else { return .zero }
        let elapsed = newest.time - reference.time
        return Point(x: (newest.location.x - reference.location.x) / elapsed,
                     y: (newest.location.y - reference.location.y) / elapsed)
    }
}
