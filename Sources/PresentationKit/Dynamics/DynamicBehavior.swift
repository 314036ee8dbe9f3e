/// A rule of motion for views in a ``DynamicAnimator`` (UIKit's `UIDynamicBehavior`): gravity, collisions,
/// pushes, snaps, attachments, item properties, or a composite of child behaviours.
///
/// Subclass to compose: add the parts with ``addChildBehavior(_:)``, as UIKit's documentation suggests for
/// custom behaviours. ``action`` runs after every simulation step, with the items already moved.
open class DynamicBehavior {
    /// The behaviours this one is made of, simulated with it.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every simulation step while the behaviour is in a running animator.
    public var action: (() -> Void)?
    /// The animator the behaviour (or its parent) was added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    public init() {}

    /// Adds `behavior` as a part of this one.
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.dynamicAnimator = dynamicAnimator
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes the part `behavior`.
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        dynamicAnimator?.behaviorsDidChange()
    }

    /// The items this behaviour itself moves (not its children's).
    var ownItems: [View] { [] }

    /// Adds this behaviour's forces for the coming step: accelerations, or velocity changes for impulses.
    func applyForces(in world: DynamicWorld) {}

    /// Enforces this behaviour's constraints on the positions and velocities just integrated.
    func applyConstraints(in world: DynamicWorld) {}

    /// This behaviour and its children, depth first, children before their parent (as UIKit runs them).
    var flattened: [DynamicBehavior] { childBehaviors.flatMap(\.flattened) + [self] }

    /// The animator must look at the system again: a parameter changed.
    func didChange() { dynamicAnimator?.behaviorsDidChange() }

    func attach(to animator: DynamicAnimator?) {
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }
}

/// A behaviour over a list of items.
open class ItemsBehavior: DynamicBehavior {
    /// The views the behaviour moves.
    public private(set) var items: [View]

    /// A behaviour over `items`.
    public init(items: [View]) {
        var unique: [View] = []
        for item in items where !unique.contains(where: { $0 === item }) { unique.append(item) }
        self.items = unique
    }

    /// Adds `item` to the behaviour.
    public func addItem(_ item: View) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        didChange()
    }

    /// Removes `item` from the behaviour.
    public func removeItem(_ item: View) {
        items.removeAll { $0 === item }
        didChange()
    }

    override var ownItems: [View] { items }
}
