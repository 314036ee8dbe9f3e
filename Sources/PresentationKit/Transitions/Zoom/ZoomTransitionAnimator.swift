/// The animator of ``Transition/zoom(options:sourceViewProvider:)``: the presented view grows out of the
/// source view into its place, and shrinks back into the source view (asked again) when dismissed.
///
/// The rules, from Apple's documentation of the zoom and WWDC 2024 "Enhance your UI animations and
/// transitions" (iOS 18):
/// - The source view provider is asked when the controller is presented and again when it is dismissed, so
///   the zoom returns to the thumbnail showing then.
/// - At the zoom's small end the source view lines up with the zoomed view's alignment rectangle
///   (``Transition/ZoomOptions/alignmentRectProvider``), or with the whole view: the zoomed view's frame is
///   the source's, stretched so that rectangle lands on it. Its corner radius goes from the source's to its
///   own.
/// - The source view is hidden while the zoom flies (the zoomed view stands for it), and shown again when the
///   transition ends.
/// - With ``Transition/ZoomOptions/dimmingColor`` or ``Transition/ZoomOptions/dimmingVisualEffect``, a view
///   named `zoom-dim` covers the container behind the zoomed view, fading in with the zoom and out with the
///   dismissal: of the colour; with an effect, clear, holding a view named `zoom-blur` that stands for the
///   blur and, over it, one named `zoom-color` of the colour.
/// - A drag on the zoomed view dismisses it at any time, even while the zoom is still growing: the
///   presentation then completes at once and the dismissal begins (``ZoomDismissalInteraction``). A
///   dismissal's flight home, asked for or dragged, can be caught by a finger that lands on the view.
///
/// With no source view (the provider returns nil, or a view that is not on screen), the zoomed view fades
/// in and out where it rests. It flies on ``ZoomMetrics/spring(initialVelocity:)``.
public final class ZoomTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The dimming view's name.
    public static let dimmingViewName = "zoom-dim"
    /// The name of the view that stands for ``Transition/ZoomOptions/dimmingVisualEffect``, inside the
    /// dimming view.
    public static let blurViewName = "zoom-blur"
    /// The name of the view that holds ``Transition/ZoomOptions/dimmingColor`` over the blur when both are set.
    public static let dimmingColorViewName = "zoom-color"

    let options: Transition.ZoomOptions
    let sourceViewProvider: Transition.ZoomSourceViewProvider
    /// Whether the presentation's animation is under way and not yet completed.
    private var completePresentation: (() -> Void)?

    init(options: Transition.ZoomOptions, sourceViewProvider: @escaping Transition.ZoomSourceViewProvider) {
        self.options = options
        self.sourceViewProvider = sourceViewProvider
    }

    /// `ZoomTransitionAnimator`.
    public var traceName: String { "ZoomTransitionAnimator" }

    /// The spring's settling time, or 0 when the transition is not animated.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : ZoomMetrics.spring().settlingDuration
    }

    public func animateTransition(using context: ViewControllerContextTransitioning) {
        if context.viewController(forKey: .to)?.isBeingPresented == true {
            present(using: context)
        } else {
            dismiss(using: context)
        }
    }

    // MARK: Presenting

    private func present(using context: ViewControllerContextTransitioning) {
        let container = context.containerView
        guard let zoomed = context.viewController(forKey: .to), let presenter = context.viewController(forKey: .from),
              let view = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let finalFrame = context.finalFrame(for: zoomed)
        if !view.isDescendant(of: container) { container.addSubview(view) }
        let clock = context.clock
        clock.performWithoutAnimation { view.frame = finalFrame }
        let dimming = makeDimmingView(in: container, below: view)
        ZoomDismissalInteraction.install(on: zoomed, animator: self)
        let source = askSource(zoomed: zoomed, presenter: presenter, presenting: true, in: container)
        let finalRadius = view.cornerRadius
        var completed = false
        let finish: () -> Void = { [weak self] in
            guard !completed else { return }
            completed = true
            self?.completePresentation = nil
            clock.performWithoutAnimation {
                view.transform = .identity
                view.frame = finalFrame
                view.cornerRadius = finalRadius
                view.alpha = 1
                dimming?.alpha = 1
            }
            source?.reveal()
            context.completeTransition(!context.transitionWasCancelled)
        }
        guard context.isAnimated else {
            finish()
            return
        }
        completePresentation = { [weak view, weak dimming] in
            // Where the zoom shows now is where it stops: the finger takes it from its final place.
            for animated in [view, dimming].compactMap({ $0 }) {
                for running in animated.animations.values.flatMap({ $0 }) { clock.stop(running, finished: true) }
            }
            finish()
        }
        clock.performWithoutAnimation {
            if let source {
                view.frame = startFrame(for: source, zoomed: zoomed, finalFrame: finalFrame)
                view.cornerRadius = source.cornerRadius
            } else {
                view.alpha = 0
            }
            dimming?.alpha = 0
        }
        let spring = ZoomMetrics.spring()
        clock.animate(AnimationParameters(duration: spring.settlingDuration, timing: .spring(spring)), label: traceName,
                      animations: {
            view.frame = finalFrame
            view.cornerRadius = finalRadius
            view.alpha = 1
            dimming?.alpha = 1
        }, completion: { _ in finish() })
    }

    /// Completes a presentation still flying, at once; false when there is none. The zoom's rule for a drag
    /// that interrupts it (WWDC 2024: an interrupted push completes, then pops).
    func completePresentationNow() -> Bool {
        guard let completePresentation else { return false }
        completePresentation()
        return true
    }

    // MARK: Dismissing

    private func dismiss(using context: ViewControllerContextTransitioning) {
        let container = context.containerView
        guard let zoomed = context.viewController(forKey: .from), let presenter = context.viewController(forKey: .to),
              let view = context.view(forKey: .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let clock = context.clock
        let dimming = container.subviews.last { $0.name == Self.dimmingViewName }
        let source = askSource(zoomed: zoomed, presenter: presenter, presenting: false, in: container)
        let start = (frame: view.frame, radius: view.cornerRadius)
        let end: () -> Void = {
            source?.reveal()
            if context.transitionWasCancelled {
                clock.performWithoutAnimation {
                    view.transform = .identity
                    view.frame = start.frame
                    view.cornerRadius = start.radius
                    view.alpha = 1
                    dimming?.alpha = 1
                }
            } else {
                Self.tearDown(view: view, dimming: dimming, radius: start.radius, zoomed: zoomed, clock: clock)
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        guard context.isAnimated else {
            end()
            return
        }
        // The drag-to-dismiss flies the view, so that a finger can catch this flight as it catches a drag's.
        if let interaction = zoomed.zoomInteraction,
           interaction.flyHome(in: context, view: view, source: source, dimming: dimming, label: traceName) {
            return
        }
        let spring = ZoomMetrics.spring()
        clock.animate(AnimationParameters(duration: spring.settlingDuration, timing: .spring(spring)), label: traceName,
                      animations: { self.land(view, on: source, dimming: dimming) }, completion: { _ in end() })
    }

    /// The zoomed view's landing: on the source's frame with its corners, or faded out where it is.
    func land(_ view: View, on source: ZoomSource?, dimming: View?) {
        view.transform = .identity
        if let source {
            view.frame = source.frame
            view.cornerRadius = source.cornerRadius
        } else {
            view.alpha = 0
        }
        dimming?.alpha = 0
    }

    /// After a finished dismissal: the zoomed view and the dimming leave, the view gets its own corners back,
    /// and the drag-to-dismiss goes with the presentation.
    static func tearDown(view: View, dimming: View?, radius: Double, zoomed: ViewController, clock: AnimationClock) {
        view.removeFromSuperview()
        dimming?.removeFromSuperview()
        clock.performWithoutAnimation {
            view.transform = .identity
            view.cornerRadius = radius
            view.alpha = 1
        }
        zoomed.zoomInteraction?.uninstall()
    }

    // MARK: Source and geometry

    /// Asks the provider for the source view and takes it when it is on screen in the presenter's window and
    /// not the container's own ancestor; hides it for the flight.
    func askSource(
        zoomed: ViewController, presenter: ViewController, presenting: Bool, in container: View
    ) -> ZoomSource? {
        let window = container.window
        window?.trace.record("sourceViewProvider", target: zoomed.name, detail: presenting ? "present" : "dismiss")
        let context = Transition.ZoomSourceViewProviderContext(
            sourceViewController: presenter, zoomedViewController: zoomed, isPresenting: presenting)
        guard let view = sourceViewProvider(context), let window, view.window === window,
              !container.isDescendant(of: view), zoomed.viewIfLoaded.map({ !view.isDescendant(of: $0) }) ?? true else {
            return nil
        }
        return ZoomSource(view: view, frame: view.convert(view.bounds, to: container))
    }

    /// The zoomed view's frame when its alignment rectangle (its whole bounds by default) lies on the source.
    private func startFrame(for source: ZoomSource, zoomed: ViewController, finalFrame: Rect) -> Rect {
        var alignment = Rect(x: 0, y: 0, width: finalFrame.width, height: finalFrame.height)
        if let provider = options.alignmentRectProvider,
           let rect = provider(Transition.ZoomOptions.AlignmentRectContext(sourceView: source.view, zoomedViewController: zoomed)),
           [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 {
            alignment = rect
        }
        guard alignment.width > 0, alignment.height > 0 else { return source.frame }
        let scaleX = source.frame.width / alignment.width
        let scaleY = source.frame.height / alignment.height
        return Rect(x: source.frame.minX - alignment.minX * scaleX, y: source.frame.minY - alignment.minY * scaleY,
                    width: finalFrame.width * scaleX, height: finalFrame.height * scaleY)
    }

    private func makeDimmingView(in container: View, below view: View) -> View? {
        if let existing = container.subviews.last(where: { $0.name == Self.dimmingViewName }) { return existing }
        guard options.dimmingColor != nil || options.dimmingVisualEffect != nil else { return nil }
        let dimming = View(name: Self.dimmingViewName, frame: container.bounds)
        dimming.isUserInteractionEnabled = false
        if let effect = options.dimmingVisualEffect {
            // The colour lies over the blur; a view's own background is drawn beneath its subviews, so with
            // an effect the dimming view is clear and holds the blur, then the colour.
            container.window?.trace.record("dimmingVisualEffect", target: container.name, detail: effect.style.rawValue)
            let blur = View(name: Self.blurViewName, frame: dimming.bounds)
            blur.backgroundColor = effect.tint
            blur.isUserInteractionEnabled = false
            dimming.addSubview(blur)
            if let color = options.dimmingColor {
                let tint = View(name: Self.dimmingColorViewName, frame: dimming.bounds)
                tint.backgroundColor = color
                tint.isUserInteractionEnabled = false
                dimming.addSubview(tint)
            }
        } else if let color = options.dimmingColor {
            dimming.backgroundColor = color
        }
        container.insertSubview(dimming, belowSubview: view)
        return dimming
    }
}
