/// The finger that catches a zoom in flight: continuous, it begins the moment a finger lands (no hysteresis,
/// no delay), changes as it moves and ends when it lifts, reporting its translation from the touch-down and
/// its velocity in window coordinates.
///
/// UIKit's zoom "can be grabbed … anytime during [its] animation" (Apple, "Enhancing your app with fluid
/// transitions", iOS 18): a finger that lands on the flying view holds it at once, before it has moved, as
/// WWDC 2014 "Building Interruptible and Responsive Interactions" catches an animation (a press recognized at
/// touch-down). A pan, which waits for 10 points of movement, would let the view fly on under a still finger.
/// Being recognized at touch-down, it wins over the recognizers that share its touch (the zoomed view's own
/// drag-to-dismiss, the presenting screen's): a touch that catches the zoom does nothing else.
final class ZoomCatchGestureRecognizer: GestureRecognizer {
    private weak var trackedTouch: Touch?
    private var origin = Point.zero
    private var samples = VelocitySamples(window: PanGestureRecognizer.velocityWindow)

    /// Where the finger landed, in window coordinates.
    var touchDownLocation: Point { origin }

    /// How far the finger moved since it landed, in window coordinates.
    var translation: Point { Point(x: locationInWindow.x - origin.x, y: locationInWindow.y - origin.y) }

    /// The finger's velocity in points per second, in window coordinates, as a pan measures it.
    var velocity: Point { samples.velocity }

    override func touchBegan(_ touch: Touch) {
        guard trackedTouch == nil else { return }
        trackedTouch = touch
        origin = touch.locationInWindow
        record(touch)
        request(.began)
    }

    override func touchMoved(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        record(touch)
        if state.isActive { request(.changed) }
    }

    override func touchStationary(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        record(touch)
    }

    override func touchEnded(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        record(touch)
        request(state.isActive ? .ended : .failed)
    }

    override func touchCancelled(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        record(touch)
        request(state.isActive ? .cancelled : .failed)
    }

    override func resetGesture() {
        trackedTouch = nil
        samples.removeAll()
    }

    private func record(_ touch: Touch) {
        locationInWindow = touch.locationInWindow
        samples.record(time: touch.timestamp, location: touch.locationInWindow)
    }
}
