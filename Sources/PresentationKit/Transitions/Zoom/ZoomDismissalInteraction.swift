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
///   the cancelled dismissal's callbacks in UIKit's order (`viewWillAppear`, `viewIsAppearing`,
///   `viewDidAppear` again).
///
/// The flight after a release can be caught ("anytime during their animation", Apple's article above): a
/// finger that lands on the view where it is drawn — not where it is headed — holds it there at once
/// (``ZoomCatchGestureRecognizer``, on the container while the view flies), and the view follows that finger
/// as it followed the first, from the size and place it was caught at; its release decides again by the same
/// rule.
/// - Caught flying home, the dismissal is still under way: it turns interactive again
///   (`pauseInteractiveTransition`, iOS 10's interruptible transitions) and no appearance callback runs until
///   it ends, finished or cancelled.
/// - Caught springing back, the cancelled dismissal is heading to the presented state, as a push is; as an
///   interrupted push completes and then pops (WWDC 2024), it completes at once — the cancelled dismissal's
///   callbacks, `viewIsAppearing` included, in UIKit's order — and a new dismissal begins under the finger
///   (`viewWillDisappear` again), the source asked again. Whether the system instead resumes the same
///   dismissal is not documented: this follows the push rule, the one Apple states.
///
/// A pinch dismisses too. Apple's pages above describe the drag; that the system zoom also takes a pinch is
/// described by third parties who wrap or port it (Transmission 2.12.2's release notes, "the .zoom
/// transition's pinch gesture"; the swift_transitions package, "a two-finger pinch shrinks the page"), and its
/// numbers are this model's choices (``ZoomMetrics``). Two fingers pinching in anywhere on the zoomed view
/// (`zoom.pinch`, a ``PinchGestureRecognizer``) begin the dismissal as a drag does (``Transition/ZoomOptions/InteractionContext/willBegin`` when they pinch in). The view takes the
/// pinch's scale (never above its own size) with the point between the fingers held under them, and moves
/// with them; progress and dimming follow the scale as they follow a drag's shrinking. On release, a pinch
/// whose scale, projected ``ZoomMetrics/pinchProjection`` seconds on at its speed, is below
/// ``ZoomMetrics/pinchDismissalScale`` flies home; any other springs back.
final class ZoomDismissalInteraction: ViewControllerInteractiveTransitioning {
    private enum Phase {
        case idle
        /// The drag may not dismiss; ignored until it ends.
        case declined
        /// The dismissal was asked for; the context comes on the next clock step. A catch of a spring-back
        /// carries where it caught the view.
        case starting(Caught?)
        case tracking(Tracking)
        /// Released; the view flies to the source (`finishing`) or back.
        case settling(Tracking, finishing: Bool)
    }

    /// The view as a finger took it: its place and size (as a scale of its own bounds), the dimming's
    /// opacity and the transition's progress then. A first drag takes it at rest, whole.
    private struct Grip {
        var center: Point
        var scaleX = 1.0
        var scaleY = 1.0
        var dimming = 1.0
        var progress = 0.0
    }

    private struct Tracking {
        let context: ViewControllerContextTransitioning
        let view: View
        let startCenter: Point
        let startRadius: Double
        let source: ZoomSource?
        let dimming: View?
        var grip: Grip
    }

    /// A spring-back caught: where the view is held, and where it rests, for the dismissal that follows.
    private struct Caught {
        let grip: Grip
        let startCenter: Point
        let startRadius: Double
    }

    private weak var zoomed: ViewController?
    let animator: ZoomTransitionAnimator
    let pan: PanGestureRecognizer
    let pinch: PinchGestureRecognizer
    /// Catches the view while it flies; on the container from the first release to the transition's end.
    let catcher: ZoomCatchGestureRecognizer
    private var phase = Phase.idle
    /// The recognizer whose finger drives the interaction now.
    private weak var driver: GestureRecognizer?
    /// Where the finger touched down, in the window, and its latest translation and velocity there.
    private var fingerStart = Point.zero
    private var translation = Point.zero
    private var velocity = Point.zero
    private var hasLifted = false
    /// The pinch's scale while a pinch drives the dismissal (nil for a finger's drag), and its speed.
    private var pinchScale: Double?
    private var pinchVelocity = 0.0
    /// Counts the flights, so a flight stopped by a catch does not end the transition when it reports.
    private var flight = 0

