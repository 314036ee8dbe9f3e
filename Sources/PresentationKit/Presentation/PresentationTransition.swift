/// One present or dismiss under way: the objects UIKit gathered for it and the steps it runs through.
///
/// A presentation runs: (synchronously, inside `present`) the delegate's presentation controller, animator and
/// interaction controller, the container, `presentationTransitionWillBegin`, the appearance callbacks that
/// begin; (on the next clock step, as UIKit defers to after the run-loop's commit) `transitionDuration`,
/// `animateTransition` (or `startInteractiveTransition`) and the animate-alongside blocks; (at that step's
/// commit) the container's layout callbacks; (whenever the animator calls `completeTransition`) the ending —
/// see `PresentationTransition+Completion.swift`. A dismissal mirrors it.
final class PresentationTransition: TransitionDriver {
    enum Kind {
        case presentation
        case dismissal
    }

    let kind: Kind
    unowned let window: Window
    /// The controller presented, or the top of the stack being dismissed.
    let presented: ViewController
    /// The presenter, or the controller a dismissal reveals.
    let presenting: ViewController
    let controller: PresentationController
    /// For a dismissal: every controller dismissed, bottom to top (`presented` last).
    let dismissedStack: [ViewController]
    let animated: Bool
    let animator: ViewControllerAnimatedTransitioning
    let interactionController: ViewControllerInteractiveTransitioning?
    /// Whether the presenter's view takes part: removed at the end of the presentation, put back for the
    /// dismissal (full screen, current context, custom with `shouldRemovePresentersView`).
    let presenterViewTakesPart: Bool
    let timeline: Timeline
    private(set) var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    /// The controller `present` or `dismiss` was called on (the completion belongs to that call).
    let requester: ViewController
    let completion: (() -> Void)?
    let completionTicket: CompletionTicket?
    /// Controllers whose appearance transition began, and in which direction.
    var appearanceChanges: [AppearanceChange] = []
    /// For a dismissal of a stack: the intermediate containers taken out, to put back on cancel.
    var removedContainers: [(container: View, home: ViewHome)] = []
    /// For a dismissal: whether the presenter's view was put into the container for it.
    var restoredPresenterView = false

    init(
        kind: Kind, window: Window, presented: ViewController, presenting: ViewController,
        controller: PresentationController, dismissedStack: [ViewController], animated: Bool,
        animator: ViewControllerAnimatedTransitioning, interactionController: ViewControllerInteractiveTransitioning?,
        presenterViewTakesPart: Bool, requester: ViewController, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.window = window
        self.presented = presented
        self.presenting = presenting
        self.controller = controller
        self.dismissedStack = dismissedStack
        self.animated = animated
        self.animator = animator
        self.interactionController = interactionController
        self.presenterViewTakesPart = presenterViewTakesPart
        self.requester = requester
        self.completion = completion
        let verb = kind == .presentation ? "present" : "dismiss"
        self.completionTicket = completion.map { _ in
            window.ledger.register("the completion of \(verb)(\(presented.name))")
        }
        self.timeline = window.clock.makeTimeline(name: "\(verb)(\(presented.name))")
        makeContext()
    }

    private func makeContext() {
        guard let container = controller.containerView else {
            preconditionFailure("a transition needs its presentation controller's container view")
        }
        let isPresentation = kind == .presentation
        (context, coordinator) = makeContextAndCoordinator(
            name: presented.name, window: window, containerView: container,
            from: isPresentation ? presenting : presented, to: isPresentation ? presented : presenting,
            isAnimated: animated, presentationStyle: controller.presentationStyle, timeline: timeline,
            interactionController: interactionController)
    }

    /// The participating controllers: they vend the coordinator while the transition runs.
    var participants: [ViewController] { [presenting] + (kind == .presentation ? [presented] : dismissedStack) }

    // MARK: Views and frames by key

