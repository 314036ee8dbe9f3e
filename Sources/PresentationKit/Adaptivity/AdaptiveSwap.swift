/// A presentation adapting while it is on screen: one presentation controller hands the presentation to
/// another (the original to a stand-in of the adapted style, or back), inside the size or trait transition
/// that caused it — the seeds' popover that becomes full screen in compact width, and the sidebar that does
/// the same and comes back.
///
/// It runs in the transition's three steps:
/// - ``begin()`` (while the trait messages pass the presenter): the outgoing controller gets
///   `dismissalTransitionWillBegin`, the incoming one a new container (just above the outgoing one) and
///   `presentationTransitionWillBegin`, so both animate their chrome alongside the transition; the presented
///   view moves into the new container where it is on screen now; the presenter's view comes back if the
///   outgoing presentation had removed it; appearance callbacks begin where controllers appear or disappear
///   (a replacement controller, the presenter).
/// - ``place()`` (in the transition's animation): the presented view moves to the incoming controller's
///   `frameOfPresentedViewInContainerView`.
/// - ``finish()`` (at the transition's end): `dismissalTransitionDidEnd(true)` and the outgoing container
///   leaves, `presentationTransitionDidEnd(true)`, the presenter's view leaves if the incoming presentation
///   removes it, and the appearance callbacks end.
///
/// A stand-in that hands back is finished (dismissed); the original controller is kept for the next time.
/// No animator runs: the transitioning delegate's animators are for presenting and dismissing, and keep
/// being used for those.
final class AdaptiveSwap {
    unowned let transition: ContentTransition
    let presenter: ViewController
    let original: PresentationController
    let outgoing: PresentationController
    let incoming: PresentationController
    let outgoingShown: ViewController
    let incomingShown: ViewController
    private var presenterDisappears = false
    private var presenterAppears = false
    /// Whether the content controller leaves the screen (a replacement that does not contain it) or comes
    /// back to it, beyond what its view's moves already tell it.
    private var contentAppearance: Bool?

    private init(
        transition: ContentTransition, presenter: ViewController, original: PresentationController,
        outgoing: PresentationController, incoming: PresentationController, incomingShown: ViewController
    ) {
        self.transition = transition
        self.presenter = presenter
        self.original = original
        self.outgoing = outgoing
        self.incoming = incoming
        self.outgoingShown = outgoing.presentedViewController
        self.incomingShown = incomingShown
    }

    private var window: Window { transition.window }
    private var animated: Bool { transition.context.isAnimated }

    // MARK: Deciding

    /// Adapts the presentation `original` manages (directly or through a stand-in) to `traits`, when its
    /// answer changed: returns the controller that manages it from now on, or nil when nothing changes.
    static func adapt(
        _ original: PresentationController, presentedBy presenter: ViewController, to traits: TraitCollection,
        in transition: ContentTransition
    ) -> PresentationController? {
        let active = original.activeController
        guard active.phase == .presented, original.askShouldPresentInFullscreen() else { return nil }
        let target = original.adaptiveTarget(for: traits)
        let current: ModalPresentationStyle? = active === original ? nil : active.presentationStyle
        guard target != current else { return nil }

        let content = original.presentedViewController
        let incoming: PresentationController
        var incomingShown = content
        if let target {
            // The presented controller must be free to become the replacement's child.
            if presenter.presentedViewController === content {
                presenter.presentedViewController = nil
                content.presentingStorage = nil
            }
            incomingShown = original.askReplacement(for: target) ?? content
            incoming = original.makeStandIn(for: target, showing: incomingShown, from: presenter)
        } else {
            incoming = original
        }
        original.announceAdaptiveStyle(target ?? .none, with: transition.coordinator)
        let swap = AdaptiveSwap(
            transition: transition, presenter: presenter, original: original, outgoing: active, incoming: incoming,
            incomingShown: incomingShown)
        transition.add(swap)
        swap.begin()
        return incoming
    }

    // MARK: Steps

    func begin() {
        relinkControllers()
        moveThroughPhases()
        let container = makeContainer()
        handOverPresenterView()
        outgoing.callDismissalTransitionWillBegin()
        incoming.callPresentationTransitionWillBegin()
        moveContent(into: container)
        let content = original.presentedViewController
        if incomingShown !== content {
            incomingShown.beginAppearanceTransition(true, animated: animated)
            if !content.isDescendantController(of: incomingShown), content.appearanceState == .appeared {
                contentAppearance = false
            }
        } else if content.appearanceState == .disappeared {
            contentAppearance = true
        }
        if let appearing = contentAppearance { content.beginAppearanceTransition(appearing, animated: animated) }
    }

    func place() {
        guard let view = incoming.checkedPresentedView, let container = incoming.containerView, view.isDescendant(of: container) else {
            return
        }
        view.frame = incoming.askFrameOfPresentedView()
    }

    func finish() {
        outgoing.callDismissalTransitionDidEnd(true)
        if outgoing !== original { outgoing.move(to: .dismissed) }
        if let view = outgoing.checkedPresentedView, let container = outgoing.containerView, view.isDescendant(of: container) {
            view.removeFromSuperview()
        }
        outgoing.containerView?.timeline = nil
        outgoing.containerView?.removeFromSuperview()
        if outgoingShown !== incomingShown, outgoingShown !== original.presentedViewController {
            outgoingShown.viewIfLoaded?.removeFromSuperview()
            if outgoingShown.appearanceState.ended != nil { outgoingShown.endAppearanceTransition() }
        }
        if outgoing !== original { outgoing.releasePresentation() }

        if presenterDisappears { presenter.viewIfLoaded?.removeFromSuperview() }
        if incoming.phase == .presenting { incoming.move(to: .presented) }
        incoming.callPresentationTransitionDidEnd(true)
        incoming.containerView?.timeline = nil
        if presenterDisappears || presenterAppears, presenter.appearanceState.ended != nil {
            presenter.endAppearanceTransition()
        }
        if incomingShown !== original.presentedViewController, incomingShown.appearanceState.ended != nil {
            incomingShown.endAppearanceTransition()
        }
        if contentAppearance != nil, original.presentedViewController.appearanceState.ended != nil {
            original.presentedViewController.endAppearanceTransition()
        }
    }

