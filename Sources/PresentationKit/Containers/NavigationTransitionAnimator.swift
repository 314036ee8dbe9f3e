/// The slide a navigation controller plays for a push or pop when its delegate vends no animator — UIKit's
/// private parallax transition.
///
/// A push slides the incoming view in from the right edge over the outgoing one, which drifts left by
/// ``parallax`` of the width (it moves at less than a third of the newcomer's speed, as if further away); a
/// pop runs the mirror image: the outgoing view slides off to the right, the incoming one, put behind it,
/// drifts back from the left.
///
/// UIKit documents neither the duration nor the curve. The choices here:
/// - duration ``duration``, 0.35 s: the value a transition coordinator reports for a standard push or pop
///   (iOS 7 onwards); the navigation bar's own show/hide constant, `UINavigationController.hideShowBarDuration`,
///   is 0.2 s and is not the push.
/// - curve ease-in-ease-out: UIKit uses a private curve (animation curve 7, the keyboard's), not exposed by
///   any API; ease-in-ease-out is the closest public curve and UIKit's default. Interactive pops follow the
///   finger linearly in time whatever the curve (see ``PercentDrivenInteractiveTransition``).
/// - parallax 0.3 of the width. UIKit also dims the outgoing view slightly and cross-fades the bar's
///   contents; neither is modelled (the bar here is one plain view).
///
/// With cross-fades preferred (Reduce Motion and Prefer Cross-Fade Transitions on: a slide's
/// ``TraitCollection/motion(for:)`` is ``TransitionMotion/crossFade``) nothing travels: the incoming view fades
/// in at its final frame over the outgoing one, which fades out where it is, for the same duration and curve.
///
/// Like every animator it works from the context alone — views, frames, container — and completes with
/// `!transitionWasCancelled`, so it can be driven interactively (``NavigationController/beginInteractivePop()``).
public final class NavigationTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// A push or a pop.
    public let operation: NavigationController.Operation

    /// The length of the slide, in seconds.
    public static let duration = 0.35
    /// How far the view underneath moves, as a fraction of the container's width.
    public static let parallax = 0.3
    /// The curve of the slide.
    public static let curve = TimingCurve.easeInEaseOut

    /// Whether the views cross-fade in place instead of sliding.
    public let crossFades: Bool

    /// The animator of a push or a pop.
    /// - Parameters:
    ///   - operation: ``NavigationController/Operation/pop`` slides back; anything else pushes.
    ///   - crossFades: Whether to cross-fade in place instead (what UIKit plays when cross-fades are preferred).
    public init(operation: NavigationController.Operation, crossFades: Bool = false) {
        self.operation = operation
        self.crossFades = crossFades
    }

    /// `NavigationTransitionAnimator(push)` or `(pop)` — `(push, crossFade)` when it cross-fades — so the trace
    /// tells them apart.
    public var traceName: String { "NavigationTransitionAnimator(\(operation.rawValue)\(crossFades ? ", crossFade" : ""))" }

    /// ``duration`` for an animated transition, 0 for one that is not.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    /// Slides the incoming view in over the outgoing one (push), or the outgoing one off to the right (pop),
    /// the other drifting by ``parallax`` of the width, along ``curve`` for ``duration``; completes the context
    /// with `!transitionWasCancelled` when the slide ends (at once, unanimated, for a transition that is not).
    public func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let fromController = context.viewController(forKey: .from), let toController = context.viewController(forKey: .to),
              let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let container = context.containerView
        let width = container.bounds.width
        let toFinal = context.finalFrame(for: toController)
        let fromStart = context.initialFrame(for: fromController)
        let isPop = operation == .pop
        let clock = context.clock
        guard context.isAnimated else {
            clock.performWithoutAnimation { toView.frame = toFinal }
            container.addSubview(toView)
            context.completeTransition(true)
            return
        }
        if crossFades {
            crossFade(from: fromView, to: toView, at: toFinal, in: context)
            return
        }
        clock.performWithoutAnimation {
            toView.frame = toFinal.offsetBy(dx: isPop ? -Self.parallax * width : width, dy: 0)
        }
        if isPop {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        clock.animate(AnimationParameters(duration: Self.duration, timing: .curve(Self.curve)), label: traceName, animations: {
            toView.frame = toFinal
            fromView.frame = fromStart.offsetBy(dx: isPop ? width : -Self.parallax * width, dy: 0)
        }, completion: { _ in
            // The outgoing view leaves the container; back at its place it is ready for the next transition.
            clock.performWithoutAnimation { fromView.frame = fromStart }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// The incoming view fades in at its final frame over the outgoing one, which fades out in place; both are
    /// opaque again when the transition ends, whichever way it ends.
    private func crossFade(from fromView: View, to toView: View, at toFinal: Rect, in context: ViewControllerContextTransitioning) {
        let clock = context.clock
        clock.performWithoutAnimation {
            toView.frame = toFinal
            toView.alpha = 0
        }
        context.containerView.addSubview(toView)
        clock.animate(AnimationParameters(duration: Self.duration, timing: .curve(Self.curve)), label: traceName, animations: {
            toView.alpha = 1
            fromView.alpha = 0
        }, completion: { _ in
            clock.performWithoutAnimation {
                fromView.alpha = 1
                toView.alpha = 1
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
