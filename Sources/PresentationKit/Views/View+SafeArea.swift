/// Safe areas: the part of each view that bars, the notch or Dynamic Island, the home indicator and rounded
/// corners leave uncovered, by UIKit's rules (`UIView.safeAreaInsets`, iOS 11).
///
/// The rules and where they come from:
/// - A view that is in no window has no safe area: all insets are 0 (Apple, `UIView.safeAreaInsets`: "If the
///   view is not currently installed in a view hierarchy, or is not yet visible onscreen, the edge insets in
///   this property are 0").
/// - The window's root view has the window's insets, the device's for the orientation
///   (``Window/safeAreaInsets``; `UIWindow` is the root of the tree in UIKit and reports the screen's).
/// - Any other view has the part of its superview's safe-area insets it overlaps: the superview's safe rect
///   (its bounds inset by its insets), converted into the view's coordinates, measured against the view's
///   bounds on each edge and never negative nor deeper than the view (Apple, `UIView.safeAreaInsets`: "For
///   other views in the view hierarchy, the insets reflect only the portion of the view that is covered. For
///   example, if a view is entirely within the safe area of its superview, the edge insets in this property
///   are 0").
/// - A view controller's root view adds its controller's ``ViewController/additionalSafeAreaInsets``
///   (Apple, same page: "For the view controller's root view, the insets account for the status bar, other
///   visible bars, and any additional insets that you specified using the `additionalSafeAreaInsets`
///   property"), and its subviews inherit the smaller safe rect.
/// - Presented views follow the same rules from their container: a centred form sheet away from the edges
///   gets 0 at the top, a sheet reaching the bottom of the screen inherits the home-indicator inset.
///
/// UIKit keeps a child controller's view's insets "frozen" in some cases (Matrix Projects, "Safe Area
/// Insets", 2019, measured on iOS 11–12); that quirk is not modelled: every view follows the rules above.
///
/// Cost: reading ``safeAreaInsets`` walks up to the window (one conversion per ancestor), so it is always
/// current, even in a hook that runs before the next layout pass. The change callbacks come from the
/// window's layout pass, which computes each view's insets once from its superview's, top down (see
/// ``View/layoutIfNeeded()``); any change of a view's geometry, its superview, the window's insets or a
/// controller's additional insets asks for that pass.
extension View {
    /// The insets of the area of this view that nothing covers, by UIKit's rules (see the extension's
    /// discussion): read-only, kept current through rotation, resizing, moves and re-parenting.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        return computedSafeAreaInsets(in: window, superviewInsets: superview?.safeAreaInsets)
    }

    /// The insets from the superview's (already known) insets, or the window's for its root view.
    func computedSafeAreaInsets(in window: Window, superviewInsets: EdgeInsets?) -> EdgeInsets {
        var insets: EdgeInsets
        if self === window.rootView {
            insets = window.safeAreaInsets
        } else if let superview, let superviewInsets {
            insets = overlap(ofSuperviewSafeRect: superview.model.bounds.inset(by: superviewInsets))
        } else {
            insets = .zero
        }
        if let controller = layoutDelegate as? ViewController, controller.viewIfLoaded === self {
            let extra = controller.additionalSafeAreaInsets
            insets = EdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// How far the superview's safe rect (in the superview's bounds coordinates) lies inside each edge of
    /// this view's bounds: 0 where the view is inside it, at most the view's width or height.
    private func overlap(ofSuperviewSafeRect safeRect: Rect) -> EdgeInsets {
        let bounds = model.bounds
        if safeRect.isNull {
            // The superview is covered entirely: so is this view.
            return EdgeInsets(top: bounds.height, left: 0, bottom: 0, right: 0)
        }
        let corners = [
            Point(x: safeRect.minX, y: safeRect.minY), Point(x: safeRect.maxX, y: safeRect.minY),
            Point(x: safeRect.minX, y: safeRect.maxY), Point(x: safeRect.maxX, y: safeRect.maxY),
        ].map(pointFromSuperview)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let safe = (minX: xs.min()!, maxX: xs.max()!, minY: ys.min()!, maxY: ys.max()!)
        func clamp(_ value: Double, _ limit: Double) -> Double {
            value.isFinite ? Swift.min(Swift.max(0, value), Swift.max(0, limit)) : 0
        }
        return EdgeInsets(
            top: clamp(safe.minY - bounds.minY, bounds.height),
            left: clamp(safe.minX - bounds.minX, bounds.width),
            bottom: clamp(bounds.maxY - safe.maxY, bounds.height),
            right: clamp(bounds.maxX - safe.maxX, bounds.width))
    }

    /// Compares the insets with the last ones reported and, when they differ, reports the change: the view's
    /// ``safeAreaInsetsDidChange`` handler, then its controller's
    /// ``ViewController/viewSafeAreaInsetsDidChange()``. Called by the layout pass, before the view's own
    /// layout callbacks.
    func updateSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange?(self)
        if let controller = layoutDelegate as? ViewController, controller.viewIfLoaded === self {
            controller.viewSafeAreaInsetsDidChange()
        }
    }
}
