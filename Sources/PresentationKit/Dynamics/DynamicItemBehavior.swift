/// Gives its items physical properties and lets the caller add velocity (UIKit's `UIDynamicItemBehavior`).
///
/// Defaults are UIKit's: elasticity 0, friction 0, density 1, resistance 0, angular resistance 0, rotation
/// allowed, not anchored. When several item behaviours name one item, the one added last wins, property by
/// property as a whole. Non-finite values are ignored; negative ones count as 0.
public final class DynamicItemBehavior: ItemsBehavior {
    /// How much of its speed an item keeps bouncing off a boundary: 0 (none) to 1 (all).
    public var elasticity = 0.0 { didSet { elasticity = clean(elasticity, oldValue, upTo: 1) } }
    /// How much sliding along a boundary slows the item (Coulomb friction: the tangential impulse is at most
    /// `friction` times the normal one).
    public var friction = 0.0 { didSet { friction = clean(friction, oldValue) } }
    /// The relative mass density: mass is density × area / 10,000 (a 100 × 100 item of density 1 has mass 1).
    public var density = 1.0 { didSet { density = clean(density, oldValue) } }
    /// Linear velocity damping, per second: 0 for none.
    public var resistance = 0.0 { didSet { resistance = clean(resistance, oldValue) } }
    /// Angular velocity damping, per second.
    public var angularResistance = 0.0 { didSet { angularResistance = clean(angularResistance, oldValue) } }
    /// Whether the items turn.
    public var allowsRotation = true { didSet { didChange() } }
    /// Whether the items stay where they are, as fixed obstacles.
    public var isAnchored = false { didSet { didChange() } }

    private var pendingLinear: [ObjectIdentifier: Vector] = [:]
    private var pendingAngular: [ObjectIdentifier: Double] = [:]

    /// Adds `velocity` (points/s) to `item`'s on the next step.
    public func addLinearVelocity(_ velocity: Vector, for item: View) {
        guard velocity.isFinite else { return }
        pendingLinear[ObjectIdentifier(item), default: .zero] += velocity
        didChange()
    }

    /// Adds `velocity` (radians/s) to `item`'s turning on the next step.
    public func addAngularVelocity(_ velocity: Double, for item: View) {
        guard velocity.isFinite else { return }
        pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        didChange()
    }

    /// `item`'s current velocity in the animator, points/s.
    public func linearVelocity(for item: View) -> Vector {
        dynamicAnimator?.linearVelocity(for: item) ?? .zero
    }

    private func clean(_ value: Double, _ old: Double, upTo limit: Double = .infinity) -> Double {
        defer { didChange() }
        return value.isFinite ? Swift.min(limit, Swift.max(0, value)) : old
    }

    /// Sets the properties on the items' bodies, before the forces of a step.
    func applyProperties(in animator: DynamicAnimator) {
        for item in items {
            let body = animator.body(for: item)
            body.properties = DynamicItemProperties(
                elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                angularResistance: angularResistance, allowsRotation: allowsRotation, isAnchored: isAnchored)
        }
    }

    override func applyForces(in world: DynamicWorld) {
        for item in items {
            guard let body = world.body(item) else { continue }
            if let linear = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) { body.velocity += linear }
            if let angular = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += angular
            }
        }
    }
}
