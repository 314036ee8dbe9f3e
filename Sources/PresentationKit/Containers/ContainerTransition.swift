/// One push, pop or tab switch under way: the same machinery as a presentation — a ``TransitionContext``, a
/// ``TransitionCoordinator``, a timeline, an animator and maybe an interaction controller — between two
/// children of a container controller, so that one animator class serves a present, a push and a tab switch.
///
/// The context is what UIKit hands an animator for these transitions: the from and to controllers and their
/// views, the container controller's content view as the container, presentation style ``ModalPresentationStyle/none``,
/// and the frames UIKit gives — the outgoing view's initial frame is where it is (the container's bounds), the
/// incoming view's final frame is the container's bounds, and the others are `.zero` ("not known": the
/// incoming view has no start, the outgoing view leaves).
///
/// The steps: (at once, from the container's push, pop or selection) the coordinator is vended by the
/// container and both children, the incoming view gets its final frame, `viewWillDisappear` and
/// `viewWillAppear` begin; (on the next clock step) ``TransitionLaunch`` starts the animator; (when the animator
/// calls `completeTransition`) the ending, in `ContainerTransition+Completion.swift`.
final class ContainerTransition: TransitionDriver {
    /// How the transition appears in the trace and names its timeline, e.g. `push(detail)`.
    let name: String
    unowned let window: Window
    /// The navigation or tab bar controller the transition happens in.
    unowned let owner: ViewController
    let from: ViewController
    let to: ViewController
    /// The owner's content view, where the children's views live.
    let containerView: View
    let animated: Bool
    let animator: ViewControllerAnimatedTransitioning
    let interactionController: ViewControllerInteractiveTransitioning?
    let timeline: Timeline
    private(set) var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    /// Controllers whose appearance transition began, and in which direction.
    private(set) var appearanceChanges: [AppearanceChange] = []
    /// Where the outgoing view was when the transition began, in the container's coordinates.
    private(set) var fromFrame: Rect = .zero
    /// Runs first when the transition ends, with whether it completed: the owner forgets the transition and,
    /// on cancel, restores its own state (the stack, the selection).
    var willEnd: ((Bool) -> Void)?
    /// Runs after the appearance callbacks ended or ran back: containment and the owner's delegate.
    var didEnd: ((Bool) -> Void)?

    init(
        name: String, window: Window, owner: ViewController, from: ViewController, to: ViewController,
        containerView: View, animated: Bool, animator: ViewControllerAnimatedTransitioning,
        interactionController: ViewControllerInteractiveTransitioning?
    ) {
        self.name = name
        self.window = window
        self.owner = owner
        self.from = from
        self.to = to
        self.containerView = containerView
        self.animated = animated
        self.animator = animator
        self.interactionController = interactionController
        self.timeline = window.clock.makeTimeline(name: name)
        makeContext()
    }

    private func makeContext() {
        (context, coordinator) = makeContextAndCoordinator(
            name: name, window: window, containerView: containerView, from: from, to: to, isAnimated: animated,
            presentationStyle: .none, timeline: timeline, interactionController: interactionController)
    }

    /// The controllers that vend the coordinator while the transition runs (other children reach it
    /// through their parent, the owner).
    var participants: [ViewController] { [owner, from, to] }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? from.view : to.view
    }

    func frame(of controller: ViewController, isFinal: Bool) -> Rect {
        switch (controller === from, controller === to, isFinal) {
        case (true, _, false): return fromFrame
        case (_, true, true): return containerView.bounds
        default: return .zero
        }
    }

    // MARK: Begin and start

    /// The synchronous part: the coordinator, the incoming view's final frame, the appearance callbacks that
    /// begin (only when the owner is on screen); the start is scheduled for the next clock step.
    func begin() {
        for participant in participants { participant.coordinatorStorage = coordinator }
        containerView.timeline = timeline
        if let superview = from.viewIfLoaded?.superview {
            fromFrame = superview.convert(from.view.frame, to: containerView)
        } else {
            fromFrame = containerView.bounds
        }
        let bounds = containerView.bounds
        window.clock.performWithoutAnimation { to.view.frame = bounds }
        if owner.appearanceState == .appeared {
            beginAppearance(of: from, appearing: false)
            beginAppearance(of: to, appearing: true)
        }
        window.clock.schedule(after: 0) { [weak self] in self?.start() }
    }

    private func beginAppearance(of controller: ViewController, appearing: Bool) {
        appearanceChanges.append(.begin(controller, appearing: appearing, animated: animated))
    }

    /// The deferred part: duration, then the animator (or interaction controller), then the alongside blocks.
    func start() {
        TransitionLaunch(
            window: window, context: context, coordinator: coordinator, animator: animator,
            interactionController: interactionController
        ).start()
    }
}
