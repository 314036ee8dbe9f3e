import Foundation

/// Pulls one item to a point with a damped spring, so it settles there (UIKit's `UISnapBehavior`).
///
/// UIKit documents only ``damping``: 0 for the most oscillation, 1 for the least, 0.5 by default. It does not
/// document the spring, so here the item follows a damped harmonic oscillator towards ``snapPoint`` with
/// natural frequency ``naturalFrequency`` (3π rad/s, 1.5 Hz) and damping ratio `0.1 + 0.9 · damping` (0.55
/// by default; 1, critical, at damping 1; 0.1 at damping 0, so even the liveliest snap settles) — our choice,
/// made so a default snap settles in about 0.8 s. Its motion matches the oscillator's closed form (the tests
/// compare them). Like UIKit's snap, it turns the item back upright as it goes.
public final class SnapBehavior: DynamicBehavior {
    /// The spring's natural angular frequency, rad/s.
    public static let naturalFrequency = 3 * Double.pi

    /// The item snapped.
    public let item: View
    /// Where the item's centre settles, in the reference view's coordinates. Non-finite points are ignored.
    public var snapPoint: Point {
        didSet {
            if !snapPoint.isFinite { snapPoint = oldValue }
            didChange()
        }
    }
    /// 0 (most oscillation) to 1 (least); 0.5 by default. Values outside are clamped, non-finite ones ignored.
    public var damping = 0.5 {
        didSet {
            damping = damping.isFinite ? Swift.min(1, Swift.max(0, damping)) : oldValue
            didChange()
        }
    }

    /// A snap of `item` to `point`.
    public init(item: View, snapTo point: Point) {
        self.item = item
        snapPoint = point.isFinite ? point : item.center
    }

    /// The oscillator's damping ratio for ``damping``.
    public var dampingRatio: Double { 0.1 + 0.9 * damping }

    override var ownItems: [View] { [item] }

    override func applyForces(in world: DynamicWorld) {
        guard let body = world.body(item) else { return }
        let omega = Self.naturalFrequency
        let offset = body.position.vector(from: snapPoint)
        // The damping acts on the velocity at the step's instant, half a kick past the stored one (leapfrog
        // keeps velocities half a step ahead): solved for the acceleration, a·(1 + ζωh) = −ω²x − 2ζω·v.
        let lag = body.startsWithHalfKick ? 0 : dampingRatio * omega * world.step
        body.acceleration += (offset * (-omega * omega) - body.velocity * (2 * dampingRatio * omega)) * (1 / (1 + lag))
        body.angularVelocity += (-omega * omega * body.angle - 2 * dampingRatio * omega * body.angularVelocity)
            * world.step
    }
}
