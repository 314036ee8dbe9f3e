import LuaKit
import PresentationKit

/// The transitioning delegate of one Lua style with one set of options: set it on any controller to present
/// it with the style (`ModalPresentationStyle.custom`); the controller never changes.
///
///     let delegate = try registry.transitioningDelegate(for: "cool")
///     presented.modalPresentationStyle = .custom
///     presented.transitioningDelegate = delegate   // weak: keep `delegate` alive while presented
///
/// It vends a new presentation controller for each presentation (its hooks run the style's `presentation`
/// table) and the style's animators (`animator`, `dismissAnimator`; without them UIKit's transition style
/// plays). When the presenting window has no transition watchdog it turns one on with the registry's grace
/// period, so an animator that never completes still completes. Everything the style does wrong while it
/// runs is reported into the window's diagnostics (and kept in ``diagnostics``), once per cause.
///
/// For percent-driven transitions, ``makeInteractionController()`` gives an interaction controller with the
/// style's `interaction` settings; wrap the delegate in an `InteractiveTransitioningDelegate`.
public final class StyleTransitioningDelegate: ViewControllerTransitioningDelegate {
    /// The style's metadata (the version this delegate runs: a later reload does not change it).
    public let style: StyleInfo
    /// The options the style runs with: its defaults with the overrides applied.
    public let options: [String: OptionValue]
    let session: StyleSession

    /// - Parameters:
    ///   - optionsTable: A new table of `options` for scripts, or nil to have the session make it.
    ///   - traceName: `Style(NAME)`, made once per loaded style by the registry's lookup cache.
    init(
        style: LoadedStyle, options: [String: OptionValue], optionsTable: LuaTable?, traceName: String, runtime: StyleRuntime
    ) throws {
        self.style = style.info
        self.options = options
        self.traceName = traceName
        session = try StyleSession(runtime: runtime, style: style, options: options, optionsTable: optionsTable)
    }

    /// How the delegate appears in a window's trace: `Style(NAME)`, such as `Style(cool)`. Made once per loaded
    /// style: the engine records it with each of the half-dozen calls it makes to the delegate per presentation.
    public let traceName: String

    /// Every problem the style reported while running with this delegate, in order.
    public var diagnostics: [Diagnostic] { session.diagnostics }

    /// A new presentation controller for this presentation, asked by the engine for a
    /// `ModalPresentationStyle.custom` presentation.
    ///
    /// A style with hooks gets a controller that runs its `presentation` table; a style standing on a built-in
    /// controller (`base = "pageSheet"`, `"popover"`, …) gets that controller, set up from its `sheet`,
    /// `popover` and `adaptive` fields. Should the controller not be made, the failure is reported into the
    /// window's diagnostics and nil makes UIKit's default controller present instead.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        session.beginPresentation()
        if let base = session.style.base {
            return base.makeController(presented: presented, presenting: presenting, options: options, session: session,
                                       window: presenting?.window ?? source.window)
        }
        do {
            return try LuaPresentationController(session: session, presented: presented, presenting: presenting)
        } catch {
            session.report(Diagnostic(
                .error, "the style's presentation controller could not be made (\(error)); UIKit's default was used",
                code: .style.styleHookFailed, file: session.style.file, hook: "presentation"),
                in: StyleSession.Place(window: presenting?.window ?? source.window))
            return nil
        }
    }

    /// The style's `animator`, or nil (UIKit's transition style plays) when it has none; for a style that
    /// chooses a system transition (`transition = "zoom"`, …), that transition's animator.
    ///
    /// Turns on the window's transition watchdog, with ``StyleRegistry/Configuration/watchdogGrace``, when the
    /// window has none, so an animator that never completes its transition is completed by the engine.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        session.beginPresentation()
        let window = presenting.window ?? source.window
        return systemTransitionAnimator(window: window) ?? animator(presenting: true, window: window)
    }

    /// The style's `dismissAnimator` (its `animator` when it has no `dismissAnimator`), or nil to play UIKit's
    /// transition style backwards; for a style that chooses a system transition, that transition's animator.
    ///
    /// When the style has neither but began an interactive dismissal (`self:beginInteractiveDismissal()`),
    /// UIKit's standard dismissal animator is returned, for the interaction to drive. Turns on the watchdog as
    /// ``animationController(forPresented:presenting:source:)`` does.
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        if let animator = systemTransitionAnimator(window: dismissed.window) ?? animator(presenting: false, window: dismissed.window) {
            return animator
        }
        // An interactive dismissal the style began needs an animator to drive: UIKit's, as it would play.
        guard session.interactionState.pendingInteraction != nil else { return nil }
        return ModalTransitionAnimator.standard(dismissing: dismissed)
    }

    /// The interaction `self:beginInteractiveDismissal()` made, for the dismissal it started; nil otherwise.
    public func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        defer { session.interactionState.pendingInteraction = nil }
        return session.interactionState.pendingInteraction
    }

    private func animator(presenting: Bool, window: Window?) -> ViewControllerAnimatedTransitioning? {
        guard let definition = session.style.animator(presenting: presenting) else { return nil }
        if let window, window.transitionWatchdog == nil {
            window.transitionWatchdog = TransitionWatchdog(grace: session.runtime.limits.watchdogGrace)
        }
        return LuaAnimator(session: session, definition: definition, isPresenting: presenting)
    }

    /// A percent-driven interaction controller with the style's `interaction` settings (completion speed and
    /// curve, whether it starts interactively); UIKit's defaults where the style says nothing.
    public func makeInteractionController() -> PercentDrivenInteractiveTransition {
        Self.interactionController(for: session.style)
    }

    /// A percent-driven interaction controller with `style`'s `interaction` settings.
    static func interactionController(for style: LoadedStyle) -> PercentDrivenInteractiveTransition {
        let interaction = PercentDrivenInteractiveTransition()
        if let settings = style.interaction {
            if let speed = settings.completionSpeed { interaction.completionSpeed = speed }
            if let curve = settings.completionCurve { interaction.completionCurve = curve }
            if let starts = settings.wantsInteractiveStart { interaction.wantsInteractiveStart = starts }
        }
        return interaction
    }
}
