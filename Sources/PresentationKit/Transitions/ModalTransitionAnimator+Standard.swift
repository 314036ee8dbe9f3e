extension ModalTransitionAnimator {
    /// The animator UIKit plays to present `presented` from `presenter` when no transitioning delegate vends
    /// one — the engine's own choice, for a delegate that wraps another (to add an interaction controller,
    /// say) and must vend an animator where the wrapped one vends nothing, so the transition looks as it would
    /// have.
    ///
    /// That is: a popover's fade; else, from iOS 18, the ``ViewController/preferredTransition`` of the
    /// controller that gives the transition (the presented one, or for a current-context style the presenter
    /// when it ``ViewController/providesPresentationContextTransitionStyle``) — the zoom included; else its
    /// ``ModalTransitionStyle``. Each as the presenter's motion settings draw it
    /// (``ModalTransitionStyle/drawn(under:on:)``; the zoom becomes the standard transition under Reduce
    /// Motion). `preferredTransition` is iOS 18's (Apple's documentation of
    /// `UIViewController.preferredTransition`: "iOS 18.0+"): in the iOS 12 era the transition style plays.
    /// It is asked before any adaptation of the style is known, as a delegate is.
    public static func standard(presenting presented: ViewController, from presenter: ViewController) -> ViewControllerAnimatedTransitioning {
        let window = presenter.window ?? presented.window
        let style = presented.modalPresentationStyle.resolved(in: window?.systemVersion ?? .current)
        let giver = presenter.providesPresentationContextTransitionStyle && !style.presentsFullScreen ? presenter : presented
        return giver.systemAnimator(in: window, popover: style == .popover, traits: presenter.traitCollection)
    }

    /// The animator UIKit plays to dismiss `dismissed` when no transitioning delegate vends one: a popover's
    /// fade, else (from iOS 18) its ``ViewController/preferredTransition`` — the zoom flying back to the
    /// source the provider names then — else its ``ModalTransitionStyle`` backwards; each as its motion
    /// settings draw it.
    public static func standard(dismissing dismissed: ViewController) -> ViewControllerAnimatedTransitioning {
        let window = dismissed.window
        let style = dismissed.presentationStorage?.presentationStyle
            ?? dismissed.modalPresentationStyle.resolved(in: window?.systemVersion ?? .current)
        return dismissed.systemAnimator(in: window, popover: style == .popover, traits: dismissed.traitCollection)
    }
}
