/// How a presentation hears of the keyboard. UIKit posts `keyboardWillChangeFrameNotification` (and will-show,
/// will-hide) to whoever observes it; here the window's ``Keyboard`` tells every presented presentation
/// controller through ``PresentationController/keyboardWillChangeFrame(_:)``, inside the keyboard's
/// animation, after the built-in sheets have made their own move (`SheetPresentationController+Keyboard.swift`).
extension PresentationController {
    /// Records the change in the trace against this controller, lets a built-in sheet react as UIKit's does,
    /// then calls ``keyboardWillChangeFrame(_:)``.
    func deliverKeyboardChange(_ change: KeyboardChange) {
        record("keyboardWillChangeFrame", "\(change.kind.rawValue) \(change.endFrame)")
        (self as? SheetPresentationController)?.keyboardWillChange(change)
        keyboardWillChangeFrame(change)
    }

    /// The keyboard's frame in the container's coordinates: where it is (or is going), docked at the bottom
    /// while visible, below the container otherwise. Nil before the presentation has a container in a window.
    public var keyboardFrameInContainerView: Rect? {
        guard let containerView, let window = containerView.window else { return nil }
        return window.keyboard.frame(in: containerView)
    }
}
