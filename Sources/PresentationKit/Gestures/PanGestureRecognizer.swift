/// Recognizes a finger dragging (UIKit's `UIPanGestureRecognizer`, one finger): continuous, it begins once the
/// finger has moved more than ``hysteresis`` points from where it touched down, changes at every move, and ends
/// when the finger lifts. It follows the first finger of the sequence and ignores any other (UIKit follows
/// the centroid of all of them; one finger is all a sheet or a style needs).
///
/// ``translation(in:)`` is measured from the touch-down location, so the first translation already holds the
/// hysteresis distance, as UIKit reports it. ``velocity(in:)`` is in points per second. Both are vectors,
/// converted into a view's coordinates by its model geometry (scale and rotation apply, position does not).
///
///     let pan = PanGestureRecognizer { pan in
///         switch pan.state {
///         case .changed: sheet.transform = AffineTransform(translationX: 0, y: max(0, pan.translation(in: nil).y))
///         case .ended: pan.velocity(in: nil).y > 500 ? dismiss() : snapBack()
///         default: break
///         }
///     }
public class PanGestureRecognizer: GestureRecognizer {
    /// UIKit's pan hysteresis: the finger must move more than 10 points before the pan begins. UIKit keeps
    /// it private (`setHysteresis:`; rdar://13336558 "UIPanGestureRecognizer does not expose Hysteresis
    /// property publicly" asks for it), and Apple does not document the value; 10 pt is the figure measured
    /// on iPhones and commonly quoted. Styles and sheets that need the exact lag can change ``hysteresis``.
    public static let standardHysteresis = 10.0
    /// How far back ``velocity(in:)`` looks: the displacement over the samples of the last 0.1 s (six at
    /// 60 Hz, twelve at 120 Hz) divided by the time they span. UIKit's exact filter is private; like it, this
    /// follows the recent motion only, so a finger that stops before lifting lifts with no velocity, and a
    /// constant-speed drag reports exactly its speed.
    public static let velocityWindow = 0.1

    /// How far (in points, in window coordinates) the finger must move from its touch-down before the pan
    /// begins.
    public var hysteresis = PanGestureRecognizer.standardHysteresis

    /// Whether the pan begins the moment its finger lands, before any movement, instead of after
    /// ``hysteresis`` points (the catch of a zoom in flight, ``ZoomCatchGestureRecognizer``).
    var beginsAtTouchDown = false

    private weak var trackedTouch: Touch?
    /// Translation is measured from here (window coordinates); ``setTranslation(_:in:)`` moves it.
    private var translationOrigin = Point.zero
    private var samples = VelocitySamples(window: PanGestureRecognizer.velocityWindow)

    /// A pan recognizer calling `action` at each of its moves.
    public convenience init(action: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addAction { recognizer in
            if let pan = recognizer as? PanGestureRecognizer { action(pan) }
        }
    }

    /// How far the finger moved since the touch-down (or since the last ``setTranslation(_:in:)``), in
    /// `view`'s coordinates (the window's when nil).
    public func translation(in view: View?) -> Point {
        vector(Point(x: locationInWindow.x - translationOrigin.x, y: locationInWindow.y - translationOrigin.y), in: view)
    }

    /// Sets the translation as it reads in `view`'s coordinates now (usually to zero, to measure movement
    /// from here on), as UIKit's `setTranslation(_:in:)`; the velocity is not affected.
    public func setTranslation(_ translation: Point, in view: View?) {
        let inWindow = vectorToWindow(translation, from: view)
        translationOrigin = Point(x: locationInWindow.x - inWindow.x, y: locationInWindow.y - inWindow.y)
    }

    /// The finger's velocity in points per second, in `view`'s coordinates (the window's when nil), over
    /// the last ``velocityWindow`` seconds of samples; zero before the finger has two samples.
    public func velocity(in view: View?) -> Point {
        vector(samples.velocity, in: view)
    }

    // MARK: Touches

    override func touchBegan(_ touch: Touch) {
        guard trackedTouch == nil else { return }
        trackedTouch = touch
        translationOrigin = touch.locationInWindow
        locationInWindow = touch.locationInWindow
        record(touch)
        if beginsAtTouchDown { request(.began) }
    }

    override func touchMoved(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        record(touch)
        if state == .possible {
            if !beginsAtTouchDown, touch.locationInWindow.distance(to: translationOrigin) > hysteresis { request(.began) }
        } else if state.isActive {
            request(.changed)
        }
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

    /// A window-coordinate vector in `view`'s coordinates: the difference of two converted points, so the
    /// view's scale and rotation apply and its position does not.
    private func vector(_ vector: Point, in view: View?) -> Point {
        guard let view else { return vector }
        let origin = view.convert(Point.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func vectorToWindow(_ vector: Point, from view: View?) -> Point {
        guard let view else { return vector }
        let origin = view.convert(Point.zero, to: nil)
        let tip = view.convert(vector, to: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
