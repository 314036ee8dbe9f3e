import PresentationKit
import PrestyleExport

/// Recordings built by hand, shaped like what the recorder will produce for real styles, with motion simple
/// enough that a test can say where every view is at any time.
enum Fixtures {
    static let iPhone = Recording.RecordedDevice(
        name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
        traits: Recording.Traits(horizontal: .compact, vertical: .regular),
        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

    static let presentDuration = 0.5
    static let dismissDuration = 0.3

    /// "slide": a card inset by 30 pt slides up from below the screen over a dimming view that fades to 0.5,
    /// linearly over 0.5 s; a round "badge" grows in its own block from t = 0.2 to 0.5. Dismissal reverses the
    /// card and the dim over 0.3 s and removes them. Sampled at `fps`.
    ///
    /// At t = 0.25 of "present" the card is halfway: `transform` translates it by 426 pt down.
    static func slide(fps: Double = 60) -> Recording {
        let present = phase(name: "present", duration: presentDuration, fps: fps, events: [
            Recording.Event(t: 0, call: "presentationController(forPresented:presenting:source:)", target: "transitioningDelegate"),
            Recording.Event(t: 0, call: "animationController(forPresented:presenting:source:)", target: "transitioningDelegate"),
            Recording.Event(t: 0, call: "presentationTransitionWillBegin", target: "presentationController"),
            Recording.Event(t: 0, call: "frameOfPresentedViewInContainerView", target: "presentationController"),
            Recording.Event(t: 0, call: "transitionDuration(using:)", target: "animator"),
            Recording.Event(t: 0, call: "animateTransition(using:)", target: "animator"),
            Recording.Event(t: 0.2, call: "containerViewWillLayoutSubviews", target: "presentationController"),
            Recording.Event(t: 0.3, call: "containerViewDidLayoutSubviews", target: "presentationController"),
            Recording.Event(t: 0.5, call: "completeTransition(true)", target: "transitionContext"),
            Recording.Event(t: 0.5, call: "presentationTransitionDidEnd(true)", target: "presentationController"),
            Recording.Event(t: 0.5, call: "viewDidAppear(true)", target: "presented"),
            Recording.Event(t: 0.5, call: "completion", target: "present"),
        ]) { t in
            let progress = t / presentDuration
            let badge = min(1, max(0, (t - 0.2) / 0.3))
            return slideViews(card: progress, dim: 0.5 * progress, badge: badge)
        }
        let dismiss = phase(name: "dismiss", duration: dismissDuration, fps: fps, events: [
            Recording.Event(t: 0, call: "animationController(forDismissed:)", target: "transitioningDelegate"),
            Recording.Event(t: 0, call: "dismissalTransitionWillBegin", target: "presentationController"),
            Recording.Event(t: 0, call: "animateTransition(using:)", target: "animator"),
            Recording.Event(t: 0.3, call: "completeTransition(true)", target: "transitionContext"),
            Recording.Event(t: 0.3, call: "dismissalTransitionDidEnd(true)", target: "presentationController"),
            Recording.Event(t: 0.3, call: "viewDidDisappear(true)", target: "presented"),
            Recording.Event(t: 0.3, call: "completion", target: "dismiss"),
        ]) { t in
            guard t < dismissDuration else { return presenterOnly() }
            let progress = 1 - t / dismissDuration
            return slideViews(card: progress, dim: 0.5 * progress, badge: progress)
        }
        return Recording(
            style: "slide", source: "Styles/slide.lua", device: iPhone,
            options: ["inset": 30, "dim": 0.5, "duration": 0.5, "curve": "linear", "badge": true],
            phases: [present, dismiss],
            diagnostics: [
                Recording.RecordedDiagnostic(
                    severity: .warning, file: "Styles/slide.lua", line: 12, hook: "containerWillLayout",
                    message: "unknown field 'alpah' on view (did you mean 'alpha'?)"),
                Recording.RecordedDiagnostic(severity: .note, message: "option 'badge' is not used by any hook"),
            ])
    }

    /// "fade": a card inset by 20 pt fades in over 0.4 s with a dimming view, no badge; its trace differs from
    /// `slide`'s by one call each way.
    static func fade(fps: Double = 60) -> Recording {
        let duration = 0.4
        let present = phase(name: "present", duration: duration, fps: fps, events: [
            Recording.Event(t: 0, call: "presentationController(forPresented:presenting:source:)", target: "transitioningDelegate"),
            Recording.Event(t: 0, call: "animationController(forPresented:presenting:source:)", target: "transitioningDelegate"),
            Recording.Event(t: 0, call: "presentationTransitionWillBegin", target: "presentationController"),
            Recording.Event(t: 0, call: "animate(alongsideTransition:completion:)", target: "transitionCoordinator"),
            Recording.Event(t: 0, call: "frameOfPresentedViewInContainerView", target: "presentationController"),
            Recording.Event(t: 0, call: "animateTransition(using:)", target: "animator"),
            Recording.Event(t: 0.4, call: "completeTransition(true)", target: "transitionContext"),
            Recording.Event(t: 0.4, call: "presentationTransitionDidEnd(true)", target: "presentationController"),
        ]) { t in
            let progress = t / duration
            var views = presenterOnly()
            views.insert(Recording.RecordedView(name: "container", parent: "window", frame: iPhone.bounds), at: 3)
            views.insert(Recording.RecordedView(
                name: "dim", parent: "container", frame: iPhone.bounds, alpha: 0.4 * progress, color: Color(hex: "#000000")), at: 4)
            views.insert(Recording.RecordedView(
                name: "presented", parent: "container", frame: iPhone.bounds.insetBy(dx: 20, dy: 20),
                alpha: progress, color: Color(hex: "#ffffff"), cornerRadius: 12), at: 5)
            return views
        }
        return Recording(style: "fade", source: "Styles/fade.lua", device: iPhone, options: ["dim": 0.4], phases: [present])
    }

    /// A phase sampled at t = k/fps up to its duration, its final state at the duration.
    static func phase(
        name: String, duration: Double, fps: Double, events: [Recording.Event],
        views: (Double) -> [Recording.RecordedView]
    ) -> Recording.Phase {
        let count = Int((duration * fps + 1e-9).rounded(.down))
        let frames = (0...count).map { k in
            let t = Double(k) / fps
            return Recording.Frame(t: t, views: views(t))
        }
        return Recording.Phase(
            name: name, duration: duration, completed: true, events: events, frames: frames,
            final: Recording.Frame(t: duration, views: views(duration)))
    }

    /// The window with the presenter's view and its toolbar: the scene before and after a presentation.
    static func presenterOnly() -> [Recording.RecordedView] {
        [
            Recording.RecordedView(name: "window", parent: nil, frame: iPhone.bounds),
            Recording.RecordedView(name: "presenting", parent: "window", frame: iPhone.bounds, color: Color(hex: "#f2f2f7")),
            Recording.RecordedView(
                name: "toolbar", parent: "presenting", frame: Rect(x: 0, y: 59, width: 393, height: 44),
                color: Color(hex: "#ffffff")),
        ]
    }

    /// The slide scene with the card `card` of the way in (0 below the screen, 1 in place), the dim at alpha
    /// `dim` and the badge grown to `badge`.
    static func slideViews(card: Double, dim: Double, badge: Double) -> [Recording.RecordedView] {
        presenterOnly() + [
            Recording.RecordedView(name: "container", parent: "window", frame: iPhone.bounds),
            Recording.RecordedView(name: "dim", parent: "container", frame: iPhone.bounds, alpha: dim, color: Color(hex: "#000000")),
            Recording.RecordedView(
                name: "presented", parent: "container", bounds: Rect(x: 0, y: 0, width: 333, height: 792),
                center: Point(x: 196.5, y: 426), transform: AffineTransform(translationX: 0, y: 852 * (1 - card)),
                color: Color(hex: "#ffffff"), cornerRadius: 16, clipsToBounds: true),
            Recording.RecordedView(
                name: "label", parent: "presented", frame: Rect(x: 20, y: 20, width: 293, height: 44),
                color: Color(hex: "#ff9500")),
            Recording.RecordedView(
                name: "badge", parent: "container", bounds: Rect(x: 0, y: 0, width: 60, height: 60),
                center: Point(x: 330, y: 120), transform: AffineTransform(scaleX: badge, y: badge), alpha: badge,
                color: Color(hex: "#34c759"), cornerRadius: 30),
        ]
    }
}
