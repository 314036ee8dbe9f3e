/// The presentation controller of ``ModalPresentationStyle/pageSheet``, with UIKit's documented geometry
/// (iOS 8–12): in a regular environment the presented view is as tall as the container and as wide as the
/// screen is in portrait, centred, the sides dimmed; in a compact one it fills the container. (iOS 13's card
/// look, which also shrinks the presenter, is not modelled.)
open class PageSheetPresentationController: DimmingPresentationController {
    open override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        guard isRegularEnvironment else { return bounds }
        let width = Swift.min(bounds.width, bounds.height)
        return Rect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
    }
}
