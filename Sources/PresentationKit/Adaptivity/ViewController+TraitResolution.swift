/// A controller's traits worked out once and kept, with the link they came through.
///
/// UIKit hands traits down the hierarchy: the window's to the root, a parent's (with its override for the
/// child) to each child, a presenter's (with the presentation controller's override) to the controller it
/// presents (WWDC 2014, session 214, "View Controller Advancements in iOS 8"); from iOS 17 each controller's
/// own ``ViewController/traitOverrides`` apply last, to it and to all that inherit from it (WWDC 2023
/// session 10057). Worked out on every read, a
/// controller presented n levels deep walks all n levels down to the window each time its traits are asked
/// for — and they are asked at every layout pass and appearance call — so a stack n deep cost n² steps.
/// Each controller now keeps what it worked out, and every change to a link or an override the traits come
/// through clears the keeper and everything that inherits from it (``ViewController/invalidateTraits()``):
///
/// - the window's traits or root controller (`Window.traitCollection`, `rootViewController`);
/// - a parent, a child's override (`addChild`, `removeFromParent`, `setOverrideTraitCollection(_:forChild:)`);
/// - a presentation's links (the presenter, the presentation controller, the presented controller: present,
///   dismissal, adaptation swaps) and its ``PresentationController/traitOverrides``;
/// - a controller's own ``ViewController/traitOverrides``.
///
/// Only traits that rest on a window's root are kept: those of a controller outside any window come from
/// its view's window, which can change without the controller hearing of it.
struct ResolvedTraits {
    /// The link the traits came through.
    enum Source {
        case parent
        case presentation
    }

    var traits: TraitCollection
    var source: Source
}

extension ViewController {
    /// The traits, and whether they rest on a window's root controller (and so may be kept by those that
    /// inherit them).
    func resolvedTraits() -> (traits: TraitCollection, anchored: Bool) {
        if let parent {
            if let cache = traitCache, cache.source == .parent { return (cache.traits, true) }
            forgetTraits()
            traitResolutions += 1
            let inherited = parent.resolvedTraits()
            var traits = inherited.traits
            if let override = parent.childTraitOverrides[ObjectIdentifier(self)] {
                traits = TraitCollection(traitsFrom: [traits, override])
            }
            traits = ownTraitOverrides.applied(to: traits)
            if inherited.anchored { traitCache = ResolvedTraits(traits: traits, source: .parent) }
            return (traits, inherited.anchored)
        }
        if presentingStorage != nil, let controller = presentationStorage {
            // The presenter the presentation controller inherits from must present this controller, so that
            // an invalidation from it reaches this one.
            let reachable = controller.presentingStorage?.presentedViewController === self
            if reachable, let cache = traitCache, cache.source == .presentation { return (cache.traits, true) }
            forgetTraits()
            traitResolutions += 1
            let resolved = controller.resolvedTraits()
            let traits = ownTraitOverrides.applied(to: resolved.traits)
            let keeps = resolved.anchored && reachable
            if keeps { traitCache = ResolvedTraits(traits: traits, source: .presentation) }
            return (traits, keeps)
        }
        forgetTraits()
        return (ownTraitOverrides.applied(to: window?.traitCollection ?? .unspecified), hostWindow != nil)
    }

    /// Forgets traits kept through a link that no longer holds (a weak parent or presenter that went away),
    /// with those of the controllers that inherited them.
    private func forgetTraits() {
        if traitCache != nil { invalidateTraits() }
    }

    /// Forgets the kept traits of this controller and of every controller that inherits them: its children
    /// and the controller it presents, and theirs. A controller whose traits are not kept has no heir that
    /// keeps any (each keeps only what rests on a kept or a root's), so the walk stops there: clearing the
    /// levels of a stack one by one costs each level once, not the levels above it again. Each controller is
    /// cleared at most once, so the walk ends even on links that loop.
    func invalidateTraits() {
        traitCache = nil
        var pending = children
        if let presentedViewController { pending.append(presentedViewController) }
        while let controller = pending.popLast() {
            guard controller.traitCache != nil else { continue }
            controller.traitCache = nil
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
    }
}

extension PresentationController {
    /// The presentation's traits — the presenter's (else its window's), with ``traitOverrides``
    /// applied — and whether they rest on a window's root controller.
    func resolvedTraits() -> (traits: TraitCollection, anchored: Bool) {
        let inherited = presentingStorage?.resolvedTraits()
            ?? (traits: presentedViewController.window?.traitCollection ?? .unspecified, anchored: false)
        guard let overrideTraitCollection else { return inherited }
        return (TraitCollection(traitsFrom: [inherited.traits, overrideTraitCollection]), inherited.anchored)
    }

    /// Forgets the kept traits of the controllers that inherit this presentation's: the one it presents and
    /// the one shown for it (they differ while an adaptation stands in), with theirs.
    func invalidatePresentedTraits() {
        presentedViewController.invalidateTraits()
        presentingStorage?.presentedViewController?.invalidateTraits()
    }
}
