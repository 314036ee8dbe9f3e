/// The presentation controller of ``ModalPresentationStyle/fullScreen``: covers the screen and removes the
/// presenter's view when the presentation ends.
open class FullScreenPresentationController: PresentationController {
    /// True: the presenter's view leaves the hierarchy when the presentation ends, as UIKit's full-screen style does.
    open override var shouldRemovePresentersView: Bool { true }
}
