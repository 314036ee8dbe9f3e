/// One finger on the screen of a ``Window`` (UIKit's `UITouch`): one object for the finger's whole life, from
/// the sample where it touches down to the one where it lifts.
///
/// The window hit-tests the first sample (``View/hitTest(_:)``) and keeps the view found as ``view`` for the
/// touch's whole life, as UIKit does, even when the finger later moves out of it. The gesture recognizers
/// attached to that view and to its ancestors receive the touch (``gestureRecognizers``).
///
/// Times are the window's virtual ``AnimationClock`` time; locations are kept in window coordinates and
/// converted on demand with the views' model geometry (``location(in:)``).
public final class Touch {
    /// A number the window gives each touch, in the order they touched down (for traces and tests).
    public let identifier: Int
    /// The touch's phase at its latest sample.
    public internal(set) var phase: TouchPhase = .began
    /// The virtual time of the latest sample, on the window's clock.
    public internal(set) var timestamp: Double = 0
    /// How many times the finger tapped at this place in quick succession: 1 for a first tap, 2 for the
    /// second of a double tap… (UIKit's `tapCount`; see ``Window/successiveTapInterval``).
    public internal(set) var tapCount = 1
    /// The view the touch-down landed on, found by hit testing; nil before the first sample or when the point
    /// hit nothing.
    public internal(set) weak var view: View?
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// The recognizers that receive this touch: those of ``view`` and of its ancestors, the deepest view's
    /// first, enabled when the touch began. A recognizer leaves the list when it is removed, disabled, or its
    /// view leaves the window.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var locationInWindow = Point.zero
    var previousLocationInWindow = Point.zero

    init(identifier: Int, window: Window) {
        self.identifier = identifier
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's when nil), through the model geometry.
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The location at the previous sample, in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }
}

extension Touch: CustomStringConvertible {
    /// `Touch(identifier phase at location)`.
    public var description: String { "Touch(\(identifier) \(phase.rawValue) at \(locationInWindow))" }
}
