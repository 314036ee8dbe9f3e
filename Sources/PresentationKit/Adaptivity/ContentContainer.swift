/// An object that hosts content and takes part in size and trait changes and preferred-size requests
/// (UIKit's `UIContentContainer`). Both ``ViewController`` and ``PresentationController`` are content
/// containers: a presentation controller is the container of its presented controller.
public protocol ContentContainer: AnyObject {
    /// The size the content would like; a change reaches the container through
    /// ``preferredContentSizeDidChange(forChildContentContainer:)``.
    var preferredContentSize: Size { get }

    /// A child's preferred content size changed; the container may grant all, part or none of it.
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)

    /// The size to give a child when this container is `parentSize` big.
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size

    /// The container's view is about to change to `size`, as part of the coordinator's transition.
    func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator)

    /// The container's traits are about to change, as part of the coordinator's transition.
    func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator)
}
