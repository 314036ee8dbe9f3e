/// The presenter's step in the trait flow: before the traits reach the presentation of the controller this
/// one presents, that presentation adapts to them if it answers a different style (UIKit does this as the
/// trait change passes the presentation controller's parent, so a presentation adapts in the same transition
/// — and with the same coordinator — as the change that caused it). Then the presentation controller now in
/// charge gets `willTransition(to:with:)` and passes it on.
extension ViewController {
    /// - Parameters:
    ///   - presenterTraits: The traits this controller will have.
    ///   - coordinator: The transition's coordinator; only transitions the engine runs adapt presentations.
    ///   - originalTraits: The traits the original presentation controller will have, when they are not
    ///     simply `presenterTraits` with its override (a new override on it).
    func forwardTraitsToPresentation(
        inheriting presenterTraits: TraitCollection, with coordinator: ViewControllerTransitionCoordinator,
        originalTraits: TraitCollection? = nil
    ) {
        guard let shown = presentedViewController, shown.presentingStorage === self,
              var controller = shown.presentationStorage else { return }
        let original = controller.adaptedFrom ?? controller
        let traits = originalTraits ?? original.traits(inheriting: presenterTraits, override: original.overrideTraitCollection)
        if let window, window.activeTransition == nil, let transition = window.contentTransition(for: coordinator),
           let adapted = AdaptiveSwap.adapt(original, presentedBy: self, to: traits, in: transition) {
            controller = adapted
        }
        let collection = controller === original
            ? traits : controller.traits(inheriting: presenterTraits, override: controller.overrideTraitCollection)
        guard collection != controller.traitCollection else { return }
        controller.deliverWillTransition(to: collection, with: coordinator)
    }
}
