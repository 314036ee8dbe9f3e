/// What a transition of any kind — a present, a dismiss, a push, a pop, a tab switch — answers its context
/// with, so that one piece of code wires a context and a coordinator to it.
protocol TransitionDriver: AnyObject {
    /// The view the context gives for a key (`.from`, `.to`).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// A participant's frame at the start (`isFinal` false) or the end of the transition, `.zero` when unknown.
    func frame(of controller: ViewController, isFinal: Bool) -> Rect
    /// The animator called `completeTransition`.
    func complete(_ didComplete: Bool)
}

extension TransitionDriver {
    /// A context answering from this transition and a coordinator over it, both named after `name`.
    ///
    /// The context holds the transition weakly: an animator may keep a context after its transition ended, and
    /// it then answers nil and `.zero` (or a frame it had already worked out) rather than keeping the
    /// transition alive.
    func makeContextAndCoordinator(
        name: String, window: Window, containerView: View, from: ViewController, to: ViewController,
        isAnimated: Bool, presentationStyle: ModalPresentationStyle, timeline: Timeline,
        interactionController: ViewControllerInteractiveTransitioning?
    ) -> (TransitionContext, TransitionCoordinator) {
        let context = TransitionContext(
            traceName: "TransitionContext(\(name))",
            window: window,
            containerView: containerView,
            from: from,
            to: to,
            isAnimated: isAnimated,
            presentationStyle: presentationStyle,
            timeline: timeline,
            views: { [weak self] key in self?.view(forKey: key) },
            frames: { [weak self] controller, isFinal in self?.frame(of: controller, isFinal: isFinal) ?? .zero })
        context.onComplete = { [weak self] didComplete in self?.complete(didComplete) }
        let coordinator = TransitionCoordinator(
            context: context, window: window, traceName: "TransitionCoordinator(\(name))",
            interactionController: interactionController)
        return (context, coordinator)
    }
}