    func view(forKey key: TransitionContextViewKey) -> View? {
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from):
            return controller.askPresentedView()
        case (.presentation, .from), (.dismissal, .to):
            return presenterViewTakesPart ? presenting.view : nil
        }
    }

    func frame(of viewController: ViewController, isFinal: Bool) -> Rect {
        let container = context.containerView
        if viewController === presented {
            let isShown = (kind == .presentation) == isFinal
            return isShown ? controller.askFrameOfPresentedView() : .zero
        }
        guard viewController === presenting, presenterViewTakesPart else { return .zero }
        switch kind {
        case .presentation:
            guard let superview = presenting.view.superview else { return .zero }
            return superview.convert(presenting.view.frame, to: container)
        case .dismissal:
            guard isFinal else { return .zero }
            return homeFrameInContainer ?? container.bounds
        }
    }

    /// Where the presenter's view lived before, in the container's coordinates.
    var homeFrameInContainer: Rect? {
        guard let home = dismissedStack.first?.presentationStorage?.presenterViewHome, let superview = home.superview else {
            return nil
        }
        return superview.convert(home.frame, to: context.containerView)
    }

    // MARK: Begin

    /// The synchronous part: will-begin hooks and the appearance callbacks that begin; then the start is
    /// scheduled for the next clock step.
    func begin() {
        for participant in participants { participant.coordinatorStorage = coordinator }
        switch kind {
        case .presentation:
            controller.callPresentationTransitionWillBegin()
            placePresentedView()
            if presenterViewTakesPart { beginAppearance(of: presenting, appearing: false) }
            beginAppearance(of: presented, appearing: true)
        case .dismissal:
            takeOutIntermediatePresentations()
            restorePresenterViewForDismissal()
            controller.callDismissalTransitionWillBegin()
            // From wherever they are: a dismissal asked for as the presentation ends finds them still
            // appearing (and a presenter still disappearing), and takes their appearance over.
            for dismissed in dismissedStack.reversed() where dismissed.appearanceState.beginning(appearing: false) != nil {
                beginAppearance(of: dismissed, appearing: false)
            }
            if presenterViewTakesPart, presenting.appearanceState.beginning(appearing: true) != nil {
                beginAppearance(of: presenting, appearing: true)
            }
        }
        window.clock.schedule(after: 0) { [weak self] in self?.start() }
    }

    /// UIKit gives the presented view its final frame before the animator runs (animators such as the
    /// seeds' bouncy one move it relative to that frame); adding it to the container is the animator's job.
    /// The frame is the context's, worked out here once for the whole transition.
    private func placePresentedView() {
        guard let view = controller.askPresentedView() else { return }
        let frame = context.finalFrame(for: presented)
        window.clock.performWithoutAnimation { view.frame = frame }
    }

    private func beginAppearance(of controller: ViewController, appearing: Bool) {
        appearanceChanges.append(.begin(controller, appearing: appearing, animated: animated))
    }

    /// Dismissing a stack: the controllers between the revealed one and the top go without animation, their
    /// containers taken out of the window at once, after their dismissal-will-begin hooks.
    private func takeOutIntermediatePresentations() {
        for intermediate in dismissedStack.dropLast().reversed() {
            guard let controller = intermediate.presentationStorage else { continue }
            controller.callDismissalTransitionWillBegin()
            if let container = controller.containerView, let superview = container.superview {
                let index = superview.subviews.lastIndex { $0 === container } ?? superview.subviews.count
                removedContainers.append((container, ViewHome(superview: superview, index: index, frame: container.frame)))
                container.removeFromSuperview()
            }
        }
    }

    /// The presenter's view left the window when the presentation ended; put it at the back of the
    /// container, where it was, so the dismissal reveals it.
    private func restorePresenterViewForDismissal() {
        guard presenterViewTakesPart, presenting.view.window == nil else { return }
        let frame = homeFrameInContainer ?? context.containerView.bounds
        context.containerView.insertSubview(presenting.view, at: 0)
        presenting.view.untransformedFrame = frame
        restoredPresenterView = true
    }

    // MARK: Start

    /// The deferred part: duration, then the animator (or interaction controller), then the alongside blocks.
    func start() {
        TransitionLaunch(
            window: window, context: context, coordinator: coordinator, animator: animator,
            interactionController: interactionController
        ).start()
    }
}
