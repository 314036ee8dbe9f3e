/// The presentation controller of ``ModalPresentationStyle/currentContext``: covers the view of the
/// controller that defines the presentation context, and removes that view when the presentation ends.
open class CurrentContextPresentationController: PresentationController {
    open override var shouldPresentInFullscreen: Bool { false }
    open override var shouldRemovePresentersView: Bool { true }
}
