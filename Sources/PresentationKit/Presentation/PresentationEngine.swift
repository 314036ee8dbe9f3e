/// Starts presentations and dismissals in a window the way UIKit does: which controller presents, which
/// presentation controller and animator are used, and which requests are refused.
struct PresentationEngine {
    let window: Window

    // MARK: Present

    func present(
        _ presented: ViewController, from source: ViewController, animated: Bool, completion: (() -> Void)?
    ) -> Bool {
        window.trace.record("present", target: source.name, detail: presented.name)
        if window.activeTransition != nil {
            return refuse("Attempt to present '\(presented.name)' on '\(source.name)' while a presentation is in progress; "
                + "present from the completion handler instead", code: .engine.presentWhileTransitioning)
        }
        if window.isTransitioningSize {
            return refuse("Attempt to present '\(presented.name)' on '\(source.name)' while the window rotates or resizes; "
                + "present from the transition coordinator's completion instead", code: .engine.presentWhileTransitioning)
        }
        if presented.presentingStorage != nil || presented.parent != nil || presented.hostWindow != nil
            || presented.presentedViewController != nil || source.isDescendantController(of: presented) {
            return refuse("'\(presented.name)' cannot be presented: it is already presented, the root, a child or "
                + "presenting (UIKit raises an exception)", code: .engine.presentIllegalController)
        }
        let style = presented.modalPresentationStyle.resolved(in: window.systemVersion)
        if style == .none {
            return refuse("'\(presented.name)' has modalPresentationStyle none, which is only an adaptive answer; "
                + "choose a presentation style", code: .engine.presentStyleNone)
        }
        let root = source.containmentRoot
        guard root.hostWindow === window || root.presentingStorage != nil else {
            return refuse("Attempt to present '\(presented.name)' on '\(source.name)' whose view is not in the window hierarchy",
                          code: .engine.presentFromDetachedController)
        }
        let presenter = presentingController(for: style, from: source)
        if let current = presenter.presentedViewController {
            return refuse("Attempt to present '\(presented.name)' on '\(presenter.name)' which is already presenting '\(current.name)'",
                          code: .engine.presentWhilePresenting)
        }
        // A context that is off screen (a child whose view was never added, a hidden tab, a controller a
        // full-screen presentation covers) has nowhere to put the container.
        guard presenter.viewIfLoaded?.window === window else {
            return refuse("Attempt to present '\(presented.name)' on '\(presenter.name)' whose view is not in the window hierarchy",
                          code: .engine.presentFromDetachedController)
        }

        // Seed 002's order: the presentation controller, whether it presents in full screen, how it adapts to
        // the traits it is about to present in, then the animator.
        let requested = presentationController(for: presented, style: style, presenter: presenter, source: source)
        let adaptation = PresentationAdaptation(original: requested, presented: presented, presenter: presenter)
        let controller = adaptation.controller
        let shown = adaptation.shown
        let delegate = shown.transitioningDelegate
        var animator: ViewControllerAnimatedTransitioning?
        if let delegate {
            window.trace.record("animationController(forPresented:presenting:source:)", target: delegate.traceName)
            animator = delegate.animationController(forPresented: shown, presenting: presenter, source: source)
        }
        var interactionController: ViewControllerInteractiveTransitioning?
        if let delegate, let animator {
            window.trace.record("interactionControllerForPresentation(using:)", target: delegate.traceName)
            interactionController = delegate.interactionControllerForPresentation(using: animator)
        }
        // A presenter that provides the context's transition style imposes its own transition.
        let transitionGiver = presenter.providesPresentationContextTransitionStyle && !style.presentsFullScreen ? presenter : shown
        let isPopover = controller.presentationStyle == .popover
        if animator == nil, !isPopover, transitionGiver.systemTransitionStyle(in: window) == .partialCurl,
           controller.presentationStyle != .fullScreen {
            return refuse("'\(presented.name)' asks for the partial curl, which UIKit plays only for a full-screen "
                + "presentation (it raises an exception): present it full screen or choose another transition",
                code: .engine.partialCurlNeedsFullScreen)
        }
        let fullScreen = adaptation.presentsInFullscreen
        let removesPresenter = controller.askShouldRemovePresentersView()

        presenter.presenterRestoration?.end()
        presenter.presenterRestoration = PresenterRestoration(
            view: presenter.view, isLaidOutByItsPresentation: presenter.containmentRoot.presentationStorage != nil)
        presenter.presentedViewController = shown
        shown.presentingStorage = presenter
        shown.presentationStorage = controller
        shown.isBeingPresented = true
        controller.presentingStorage = presenter
        controller.removedPresentersView = removesPresenter
        controller.move(to: .presenting)
        window.presentationControllers.append(controller)
        if requested !== controller { window.presentationControllers.append(requested) }
        if removesPresenter, let superview = presenter.view.superview {
            let index = superview.subviews.firstIndex { $0 === presenter.view } ?? 0
            controller.presenterViewHome = ViewHome(superview: superview, index: index, frame: presenter.view.untransformedFrame)
        }
        controller.containerView = makeContainer(fullScreen: fullScreen, presenter: presenter, controller: controller)

        let transition = PresentationTransition(
            kind: .presentation, window: window, presented: shown, presenting: presenter, controller: controller,
            dismissedStack: [], animated: animated,
            animator: animator ?? transitionGiver.systemAnimator(in: window, popover: isPopover, traits: presenter.traitCollection),
            interactionController: interactionController, presenterViewTakesPart: removesPresenter,
            requester: source, completion: completion)
        controller.containerView?.timeline = transition.timeline
        window.activeTransition = transition
        adaptation.announce(with: transition.coordinator)
        shown.loadViewIfNeeded()
        transition.begin()
        return true
    }

