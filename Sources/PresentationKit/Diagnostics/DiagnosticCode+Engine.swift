extension DiagnosticCode {
    /// The engine's codes: `code: .engine.viewCycle`.
    public static let engine = Engine()

    /// Every code the engine reports, each with what it means: <doc:EngineDiagnosticCodes> lists them for readers.
    ///
    /// A property's name is its code's ``DiagnosticCode/name``, and no other layer's catalogue uses the name.
    public struct Engine: DiagnosticCodeCatalogue {
        // MARK: Presenting and dismissing

        public let presentWhileTransitioning = DiagnosticCode("presentWhileTransitioning", meaning:
            "A present came while a presentation, dismissal, rotation or resize was under way and was refused: present from that transition's completion.")
        public let presentIllegalController = DiagnosticCode("presentIllegalController", meaning:
            "The controller to present is already presented, a window's root, a child or presenting, and was refused (UIKit raises an exception): present a free controller.")
        public let presentStyleNone = DiagnosticCode("presentStyleNone", meaning:
            "A controller whose `modalPresentationStyle` is `none` was refused: `none` is only an adaptive answer; choose a presentation style.")
        public let presentFromDetachedController = DiagnosticCode("presentFromDetachedController", meaning:
            "A present from a controller whose view is not in the window was refused: present from a controller on screen.")
        public let presentWhilePresenting = DiagnosticCode("presentWhilePresenting", meaning:
            "A present on a controller that already presents another was refused: present from the one it presents, or dismiss that first.")
        public let partialCurlNeedsFullScreen = DiagnosticCode("partialCurlNeedsFullScreen", meaning:
            "A controller asking for the partial curl was presented other than full screen and was refused (UIKit raises an exception): present it with `fullScreen`.")
        public let badPresentationController = DiagnosticCode("badPresentationController", meaning:
            "A delegate vended a presentation controller made for another controller or already used; the default one stood in: vend a new one each time.")
        public let dismissWhileTransitioning = DiagnosticCode("dismissWhileTransitioning", meaning:
            "A dismiss came while a presentation, dismissal, rotation or resize was under way and was refused: dismiss from that transition's completion.")
        public let nothingToDismiss = DiagnosticCode("nothingToDismiss", meaning:
            "A dismiss on a controller that neither presents nor is presented did nothing, and its completion did not run (as in UIKit).")

        // MARK: Presentation controllers

        public let badPresentedView = DiagnosticCode("badPresentedView", meaning:
            "`presentedView` answered a view that holds the container or lacks the presented controller's view; the presented controller's view was used instead.")
        public let badFrameOfPresentedView = DiagnosticCode("badFrameOfPresentedView", meaning:
            "`frameOfPresentedViewInContainerView` answered a frame that is not finite or has a negative size; the container's bounds were used.")
        public let unstableFrameOfPresentedView = DiagnosticCode("unstableFrameOfPresentedView", meaning:
            "`frameOfPresentedViewInContainerView` answered two frames for the same container: compute it from the container alone.")
        public let presentedViewNotInContainer = DiagnosticCode("presentedViewNotInContainer", meaning:
            "The animator did not add the presented view to the container; it was added at its final frame: add it in `animateTransition`.")
        public let presenterNotRestored = DiagnosticCode("presenterNotRestored", meaning:
            "The presenting view was not back as it was before the presentation once the dismissal completed: restore it in the dismissal's animations or completion.")
        public let badGrantedSize = DiagnosticCode("badGrantedSize", meaning:
            "A container was asked to give a child or a presented controller a size that is not finite or is negative; nothing changed.")

        // MARK: Adaptivity, rotation and size

        public let badAdaptivePresentationStyle = DiagnosticCode("badAdaptivePresentationStyle", meaning:
            "`adaptivePresentationStyle(for:)` answered a style a presentation cannot adapt to; it was not adapted: answer fullScreen, overFullScreen, formSheet, pageSheet or none.")
        public let badAdaptiveViewController = DiagnosticCode("badAdaptiveViewController", meaning:
            "The controller offered for an adapted presentation is already presented, presenting, a root or a child; the original was kept.")
        public let badWindowSize = DiagnosticCode("badWindowSize", meaning:
            "A rotation or resize of the window to a size that is not positive and finite was refused.")
        public let sizeTransitionWhileTransitioning = DiagnosticCode("sizeTransitionWhileTransitioning", meaning:
            "A rotation or resize came while a presentation, dismissal, rotation or resize was under way and was refused: start it from that transition's completion.")
        public let badSizeForChildContentContainer = DiagnosticCode("badSizeForChildContentContainer", meaning:
            "`size(forChildContentContainer:withParentContainerSize:)` answered a size that is not finite or is negative; the parent's size was used.")
        public let badKeyboardHeight = DiagnosticCode("badKeyboardHeight", meaning:
            "The keyboard was asked to show at a height that is not finite, is negative or is taller than the screen, and stayed as it was.")

        // MARK: Transitions

        public let badTransitionDuration = DiagnosticCode("badTransitionDuration", meaning:
            "`transitionDuration(using:)` answered a negative or non-finite duration; 0 was used.")
        public let completeTransitionAfterCancel = DiagnosticCode("completeTransitionAfterCancel", meaning:
            "`completeTransition(true)` came after the interaction was cancelled; the transition was cancelled: pass `!transitionWasCancelled`.")
        public let completeTransitionTwice = DiagnosticCode("completeTransitionTwice", meaning:
            "`completeTransition` was called again for a transition already completed and was ignored: complete a transition once.")
        public let transitionWatchdog = DiagnosticCode("transitionWatchdog", meaning:
            "The animator did not call `completeTransition` within its duration and a grace period; the engine completed the transition: call it when the animations end.")
        public let completionCalledTwice = DiagnosticCode("completionCalledTwice", meaning:
            "A completion handler was called a second time; the second call was ignored: call each completion once.")

        // MARK: View controllers and containers

        public let loadViewWithoutView = DiagnosticCode("loadViewWithoutView", meaning:
            "`loadView()` did not set a view; a plain view was made: set `view` in `loadView()`.")
        public let unbalancedAppearance = DiagnosticCode("unbalancedAppearance", meaning:
            "Begin and end appearance transition calls did not pair up; the call out of order was ignored: balance the calls.")
        public let illegalChild = DiagnosticCode("illegalChild", meaning:
            "`addChild` was refused: the controller is presented, a window's root or an ancestor of the container.")
        public let overrideForNonChild = DiagnosticCode("overrideForNonChild", meaning:
            "`setOverrideTraitCollection(_:forChild:)` named a controller that is not a child and was ignored.")
        public let traitSystemUnavailable = DiagnosticCode("traitSystemUnavailable", meaning:
            "iOS 17's trait API (`traitOverrides` on a view controller, `registerForTraitChanges`) was used in an era before iOS 17 and ignored: use `traitCollectionDidChange` and the older overrides there.")
        public let resizeNonChild = DiagnosticCode("resizeNonChild", meaning:
            "A container was asked to resize a controller that is not its child with a loaded view in a window; nothing changed.")
        public let containerBusy = DiagnosticCode("containerBusy", meaning:
            "A container change came while the container's transition was under way and was refused: make it from the transition coordinator's completion.")
        public let containerViewMissing = DiagnosticCode("containerViewMissing", meaning:
            "A container transition's animator left a child's view out of the container; it was put back at its final frame.")
        public let popToUnknownController = DiagnosticCode("popToUnknownController", meaning:
            "`popToViewController` named a controller that is not in the navigation stack; nothing was popped.")
        public let illegalNavigationStack = DiagnosticCode("illegalNavigationStack", meaning:
            "A navigation stack was refused: a controller appears twice, is a navigation controller, or is presented, a root, an ancestor or another container's child.")
        public let selectUnknownTab = DiagnosticCode("selectUnknownTab", meaning:
            "A tab selection named a controller that is not a tab, or an index out of range; the selection did not change.")
        public let illegalTabs = DiagnosticCode("illegalTabs", meaning:
            "A tab bar controller's tabs were refused: a controller appears twice, or is presented, a root, an ancestor or another container's child.")
        public let illegalSplitChildren = DiagnosticCode("illegalSplitChildren", meaning:
            "A split view was given more than two controllers, or one that cannot be its child, and refused them: give a primary and at most a secondary.")
        public let splitSecondaryReparented = DiagnosticCode("splitSecondaryReparented", meaning:
            "A split view's secondary was another container's child and was taken from it: hand the split view a free controller.")

        // MARK: Views

        public let viewCycle = DiagnosticCode("viewCycle", meaning:
            "A view was added to itself or to one of its descendants, which would make a cycle, and was refused.")

        // MARK: System controllers

        public let actionSheetWithoutSource = DiagnosticCode("actionSheetWithoutSource", meaning:
            "An action sheet in a popover has no `sourceView`, so it points at the middle of the screen: give it a source view.")
        public let secondCancelAction = DiagnosticCode("secondCancelAction", meaning:
            "An alert was given a second cancel-style action, which was not added: an alert has at most one.")
        public let unknownAlertAction = DiagnosticCode("unknownAlertAction", meaning:
            "An action that is not the alert's was selected and ignored.")
        public let alertActionIgnored = DiagnosticCode("alertActionIgnored", meaning:
            "An alert action could not be selected then (disabled, the alert not presented, or another action being handled) and was ignored.")
        public let searchBarNotInWindow = DiagnosticCode("searchBarNotInWindow", meaning:
            "A search controller could not become active: its search bar is not in a controller's view in a window.")

        // MARK: The clock

        public let keyframeOutsideKeyframes = DiagnosticCode("keyframeOutsideKeyframes", meaning:
            "`addKeyframe` was called outside `animateKeyframes`, so its changes were applied at once: call it inside the keyframes block.")
        public let clockRunaway = DiagnosticCode("clockRunaway", meaning:
            "Actions kept scheduling more at the same instant (a completion starting a zero-length animation, for ever?); that instant's new actions were dropped.")
        public let runaway = DiagnosticCode("runaway", meaning:
            "The scene kept scheduling work without end; the clock stopped after a million steps.")
    }
}
