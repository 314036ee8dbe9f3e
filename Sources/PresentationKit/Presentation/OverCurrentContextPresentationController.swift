/// The presentation controller of ``ModalPresentationStyle/overCurrentContext``: covers the context's view
/// and leaves it in place underneath.
open class OverCurrentContextPresentationController: PresentationController {
    /// False: it covers the context's view, not the screen.
    open override var shouldPresentInFullscreen: Bool { false }
}