    /// Full-screen styles present from a controller that covers the screen: the top of the source's
    /// containment hierarchy (the root, or a presented controller), walking up past controllers presented in
    /// a context (current context, over current context: their presentation controllers do not present in
    /// full screen) to the controller that presented them. Context styles present from the nearest
    /// controller that defines the presentation context, else that top.
    private func presentingController(for style: ModalPresentationStyle, from source: ViewController) -> ViewController {
        guard !style.presentsFullScreen else {
            var candidate = source.containmentRoot
            while let presentation = candidate.presentationStorage, !presentation.shouldPresentInFullscreen,
                  let presenter = candidate.presentingStorage {
                candidate = presenter.containmentRoot
            }
            return candidate
        }
        var current = source
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }

    private func presentationController(
        for presented: ViewController, style: ModalPresentationStyle, presenter: ViewController, source: ViewController
    ) -> PresentationController {
        if let pending = presented.presentationStorage, pending.phase == .initial, pending.presentedViewController === presented {
            if pending.presentationStyle == style { return pending }
            // `.automatic` configured before its era was known (PresentationController+AutomaticStyle.swift).
            if presented.modalPresentationStyle == .automatic {
                let controller = PresentationController.builtIn(for: style, presented: presented, presenting: presenter)
                controller.adoptConfiguration(of: pending)
                return controller
            }
        }
        guard style == .custom else { return PresentationController.builtIn(for: style, presented: presented, presenting: presenter) }
        if let delegate = presented.transitioningDelegate {
            window.trace.record("presentationController(forPresented:presenting:source:)", target: delegate.traceName)
            if let vended = delegate.presentationController(forPresented: presented, presenting: presenter, source: source) {
                if vended.presentedViewController === presented, vended.phase == .initial { return vended }
                window.diagnostics.report(
                    .error, "\(delegate.traceName) vended \(vended.traceName), which is for another controller or "
                        + "already used; the default presentation controller was used",
                    code: .engine.badPresentationController, hook: "presentationController(forPresented:)")
            }
        }
        return PresentationController(presentedViewController: presented, presenting: presenter)
    }

