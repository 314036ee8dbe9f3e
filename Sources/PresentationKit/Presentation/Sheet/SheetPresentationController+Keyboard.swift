/// How a sheet makes way for the keyboard, by era (``Window/systemVersion``).
///
/// - A floating sheet (a form or page sheet on an iPad, and the classic form sheet in a regular environment)
///   moves up until its bottom is on the keyboard's top, never above the safe area's top, keeping its size;
///   it comes back when the keyboard goes. UIKit has done so for form sheets since the iPad's first SDK; the
///   exact rule (no gap, clamped to the safe area) is not documented and is this model's reading of it.
/// - iOS 26: an edge-attached sheet resting at a detent smaller than its largest expands to its largest when
///   the keyboard comes up (a field in it took focus), and stays there when the keyboard goes. This is a
///   third-party observation: Feedback FB17890661 (feedback-assistant/reports #669, 2025, on iOS 26.0: "When
///   the sheet is minimized and I focus the text field, the sheet automatically expands to the largest
///   possible detent").
/// - iOS 15–18 (``SystemVersion/iOS18``): the sheet keeps its detent and avoids the keyboard — one resting
///   below its largest detent rises until its bottom is on the keyboard's top, as tall as its detent (the
///   home indicator's inset under the keyboard), its top no higher than the largest detent's, shortened if it
///   must be; at its largest detent the keyboard covers its bottom, as UIKit leaves it to the content's
///   keyboard layout guide. "UISheetPresentationController supports automatic keyboard avoidance" is a
///   third-party report (hackiftekhar/IQKeyboardManager #1994, on iOS 17); the geometry above is this model's
///   reading of it, not a measurement.
/// - iOS 8–12 (``SystemVersion/iOS12``): no detents; a page or form sheet fills a compact screen and does
///   not move; only a floating form sheet moves up, as above.
///
/// The move happens inside the keyboard's animation, so the sheet rides with the keyboard.
extension SheetPresentationController {
    /// The keyboard is about to move: expand to the largest detent when the era does, then take the frame
    /// ``frameOfPresentedViewInContainerView`` now gives (see ``frameAvoidingKeyboard(_:restingAt:)``) with the chrome.
    /// Not while a finger holds the sheet or a swipe dismisses it.
    func keyboardWillChange(_ change: KeyboardChange) {
        guard phase == .presented, drag == nil, swipeDismissal == nil, let sheet = presentedView else { return }
        if change.isVisible, expandsToLargestDetentForKeyboard, let largest = resolvedDetents.last?.identifier,
           restingDetentIdentifier != largest {
            // Inside the keyboard's animation: the change is applied below, not at once.
            let wasAnimating = isAnimatingChanges
            isAnimatingChanges = true
            selectedDetentIdentifier = largest
            isAnimatingChanges = wasAnimating
        }
        lastFrameOfPresentedView = nil
        sheet.frame = frameOfPresentedViewInContainerView
        dimmingView.alpha = targetDimmingAlpha
        applyRecession(targetRecession)
        updateChrome()
    }

    /// The era the sheet's window models.
    private var keyboardEra: SystemVersion { containerView?.window?.systemVersion ?? .current }

    /// Whether the sheet goes to its largest detent when the keyboard comes up: an edge-attached card on iOS 26.
    var expandsToLargestDetentForKeyboard: Bool {
        keyboardEra >= .iOS26 && effectiveGeometry.hasDetents && attachment == .bottomEdge
    }

    /// `frame`, the sheet's frame without the keyboard, moved out of the keyboard's way as the era does when
    /// the keyboard is up (see the extension's discussion); as it is otherwise. An iOS 18 card is placed as
    /// it rests at `detent` (its resting detent when nil): the drag asks where each detent would put it.
    func frameAvoidingKeyboard(_ frame: Rect,
                               restingAt detent: (identifier: Detent.Identifier, value: Double)? = nil) -> Rect {
        guard let keyboard = keyboardFrameInContainerView, containerView?.window?.keyboard.isVisible == true,
              frame.maxY > keyboard.minY else { return frame }
        if floatsAboveKeyboard {
            let top = (containerView?.bounds.minY ?? 0) + safeAreaInsets.top
            return Rect(x: frame.x, y: Swift.max(top, keyboard.minY - frame.height), width: frame.width, height: frame.height)
        }
        guard let bottom = keyboardRaisedBottom, let largest = resolvedDetents.last else { return frame }
        let identifier = detent?.identifier ?? restingDetentIdentifier
        guard identifier != largest.identifier else { return frame }
        let highest = cardFrame(forDetentValue: largest.value).minY
        let top = Swift.max(highest, bottom - (detent?.value ?? selectedDetentValue))
        return Rect(x: frame.x, y: top, width: frame.width, height: Swift.max(0, bottom - top))
    }

    /// Where an iOS 15–18 card on the bottom edge keeps its bottom while the keyboard is up — the keyboard's
    /// top edge — or nil when it does not rise (another era or attachment, or no keyboard in the way). The
    /// detents are then measured up from there, at rest and under the finger alike.
    var keyboardRaisedBottom: Double? {
        guard keyboardEra == .iOS18, effectiveGeometry == .card, attachment == .bottomEdge,
              containerView?.window?.keyboard.isVisible == true, let keyboard = keyboardFrameInContainerView,
              let bounds = containerView?.bounds, keyboard.minY < bounds.maxY else { return nil }
        return keyboard.minY
    }

    /// Whether the sheet floats in its container: a card in a regular environment, or a classic sheet there.
    private var floatsAboveKeyboard: Bool {
        effectiveGeometry.hasDetents ? attachment == .floating : isRegularEnvironment
    }
}
