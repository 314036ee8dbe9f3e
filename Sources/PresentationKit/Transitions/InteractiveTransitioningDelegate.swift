/// Makes any presentation or dismissal interactive: a transitioning delegate that forwards everything to
/// another one and adds an interaction controller.
///
/// The seed's rule is that UIKit asks for an interaction controller only when the delegate vended an
/// animator; so where the wrapped delegate vends none (or there is no wrapped delegate), this one vends the
/// animator UIKit would have played (``ModalTransitionAnimator/standard(presenting:from:)``), and the
/// transition looks exactly as it would have — only driven by the interaction.
///
///     let interaction = PercentDrivenInteractiveTransition()
///     let interactive = InteractiveTransitioningDelegate(wrapping: style, interaction: interaction, for: .dismissal)
///     presented.transitioningDelegate = interactive     // weak, as in UIKit: keep `interactive` alive
///     presented.dismiss(animated: true)
///     window.clock.advance(by: 0)
///     interaction.update(0.4)
///     interaction.cancel()
///
/// The wrapped delegate is held strongly, so the wrapper alone keeps the style alive.
public final class InteractiveTransitioningDelegate: ViewControllerTransitioningDelegate {
    /// Which transition the interaction drives.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The presentation is interactive.
        case presentation
        /// The dismissal is interactive.
        case dismissal
    }

    /// The delegate everything else is forwarded to; nil behaves like no delegate (UIKit's defaults).
    public let base: ViewControllerTransitioningDelegate?
    /// The interaction controller vended for ``phase``.
    public let interaction: ViewControllerInteractiveTransitioning
    /// The transition ``interaction`` drives; the other one is left to ``base``.
    public let phase: Phase

    /// A delegate that forwards to `base` and vends `interaction` for `phase`.
    /// - Parameters:
    ///   - base: The delegate to forward to (its presentation controller, animators and, for the other phase,
    ///     interaction controller).
    ///   - interaction: The interaction controller to drive the transition with, e.g. a
    ///     ``PercentDrivenInteractiveTransition``.
    ///   - phase: Whether the presentation or the dismissal is interactive.
    public init(
        wrapping base: ViewControllerTransitioningDelegate?, interaction: ViewControllerInteractiveTransitioning, for phase: Phase
    ) {
        self.base = base
        self.interaction = interaction
        self.phase = phase
    }

    /// `InteractiveTransitioningDelegate(base)`, with the wrapped delegate's trace name.
    public var traceName: String { "InteractiveTransitioningDelegate(\(base?.traceName ?? "none"))" }

    /// The wrapped delegate's presentation controller.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        base?.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// The wrapped delegate's presentation animator.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let vended = base?.animationController(forPresented: presented, presenting: presenting, source: source)
        guard vended == nil, phase == .presentation else { return vended }
        return ModalTransitionAnimator.standard(presenting: presented, from: presenting)
    }

    /// The wrapped delegate's dismissal animator.
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        let vended = base?.animationController(forDismissed: dismissed)
        guard vended == nil, phase == .dismissal else { return vended }
        return ModalTransitionAnimator.standard(dismissing: dismissed)
    }

    /// ``interaction`` when the presentation is the interactive phase, else the wrapped delegate's answer.
    public func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        phase == .presentation ? interaction : base?.interactionControllerForPresentation(using: animator)
    }

    /// ``interaction`` when the dismissal is the interactive phase, else the wrapped delegate's answer.
    public func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        phase == .dismissal ? interaction : base?.interactionControllerForDismissal(using: animator)
    }
}
