/// The presentation controller of ``ModalPresentationStyle/overFullScreen``: covers the screen and leaves the
/// presenter's view in place underneath (so a translucent presented view shows it).
open class OverFullScreenPresentationController: PresentationController {}
