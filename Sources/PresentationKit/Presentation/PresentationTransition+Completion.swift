/// The ending of a transition, run when the animator calls `completeTransition`.
///
/// A finished presentation: the presenter's view leaves the window if it takes part,
/// `presentationTransitionDidEnd(true)`, the appearance callbacks end (`viewDidDisappear` of the presenter,
/// `viewDidAppear` of the presented), the animator's `animationEnded(true)`, the `present` completion, then
/// the coordinator's completions. A cancelled one (`completeTransition(false)`): `presentationTransitionDidEnd
/// (false)`, the presented view and container leave, the appearance callbacks run back (`viewWillDisappear`
/// and `viewDidDisappear` for the controller that was appearing, then `viewWillAppear` and `viewDidAppear`
/// for a presenter whose view took part), the presenter is otherwise untouched. Dismissals
/// mirror both. The completion handler runs in every case, exactly once.
extension PresentationTransition {
    func complete(_ didComplete: Bool) {
        if window.activeTransition === self { window.activeTransition = nil }
        coordinator.startAlongsideAnimations()
        controller.containerView?.timeline = nil
        switch (kind, didComplete) {
        case (.presentation, true): finishPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): finishDismissal()
        case (.dismissal, false): cancelDismissal()
        }
        letGoOfParticipants()
        window.trace.record("animationEnded", target: animator.traceName, detail: String(didComplete))
        animator.animationEnded(didComplete)
        if let completion, let completionTicket {
            completionTicket.fire {
                window.trace.record("completion", target: requester.name, detail: kind == .presentation ? "present" : "dismiss")
                completion()
            }
        }
        coordinator.transitionEnded()
        if kind == .dismissal, didComplete { checkPresenterRestored() }
        window.retireEndedPresentations()
    }

    /// The presenter's view must be back as it was before the presentation (`PresenterRestoration.swift`),
    /// once every callback of the dismissal — the animator's end, the completions — had its chance to put it
    /// back. Not when a completion started another transition: that one owns the view now. The presenters
    /// of the controllers dismissed in between go with them, unchecked: their screens are gone.
    private func checkPresenterRestored() {
        for dismissed in dismissedStack {
            dismissed.presenterRestoration?.end()
            dismissed.presenterRestoration = nil
        }
        guard let restoration = presenting.presenterRestoration, presenting.presentedViewController == nil else { return }
        restoration.end()
        presenting.presenterRestoration = nil
        guard window.activeTransition == nil, let violation = restoration.violation() else { return }
        window.diagnostics.report(violation)
    }

    // MARK: Presentation

    private func finishPresentation() {
        ensurePresentedViewIsInContainer()
        if presenterViewTakesPart { presenting.view.removeFromSuperview() }
        controller.move(to: .presented)
        controller.callPresentationTransitionDidEnd(true)
        endAppearances()
        presented.isBeingPresented = false
    }

    private func cancelPresentation() {
        controller.move(to: .cancelled)
        controller.callPresentationTransitionDidEnd(false)
        removePresentedViews(of: controller)
        if presenterViewTakesPart { returnPresenterViewHome(from: controller) }
        reverseAppearances()
        presented.isBeingPresented = false
        unlink(presented, from: presenting)
        presenting.presenterRestoration?.end()
        presenting.presenterRestoration = nil
    }

    /// An animator that never put the presented view into the container would leave it off screen for good;
    /// put it there at its final frame and say so.
    private func ensurePresentedViewIsInContainer() {
        let container = context.containerView
        guard let view = controller.checkedPresentedView, !view.isDescendant(of: container) else { return }
        window.diagnostics.report(Diagnostic(
            .warning, "\(animator.traceName) did not add the presented view '\(view.name)' to the container; "
                + "it was added at its final frame", code: .engine.presentedViewNotInContainer,
            file: animator.sourcePosition?.file, line: animator.sourcePosition?.line, hook: "animateTransition"))
        container.addSubview(view)
        view.frame = controller.frameOfPresentedViewInContainerView
    }

    // MARK: Dismissal

    private func finishDismissal() {
        if presenterViewTakesPart { returnPresenterViewHome(from: dismissedStack.first?.presentationStorage) }
        for dismissed in dismissedStack.reversed() {
            guard let controller = dismissed.presentationStorage else { continue }
            controller.move(to: .dismissed)
            controller.callDismissalTransitionDidEnd(true)
            removePresentedViews(of: controller)
        }
        endAppearances()
        for dismissed in dismissedStack { dismissed.isBeingDismissed = false }
        for dismissed in dismissedStack.reversed() {
            if let presenter = dismissed.presentingStorage { unlink(dismissed, from: presenter) }
        }
    }

    private func cancelDismissal() {
        controller.move(to: .presented)
        controller.callDismissalTransitionDidEnd(false)
        for intermediate in dismissedStack.dropLast() {
            intermediate.presentationStorage?.move(to: .presented)
        }
        for (container, home) in removedContainers.reversed() {
            home.superview?.insertSubview(container, at: home.index)
        }
        if restoredPresenterView { presenting.view.removeFromSuperview() }
        reverseAppearances()
        for dismissed in dismissedStack { dismissed.isBeingDismissed = false }
    }

    // MARK: Shared steps

    private func endAppearances() {
        AppearanceChange.end(appearanceChanges)
    }

    /// A cancelled transition runs the appearance callbacks back, the appearing controller first.
    private func reverseAppearances() {
        AppearanceChange.reverse(appearanceChanges, animated: animated)
    }

    /// Takes the presented view (and the presented controller's own view, if wrapped) and the container out
    /// of the window, and puts the presented view back to full opacity and identity for a next presentation.
    private func removePresentedViews(of controller: PresentationController) {
        for view in [controller.checkedPresentedView, controller.presentedViewController.viewIfLoaded].compactMap({ $0 }) {
            view.removeFromSuperview()
        }
        controller.containerView?.removeFromSuperview()
    }

    /// Puts the presenter's view back where it lived before the presentation, if it is not there.
    private func returnPresenterViewHome(from controller: PresentationController?) {
        guard let home = controller?.presenterViewHome, let superview = home.superview else { return }
        let view = presenting.view
        if view.superview !== superview {
            superview.insertSubview(view, at: home.index)
        }
        window.clock.performWithoutAnimation { view.untransformedFrame = home.frame }
    }

    private func unlink(_ presented: ViewController, from presenter: ViewController) {
        if presenter.presentedViewController === presented { presenter.presentedViewController = nil }
        presented.presentingStorage = nil
        presented.presentationStorage?.releasePresentation()
    }
}

extension PresentationTransition {
    /// The participants stop vending this transition's coordinator (which holds its context, which holds
    /// them): at the end, and when the window goes away with the transition still under way.
    func letGoOfParticipants() {
        for participant in participants where participant.coordinatorStorage === coordinator {
            participant.coordinatorStorage = nil
        }
    }

    /// The window went away with this transition under way (an interaction left it paused): it will never
    /// end, so its participants let go of it without any callback.
    func abandon() {
        letGoOfParticipants()
    }
}
