/// The presentation controller of ``ModalPresentationStyle/fullScreen``: covers the screen and removes the
/// presenter's view when the presentation ends.
open class FullScreenPresentationController: PresentationController {
    open override var shouldRemovePresentersView: Bool { true }
}
