import PresentationKit

/// `adaptive = { compact = …, compactOption = …, wrap = "done", backdrop = "blur" }` with `base = "popover"`:
/// the style's answers to UIKit's adaptive delegate (`UIAdaptivePresentationControllerDelegate`), as WWDC
/// 2014 session 214 ("View Controller Advancements in iOS 8") writes them for its note.
///
/// - `compact`: the style to adapt to in a horizontally compact environment — `"fullScreen"` (UIKit's default
///   for a popover), `"overFullScreen"` (the presenter stays visible behind), `"formSheet"`, `"pageSheet"` or
///   `"none"`, which keeps a real popover on a phone ("if I return None … I get an actual popover").
///   In regular width the popover stays a popover.
/// - `compactOption`: the name of one of the style's string options whose value, when the style runs, is
///   `compact` (so `--set adaptation=none` chooses); a value that is not one of the names is reported and the
///   option's default is used.
/// - `wrap = "done"`: `presentationController(_:viewControllerForAdaptivePresentationStyle:)` answers a
///   navigation controller holding the presented one, with a Done button in its bar that dismisses.
/// - `backdrop = "blur"`: the wrapper's view is clear with a blur behind the content — the session's
///   `UIVisualEffectView` ("your best blurry friend"). The engine has no visual effects, so the blur is a view
///   named `blur` of UIKit's light blur tint (white 0.97 at 0.92 opacity, approximated, not measured).
struct AdaptiveSettings: Hashable {
    static let styles: [String: ModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "formSheet": .formSheet,
        "pageSheet": .pageSheet, "none": ModalPresentationStyle.none,
    ]
    static let wraps = ["done"]
    static let backdrops = ["blur"]

    /// The style to adapt to in compact width when no option says otherwise; nil leaves it to UIKit.
    var compact: ModalPresentationStyle?
    var compactOption: String?
    var wrapsInDone = false
    var blursBackdrop = false
    /// The line of `adaptive =` in the style file, for diagnostics.
    var line: Int?

    /// The compact style for the style's option values; a bad option value is `problem`'s to report.
    func compactStyle(options: [String: OptionValue], problem: (String) -> Void) -> ModalPresentationStyle? {
        guard let compactOption, let value = options[compactOption] else { return compact }
        if let name = value.stringValue, let style = Self.styles[name] { return style }
        let names = Self.styles.keys.sorted().joined(separator: ", ")
        problem("option '\(compactOption)' must be one of \(names), not \(value); "
                + "\(compact?.rawValue ?? "UIKit's default") was used")
        return compact
    }
}

/// The adaptive delegate a style's `adaptive` settings make: one per presentation controller, which owns it.
final class StyleAdaptiveDelegate: AdaptivePresentationControllerDelegate {
    let settings: AdaptiveSettings
    /// The style to adapt to in compact width (nil: UIKit's choice).
    let compact: ModalPresentationStyle?

    init(settings: AdaptiveSettings, compact: ModalPresentationStyle?) {
        self.settings = settings
        self.compact = compact
    }

    var traceName: String { "StyleAdaptiveDelegate" }

    /// The style's `shouldDismiss`, when it has one (``BaseDismissalVeto``).
    var veto: BaseDismissalVeto?

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        veto?.answer() ?? true
    }

    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle? {
        traitCollection.horizontalSizeClass == .compact ? compact : nil
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        guard settings.wrapsInDone, style != .none else { return nil }
        return AdaptiveWrapper(wrapping: controller.presentedViewController, blur: settings.blursBackdrop)
    }
}

/// The session's wrapper: a navigation controller (named `wrapper`) holding the presented controller, with a
/// Done button (`done`, 50 × 30, 8 points from the bar's trailing edge, centred in the bar below the safe
/// area) whose tap dismisses, and, with a blurred backdrop, a clear view with the `blur` behind everything.
/// The wrapper lives as long as the presentation: dismissed, it lets the content go.
final class AdaptiveWrapper: NavigationController {
    /// The Done button's size and inset: a text button of the 2014 system font, approximated.
    static let doneSize = Size(width: 50, height: 30)
    static let doneInset = 8.0
    /// The light blur's look in the model: white 0.97 at 0.92 opacity.
    static let blurColor = Color(white: 0.97, alpha: 0.92)

    let done = View(name: "done")
    let blur: View?

    init(wrapping content: ViewController, blur: Bool) {
        self.blur = blur ? View(name: "blur") : nil
        super.init(name: "wrapper")
        setViewControllers([content], animated: false)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        done.backgroundColor = Color(red: 0, green: 122 / 255, blue: 1)
        done.cornerRadius = 6
        done.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
        navigationBar.addSubview(done)
        if let blur {
            view.backgroundColor = .clear
            blur.backgroundColor = Self.blurColor
            view.insertSubview(blur, at: 0)
        }
    }

    /// Dismissed, the wrapper lets the content go, as UIKit's is released with its stack: the note can be
    /// presented again (the engine does the same when the presentation stops adapting).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed, let content = viewControllers.first, content.parent === self else { return }
        // Its disappearance ends first, as it would have right after this one's.
        if content.appearanceState == .disappearing { content.endAppearanceTransition() }
        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bar = navigationBar.bounds
        let height = Self.navigationBarHeight(for: traitCollection)
        done.frame = Rect(x: bar.maxX - view.safeAreaInsets.right - Self.doneInset - Self.doneSize.width,
                          y: bar.maxY - (height + Self.doneSize.height) / 2,
                          width: Self.doneSize.width, height: Self.doneSize.height)
        blur?.frame = view.bounds
    }
}

extension BaseSettings {
    /// ``makeController(presented:presenting:options:problem:)`` for a style's session: a bad option value is
    /// reported as the style's error at its `adaptive` line, once per cause, and the style's `shouldDismiss`
    /// answers the controller's veto (``BaseDismissalVeto``).
    func makeController(
        presented: ViewController, presenting: ViewController?, options: [String: OptionValue], session: StyleSession,
        window: Window?
    ) -> PresentationController {
        let resolution = DetentResolution(session: session, presented: presented, presenting: presenting)
        let controller = makeController(presented: presented, presenting: presenting, options: options, resolution: resolution, problem: { message in
            session.report(Diagnostic(.error, message, code: .style.styleBadOption, file: session.style.file,
                                      line: adaptive?.line, hook: "adaptive.compactOption"),
                           in: StyleSession.Place(window: window))
        }, unknownPassthrough: { [weak session, weak window] name, known in
            // Weak: the controller keeps this closure, and must not keep its window or the session alive.
            guard let session else { return }
            let nearest = NameSuggestions.closest(to: name, among: known, limit: 1).first
            session.report(Diagnostic(
                .error, "popover.passthrough names the view \"\(name)\", which is not outside the popover when it is "
                    + "presented" + (nearest.map { "; did you mean \"\($0)\"?" } ?? "")
                    + " (its views: \(known.joined(separator: ", "))); the popover went on without it",
                code: .style.styleBadResult, file: session.style.file, line: popover?.passthroughLine,
                hook: "popover.passthrough"), in: StyleSession.Place(window: window))
        })
        session.installDismissalVeto(on: controller, window: window)
        return controller
    }
}
