/// The presentation controller of ``ModalPresentationStyle/currentContext``: covers the view of the
/// controller that defines the presentation context, and removes that view when the presentation ends.
open class CurrentContextPresentationController: PresentationController {
    /// False: it covers the context's view, not the screen.
    open override var shouldPresentInFullscreen: Bool { false }
    /// True: the covered view leaves the hierarchy when the presentation ends, as UIKit's current-context style does.
    open override var shouldRemovePresentersView: Bool { true }
}
