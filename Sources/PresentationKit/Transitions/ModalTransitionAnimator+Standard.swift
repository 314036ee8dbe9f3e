extension ModalTransitionAnimator {
    /// The animator UIKit plays to present `presented` from `presenter` when no transitioning delegate vends
    /// one: the presented controller's ``ModalTransitionStyle`` — or, for a current-context style, the
    /// presenter's when it ``ViewController/providesPresentationContextTransitionStyle`` — and a fade for a
    /// popover; under the presenter's motion settings, the style UIKit plays in its place
    /// (``ModalTransitionStyle/drawn(under:)``).
    ///
    /// A delegate that wraps another (to add an interaction controller, say) vends this when the wrapped one
    /// vends nothing, so the transition looks as it would have. (The engine makes the same choice for itself
    /// in `PresentationEngine`; it is asked before any adaptation of the style is known.)
    public static func standard(presenting presented: ViewController, from presenter: ViewController) -> ModalTransitionAnimator {
        let style = presented.modalPresentationStyle.resolved(in: presenter.window?.systemVersion ?? .current)
        let transitionStyle = presenter.providesPresentationContextTransitionStyle && !style.presentsFullScreen
            ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        return ModalTransitionAnimator(style: transitionStyle.drawn(under: presenter.traitCollection, on: presenter.window?.systemVersion ?? .current), popover: style == .popover)
    }

    /// The animator UIKit plays to dismiss `dismissed` when no transitioning delegate vends one: its
    /// ``ModalTransitionStyle`` backwards (as its motion settings draw it), or a popover's fade.
    public static func standard(dismissing dismissed: ViewController) -> ModalTransitionAnimator {
        let style = dismissed.presentationStorage?.presentationStyle
            ?? dismissed.modalPresentationStyle.resolved(in: dismissed.window?.systemVersion ?? .current)
        return ModalTransitionAnimator(
            style: dismissed.modalTransitionStyle.drawn(under: dismissed.traitCollection, on: dismissed.window?.systemVersion ?? .current),
            popover: style == .popover)
    }
}
