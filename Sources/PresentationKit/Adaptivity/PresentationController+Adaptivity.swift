/// How a presentation controller adapts: the style it answers for an environment, the replacement controller
/// and the stand-in presentation controller of the adapted style.
///
/// Adapting never changes the presented controller's ``ViewController/presentationController``: the
/// original controller (a popover's, a custom one) stays, and one of the adapted style *stands in* for it —
/// ``PresentationController/adaptedPresentationController`` — managing the container, the chrome and the
/// presented view until the environment lets the original present again. UIKit's rules, as the 2014
/// sessions give them:
/// - only a controller whose ``shouldPresentInFullscreen`` is true adapts (current-context ones never do);
/// - built-in sheets (form, page) and popovers answer full screen in a horizontally compact environment;
///   anything else keeps its style unless its delegate says otherwise;
/// - a delegate may answer full screen, over full screen, form sheet, page sheet, or none — which keeps the
///   presentation as it is, a real popover on a phone included.
extension PresentationController {
    /// Whether another presentation controller stands in for this one because the presentation adapted.
    public var isAdapted: Bool { adaptedPresentationController?.adaptedFrom === self }

    /// The controller managing this presentation now: the stand-in while adapted, else this one.
    var activeController: PresentationController {
        guard isAdapted, let standIn = adaptedPresentationController else { return self }
        return standIn
    }

    /// The delegate's answer for `traitCollection`, recorded in the trace; nil without a delegate or when it
    /// leaves the choice to the presentation controller. Built-in overrides of
    /// ``adaptivePresentationStyle(for:)`` start from this.
    func delegateAdaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle? {
        guard let delegate else { return nil }
        window?.trace.record("adaptivePresentationStyle(for:traitCollection:)", target: delegate.traceName,
                             detail: traitCollection.description)
        return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    }

    /// The style this presentation adapts to in `traits`, or nil when it keeps its own. Asks
    /// ``adaptivePresentationStyle(for:)`` (recorded) and checks the answer: a context style cannot stand in
    /// for a presentation, so it is reported and treated as none.
    func adaptiveTarget(for traits: TraitCollection) -> ModalPresentationStyle? {
        record("adaptivePresentationStyle(for:)", traits.description)
        let answer = adaptivePresentationStyle(for: traits).resolved(in: window?.systemVersion ?? .current)
        switch answer {
        case .none, presentationStyle:
            return nil
        case .fullScreen, .overFullScreen, .formSheet, .pageSheet, .popover, .custom:
            return answer
        case .currentContext, .overCurrentContext, .automatic:
            window?.diagnostics.report(
                .error, "\(traceName) answered \(answer.rawValue) for adaptivePresentationStyle(for:); a presentation can "
                    + "adapt to fullScreen, overFullScreen, formSheet, pageSheet or none; it was not adapted",
                code: .engine.badAdaptivePresentationStyle, hook: "adaptivePresentationStyle(for:)")
            return nil
        }
    }

    /// The delegate's replacement for the presented controller in `style`, recorded and checked; nil when
    /// there is none (or it cannot be presented: reported).
    func askReplacement(for style: ModalPresentationStyle) -> ViewController? {
        guard let delegate else { return nil }
        window?.trace.record("presentationController(_:viewControllerForAdaptivePresentationStyle:)",
                             target: delegate.traceName, detail: style.rawValue)
        guard let replacement = delegate.presentationController(self, viewControllerForAdaptivePresentationStyle: style),
              replacement !== presentedViewController else {
            return nil
        }
        guard replacement.presentingStorage == nil, replacement.hostWindow == nil, replacement.parent == nil,
              replacement.presentedViewController == nil else {
            window?.diagnostics.report(
                .error, "\(delegate.traceName) offered '\(replacement.name)' to present in \(style.rawValue), but it is "
                    + "already presented, presenting, a root or a child; '\(presentedViewController.name)' was kept",
                code: .engine.badAdaptiveViewController, hook: "presentationController(_:viewControllerForAdaptivePresentationStyle:)")
            return nil
        }
        return replacement
    }

    /// Tells the delegate the presentation is about to adapt to `style` (none: back to its own).
    func announceAdaptiveStyle(_ style: ModalPresentationStyle, with coordinator: ViewControllerTransitionCoordinator?) {
        guard let delegate else { return }
        window?.trace.record("presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
                             target: delegate.traceName, detail: style.rawValue)
        delegate.presentationController(self, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
    }

    /// A presentation controller of `style` to stand in for this one, presenting `shown` from `presenter`: a
    /// built-in one, or for ``ModalPresentationStyle/custom`` the one the shown controller's transitioning
    /// delegate vends (the base controller when it vends none). Linked to this one.
    func makeStandIn(for style: ModalPresentationStyle, showing shown: ViewController, from presenter: ViewController)
        -> PresentationController {
        var standIn: PresentationController?
        if style == .custom, let vendor = shown.transitioningDelegate ?? presentedViewController.transitioningDelegate {
            window?.trace.record("presentationController(forPresented:presenting:source:)", target: vendor.traceName)
            let vended = vendor.presentationController(forPresented: shown, presenting: presenter, source: presenter)
            if let vended, vended.presentedViewController === shown, vended.phase == .initial, vended !== self {
                standIn = vended
            } else if let vended {
                window?.diagnostics.report(
                    .error, "\(vendor.traceName) vended \(vended.traceName), which is for another controller or already "
                        + "used; the default presentation controller stands in", code: .engine.badPresentationController,
                    hook: "presentationController(forPresented:)")
            }
        }
        let controller = standIn ?? .builtIn(for: style, presented: shown, presenting: presenter)
        controller.presentingStorage = presenter
        controller.adaptedFrom = self
        adaptedPresentationController = controller
        return controller
    }
}
