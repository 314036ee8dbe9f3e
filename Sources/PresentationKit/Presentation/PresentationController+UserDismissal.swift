/// Dismissals a user asks for: the veto they all go through, and the escape and the tap outside a popover,
/// which dismiss at once when allowed (a sheet's swipe drives its own interactive dismissal, in
/// `SheetPresentationController+SwipeDismissal.swift`).
///
/// The delegate's messages follow Apple's documentation of `UIAdaptivePresentationControllerDelegate`
/// (iOS 13): `presentationControllerShouldDismiss(_:)` asks for permission, and is not asked when the
/// presented controller ``ViewController/isModalInPresentation`` ("UIKit ignores events outside the view
/// controller's bounds and prevents the interactive dismissal"); a refusal either way is told with
/// `presentationControllerDidAttemptToDismiss(_:)` ("a user-initiated attempt to dismiss a view was
/// prevented"); an allowed dismissal sends `presentationControllerWillDismiss(_:)` once its transition has
/// begun (its coordinator is there) and `presentationControllerDidDismiss(_:)` after the dismissed
/// controller's `viewDidDisappear` — neither of which UIKit sends for a programmatic dismissal.
///
/// In the iOS 8–12 era (``SystemVersion/iOS12``) none of these existed: only a popover had a veto, its
/// delegate's `popoverPresentationControllerShouldDismissPopover(_:)` (``PopoverPresentationControllerDelegate``),
/// refused by the presented controller's `isModalInPopover` (the model's ``ViewController/isModalInPresentation``
/// stands for it), with no message for a refusal and `popoverPresentationControllerDidDismissPopover(_:)` after
/// an allowed one; any other presentation answers a user's dismissal as UIKit's default does, allowing it.
extension PresentationController {
    /// Whether the window models the iOS 8–12 era, before iOS 13's dismissal messages.
    var usesPopoverEraDismissal: Bool { (window?.systemVersion ?? .current) < .iOS18 }

    /// Whether a user may dismiss the presentation now: not when the presented controller is modal in
    /// presentation (then the delegate is not asked), else the delegate's answer (true without a delegate). A
    /// refusal is recorded in the trace (`refusedSwipeDismissal`, `refusedEscapeDismissal`,
    /// `refusedTapOutsideDismissal`, with what refused it) and told to the delegate.
    func askToDismiss(by dismissal: UserDismissal) -> Bool {
        if usesPopoverEraDismissal { return askToDismissInPopoverEra(by: dismissal) }
        let isModal = presentedViewController.isModalInPresentation
        var allowed = !isModal
        if allowed, let delegate {
            window?.trace.record("presentationControllerShouldDismiss", target: delegate.traceName)
            allowed = delegate.presentationControllerShouldDismiss(self)
        }
        if !allowed {
            let kind = dismissal.rawValue.prefix(1).uppercased() + dismissal.rawValue.dropFirst()
            record("refused\(kind)Dismissal", isModal ? "isModalInPresentation" : "delegate")
            if let delegate {
                window?.trace.record("presentationControllerDidAttemptToDismiss", target: delegate.traceName)
                delegate.presentationControllerDidAttemptToDismiss(self)
            }
        }
        return allowed
    }

    /// Dismisses the presentation as a user's `dismissal` does when it is not interactive (the escape, a tap
    /// outside a popover): only while presented and no transition runs; the veto first, then an animated
    /// dismissal from the presenting controller with the delegate's will- and did-dismiss messages.
    ///
    /// - Returns: Whether the dismissal started (false when refused, or when there is nothing to dismiss now).
    @discardableResult
    public func dismiss(asUser dismissal: UserDismissal) -> Bool {
        guard let window, phase == .presented, window.activeTransition == nil, !window.isTransitioningSize else {
            window?.trace.record("ignoredUserDismissal", target: traceName, detail: dismissal.rawValue)
            return false
        }
        guard askToDismiss(by: dismissal) else { return false }
        record("userDismissal", dismissal.rawValue)
        let started = PresentationEngine(window: window).dismiss(
            from: presentingViewController, animated: true,
            completion: { [weak self] in self?.userDismissalDidEnd() })
        guard started else { return false }
        userDismissalDidBegin()
        return true
    }

