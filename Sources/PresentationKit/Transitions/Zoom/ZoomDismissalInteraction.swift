/// The zoom's drag-to-dismiss: a pan anywhere on the zoomed view (named `zoom.dismiss`), from the start of
/// the presentation until its dismissal, as UIKit installs one for a zoom (iOS 18).
///
/// The rules, from WWDC 2024 "Enhance your UI animations and transitions" and Apple's "Enhancing your app
/// with fluid transitions" ("People can then grab, drag, and control the transitions when they begin and
/// anytime during their animation"):
/// - A drag heading downward may dismiss (``Transition/ZoomOptions/InteractionContext/willBegin``);
///   ``Transition/ZoomOptions/interactiveDismissShouldBegin`` has the last word. A drag that may not is
///   ignored to its end.
/// - A drag during the presentation's zoom completes the presentation at once (`viewDidAppear`), then the
///   dismissal begins (`viewWillDisappear`): WWDC 2024's rule that an interrupted push completes, then pops.
/// - Dismissing, the view shrinks under the finger (the point the finger holds stays under it) by the share
///   of the container's height dragged down, to ``ZoomMetrics/minimumInteractiveScale`` at most, and follows
///   the finger sideways; the transition's progress is that share; the dimming fades with it.
/// - On release, a drag headed down past ``ZoomMetrics/dismissalShare`` of the height finishes: the view flies
///   to the source view (the provider, asked when the dismissal began) on the zoom's spring, started at the
///   finger's speed. Anything less cancels: the view springs back, and the controller stays presented with
///   the cancelled dismissal's callbacks in UIKit's order (`viewWillAppear`, `viewDidAppear` again).
///
/// A pinch, which UIKit also takes, is not modelled: the engine's fingers are one at a time.
final class ZoomDismissalInteraction: ViewControllerInteractiveTransitioning {
    private enum Phase {
        case idle
        /// The drag may not dismiss; ignored until it ends.
        case declined
        /// The dismissal was asked for; the context comes on the next clock step.
        case starting
        case tracking(Tracking)
        /// Released; the view flies to the source or back.
        case settling
    }

    private struct Tracking {
        let context: ViewControllerContextTransitioning
        let view: View
        let startCenter: Point
        let startRadius: Double
        let source: ZoomSource?
        let dimming: View?
    }

    private weak var zoomed: ViewController?
    let animator: ZoomTransitionAnimator
    let pan: PanGestureRecognizer
    private var phase = Phase.idle
    /// Where the finger touched down, in the window, and its latest translation and velocity there.
    private var fingerStart = Point.zero
    private var translation = Point.zero
    private var velocity = Point.zero
    private var hasLifted = false

