import LuaKit
import PresentationKit

/// `self:beginInteractiveDismissal()` and `self:animateLayout{ … }`: what a style's gesture handlers do to
/// the presentation.
extension PresentationHost {
    /// Starts dismissing the presented controller interactively: the style's dismissal animator (UIKit's
    /// cover vertical when it has none) runs paused from the next clock step, driven by the returned `it`.
    /// The style's `interaction` settings apply (completion speed and curve); the transition always starts
    /// paused, as a finger holds it. While one is under way the same `it` is returned. Outside the presented
    /// phase (during a transition, after the dismissal) it answers nil, reported at the calling line; when
    /// the controller is modal in presentation (or the delegate refuses) it answers nil and tells the delegate,
    /// from iOS 13; in the iOS 12 era nothing vetoes it (see PresentationKit's `dismiss(asUser:starting:)`).
    static func beginInteractiveDismissal(
        _ host: PresentationHost, scopes: HookScopes, location: LuaSourceLocation?
    ) -> ScriptInteraction? {
        guard let controller = host.controller else { return nil }
        let session = controller.session
        if let open = session.openInteraction { return open }
        guard controller.phase == .presented, controller.presentedViewController.transitionCoordinator == nil else {
            scopes.current?.report(.warning, "self:beginInteractiveDismissal() needs the presentation presented and no "
                + "transition under way (the phase is \(controller.phase.rawValue)); it answered nil",
                code: .style.styleIgnoredCall, at: location)
            return nil
        }
        var it: ScriptInteraction?
        var engineRefused = false
        // A finger's dismissal is the user's: the engine's veto and delegate messages, by era
        // (``PresentationKit/PresentationController/dismiss(asUser:starting:)``); a refusal is no mistake of the
        // style's, so nothing is reported (the trace has the calls).
        controller.dismiss(asUser: .drag) { completion in
            let interaction = StyleTransitioningDelegate.interactionController(for: session.style)
            interaction.wantsInteractiveStart = true
            let begun = session.beginInteraction(interaction)
            guard controller.presentedViewController.dismiss(animated: true, completion: completion) else {
                session.interactionState.pendingInteraction = nil
                begun.cancelAbandoned()
                engineRefused = true
                return false
            }
            it = begun
            return true
        }
        if engineRefused {
            scopes.current?.report(.warning, "self:beginInteractiveDismissal(): the engine refused the dismissal (see its "
                + "diagnostics); it answered nil", code: .style.styleIgnoredCall, at: location)
        }
        return it
    }

    /// `self:escape()`: what VoiceOver's escape gesture does to this presentation (UIKit's
    /// `accessibilityPerformEscape()`): a user's dismissal through the veto — refused when the presented
    /// controller is modal in presentation or the style's `shouldDismiss` (or the app's delegate) says no, and
    /// then the delegate hears `presentationControllerDidAttemptToDismiss` — else an animated dismissal. Answers
    /// whether the presentation is being dismissed. Outside the presented phase it answers false, reported at
    /// the calling line; a refusal is no mistake of the style's and is not reported (the trace has it).
    static func escape(_ host: PresentationHost, scopes: HookScopes, location: LuaSourceLocation?) -> Bool {
        guard let controller = host.controller else { return false }
        guard controller.phase == .presented, controller.presentedViewController.transitionCoordinator == nil else {
            scopes.current?.report(.warning, "self:escape() needs the presentation presented and no transition under way "
                + "(the phase is \(controller.phase.rawValue)); it answered false", code: .style.styleIgnoredCall, at: location)
            return false
        }
        return controller.accessibilityPerformEscape()
    }

    /// Runs `changes`, then sets the presented view's frame from `frameOfPresentedView` and lays the container
    /// out (its `containerWillLayout` and `containerDidLayout` hooks run), all inside one animation block with
    /// `animate{}`'s fields — UIKit's "change the state, then `setNeedsLayout` and `layoutIfNeeded` inside
    /// `UIView.animate`" idiom, the one a sheet uses to move between detents. A spring's `velocity` is
    /// relative, as UIKit's `initialSpringVelocity` (the finger's speed divided by the distance to go).
    ///
    /// During a transition (or before the presentation, or after it) `changes` still runs but nothing is
    /// laid out or animated — the transition's animator owns the views then — which is reported.
    static func animateLayout(_ host: PresentationHost, _ table: LuaTable, scopes: HookScopes, location: LuaSourceLocation?) throws {
        let request = try AnimationRequest(table)
        let (scope, clock) = try AnimationFunctions.current(scopes, "animateLayout")
        guard let controller = host.controller else { return }
        for note in request.notes { scope.report(.warning, note, code: .style.animationAdjusted, at: location) }
        guard controller.phase == .presented, controller.presentedViewController.transitionCoordinator == nil,
              let container = controller.containerView
        else {
            scope.report(.warning, "self:animateLayout{…} came while the presentation is \(controller.phase.rawValue) (a "
                + "transition's animator owns the views then); its changes ran, and nothing was laid out or animated",
                code: .style.styleIgnoredCall, at: location)
            try AnimationFunctions.runUnanimated(request.changes, on: clock)
            return
        }
        let completion = AnimationFunctions.callback(request.completion, scope: scope, name: .completion)
        let layout = {
            if let view = controller.presentedView { view.frame = controller.frameOfPresentedViewInContainerView }
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
        guard AnimationFunctions.admit(scopes, clock: clock, scope: scope, location: location) else {
            try AnimationFunctions.runUnanimated(request.changes, on: clock)
            clock.performWithoutAnimation(layout)
            return
        }
        var failure: (any Error)?
        clock.animate(request.parameters, label: "animateLayout \(location?.description ?? scope.file)", animations: {
            do { try request.changes?.call() } catch { failure = error }
            if failure == nil { layout() }
        }, completion: completion.map { run in { finished in run { try $0.call(finished) } } })
        if let failure { throw failure }
    }
}
