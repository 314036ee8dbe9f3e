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
///
/// It is a pan that begins at touch-down: its translation and velocity are a pan's, in window coordinates.
final class ZoomCatchGestureRecognizer: PanGestureRecognizer {
    override init() {
        super.init()
        beginsAtTouchDown = true
    }

    /// Where the finger landed, in window coordinates.
    var touchDownLocation: Point {
        let moved = translation(in: nil)
        return Point(x: locationInWindow.x - moved.x, y: locationInWindow.y - moved.y)
    }
}
