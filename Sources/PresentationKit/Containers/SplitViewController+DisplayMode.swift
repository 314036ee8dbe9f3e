/// Display modes: how an expanded split view shows its primary, the automatic rule, and the display-mode
/// button item.
extension SplitViewController {
    /// How an expanded split view shows its primary (UIKit's `UISplitViewController.DisplayMode`, iOS 8's four
    /// values; the session calls them "automatic, hidden, visible, and overlay").
    public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
        /// Let the split view choose for the space it has (only ever a preference, never the resolved mode).
        case automatic
        /// The secondary fills the split view; the primary is off screen.
        case primaryHidden
        /// Side by side: the primary on the left, the divider, the secondary in the rest.
        case allVisible
        /// The primary over the left of the full-width secondary.
        case primaryOverlay
    }

    /// The mode in effect (UIKit's `displayMode`): a mode chosen with the ``displayModeButtonItem``, else
    /// the preferred mode, else — automatic — ``automaticDisplayMode``. While collapsed it has no effect on
    /// the layout and tells the mode the split view would take if it expanded.
    public var displayMode: DisplayMode {
        if let chosenDisplayMode { return chosenDisplayMode }
        return preferredDisplayMode == .automatic ? automaticDisplayMode : preferredDisplayMode
    }

    /// The mode `automatic` resolves to: all visible when the split view is wider than tall and the secondary
    /// keeps at least ``minimumSideBySideSecondaryWidth`` beside the primary; primary hidden otherwise.
    ///
    /// The rule reproduces what iOS 8 shows: an iPad side by side in landscape and primary hidden in portrait
    /// ("automatic is the old behavior that you are familiar with on iPads"); an iPhone 6 Plus (736 points
    /// wide in landscape) side by side; and the session's phone, expanded by a trait override in landscape,
    /// with the primary hidden until the display-mode button is tapped.
    public var automaticDisplayMode: DisplayMode {
        let size = viewIfLoaded?.bounds.size ?? window?.bounds.size ?? .zero
        guard size.width > size.height else { return .primaryHidden }
        let secondary = size.width - primaryColumnWidth(inWidth: size.width) - Self.dividerWidth
        return secondary >= Self.minimumSideBySideSecondaryWidth ? .allVisible : .primaryHidden
    }

    /// The narrowest secondary the automatic mode puts beside the primary: 320 points, the width of the
    /// narrowest iPhone — the model's threshold, chosen to reproduce the cases ``automaticDisplayMode`` lists.
    public static let minimumSideBySideSecondaryWidth = 320.0

    // MARK: The button

    /// The bar button item that changes the display mode (UIKit's `displayModeButtonItem`): put it in any
    /// bar; ``DisplayModeButtonItem/tap(animated:)`` is its action.
    public var displayModeButtonItem: DisplayModeButtonItem { DisplayModeButtonItem(splitViewController: self) }

    /// The mode the display-mode button switches to: the delegate's answer
    /// (``SplitViewControllerDelegate/targetDisplayModeForAction(in:)``) unless it is `automatic`; else from
    /// all visible or an overlay to primary hidden, and from primary hidden to all visible when the split view
    /// is wider than tall (the session's phone demo: "I could click on that displayModeButtonItem" to show
    /// both side by side) or to the overlay when it is taller (an iPad in portrait).
    public var targetDisplayModeForAction: DisplayMode {
        if let delegate {
            window?.trace.record("targetDisplayModeForAction(in:)", target: delegate.traceName)
            let answer = delegate.targetDisplayModeForAction(in: self)
            if answer != .automatic { return answer }
        }
        switch displayMode {
        case .allVisible, .primaryOverlay: return .primaryHidden
        case .primaryHidden, .automatic:
            let size = viewIfLoaded?.bounds.size ?? .zero
            return size.width > size.height ? .allVisible : .primaryOverlay
        }
    }

    /// Changes the mode as a tap on the display-mode button does: nothing while collapsed (the button is
    /// hidden then); else the delegate hears `willChangeTo` and the columns move, animated over
    /// ``displayModeDuration`` when `animated` and on screen.
    /// - Returns: Whether the mode changed.
    @discardableResult
    public func performDisplayModeButtonAction(animated: Bool = true) -> Bool {
        window?.trace.record("displayModeButtonItem", target: name)
        guard !isCollapsed, secondaryViewController != nil else { return false }
        let target = targetDisplayModeForAction
        guard target != displayMode else { return false }
        return changeDisplayMode(to: target, from: displayMode, animated: animated)
    }

    /// Puts `mode` (nil: the preferred mode's) in effect in place of `old`, telling the delegate and moving
    /// the columns.
    @discardableResult
    func changeDisplayMode(to mode: DisplayMode?, from old: DisplayMode, animated: Bool) -> Bool {
        chosenDisplayMode = mode
        let new = displayMode
        guard new != old else { return false }
        if !isCollapsed, let delegate {
            window?.trace.record("splitViewController(_:willChangeTo:)", target: delegate.traceName, detail: new.rawValue)
            delegate.splitViewController(self, willChangeTo: new)
        }
        window?.trace.record("displayMode", target: name, detail: "\(old.rawValue) → \(new.rawValue)")
        guard !isCollapsed, let view = viewIfLoaded, let clock = window?.clock, animated else {
            viewIfLoaded?.setNeedsLayout()
            viewIfLoaded?.layoutIfNeeded()
            return true
        }
        isAnimatingDisplayMode = true
        view.setNeedsLayout()
        clock.animate(AnimationParameters(duration: Self.displayModeDuration), label: "displayMode(\(new.rawValue))", animations: {
            view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.isAnimatingDisplayMode = false
            self.viewIfLoaded?.setNeedsLayout()
            self.viewIfLoaded?.layoutIfNeeded()
        })
        return true
    }
}

/// The split view's display-mode button as a value (UIKit's `displayModeButtonItem`, a `UIBarButtonItem`):
/// what it shows now and what tapping it does.
///
/// Read it again after a change: it describes the split view when it was read.
public struct DisplayModeButtonItem {
    /// What the item looks like.
    public enum Glyph: String, Hashable, Sendable {
        /// A button naming the primary (the session's item "titled Photos"): shows it.
        case showPrimary
        /// The "diagonal double arrow": hides the primary, the secondary goes full screen.
        case fullScreen
    }

    /// The split view the item belongs to.
    public private(set) weak var splitViewController: SplitViewController?
    /// Whether the item is gone: while collapsed ("the displayModeButtonItem that was on the left side is
    /// gone") or without a secondary.
    public let isHidden: Bool
    /// The glyph for the current mode.
    public let glyph: Glyph
    /// The title: the primary's name, for the ``Glyph/showPrimary`` item.
    public let title: String?

    init(splitViewController: SplitViewController) {
        self.splitViewController = splitViewController
        isHidden = splitViewController.isCollapsed || splitViewController.secondaryViewController == nil
        glyph = splitViewController.displayMode == .allVisible ? .fullScreen : .showPrimary
        title = glyph == .showPrimary ? splitViewController.primaryViewController?.name : nil
    }

    /// The item's action: changes the display mode to the split view's
    /// ``SplitViewController/targetDisplayModeForAction``. Does nothing while hidden.
    /// - Returns: Whether the mode changed.
    @discardableResult
    public func tap(animated: Bool = true) -> Bool {
        splitViewController?.performDisplayModeButtonAction(animated: animated) ?? false
    }
}
