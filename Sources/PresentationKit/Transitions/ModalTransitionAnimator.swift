/// The animation UIKit plays when a presentation has no custom animator: the presented controller's
/// ``ModalTransitionStyle`` (or a popover's fade).
///
/// UIKit does not document its durations or curves; these are the choices made here:
/// - cover vertical: 0.5 s, ease-in-ease-out — the presented view rises from just below the container to its
///   final frame, and sinks back out on dismissal (0.5 s is the duration UIKit's coordinator reports for a
///   standard modal presentation).
/// - cross dissolve: 0.5 s, ease-in-ease-out — the presented view fades in (and a presenter's view that
///   takes part fades out), and the reverse on dismissal.
/// - flip horizontal: 0.75 s, ease-in-ease-out overall, keyframes in linear mode: the first half turns the
///   outgoing view edge-on (its x scale to 0.001), the second half turns the incoming view from edge-on to
///   face the user. A 2-D projection of UIKit's 3-D flip: sampled mid-transition, widths match a turn seen
///   from the front, without perspective.
/// - partial curl: 1 s, ease-in-ease-out — a page of the presenter's colour (the view named `curl`, standing
///   in for UIKit's snapshot of the presenter) lies over the presented view and rolls up from the bottom
///   until it covers the top ``curledShare`` of the container, where it stays while the controller is
///   presented; on dismissal it unrolls and leaves with the presented view. A 2-D projection of the curl:
///   the page's frame shrinks towards the top edge. UIKit documents neither the duration nor how far the
///   page curls; these are choices.
/// - popover: 0.25 s, ease-in-ease-out fade of the content; the popover controller fades its balloon alongside.
///
/// When the transition is not animated, views go straight to their final state and the transition completes
/// at once.
public final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The transition style animated (ignored for a popover's fade).
    public let style: ModalTransitionStyle
    /// Whether this is a popover's fade rather than a transition style.
    public let isPopover: Bool

    /// The scale a flipping view has when edge-on: small, not zero, so the transform stays invertible.
    public static let edgeOnScale = 0.001
    /// The share of the container's height a curled page still covers (its top part).
    public static let curledShare = 0.4
    /// The name of the page a partial curl leaves over the presented view.
    public static let curlViewName = "curl"

    /// The animator of `style`, or of a popover's fade when `popover` is true.
    public init(style: ModalTransitionStyle, popover: Bool = false) {
        self.style = style
        self.isPopover = popover
    }

    /// `ModalTransitionAnimator(style)`, or `ModalTransitionAnimator(popover)`.
    public var traceName: String { isPopover ? "ModalTransitionAnimator(popover)" : "ModalTransitionAnimator(\(style.rawValue))" }

    /// The duration of the animation, in seconds.
    public var duration: Double {
        if isPopover { return 0.25 }
        switch style {
        case .coverVertical, .crossDissolve: return 0.5
        case .flipHorizontal: return 0.75
        case .partialCurl: return 1
        }
    }

    /// ``duration``, or 0 when the transition is not animated.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    /// Runs the style's animation (see the type's discussion) and completes the transition when it ends.
    public func animateTransition(using context: ViewControllerContextTransitioning) {
        let container = context.containerView
        let isPresenting = context.viewController(forKey: .to)?.isBeingPresented == true
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let moving = isPresenting ? toView : fromView
        let other = isPresenting ? fromView : toView
        let finalFrame: Rect
        if isPresenting, let presented = context.viewController(forKey: .to) {
            finalFrame = context.finalFrame(for: presented)
            if let moving, moving.superview !== container || !moving.isDescendant(of: container) {
                container.addSubview(moving)
            }
            moving?.frame = finalFrame
        } else if let presented = context.viewController(forKey: .from) {
            finalFrame = context.initialFrame(for: presented)
        } else {
            finalFrame = container.bounds
        }
        guard context.isAnimated else {
            if !isPresenting { moving?.removeFromSuperview() }
            if style == .partialCurl, !isPopover { placeCurlWithoutAnimation(in: container, presenting: isPresenting, page: other) }
            context.completeTransition(true)
            return
        }
        let clock = context.clock
        let finish: (Bool) -> Void = { _ in
            if !isPresenting && !context.transitionWasCancelled { moving?.removeFromSuperview() }
            for view in [moving, other].compactMap({ $0 }) {
                clock.performWithoutAnimation {
                    view.alpha = 1
                    view.transform = .identity
                }
            }
            if isPresenting || context.transitionWasCancelled, let moving {
                clock.performWithoutAnimation { moving.frame = finalFrame }
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        if isPopover {
            fade(moving, in: isPresenting, other: nil, clock: clock, completion: finish)
            return
        }
        switch style {
        case .coverVertical:
            let below = finalFrame.offsetBy(dx: 0, dy: container.bounds.maxY - finalFrame.minY)
            if isPresenting { moving?.frame = below }
            clock.animate(AnimationParameters(duration: duration), label: traceName, animations: {
                moving?.frame = isPresenting ? finalFrame : below
            }, completion: finish)
        case .crossDissolve:
            fade(moving, in: isPresenting, other: other, clock: clock, completion: finish)
        case .flipHorizontal:
            let edgeOn = AffineTransform(scaleX: Self.edgeOnScale, y: 1)
            let outgoing = isPresenting ? other : moving
            let incoming = isPresenting ? moving : other
            incoming?.transform = edgeOn
            clock.animateKeyframes(withDuration: duration, calculationMode: .linear, label: traceName, animations: {
                clock.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { outgoing?.transform = edgeOn }
                clock.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { incoming?.transform = .identity }
            }, completion: finish)
        case .partialCurl:
            curl(in: context, presenting: isPresenting, page: isPresenting ? other : nil, completion: finish)
        }
    }

    /// The page curled (presenting) or gone (dismissing), for a transition that does not animate.
    private func placeCurlWithoutAnimation(in container: View, presenting isPresenting: Bool, page presenterView: View?) {
        let existing = container.subviews.last { $0.name == Self.curlViewName }
        guard isPresenting else {
            existing?.removeFromSuperview()
            return
        }
        let bounds = container.bounds
        let page = existing ?? View(name: Self.curlViewName)
        page.backgroundColor = presenterView?.backgroundColor ?? .white
        page.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height * Self.curledShare)
        container.addSubview(page)
    }

    /// Rolls the page up over the presented view (presenting) or back down (dismissing); the page stays in
    /// the container between the two, and leaves once it has unrolled.
    private func curl(
        in context: ViewControllerContextTransitioning, presenting isPresenting: Bool, page presenterView: View?,
        completion: @escaping (Bool) -> Void
    ) {
        let container = context.containerView
        let clock = context.clock
        let bounds = container.bounds
        let curled = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height * Self.curledShare)
        let page: View
        if let existing = container.subviews.last(where: { $0.name == Self.curlViewName }) {
            page = existing
        } else {
            page = View(name: Self.curlViewName, frame: bounds)
            page.backgroundColor = presenterView?.backgroundColor ?? .white
            container.addSubview(page)
        }
        clock.performWithoutAnimation {
            container.bringSubviewToFront(page)
            page.frame = isPresenting ? bounds : curled
        }
        clock.animate(AnimationParameters(duration: duration), label: traceName, animations: {
            page.frame = isPresenting ? curled : bounds
        }, completion: { finished in
            if isPresenting == context.transitionWasCancelled {
                page.removeFromSuperview()
            } else if context.transitionWasCancelled {
                clock.performWithoutAnimation { page.frame = curled }
            }
            completion(finished)
        })
    }

    private func fade(
        _ moving: View?, in isPresenting: Bool, other: View?, clock: AnimationClock, completion: @escaping (Bool) -> Void
    ) {
        if isPresenting { moving?.alpha = 0 } else { other?.alpha = 0 }
        clock.animate(AnimationParameters(duration: duration), label: traceName, animations: {
            moving?.alpha = isPresenting ? 1 : 0
            other?.alpha = isPresenting ? 0 : 1
        }, completion: completion)
    }
}
