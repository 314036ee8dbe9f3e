/// A window's touch bookkeeping: the fingers down, the recognizers working on them, and the last lift (for
/// tap counts). One per window (``Window``'s `touchDispatch`); only the window's touch delivery changes it.
final class TouchDispatch {
    /// The touches that began and have not ended, in the order they began.
    var activeTouches: [Touch] = []
    /// Recognizers that received a touch and have not been reset since, in the order they first did.
    var engaged: [GestureRecognizer] = []
    /// Where and when the last touch lifted, and its tap count.
    var lastLift: (time: Double, location: Point, tapCount: Int)?
    /// How many touches were scheduled: the next touch's identifier.
    var touchesMade = 0
    /// Whether a sample is being delivered (arbitration settles once at its end).
    var isDelivering = false
    /// Whether pending recognitions are being resolved (settling does not start again from inside).
    var isSettling = false

    /// Whether `recognizer` receives one of the touches still down.
    func isReceivingTouches(_ recognizer: GestureRecognizer) -> Bool {
        activeTouches.contains { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }

    /// The recognizers that share a touch still down with `recognizer` (without it).
    func competitors(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in activeTouches where touch.gestureRecognizers.contains(where: { $0 === recognizer }) {
            for other in touch.gestureRecognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }
}
