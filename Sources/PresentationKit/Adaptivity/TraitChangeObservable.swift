/// iOS 17's trait system on an object with traits (UIKit's `UITraitChangeObservable` and `UITraitOverrides`;
/// WWDC 2023 session 10057, "Unleash the UIKit trait system"): view controllers and presentation controllers.
///
///     controller.registerForTraitChanges([.horizontalSizeClass]) { (controller: ViewController, previous) in
///         controller.view.setNeedsLayout()
///     }
///     controller.traitOverrides.horizontalSizeClass = .compact   // heard at the next layout pass…
///     controller.updateTraitsIfNeeded()                          // …or now
///
/// Only the traits a registration names call it back, with the previous traits; the deprecated
/// `traitCollectionDidChange(_:)` still hears every change. Changes reach the callbacks lazily, as UIKit
/// delivers them: at the next layout pass of the object (the first of its view, or of its container), or at
/// once with ``updateTraitsIfNeeded()``. ``TraitEnvironment/traitCollection`` reads the new traits at once.
///
/// Era: the iOS 17 API, so the ``SystemVersion/iOS18`` and ``SystemVersion/iOS26`` eras have it. In the
/// ``SystemVersion/iOS12`` era, which predates it, a registration and a view controller's own overrides are
/// refused with a warning (on a device the call would not exist): only `traitCollectionDidChange(_:)` and the
/// pre-iOS 17 overrides — a parent's `setOverrideTraitCollection(_:forChild:)` and a presentation
/// controller's `overrideTraitCollection`, which ``PresentationController/traitOverrides`` is the same
/// storage as — work there.
public protocol TraitChangeObservable: TraitEnvironment {
    /// The traits this object overrides for itself and all that inherit from it.
    var traitOverrides: TraitOverrides { get set }

    /// Calls `handler` with the object and its previous traits whenever one of `traits` changes (UIKit's
    /// `registerForTraitChanges(_:handler:)`). `Environment` is the type the handler takes the object as; it
    /// must be the object's type or a supertype of it.
    @discardableResult
    func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [TraitKey], handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration

    /// Calls `action` on `target` with the object and its previous traits whenever one of `traits` changes
    /// (UIKit's `registerForTraitChanges(_:target:action:)`). The target is held weakly: the registration
    /// ends when it goes.
    @discardableResult
    func registerForTraitChanges<Target: AnyObject>(
        _ traits: [TraitKey], target: Target, action: @escaping (Target) -> (TraitEnvironment, TraitCollection) -> Void
    ) -> TraitChangeRegistration

    /// The same, for an action that takes no arguments.
    @discardableResult
    func registerForTraitChanges<Target: AnyObject>(
        _ traits: [TraitKey], target: Target, action: @escaping (Target) -> () -> Void
    ) -> TraitChangeRegistration

    /// Ends a registration (UIKit's `unregisterForTraitChanges(_:)`); ending one that ended does nothing.
    func unregisterForTraitChanges(_ registration: TraitChangeRegistration)

    /// Delivers pending trait changes now, to this object and everything below it (UIKit's
    /// `updateTraitsIfNeeded()`): `traitCollectionDidChange` and the registrations run synchronously.
    func updateTraitsIfNeeded()
}

extension TraitChangeReporting {
    /// Whether the window's era has iOS 17's trait system; when it does not, `api` is reported as refused.
    func admitsIOS17TraitSystem(_ api: String, window: Window?) -> Bool {
        guard let window, window.systemVersion < .iOS18 else { return true }
        window.diagnostics.report(
            .warning, "\(api) is iOS 17 API and the window runs the \(window.systemVersion) era; it was "
                + "ignored (use traitCollectionDidChange, setOverrideTraitCollection(_:forChild:) or the presentation "
                + "controller's overrideTraitCollection there)",
            code: .engine.traitSystemUnavailable)
        return false
    }

    /// Adds a registration calling `handler` with the object as `Environment`, if the era has them.
    func register<Environment: TraitEnvironment>(
        _ traits: [TraitKey], window: Window?, handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        precondition(self is Environment, "registerForTraitChanges: the handler takes \(Environment.self), which \(type(of: self)) is not")
        guard admitsIOS17TraitSystem("registerForTraitChanges", window: window) else {
            return TraitChangeRegistration(id: -1)
        }
        return traitChangeRegistry.add(traits) { environment, previous in
            guard let environment = environment as? Environment else { return }
            handler(environment, previous)
        }
    }

    /// Adds a registration calling `action` on a weakly held `target`, if the era has them.
    func register<Target: AnyObject>(
        _ traits: [TraitKey], window: Window?, target: Target, action: @escaping (Target) -> (TraitEnvironment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        guard admitsIOS17TraitSystem("registerForTraitChanges", window: window) else {
            return TraitChangeRegistration(id: -1)
        }
        return traitChangeRegistry.add(traits, isLive: { [weak target] in target != nil }) { [weak target] environment, previous in
            guard let target else { return }
            action(target)(environment, previous)
        }
    }
}
