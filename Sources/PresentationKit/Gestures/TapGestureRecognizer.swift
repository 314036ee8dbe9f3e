/// Recognizes one or more taps of one finger (UIKit's `UITapGestureRecognizer`): discrete, it is recognized
/// (``GestureRecognizerState/ended``) when the finger lifts for the ``numberOfTapsRequired``-th time, and fails
/// when the finger strays, stays down too long or comes back too late.
///
/// The limits are UIKit's defaults, read from its tap recognizer (`UITapRecognizer`'s initializer and
/// coder, and `UITapGestureRecognizer.maximumSingleTapDuration`, in a class dump of UIKitCore): the finger
/// may move ``allowableMovement`` = 45 points from the first touch-down, each tap may last
/// ``maximumTapDuration`` = 0.75 s, and the next tap must touch down within
/// ``maximumIntervalBetweenSuccessiveTaps`` = 0.35 s of the previous lift. A pan on the same touches begins
/// after 10 points, long before 45, so a drag makes the tap fail through the pan's recognition.
///
///     dim.addGestureRecognizer(TapGestureRecognizer { _ in presented.dismiss(animated: true) })
public final class TapGestureRecognizer: GestureRecognizer {
    /// UIKit's `allowableMovement` default for taps, in points.
    public static let standardAllowableMovement = 45.0
    /// UIKit's longest single tap, in seconds (`maximumSingleTapDuration`).
    public static let standardMaximumTapDuration = 0.75
    /// UIKit's longest pause between the taps of a multiple tap, in seconds.
    public static let standardMaximumIntervalBetweenSuccessiveTaps = 0.35

    /// How many taps make the gesture (1 by default; values below 1 count as 1).
    public var numberOfTapsRequired = 1
    /// How far the finger may stray from the first touch-down, in points (window coordinates).
    public var allowableMovement = TapGestureRecognizer.standardAllowableMovement
    /// How long the finger may stay down for one tap, in seconds.
    public var maximumTapDuration = TapGestureRecognizer.standardMaximumTapDuration
    /// How long after a lift the next tap must touch down, in seconds.
    public var maximumIntervalBetweenSuccessiveTaps = TapGestureRecognizer.standardMaximumIntervalBetweenSuccessiveTaps

    /// The taps completed in the current sequence.
    public private(set) var tapsCompleted = 0
    private weak var trackedTouch: Touch?
    private var timer: ScheduledAction?

    /// A tap recognizer calling `action` when it recognizes its taps.
    public convenience init(numberOfTapsRequired: Int = 1, action: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        self.numberOfTapsRequired = numberOfTapsRequired
        addAction { recognizer in
            if let tap = recognizer as? TapGestureRecognizer { action(tap) }
        }
    }

    override func touchBegan(_ touch: Touch) {
        guard trackedTouch == nil else {
            // A second finger while the first is down: this recognizer wants one finger.
            request(.failed)
            return
        }
        if tapsCompleted == 0 {
            locationInWindow = touch.locationInWindow
        } else if touch.locationInWindow.distance(to: locationInWindow) > allowableMovement {
            request(.failed)
            return
        }
        trackedTouch = touch
        startTimer(after: maximumTapDuration)
    }

    override func touchMoved(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        if touch.locationInWindow.distance(to: locationInWindow) > allowableMovement { request(.failed) }
    }

    override func touchEnded(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        trackedTouch = nil
        timer?.cancel()
        if touch.locationInWindow.distance(to: locationInWindow) > allowableMovement {
            request(.failed)
            return
        }
        tapsCompleted += 1
        if tapsCompleted >= Swift.max(1, numberOfTapsRequired) {
            request(.recognized)
        } else {
            startTimer(after: maximumIntervalBetweenSuccessiveTaps)
        }
    }

    override func touchCancelled(_ touch: Touch) {
        guard touch === trackedTouch else { return }
        request(.failed)
    }

    override func resetGesture() {
        timer?.cancel()
        timer = nil
        trackedTouch = nil
        tapsCompleted = 0
    }

    /// Fails the tap if it is still possible when the timer fires (too long down, or too long between taps).
    private func startTimer(after seconds: Double) {
        timer?.cancel()
        timer = engagedWindow?.clock.schedule(after: seconds) { [weak self] in
            guard let self, self.state == .possible, self.isInSequence else { return }
            self.request(.failed)
        }
    }
}
