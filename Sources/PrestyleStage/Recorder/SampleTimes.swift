/// The times a phase is sampled at, in order: k/fps for k = 0, 1, 2…, plus one extra time if asked (unless a
/// regular sample falls on it).
struct SampleTimes {
    let fps: Double
    var extra: Double?
    private var k = 0

    init(fps: Double, extra: Double?) {
        self.fps = fps
        self.extra = extra
    }

    mutating func next() -> Double {
        let regular = Double(k) / fps
        if let extra {
            if Swift.abs(extra - regular) <= PhaseRecorder.tolerance {
                self.extra = nil
            } else if extra < regular {
                self.extra = nil
                return extra
            }
        }
        k += 1
        return regular
    }
}
