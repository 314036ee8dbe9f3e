/// A presentation controller's part in iOS 17's trait system (``TraitChangeObservable`` says what and in
/// which era).
extension PresentationController: TraitChangeObservable {
    /// The traits this presentation overrides for itself and the controller it presents (UIKit's
    /// `traitOverrides`, iOS 17): the same storage as the deprecated ``overrideTraitCollection``, read and
    /// written trait by trait, so it works in every era. While the presentation is up a change flows down
    /// with `willTransition(to:with:)` and the presentation may adapt, as an `overrideTraitCollection` change
    /// does.
    ///
    ///     presented.presentationController?.traitOverrides.horizontalSizeClass = .compact
    public var traitOverrides: TraitOverrides {
        get { TraitOverrides(overrideTraitCollectionStorage ?? .unspecified) }
        set { setOverrideTraitCollection(newValue.isEmpty ? nil : newValue.collection) }
    }

    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [TraitKey], handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        register(traits, window: window, handler: handler)
    }

    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [TraitKey], target: Target, action: @escaping (Target) -> (TraitEnvironment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        register(traits, window: window, target: target, action: action)
    }

    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [TraitKey], target: Target, action: @escaping (Target) -> () -> Void
    ) -> TraitChangeRegistration {
        register(traits, window: window, target: target) { target in { _, _ in action(target)() } }
    }

    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitChangeRegistry.remove(registration)
    }

    /// Delivers pending trait changes now to this presentation controller and the controller it presents,
    /// with everything below that.
    public func updateTraitsIfNeeded() {
        reportTraitChangeIfNeeded()
        presentedViewController.updateTraitsIfNeeded()
    }
}
