/// Recognizes two fingers pinching (UIKit's `UIPinchGestureRecognizer`): continuous, it begins once the
/// distance between the first two fingers of the sequence has changed by more than ``hysteresis`` points,
/// changes as they move, and ends when either lifts (UIKit: the gesture ends when the fingers lift).
///
/// ``scale`` is the fingers' distance over their distance at touch-down, as UIKit reports it ("the scale
/// factor relative to the points of the two touches in screen coordinates"), so the first scale already holds
/// the hysteresis; ``velocity`` is in scale factor per second. ``location(in:)`` is the midpoint of the two
/// fingers, as UIKit's centroid.
///
/// Two fingers are two ``TouchPath``s scheduled together (``Window/scheduleTouches(along:after:)``): a
/// third finger is ignored. UIKit does not document the hysteresis; 10 points, a pan's, is this model's
/// choice.
///
///     let pinch = PinchGestureRecognizer { pinch in
///         if pinch.state == .changed { photo.transform = AffineTransform(scaleX: pinch.scale, y: pinch.scale) }
///     }
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How far, in points, the fingers' distance must change before the pinch begins: 10 pt, a choice (see
    /// the type's discussion).
    public static let standardHysteresis = 10.0

    /// How far (in points, window coordinates) the distance between the fingers must change before the
    /// pinch begins.
    public var hysteresis = PinchGestureRecognizer.standardHysteresis

    private var fingers: [Touch] = []
    /// The distance that scale 1 stands for; ``scale``'s setter moves it.
    private var referenceDistance = 0.0
    private var startDistance = 0.0
    private var samples = VelocitySamples(window: PanGestureRecognizer.velocityWindow)
    /// A finger lifted; the pinch ends once the rest of that frame's samples are in.
    private var isEnding = false

    /// A pinch recognizer calling `action` at each of its moves.
    public convenience init(action: @escaping (PinchGestureRecognizer) -> Void) {
        self.init()
        addAction { recognizer in
            if let pinch = recognizer as? PinchGestureRecognizer { action(pinch) }
        }
    }

    /// The fingers' distance over their distance at touch-down (or when the scale was last set); 1 before
    /// two fingers are down.
    public var scale: Double {
        get { referenceDistance > 0 && fingers.count == 2 ? distance / referenceDistance : 1 }
        set {
            guard newValue.isFinite, newValue > 0, fingers.count == 2 else { return }
            referenceDistance = distance / newValue
        }
    }

    /// How fast the scale changes, in scale factor per second, over the last
    /// ``PanGestureRecognizer/velocityWindow`` seconds of samples.
    public var velocity: Double { samples.velocity.x }

    /// How many fingers the pinch follows: 0, 1 or 2.
    public var numberOfTouches: Int { fingers.count }

    private var distance: Double {
        guard fingers.count == 2 else { return 0 }
        return fingers[0].locationInWindow.distance(to: fingers[1].locationInWindow)
    }

    // MARK: Touches

    override func touchBegan(_ touch: Touch) {
        guard fingers.count < 2, !fingers.contains(where: { $0 === touch }) else { return }
        fingers.append(touch)
        updateLocation()
        if fingers.count == 2 {
            startDistance = distance
            referenceDistance = startDistance
            record(touch)
        }
    }

    override func touchMoved(_ touch: Touch) {
        guard fingers.contains(where: { $0 === touch }) else { return }
        updateLocation()
        guard fingers.count == 2 else { return }
        record(touch)
        if state == .possible {
            if abs(distance - startDistance) > hysteresis { request(.began) }
        } else if state.isActive {
            request(.changed)
        }
    }

    override func touchStationary(_ touch: Touch) {
        guard fingers.contains(where: { $0 === touch }), fingers.count == 2 else { return }
        record(touch)
    }

    override func touchEnded(_ touch: Touch) {
        lift(touch, cancelled: false)
    }

    override func touchCancelled(_ touch: Touch) {
        lift(touch, cancelled: true)
    }

    override func resetGesture() {
        fingers.removeAll()
        referenceDistance = 0
        startDistance = 0
        samples.removeAll()
        isEnding = false
    }

    private func lift(_ touch: Touch, cancelled: Bool) {
        guard fingers.contains(where: { $0 === touch }) else { return }
        if fingers.count == 2 { record(touch) }
        guard !isEnding else { return }
        if state.isActive {
            // UIKit hands a frame's touches over in one event; here the other finger's sample of this frame
            // comes next, so the pinch ends once it is in, with both fingers where they lifted.
            let next: GestureRecognizerState = cancelled ? .cancelled : .ended
            guard let clock = engagedWindow?.clock else {
                request(next)
                return
            }
            isEnding = true
            clock.schedule(after: 0) { [weak self] in
                guard let self, self.isEnding, self.state.isActive else { return }
                self.request(next)
            }
        } else if state == .possible {
            request(.failed)
        }
    }

    private func record(_ touch: Touch) {
        samples.record(time: touch.timestamp, location: Point(x: scale, y: 0))
    }

    private func updateLocation() {
        guard let first = fingers.first else { return }
        let last = fingers[fingers.count - 1]
        locationInWindow = Point(x: (first.locationInWindow.x + last.locationInWindow.x) / 2,
                                 y: (first.locationInWindow.y + last.locationInWindow.y) / 2)
    }
}
