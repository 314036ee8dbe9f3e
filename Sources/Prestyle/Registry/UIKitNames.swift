/// UIKit's spellings of what prestyle names differently, so a style ported from UIKit code that writes
/// `frameOfPresentedViewInContainerView` or `ctx:completeTransition(true)` is told the prestyle name.
///
/// The table follows Styles/README.md's tables, whose "UIKit" columns name each counterpart: the presentation
/// hooks (`UIPresentationController`), the style's fields (`UIViewControllerTransitioningDelegate`), the
/// animator's fields (`UIViewControllerAnimatedTransitioning`), `ctx` (`UIViewControllerContextTransitioning`),
/// `self` (the controller's properties), the coordinator (`UIViewControllerTransitionCoordinator`), views
/// (`UIView`) and the animation functions (`UIView.animate…`). A UIKit name is given without its argument
/// labels (`view(forKey:)` is `view`) and with them run together as Objective-C spells them (`viewForKey`).
/// A name that is the same in both (`shouldPresentInFullscreen`, `isInteractive`) is not listed.
enum UIKitNames {
    /// The prestyle names for each UIKit name: usually one; two when UIKit's one call is split in two
    /// (`view(forKey:)` is `ctx.fromView` or `ctx.toView`). The presentation hooks' and the animator's fields'
    /// come from their declarations (``HookSpecification/uikitSpellings``, ``AnimatorField/uikitName``), a
    /// view's properties' from theirs (``ScriptViewProperty/uikitNames``).
    static let counterparts: [String: [String]] = HookSpecification.uikitCounterparts
        .merging(AnimatorField.uikitCounterparts, uniquingKeysWith: +)
        .merging(ScriptViewProperty.uikitCounterparts, uniquingKeysWith: +).merging([
        // style { … } (UIViewControllerTransitioningDelegate).
        "presentationController": ["presentation"],
        "presentationControllerForPresentedViewController": ["presentation"],
        "animationController": ["animator"],
        "animationControllerForPresentedController": ["animator"],
        "animationControllerForDismissedController": ["dismissAnimator"],
        "interactionControllerForPresentation": ["interaction"],
        "interactionControllerForDismissal": ["interaction"],
        // style { … } with a base (UIViewController.preferredTransition and its zoom, iOS 18).
        "preferredTransition": ["transition"],
        "modalTransitionStyle": ["transition"],
        "sourceViewProvider": ["source"],
        "zoomWithOptions": ["zoom"],
        "interactiveDismissShouldBegin": ["interactiveDismiss"],
        "alignmentRectProvider": ["alignmentRect"],
        // ctx (UIViewControllerContextTransitioning) and self.
        "containerView": ["container"],
        "completeTransition": ["complete"],
        "viewForKey": ["fromView", "toView"],
        "view": ["fromView", "toView"],
        "viewControllerForKey": ["from", "to"],
        "viewController": ["from", "to"],
        "initialFrameForViewController": ["initialFrame"],
        "finalFrameForViewController": ["finalFrame"],
        "transitionWasCancelled": ["wasCancelled"],
        "presentedViewController": ["presented"],
        "presentingViewController": ["presenting"],
        "traitCollection": ["traits"],
        // Traits: UIKit keeps the motion settings on UIAccessibility, prestyle on the traits.
        "UIAccessibility": ["traits"],
        "isReduceMotionEnabled": ["reduceMotion"],
        "UIAccessibilityIsReduceMotionEnabled": ["reduceMotion"],
        "accessibilityReduceMotion": ["reduceMotion"],
        "UIAccessibilityPrefersCrossFadeTransitions": ["prefersCrossFadeTransitions"],
        "accessibilityPrefersCrossFadeTransitions": ["prefersCrossFadeTransitions"],
        "overrideTraitCollection": ["traitOverrides"],
        "traitCollectionDidChange": ["traits", "willTransitionToTraits"],
        "registerForTraitChanges": ["willTransitionToTraits"],
        "viewIsAppearing": ["containerWillLayout"],
        "presentationStyle": ["phase"],
        // The keyboard (UIKeyboardLayoutGuide and the notifications' user info; the notifications themselves
        // are the keyboardWillChange hook's spellings).
        "keyboardLayoutGuide": ["keyboard"],
        "keyboardFrameEndUserInfoKey": ["frame"],
        "keyboardFrameBeginUserInfoKey": ["beginFrame"],
        "keyboardAnimationDurationUserInfoKey": ["duration"],
        "keyboardAnimationCurveUserInfoKey": ["curve"],
        "accessibilityPerformEscape": ["escape"],
        "isModalInPresentation": ["shouldDismiss"],
        "passthroughViews": ["passthrough"],
        // The coordinator (UIViewControllerTransitionCoordinator).
        "animateAlongsideTransition": ["alongside"],
        "animateAlongsideTransitionInView": ["alongsideIn"],
        "notifyWhenInteractionChanges": ["onInteractionChange"],
        "notifyWhenInteractionEndsUsingBlock": ["onInteractionChange"],
        "notifyWhenInteractionEnds": ["onInteractionChange"],
        "presentationStyleOfTransition": ["style"],
        // Views (UIView).
        "addSubview": ["add"],
        "insertSubview": ["insert"],
        "insertSubviewAtIndex": ["insert"],
        "removeFromSuperview": ["remove"],
        "bringSubviewToFront": ["bringToFront"],
        "sendSubviewToBack": ["sendToBack"],
        "snapshotView": ["snapshot"],
        "snapshotViewAfterScreenUpdates": ["snapshot"],
        "convertRect": ["convert"],
        "convertPoint": ["convert"],
        // Animation (UIView.animate…).
        "animateWithDuration": ["animate"],
        "animateKeyframesWithDuration": ["keyframes"],
        "animateKeyframes": ["keyframes"],
        "addKeyframe": ["frames"],
        "addKeyframeWithRelativeStartTime": ["frames"],
        "performWithoutAnimation": ["withoutAnimation"],
        "usingSpringWithDamping": ["spring"],
        "dampingRatio": ["spring", "damping"],
        "initialSpringVelocity": ["spring", "velocity"],
        "animations": ["changes"],
        "relativeStartTime": ["start"],
        "relativeDuration": ["length"],
        "calculationMode": ["mode"],
    ], uniquingKeysWith: +)

