/// A view controller's part in iOS 17's trait system (``TraitChangeObservable`` says what and in which era).
extension ViewController: TraitChangeObservable {
    /// The traits this controller overrides for itself, its view, its children and what it presents (UIKit's
    /// `traitOverrides`, iOS 17). A change reaches ``traitCollection`` at once and the callbacks at the next
    /// layout pass, or at ``updateTraitsIfNeeded()``. Refused, with a warning, in the iOS 12 era.
    public var traitOverrides: TraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides, admitsIOS17TraitSystem("traitOverrides", window: window) else { return }
            ownTraitOverrides = newValue
            window?.markTraitChangesForLayout()
        }
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

    /// Delivers pending trait changes now to this controller and, top down, its children, the presentation
    /// controller of what it presents and the presented controller, and theirs.
    public func updateTraitsIfNeeded() {
        var pending: [ViewController] = [self]
        var visited = Set<ObjectIdentifier>()
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.reportTraitChangeIfNeeded()
            pending += controller.children
            if let presented = controller.presentedViewController, presented.presentingStorage === controller {
                presented.presentationStorage?.activeController.reportTraitChangeIfNeeded()
                pending.append(presented)
            }
        }
    }
}
