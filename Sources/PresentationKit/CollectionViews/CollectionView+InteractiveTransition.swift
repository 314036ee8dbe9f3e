/// An interactive layout transition under way.
struct InteractiveLayoutTransition {
    let layout: CollectionViewTransitionLayout
    let completion: ((_ completed: Bool, _ finished: Bool) -> Void)?
}

extension CollectionView {
    /// Starts an interactive transition to `layout` and returns its transition layout, at progress 0: drive
    /// its ``CollectionViewTransitionLayout/transitionProgress`` (from a gesture, say), then call
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``. The delegate may supply the
    /// transition layout. `completion` runs once the transition ends: `completed` says whether the new
    /// layout took over, `finished` whether the last animation ran to its end. Returns nil (and starts
    /// nothing) while another interactive transition runs.
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil
    ) -> CollectionViewTransitionLayout? {
        guard interactiveTransition == nil else { return nil }
        let old = collectionViewLayout
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        view.window?.trace.record("startInteractiveTransition(to:)", target: view.name)
        setCollectionViewLayout(transition, parameters: AnimationParameters(duration: 0), completion: nil)
        return transition
    }

    /// Ends the interactive transition in the new layout: the cells spring from where they are to it,
    /// overshooting a little and settling (``finishingDampingRatio``), over ``transitionDuration``.
    public func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Ends the interactive transition back in the old layout, the cells animating back over
    /// ``transitionDuration`` (ease in, ease out).
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    private func endInteractiveTransition(completed: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        view.window?.trace.record(completed ? "finishInteractiveTransition" : "cancelInteractiveTransition",
                                  target: view.name)
        let target = completed ? transition.layout.nextLayout : transition.layout.currentLayout
        let timing: AnimationTiming = completed
            ? .spring(Spring(dampingRatio: Self.finishingDampingRatio, initialVelocity: 0, duration: Self.transitionDuration))
            : .easeInEaseOut
        let parameters = AnimationParameters(duration: Self.transitionDuration, timing: timing)
        setCollectionViewLayout(target, parameters: parameters) { finished in
            transition.completion?(completed, finished)
        }
    }
}