    private init(zoomed: ViewController, animator: ZoomTransitionAnimator) {
        self.zoomed = zoomed
        self.animator = animator
        pan = PanGestureRecognizer()
        pan.name = "zoom.dismiss"
        pan.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handle(pan)
        }
    }

    /// Puts a new drag-to-dismiss on `zoomed`'s view, in place of any earlier one.
    static func install(on zoomed: ViewController, animator: ZoomTransitionAnimator) {
        zoomed.zoomInteraction?.uninstall()
        let interaction = ZoomDismissalInteraction(zoomed: zoomed, animator: animator)
        zoomed.zoomInteraction = interaction
        zoomed.view.addGestureRecognizer(interaction.pan)
    }

    /// Takes the pan off the view; the presentation is over.
    func uninstall() {
        pan.view?.removeGestureRecognizer(pan)
        if zoomed?.zoomInteraction === self { zoomed?.zoomInteraction = nil }
    }

    var traceName: String { "ZoomDismissalInteraction" }

    // MARK: The finger

    private func handle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: began(pan)
        case .changed:
            translation = finite(pan.translation(in: nil))
            velocity = finite(pan.velocity(in: nil))
            if case .tracking(let tracking) = phase { follow(tracking) }
        case .ended, .cancelled, .failed:
            velocity = pan.state == .ended ? finite(pan.velocity(in: nil)) : .zero
            hasLifted = true
            switch phase {
            case .tracking(let tracking): release(tracking, cancelled: pan.state != .ended)
            case .declined: phase = .idle
            default: break
            }
        default: break
        }
    }

    private func began(_ pan: PanGestureRecognizer) {
        guard case .idle = phase, let zoomed, let window = zoomed.viewIfLoaded?.window else { return }
        translation = finite(pan.translation(in: nil))
        velocity = finite(pan.velocity(in: nil))
        let location = pan.location(in: nil)
        fingerStart = Point(x: location.x - translation.x, y: location.y - translation.y)
        hasLifted = false
        let heading = translation.y > 0 && translation.y >= abs(translation.x)
        var allowed = heading
        if let ask = animator.options.interactiveDismissShouldBegin {
            window.trace.record("interactiveDismissShouldBegin", target: zoomed.name, detail: String(heading))
            allowed = ask(Transition.ZoomOptions.InteractionContext(location: location, velocity: velocity, willBegin: heading))
        }
        guard allowed else {
            phase = .declined
            return
        }
        _ = animator.completePresentationNow()
        guard zoomed.presentingViewController != nil, !zoomed.isBeingDismissed, window.activeTransition == nil else {
            phase = .declined
            return
        }
        phase = .starting
        window.trace.record("beginZoomDismissal", target: zoomed.name)
        let started = PresentationEngine(window: window).dismiss(
            from: zoomed, animated: true, completion: nil, interaction: self, fallbackAnimator: animator)
        if !started { phase = .declined }
    }

    // MARK: The transition

    func startInteractiveTransition(_ context: ViewControllerContextTransitioning) {
        guard let zoomed, let presenter = context.viewController(forKey: .to), let view = context.view(forKey: .from) else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        let source = animator.askSource(zoomed: zoomed, presenter: presenter, presenting: false, in: container)
        let dimming = container.subviews.last { $0.name == ZoomTransitionAnimator.dimmingViewName }
        let tracking = Tracking(context: context, view: view, startCenter: view.center, startRadius: view.cornerRadius, source: source, dimming: dimming)
        phase = .tracking(tracking)
        follow(tracking)
        if hasLifted { release(tracking, cancelled: false) }
    }

    /// The share of the container's height the finger has dragged down.
    private func progress(in tracking: Tracking) -> Double {
        let height = tracking.context.containerView.bounds.height
        return height > 0 ? Swift.min(1, Swift.max(0, translation.y / height)) : 0
    }

    private func follow(_ tracking: Tracking) {
        let progress = progress(in: tracking)
        let scale = 1 - (1 - ZoomMetrics.minimumInteractiveScale) * progress
        let container = tracking.context.containerView
        let finger = container.convert(fingerStart, from: nil)
        let held = Point(x: finger.x - tracking.startCenter.x, y: finger.y - tracking.startCenter.y)
        let center = Point(x: finger.x + translation.x - scale * held.x, y: finger.y + translation.y - scale * held.y)
        tracking.context.clock.performWithoutAnimation {
            tracking.view.transform = AffineTransform(scaleX: scale, y: scale)
            tracking.view.center = center
            tracking.dimming?.alpha = 1 - progress
        }
        tracking.context.updateInteractiveTransition(progress)
    }

    private func release(_ tracking: Tracking, cancelled: Bool) {
        phase = .settling
        let context = tracking.context
        let height = context.containerView.bounds.height
        let projected = translation.y + SheetMetrics.projection(of: velocity.y)
        let finishes = !cancelled && projected > ZoomMetrics.dismissalShare * height
        let view = tracking.view
        let clock = context.clock
        let distance = finishes
            ? (tracking.source.map { $0.frame.midY } ?? view.center.y) - view.center.y
            : tracking.startCenter.y - view.center.y
        // UIKit's spring velocity is relative: the share of the distance covered per second.
        let spring = ZoomMetrics.spring(initialVelocity: abs(distance) > 0.5 ? velocity.y / distance : 0)
        let parameters = AnimationParameters(duration: spring.settlingDuration, timing: .spring(spring))
        if finishes {
            context.finishInteractiveTransition()
            clock.animate(parameters, label: "zoom.dismiss", animations: {
                animator.land(view, on: tracking.source, dimming: tracking.dimming)
            }, completion: { [weak self] _ in self?.end(tracking, finished: true) })
        } else {
            context.cancelInteractiveTransition()
            clock.animate(parameters, label: "zoom.cancel", animations: {
                view.transform = .identity
                view.center = tracking.startCenter
                tracking.dimming?.alpha = 1
            }, completion: { [weak self] _ in self?.end(tracking, finished: false) })
        }
    }

    private func end(_ tracking: Tracking, finished: Bool) {
        phase = .idle
        tracking.source?.reveal()
        if finished, let zoomed {
            ZoomTransitionAnimator.tearDown(view: tracking.view, dimming: tracking.dimming, radius: tracking.startRadius,
                                            zoomed: zoomed, clock: tracking.context.clock)
        }
        tracking.context.completeTransition(finished)
    }

    private func finite(_ point: Point) -> Point {
        Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }
}
