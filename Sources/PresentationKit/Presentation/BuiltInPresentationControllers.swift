/// The presentation controller of ``ModalPresentationStyle/fullScreen``: covers the screen and removes the
/// presenter's view when the presentation ends.
open class FullScreenPresentationController: PresentationController {
    open override var shouldRemovePresentersView: Bool { true }
}

/// The presentation controller of ``ModalPresentationStyle/overFullScreen``: covers the screen and leaves the
/// presenter's view in place underneath (so a translucent presented view shows it).
open class OverFullScreenPresentationController: PresentationController {}

/// The presentation controller of ``ModalPresentationStyle/currentContext``: covers the view of the
/// controller that defines the presentation context, and removes that view when the presentation ends.
open class CurrentContextPresentationController: PresentationController {
    open override var shouldPresentInFullscreen: Bool { false }
    open override var shouldRemovePresentersView: Bool { true }
}

/// The presentation controller of ``ModalPresentationStyle/overCurrentContext``: covers the context's view
/// and leaves it in place underneath.
open class OverCurrentContextPresentationController: PresentationController {
    open override var shouldPresentInFullscreen: Bool { false }
}

extension PresentationController {
    /// UIKit's built-in presentation controller for a style (a plain one for ``ModalPresentationStyle/custom``).
    static func builtIn(
        for style: ModalPresentationStyle, presented: ViewController, presenting: ViewController?
    ) -> PresentationController {
        let controller: PresentationController
        switch style.resolved {
        case .fullScreen: controller = FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen: controller = OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .currentContext: controller = CurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
        case .overCurrentContext:
            controller = OverCurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
        case .formSheet: controller = FormSheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet: controller = PageSheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover: controller = PopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .custom, .none, .automatic: controller = PresentationController(presentedViewController: presented, presenting: presenting)
        }
        controller.presentationStyle = style.resolved
        return controller
    }
}
