/// The two sizes of a floating sheet — a regular environment's, where detents do not apply — and the
/// sheet's answer to a new preferred content size.
///
/// `prefersPageSizing` (UIKit, iOS 17): Apple's documentation — "the default value indicates the sheet uses
/// `pageSheet` behavior, in which the sheet width follows the readable width. When the value is set to false,
/// the sheet uses `formSheet` behavior, in which the sheet size follows the presented view controller's
/// `preferredContentSize`." So a page sheet can be form sized and a form sheet page sized — in the iOS 18 and
/// iOS 26 eras (``Window/systemVersion``), which have the property. Before iOS 17 a sheet is what its style
/// says: a form sheet its preferred size, a page sheet the page (the iOS 12 era's classic sheets,
/// ``SheetPresentationController/classicFrame(in:)``, and a card geometry set outright in that era).
extension SheetPresentationController {
    /// Whether the floating sheet is page sized: ``prefersPageSizing`` from iOS 17 (the iOS 18 and iOS 26
    /// eras), else whether it is a page sheet rather than a form sheet.
    var isPageSized: Bool {
        let era = containerView?.window?.systemVersion ?? presentedViewController.window?.systemVersion
            ?? presentingStorage?.window?.systemVersion ?? .current
        guard era >= .iOS18 else { return !(self is FormSheetPresentationController) }
        return prefersPageSizing
    }

    /// The page-sized floating sheet: ``SheetMetrics/regularPageSheetWidth`` wide (or the container's
    /// width), centred, from ``SheetMetrics/topGap`` below the safe area to the bottom (iPadOS 13+).
    public func pageSizedFrame(in bounds: Rect) -> Rect {
        let width = Swift.min(bounds.width, SheetMetrics.regularPageSheetWidth)
        let top = bounds.minY + safeAreaInsets.top + SheetMetrics.topGap
        return Rect(x: bounds.midX - width / 2, y: top, width: width, height: Swift.max(0, bounds.maxY - top))
    }

    /// The form-sized floating sheet: the presented controller's preferred content size (the form sheet's
    /// default, 540 × 620, when it prefers none), no larger than the safe area, centred in it.
    public func formSizedFrame(in bounds: Rect) -> Rect {
        FormSheetPresentationController.centredFormSheetFrame(
            preferred: presentedViewController.preferredContentSize, in: bounds.inset(by: safeAreaInsets))
    }

    /// Whether the sheet's frame reads the presented controller's preferred content size where it is now:
    /// form sized while floating, the width of an edge-attached sheet in compact height when
    /// ``widthFollowsPreferredContentSizeWhenEdgeAttached``, and a detent whose resolver may read it.
    /// The iOS 12 era's classic form sheet, floating, is its preferred size too.
    var followsPreferredContentSize: Bool {
        guard effectiveGeometry == .card else { return isRegularEnvironment }
        return switch attachment {
        case .floating: !isPageSized
        case .bottomEdge: true
        case .fullScreen: false
        }
    }

    /// The presented controller asked for another size (``preferredContentSizeDidChange(forChildContentContainer:)``):
    /// the sheet grants it by moving to the frame it now
    /// answers — a form-sized sheet takes the new size, an edge-attached one the new width when its width
    /// follows it, and custom detents (which may read the size) are resolved again — with the 2014 session's
    /// flow: `viewWillTransition(to:with:)` to the presented controller, then the resize and the container's
    /// layout in one animation (``PresentationController/transitionPresentedViewController(to:animated:)``).
    /// UIKit's form sheet follows `preferredContentSize` while presented as it does when presenting (Apple's
    /// documentation of `UIModalPresentationStyle.formSheet` and `prefersPageSizing`); where an app's custom
    /// detents read the size, UIKit has it call `invalidateDetents()` (iOS 16), which this does for it.
    ///
    /// Nothing happens while a finger or a swipe holds the sheet, outside the presented phase, or when the
    /// frame would not change.
    func grantPreferredContentSize(to container: ContentContainer) {
        guard container === presentedViewController, phase == .presented,
              drag == nil, swipeDismissal == nil, followsPreferredContentSize, let sheet = presentedView else { return }
        lastFrameOfPresentedView = nil
        let target = frameOfPresentedViewInContainerView
        guard target != sheet.frame else { return }
        transitionPresentedViewController(to: target.size)
    }
}
