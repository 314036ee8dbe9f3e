extension ViewController {
    /// ``preferredTransition`` where the window's UIKit has it, else nil.
    ///
    /// `UIViewController.preferredTransition` is iOS 18's (Apple's documentation: "iOS 18.0+"): in the iOS 18
    /// and iOS 26 eras it plays; in the iOS 12 era it does not exist and ``modalTransitionStyle`` plays.
    public func effectivePreferredTransition(in window: Window?) -> Transition? {
        preferredTransition
    }

    /// The animator UIKit plays for this controller when no transitioning delegate vends one: a popover's
    /// fade, else the ``effectivePreferredTransition(in:)``'s, else the ``modalTransitionStyle``'s.
    func systemAnimator(in window: Window?, popover: Bool) -> ViewControllerAnimatedTransitioning {
        if popover { return ModalTransitionAnimator(style: modalTransitionStyle, popover: true) }
        switch effectivePreferredTransition(in: window)?.storage {
        case .zoom(let options, let provider): return ZoomTransitionAnimator(options: options, sourceViewProvider: provider)
        case .style(let style): return ModalTransitionAnimator(style: style)
        case nil: return ModalTransitionAnimator(style: modalTransitionStyle)
        }
    }

    /// The transition style the system animator plays (nil for the zoom).
    func systemTransitionStyle(in window: Window?) -> ModalTransitionStyle? {
        guard let transition = effectivePreferredTransition(in: window) else { return modalTransitionStyle }
        return transition.modalTransitionStyle
    }
}