    /// The container: over the window for a full-screen presentation, else over the presenter's view.
    private func makeContainer(fullScreen: Bool, presenter: ViewController, controller: PresentationController) -> View {
        let container = View(name: "container")
        container.layoutDelegate = controller
        if !fullScreen, let superview = presenter.view.superview {
            container.frame = presenter.view.frame
            superview.insertSubview(container, aboveSubview: presenter.view)
        } else {
            container.frame = window.bounds
            window.rootView.addSubview(container)
        }
        return container
    }

    // MARK: Dismiss

    /// - Parameters:
    ///   - interaction: The system's own interaction controller, for a dismissal a finger drives (a sheet's
    ///     swipe): used whatever the transitioning delegate vends, as UIKit drives the delegate's animator
    ///     with its own swipe.
    ///   - fallbackAnimator: The animator to use when the transitioning delegate vends none (instead of the
    ///     transition style's).
    func dismiss(
        from source: ViewController, animated: Bool, completion: (() -> Void)?,
        interaction: ViewControllerInteractiveTransitioning? = nil,
        fallbackAnimator: ViewControllerAnimatedTransitioning? = nil
    ) -> Bool {
        window.trace.record("dismiss", target: source.name)
        if window.activeTransition != nil {
            return refuse("Attempt to dismiss from view controller '\(source.name)' while a presentation or dismiss is in progress",
                          code: .engine.dismissWhileTransitioning)
        }
        if window.isTransitioningSize {
            return refuse("Attempt to dismiss from view controller '\(source.name)' while the window rotates or resizes; "
                + "dismiss from the transition coordinator's completion instead", code: .engine.dismissWhileTransitioning)
        }
        let presenter: ViewController
        if source.presentedViewController != nil {
            presenter = source
        } else if let owner = source.containmentRoot.presentingStorage {
            presenter = owner
        } else {
            window.diagnostics.report(
                .note, "'\(source.name)' neither presents nor is presented: nothing to dismiss (UIKit then does not "
                    + "call the completion either)", code: .engine.nothingToDismiss)
            return false
        }
        var stack: [ViewController] = []
        var seen: Set<ObjectIdentifier> = []
        var next = presenter.presentedViewController
        while let controller = next, seen.insert(ObjectIdentifier(controller)).inserted {
            stack.append(controller)
            next = controller.presentedViewController
        }
        guard let top = stack.last, let controller = top.presentationStorage, let bottom = stack.first?.presentationStorage else {
            return false
        }
        let delegate = top.transitioningDelegate
        var animator: ViewControllerAnimatedTransitioning?
        if let delegate {
            window.trace.record("animationController(forDismissed:)", target: delegate.traceName)
            animator = delegate.animationController(forDismissed: top)
        }
        var interactionController = interaction
        if interaction == nil, let delegate, let animator {
            window.trace.record("interactionControllerForDismissal(using:)", target: delegate.traceName)
            interactionController = delegate.interactionControllerForDismissal(using: animator)
        }
        for dismissed in stack {
            dismissed.isBeingDismissed = true
            dismissed.presentationStorage?.move(to: .dismissing)
        }
        let transition = PresentationTransition(
            kind: .dismissal, window: window, presented: top, presenting: presenter, controller: controller,
            dismissedStack: stack, animated: animated,
            animator: animator ?? fallbackAnimator
                ?? top.systemAnimator(in: window, popover: controller.presentationStyle == .popover, traits: top.traitCollection),
            interactionController: interactionController, presenterViewTakesPart: bottom.removedPresentersView,
            requester: source, completion: completion)
        controller.containerView?.timeline = transition.timeline
        window.activeTransition = transition
        transition.begin()
        return true
    }

    private func refuse(_ message: String, code: DiagnosticCode) -> Bool {
        window.diagnostics.report(.error, message, code: code)
        return false
    }
}
