extension ViewController {
    /// ``preferredTransition`` where the window's UIKit has it (``Transition/isAvailable(in:)``), else nil.
    public func effectivePreferredTransition(in window: Window?) -> Transition? {
        Transition.isAvailable(in: window) ? preferredTransition : nil
    }

    /// The animator UIKit plays for this controller when no transitioning delegate vends one: a popover's
    /// fade, else the ``effectivePreferredTransition(in:)``'s, else the ``modalTransitionStyle``'s — each as
    /// `traits`' motion settings draw it (``ModalTransitionStyle/drawn(under:on:)``; the zoom, which moves in
    /// depth, becomes the standard cover-vertical under Reduce Motion and a cross-fade when cross-fades are
    /// preferred: ``TraitCollection/motion(for:on:)``).
    func systemAnimator(in window: Window?, popover: Bool, traits: TraitCollection) -> ViewControllerAnimatedTransitioning {
        let version = window?.systemVersion ?? .current
        if popover { return ModalTransitionAnimator(style: modalTransitionStyle.drawn(under: traits, on: version), popover: true) }
        switch effectivePreferredTransition(in: window)?.storage {
        case .zoom(let options, let provider):
            switch traits.motion(for: .depth, on: version) {
            case .asDesigned: return ZoomTransitionAnimator(options: options, sourceViewProvider: provider)
            case .standard: return ModalTransitionAnimator(style: ModalTransitionStyle.coverVertical.drawn(under: traits, on: version))
            case .crossFade: return ModalTransitionAnimator(style: .crossDissolve)
            }
        case .style(let style): return ModalTransitionAnimator(style: style.drawn(under: traits, on: version))
        case nil: return ModalTransitionAnimator(style: modalTransitionStyle.drawn(under: traits, on: version))
        }
    }

    /// The transition style the system animator plays (nil for the zoom).
    func systemTransitionStyle(in window: Window?) -> ModalTransitionStyle? {
        guard let transition = effectivePreferredTransition(in: window) else { return modalTransitionStyle }
        return transition.modalTransitionStyle
    }
}

extension Transition {
    /// Whether `window`'s UIKit has `preferredTransition`: `UIViewController.preferredTransition` is iOS 18's
    /// (Apple's documentation: "iOS 18.0+"), so it plays in the iOS 18 and iOS 26 eras; in the iOS 12 era it
    /// does not exist and ``ViewController/modalTransitionStyle`` plays.
    public static func isAvailable(in window: Window?) -> Bool {
        (window?.systemVersion ?? .current) >= .iOS18
    }

    /// The animator that plays this transition in `window`'s era, for a transitioning delegate that chooses a
    /// system transition; nil where the era has no `preferredTransition` (see
    /// ``ViewController/effectivePreferredTransition(in:)``), and the transition style then plays.
    public func makeAnimator(in window: Window?) -> ViewControllerAnimatedTransitioning? {
        guard Self.isAvailable(in: window) else { return nil }
        switch storage {
        case .zoom(let options, let provider): return ZoomTransitionAnimator(options: options, sourceViewProvider: provider)
        case .style(let style): return ModalTransitionAnimator(style: style)
        }
    }
}
