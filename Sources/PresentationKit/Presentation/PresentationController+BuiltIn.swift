extension PresentationController {
    /// UIKit's built-in presentation controller for a style (a plain one for ``ModalPresentationStyle/custom``):
    /// the one the engine makes when a presented controller's style is not custom, for a host that stands a
    /// presentation on it (a Lua style's `base`).
    public static func builtIn(
        for style: ModalPresentationStyle, presented: ViewController, presenting: ViewController?
    ) -> PresentationController {
        let controller: PresentationController
        // Before the presentation the presented controller has no window: the era is the presenter's, else today's.
        let resolved = style.resolved(in: (presenting?.window ?? presented.window)?.systemVersion ?? .current)
        switch resolved {
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
        controller.presentationStyle = resolved
        return controller
    }
}