    // MARK: Begin, step by step

    /// The presenter presents the incoming shown controller, managed by the incoming presentation controller.
    /// A content controller coming back out of a replacement leaves it first.
    private func relinkControllers() {
        let content = original.presentedViewController
        // The content leaves the replacement before that disappears, so it does not disappear with it.
        if incomingShown === content, content.parent != nil {
            window.trace.record("willMove(toParent:)", target: content.name, detail: "nil")
            content.willMove(toParent: nil)
            content.removeFromParent()
        }
        if outgoingShown !== incomingShown {
            outgoingShown.presentingStorage = nil
            if outgoingShown !== content { outgoingShown.beginAppearanceTransition(false, animated: animated) }
        }
        presenter.presentedViewController = incomingShown
        incomingShown.presentingStorage = presenter
        incomingShown.presentationStorage = incoming
        incoming.presentingStorage = presenter
        handOverPresentationAbove()
        transition.enlist(incomingShown)
    }

    /// What the outgoing shown controller presents (something presented from a replacement, say) is presented
    /// from the incoming one from now on: the chain from the root stays one chain, and the presentation above
    /// stays on screen where it was. (The presenter of a presentation is the controller on screen below it;
    /// the swap changes which controller that is, not what is shown above it.)
    private func handOverPresentationAbove() {
        guard outgoingShown !== incomingShown, let above = outgoingShown.presentedViewController,
              incomingShown.presentedViewController == nil else { return }
        outgoingShown.presentedViewController = nil
        incomingShown.presentedViewController = above
        above.presentingStorage = incomingShown
        above.presentationStorage?.presentingStorage = incomingShown
        above.presentationStorage?.adaptedPresentationController?.presentingStorage = incomingShown
    }

    /// The original follows its stand-in's phases; a stand-in handing back is dismissed without taking the
    /// original with it.
    private func moveThroughPhases() {
        if outgoing !== original {
            outgoing.adaptedFrom = nil
            if original.adaptedPresentationController === outgoing { original.adaptedPresentationController = nil }
            outgoing.move(to: .dismissing)
        }
        if incoming !== original {
            incoming.adaptedFrom = original
            original.adaptedPresentationController = incoming
        } else {
            original.adaptedPresentationController = nil
        }
        if incoming.phase == .initial { incoming.move(to: .presenting) }
        if !window.presentationControllers.contains(where: { $0 === incoming }) {
            window.presentationControllers.append(incoming)
        }
    }

    /// A new container for the incoming controller, just above the outgoing one (so presentations above
    /// stay above), or where the engine would put it.
    private func makeContainer() -> View {
        let fullScreen = incoming.askShouldPresentInFullscreen()
        let container = View(name: "container")
        container.layoutDelegate = incoming
        container.timeline = transition.timeline
        if let old = outgoing.containerView, let superview = old.superview, fullScreen == (superview === window.rootView) {
            container.frame = old.frame
            superview.insertSubview(container, aboveSubview: old)
        } else if !fullScreen, let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview {
            container.frame = presenterView.frame
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.bounds
            window.rootView.addSubview(container)
        }
        incoming.containerView = container
        incoming.lastFrameOfPresentedView = nil
        return container
    }

    /// The presenter's view goes when the incoming presentation removes it (at the end) and comes back, at
    /// once and behind everything, when the outgoing one had removed it; its appearance follows.
    private func handOverPresenterView() {
        let removes = incoming.askShouldRemovePresentersView()
        let view = presenter.view
        let wasRemoved = outgoing.removedPresentersView && view.window == nil
        incoming.removedPresentersView = removes
        switch (wasRemoved, removes) {
        case (false, true):
            if let superview = view.superview {
                let index = superview.subviews.firstIndex { $0 === view } ?? 0
                incoming.presenterViewHome = ViewHome(superview: superview, index: index, frame: view.untransformedFrame)
            }
            presenterDisappears = presenter.appearanceState == .appeared
            if presenterDisappears { presenter.beginAppearanceTransition(false, animated: animated) }
        case (true, false):
            if let home = outgoing.presenterViewHome, let superview = home.superview {
                superview.insertSubview(view, at: home.index)
                window.clock.performWithoutAnimation { view.untransformedFrame = home.frame }
            }
            presenterAppears = presenter.appearanceState == .disappeared
            if presenterAppears { presenter.beginAppearanceTransition(true, animated: animated) }
        case (true, true):
            incoming.presenterViewHome = outgoing.presenterViewHome
        case (false, false):
            break
        }
    }

    /// The incoming presented view goes into the new container where the content is on screen now, so the
    /// transition's animation carries it to its new frame.
    private func moveContent(into container: View) {
        guard let view = incoming.askPresentedView() else { return }
        var onScreen: Rect?
        if view.window != nil, let superview = view.superview {
            onScreen = superview.convert(view.frame, to: container)
        } else if let old = outgoing.checkedPresentedView, old.window != nil, let superview = old.superview {
            onScreen = superview.convert(old.frame, to: container)
        }
        if !view.isDescendant(of: container) { container.addSubview(view) }
        if let onScreen, view.superview === container {
            window.clock.performWithoutAnimation { view.frame = onScreen }
        }
    }
}