    private init(zoomed: ViewController, animator: ZoomTransitionAnimator) {
        self.zoomed = zoomed
        self.animator = animator
        pan = PanGestureRecognizer()
        pan.name = "zoom.dismiss"
        pinch = PinchGestureRecognizer()
        pinch.name = "zoom.pinch"
        catcher = ZoomCatchGestureRecognizer()
        catcher.name = "zoom.catch"
        pinch.addAction { [weak self] recognizer in
            guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
            self.handle(pinch)
        }
        pan.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handle(pan)
        }
        catcher.addAction { [weak self] recognizer in
            guard let self, let catcher = recognizer as? ZoomCatchGestureRecognizer else { return }
            self.handle(catcher)
        }
        catcher.shouldReceive = { [weak self] _, touch in
            self?.canCatch(at: touch.location(in: nil)) ?? false
        }
    }

    /// Puts a new drag-to-dismiss on `zoomed`'s view, in place of any earlier one.
    static func install(on zoomed: ViewController, animator: ZoomTransitionAnimator) {
        zoomed.zoomInteraction?.uninstall()
        let interaction = ZoomDismissalInteraction(zoomed: zoomed, animator: animator)
        zoomed.zoomInteraction = interaction
        zoomed.view.addGestureRecognizer(interaction.pan)
        zoomed.view.addGestureRecognizer(interaction.pinch)
    }

    /// Takes the recognizers off; the presentation is over.
    func uninstall() {
        pan.view?.removeGestureRecognizer(pan)
        pinch.view?.removeGestureRecognizer(pinch)
        catcher.view?.removeGestureRecognizer(catcher)
        if zoomed?.zoomInteraction === self { zoomed?.zoomInteraction = nil }
    }

    var traceName: String { "ZoomDismissalInteraction" }

    // MARK: The finger

    private func handle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: began(pan)
        case .changed:
            guard driver === pan else { return }
            moved(to: finite(pan.translation(in: nil)), velocity: finite(pan.velocity(in: nil)))
        case .ended, .cancelled, .failed:
            guard driver === pan else { return }
            lifted(velocity: pan.state == .ended ? finite(pan.velocity(in: nil)) : .zero, cancelled: pan.state != .ended)
        default: break
        }
    }

    private func handle(_ pinch: PinchGestureRecognizer) {
        let location = finite(pinch.location(in: nil))
        switch pinch.state {
        case .began:
            began(pinch)
        case .changed:
            guard driver === pinch else { return }
            pinchScale = pinch.scale.isFinite ? pinch.scale : 1
            pinchVelocity = pinch.velocity.isFinite ? pinch.velocity : 0
            moved(to: Point(x: location.x - fingerStart.x, y: location.y - fingerStart.y), velocity: .zero)
        case .ended, .cancelled, .failed:
            guard driver === pinch else { return }
            pinchVelocity = pinch.state == .ended && pinch.velocity.isFinite ? pinch.velocity : 0
            lifted(velocity: .zero, cancelled: pinch.state != .ended)
        default: break
        }
    }

    private func handle(_ catcher: ZoomCatchGestureRecognizer) {
        switch catcher.state {
        case .began: caught(by: catcher)
        case .changed:
            guard driver === catcher else { return }
            moved(to: finite(catcher.translation(in: nil)), velocity: finite(catcher.velocity(in: nil)))
        case .ended, .cancelled, .failed:
            guard driver === catcher else { return }
            lifted(velocity: catcher.state == .ended ? finite(catcher.velocity(in: nil)) : .zero, cancelled: catcher.state != .ended)
        default: break
        }
    }

    private func moved(to translation: Point, velocity: Point) {
        self.translation = translation
        self.velocity = velocity
        if case .tracking(let tracking) = phase { follow(tracking) }
    }

    private func lifted(velocity: Point, cancelled: Bool) {
        self.velocity = velocity
        hasLifted = true
        driver = nil
        switch phase {
        case .tracking(let tracking): release(tracking, cancelled: cancelled)
        case .declined: phase = .idle
        default: break
        }
    }

    private func began(_ pan: PanGestureRecognizer) {
        guard case .idle = phase else { return }
        translation = finite(pan.translation(in: nil))
        velocity = finite(pan.velocity(in: nil))
        let location = pan.location(in: nil)
        fingerStart = Point(x: location.x - translation.x, y: location.y - translation.y)
        pinchScale = nil
        begin(driver: pan, at: location, heading: translation.y > 0 && translation.y >= abs(translation.x))
    }

    private func began(_ pinch: PinchGestureRecognizer) {
        guard case .idle = phase else { return }
        let location = finite(pinch.location(in: nil))
        fingerStart = location
        translation = .zero
        velocity = .zero
        pinchScale = pinch.scale.isFinite ? pinch.scale : 1
        pinchVelocity = pinch.velocity.isFinite ? pinch.velocity : 0
        begin(driver: pinch, at: location, heading: (pinchScale ?? 1) < 1)
    }

    /// A drag or a pinch would begin the dismissal: asks the option, completes a presentation still flying,
    /// then asks the engine.
    private func begin(driver recognizer: GestureRecognizer, at location: Point, heading: Bool) {
        guard let zoomed, let window = zoomed.viewIfLoaded?.window else { return }
        hasLifted = false
        driver = recognizer
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
        beginDismissal(caught: nil)
    }

    /// Asks the engine for the interactive dismissal this interaction drives.
    private func beginDismissal(caught: Caught?) {
        guard let zoomed, let window = zoomed.viewIfLoaded?.window else {
            phase = .declined
            return
        }
        phase = .starting(caught)
        window.trace.record("beginZoomDismissal", target: zoomed.name)
        let started = PresentationEngine(window: window).dismiss(
            from: zoomed, animated: true, completion: nil, interaction: self, fallbackAnimator: animator)
        if !started { phase = .declined }
    }

    // MARK: Catching the flight

    /// Whether a finger landing at `location` (window coordinates) catches the view: it is flying, and the
    /// finger lands on it where it is drawn.
    private func canCatch(at location: Point) -> Bool {
        guard case .settling(let tracking, _) = phase, let container = tracking.view.superview else { return false }
        return container.convert(tracking.view.presentation.frame, to: nil).contains(location)
    }

    private func caught(by catcher: ZoomCatchGestureRecognizer) {
        guard case .settling(var tracking, let finishing) = phase, let zoomed else { return }
        driver = catcher
        pinchScale = nil
        hasLifted = false
        fingerStart = catcher.touchDownLocation
        translation = .zero
        velocity = .zero
        flight += 1
        let home = tracking.context.initialFrame(for: zoomed)
        let grip = hold(tracking, homeSize: home.width > 0 && home.height > 0 ? home.size : tracking.view.bounds.size)
        zoomed.viewIfLoaded?.window?.trace.record("catchZoom", target: zoomed.name, detail: finishing ? "flyingHome" : "springingBack")
        if finishing {
            // The dismissal is still under way: the finger drives it again.
            tracking.context.pauseInteractiveTransition()
            tracking.grip = grip
            phase = .tracking(tracking)
            follow(tracking)
        } else {
            // Heading back to presented, as a push: it completes now, then a dismissal begins under the finger.
            end(tracking, finished: false)
            beginDismissal(caught: Caught(grip: grip, startCenter: tracking.startCenter, startRadius: tracking.startRadius))
        }
    }

    /// Stops the flight where it is drawn now and makes that the view's state: its own bounds again (a fly
    /// home shrinks them to the source's), scaled to the size it shows, its corners and the dimming as drawn.
    private func hold(_ tracking: Tracking, homeSize home: Size) -> Grip {
        let view = tracking.view
        let clock = tracking.context.clock
        let drawn = view.presentation
        let dimmed = tracking.dimming?.presentation.alpha ?? 1
        for animated in [view, tracking.dimming].compactMap({ $0 }) {
            for running in animated.animations.values.flatMap({ $0 }) { clock.stop(running, finished: false) }
        }
        let scaleX = home.width > 0 ? drawn.frame.width / home.width : 1
        let scaleY = home.height > 0 ? drawn.frame.height / home.height : 1
        clock.performWithoutAnimation {
            view.transform = .identity
            view.bounds = Rect(x: 0, y: 0, width: home.width, height: home.height)
            view.center = drawn.frame.center
            view.transform = AffineTransform(scaleX: scaleX, y: scaleY)
            view.cornerRadius = drawn.cornerRadius
            view.alpha = drawn.alpha
            tracking.dimming?.alpha = dimmed
        }
        let shrunk = (1 - Swift.max(scaleX, scaleY)) / (1 - ZoomMetrics.minimumInteractiveScale)
        return Grip(center: drawn.frame.center, scaleX: scaleX, scaleY: scaleY, dimming: dimmed,
                    progress: Swift.min(1, Swift.max(0, shrunk)))
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
        var caught: Caught?
        if case .starting(let pending) = phase { caught = pending }
        let tracking = Tracking(
            context: context, view: view, startCenter: caught?.startCenter ?? view.center,
            startRadius: caught?.startRadius ?? view.cornerRadius, source: source, dimming: dimming,
            grip: caught?.grip ?? Grip(center: view.center))
        phase = .tracking(tracking)
        follow(tracking)
        if hasLifted { release(tracking, cancelled: false) }
    }

    /// Places the view under the finger: it shrinks by the share of the container's height dragged down
    /// since the finger took it (and grows back, never past its own size, by a share dragged up), the point
    /// the finger holds staying under it; the dimming fades and the progress grows by that share.
    private func follow(_ tracking: Tracking) {
        let container = tracking.context.containerView
        let height = container.bounds.height
        let grip = tracking.grip
        let factor: Double
        let share: Double
        if let pinchScale {
            // The view takes the pinch's scale; the share it stands for is the one a drag shrinks it by as much.
            factor = Swift.max(0.01, pinchScale)
            share = Swift.min(1, Swift.max(-1, (1 - factor) / (1 - ZoomMetrics.minimumInteractiveScale)))
        } else {
            share = height > 0 ? Swift.min(1, Swift.max(-1, translation.y / height)) : 0
            factor = 1 - (1 - ZoomMetrics.minimumInteractiveScale) * share
        }
        let scaleX = Swift.min(1, grip.scaleX * factor), scaleY = Swift.min(1, grip.scaleY * factor)
        let ratioX = grip.scaleX > 0 ? scaleX / grip.scaleX : 1
        let ratioY = grip.scaleY > 0 ? scaleY / grip.scaleY : 1
        let finger = container.convert(fingerStart, from: nil)
        let center = Point(x: finger.x + translation.x - ratioX * (finger.x - grip.center.x),
                           y: finger.y + translation.y - ratioY * (finger.y - grip.center.y))
        tracking.context.clock.performWithoutAnimation {
            tracking.view.transform = AffineTransform(scaleX: scaleX, y: scaleY)
            tracking.view.center = center
            tracking.dimming?.alpha = Swift.min(1, Swift.max(0, grip.dimming - share))
        }
        tracking.context.updateInteractiveTransition(Swift.min(1, Swift.max(0, grip.progress + share)))
    }

    private func release(_ tracking: Tracking, cancelled: Bool) {
        let context = tracking.context
        let height = context.containerView.bounds.height
        let finishes: Bool
        if let pinchScale {
            finishes = !cancelled && pinchScale + pinchVelocity * ZoomMetrics.pinchProjection < ZoomMetrics.pinchDismissalScale
        } else {
            let projected = translation.y + SheetMetrics.projection(of: velocity.y)
            finishes = !cancelled && projected > ZoomMetrics.dismissalShare * height
        }
        pinchScale = nil
        if finishes {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        settle(tracking, finishing: finishes, label: finishes ? "zoom.dismiss" : "zoom.cancel")
    }

    /// A dismissal no finger began (`dismiss(animated:)`) flies home as a released drag does, so that a
    /// finger can catch it too; false when a finger drives the interaction now (the animator flies the view
    /// itself then).
    func flyHome(in context: ViewControllerContextTransitioning, view: View, source: ZoomSource?, dimming: View?,
                 label: String) -> Bool {
        switch phase {
        case .idle, .declined: break
        default: return false
        }
        translation = .zero
        velocity = .zero
        pinchScale = nil
        let tracking = Tracking(context: context, view: view, startCenter: view.center, startRadius: view.cornerRadius,
                                source: source, dimming: dimming, grip: Grip(center: view.center))
        settle(tracking, finishing: true, label: label)
        return true
    }

    /// Flies the view home to the source (`finishing`) or back to its place, on the zoom's spring started at
    /// the finger's speed; a finger may catch it until it lands.
    private func settle(_ tracking: Tracking, finishing finishes: Bool, label: String) {
        let context = tracking.context
        phase = .settling(tracking, finishing: finishes)
        installCatcher(on: context.containerView)
        let view = tracking.view
        let clock = context.clock
        let distance = finishes
            ? (tracking.source.map { $0.frame.midY } ?? view.center.y) - view.center.y
            : tracking.startCenter.y - view.center.y
        // UIKit's spring velocity is relative: the share of the distance covered per second.
        let spring = ZoomMetrics.spring(initialVelocity: abs(distance) > 0.5 ? velocity.y / distance : 0)
        let parameters = AnimationParameters(duration: spring.settlingDuration, timing: .spring(spring))
        flight += 1
        let thisFlight = flight
        if finishes {
            clock.animate(parameters, label: label, animations: {
                animator.land(view, on: tracking.source, dimming: tracking.dimming)
            }, completion: { [weak self] _ in
                guard let self, self.flight == thisFlight else { return }
                self.end(tracking, finished: true)
            })
        } else {
            clock.animate(parameters, label: label, animations: {
                view.transform = .identity
                view.center = tracking.startCenter
                view.cornerRadius = tracking.startRadius
                view.alpha = 1
                tracking.dimming?.alpha = 1
            }, completion: { [weak self] _ in
                guard let self, self.flight == thisFlight else { return }
                self.end(tracking, finished: false)
            })
        }
    }

    private func installCatcher(on container: View) {
        guard catcher.view !== container else { return }
        container.addGestureRecognizer(catcher)
    }

    private func end(_ tracking: Tracking, finished: Bool) {
        phase = .idle
        // A catcher still holding a finger (a spring-back caught) drives the dismissal that follows.
        if driver !== catcher { catcher.view?.removeGestureRecognizer(catcher) }
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