    /// The prestyle names for a UIKit name, among `candidates` when given; empty when it is not UIKit's (or
    /// none of its counterparts is a candidate).
    static func counterparts(of name: String, among candidates: [String]? = nil) -> [String] {
        guard name.utf8.count <= 64, let names = counterparts[name] ?? counterparts[name.prefix(1).lowercased() + name.dropFirst()] else { return [] }
        guard let candidates else { return names }
        return names.filter(candidates.contains)
    }

    /// The hint for a run-time error that names a UIKit spelling: `attempt to call a nil value (method
    /// 'completeTransition')`, `attempt to index a nil value (field 'containerView')`, `View has no member
    /// 'addSubview'`, `(global 'performWithoutAnimation')` — `"; did you mean 'complete'? (UIKit's
    /// completeTransition)"`; nil when the message names no UIKit name or already suggests one.
    static func hint(forError message: String) -> String? {
        for name in names(in: message, after: ["(method '", "(field '", "(global '", "has no member '", "no field '"]) {
            let names = counterparts(of: name)
            guard !names.isEmpty else { continue }
            return "; did you mean " + names.map { "'\($0)'" }.joined(separator: " or ") + "? (UIKit's \(name))"
        }
        return nil
    }

    /// The names a run-time error message quotes after each of `markers` (`(global 'translate')` gives
    /// `translate`), in the markers' order; none when the message already suggests a name, or is longer than
    /// a message that names a field ever is (a style's own error message may be megabytes, never scanned).
    static func names(in message: String, after markers: [String]) -> [String] {
        guard message.utf8.count <= DiagnosticText.maximumLength, !message.contains("did you mean") else { return [] }
        return markers.compactMap { marker in
            guard let start = message.range(of: marker)?.upperBound,
                  let end = message[start...].firstIndex(of: "'"), message.distance(from: start, to: end) <= 64
            else { return nil }
            return String(message[start..<end])
        }
    }
}