    /// Dismisses the presentation as a user's finger does through the presentation's own gesture (a custom
    /// presentation controller's pan, ``UserDismissal/drag``): the veto first, then `start`, which begins the
    /// interactive dismissal and answers whether it began, calling the completion it is given when the
    /// dismissal's transition ends. The delegate's messages follow the era, as for every user's dismissal:
    ///
    /// - From iOS 13 (``SystemVersion/iOS18``, ``SystemVersion/iOS26``), as a sheet's swipe: refused by
    ///   ``ViewController/isModalInPresentation`` or `presentationControllerShouldDismiss(_:)`, then
    ///   `presentationControllerDidAttemptToDismiss(_:)`; allowed, `presentationControllerWillDismiss(_:)` once
    ///   the transition has begun, and `presentationControllerDidDismiss(_:)` if it finishes (Apple's
    ///   documentation of `UIAdaptivePresentationControllerDelegate`; each of those methods and
    ///   `isModalInPresentation` is "iOS 13.0+").
    /// - In iOS 8–12 (``SystemVersion/iOS12``) none of them existed: an app's gesture that dismissed its
    ///   custom presentation asked nobody and told nobody, and `isModalInPopover`, the era's only veto, held
    ///   only a popover's taps outside ("causes an owning popover controller to disallow interactions outside
    ///   this view controller", Apple's documentation of `isModalInPopover`, iOS 3.2–13.0). So a finger's
    ///   dismissal is allowed, silently, unless the presentation is a popover.
    ///
    /// - Returns: Whether the dismissal began (false when refused, or when `start` did not begin it).
    @discardableResult
    public func dismiss(asUser dismissal: UserDismissal, starting start: (_ completion: @escaping () -> Void) -> Bool) -> Bool {
        guard askToDismiss(by: dismissal) else { return false }
        record("userDismissal", dismissal.rawValue)
        guard start({ [weak self] in self?.userDismissalDidEnd() }) else { return false }
        userDismissalDidBegin()
        return true
    }

    /// `presentationControllerWillDismiss(_:)`, from iOS 13, once a user's dismissal has begun.
    private func userDismissalDidBegin() {
        guard !usesPopoverEraDismissal, let delegate else { return }
        window?.trace.record("presentationControllerWillDismiss", target: delegate.traceName)
        delegate.presentationControllerWillDismiss(self)
    }

    private func userDismissalDidEnd() {
        guard phase == .dismissed, let delegate else { return }
        if usesPopoverEraDismissal {
            guard let popover = self as? PopoverPresentationController,
                  let popoverDelegate = delegate as? PopoverPresentationControllerDelegate else { return }
            window?.trace.record("popoverPresentationControllerDidDismissPopover", target: delegate.traceName)
            popoverDelegate.popoverPresentationControllerDidDismissPopover(popover)
            return
        }
        window?.trace.record("presentationControllerDidDismiss", target: delegate.traceName)
        delegate.presentationControllerDidDismiss(self)
    }

    /// The iOS 8–12 veto: a popover's `isModalInPopover` and its delegate's
    /// `popoverPresentationControllerShouldDismissPopover(_:)`; nothing for other presentations.
    private func askToDismissInPopoverEra(by dismissal: UserDismissal) -> Bool {
        guard let popover = self as? PopoverPresentationController else { return true }
        let isModal = presentedViewController.isModalInPresentation
        var allowed = !isModal
        if allowed, let delegate = delegate as? PopoverPresentationControllerDelegate {
            window?.trace.record("popoverPresentationControllerShouldDismissPopover", target: delegate.traceName)
            allowed = delegate.popoverPresentationControllerShouldDismissPopover(popover)
        }
        if !allowed {
            let kind = dismissal.rawValue.prefix(1).uppercased() + dismissal.rawValue.dropFirst()
            record("refused\(kind)Dismissal", isModal ? "isModalInPopover" : "delegate")
        }
        return allowed
    }
}

extension Window {
    /// VoiceOver's escape gesture: sent to the top presentation, the one VoiceOver's focus is in (its presented
    /// view is modal to VoiceOver), as ``PresentationController/accessibilityPerformEscape()``. Nothing
    /// happens without a presentation.
    ///
    /// - Returns: Whether a presentation is being dismissed.
    @discardableResult
    public func accessibilityPerformEscape() -> Bool {
        // The last presentation begun that has not ended is the top one (a stand-in for an adapted presentation
        // answers through the presentation it stands for, which the app configured).
        let live: Set<PresentationPhase> = [.presenting, .presented, .dismissing]
        guard let controller = presentationControllers.last(where: { $0.adaptedFrom == nil && live.contains($0.phase) }) else {
            trace.record("accessibilityPerformEscape", target: name, detail: "nothing presented")
            return false
        }
        trace.record("accessibilityPerformEscape", target: controller.traceName)
        return controller.accessibilityPerformEscape()
    }
}
