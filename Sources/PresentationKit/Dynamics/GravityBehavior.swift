import Foundation

/// Accelerates its items in one direction, whatever their mass (UIKit's `UIGravityBehavior`).
///
/// A magnitude of 1.0 is "UIKit gravity", 1,000 points/s² (UIKit's documentation of `magnitude` and
/// `gravityDirection`); the default direction is (0, 1), downwards. ``gravityDirection``, ``angle`` and
/// ``magnitude`` are three views of one vector: setting one changes the others.
public final class GravityBehavior: ItemsBehavior {
    /// Points/s² per unit of magnitude (UIKit's documentation: "1000 points / second²").
    public static let acceleration = 1000.0

    /// The gravity vector, its length the magnitude; (0, 1) by default. Non-finite values are ignored.
    public var gravityDirection = Vector(dx: 0, dy: 1) {
        didSet {
            if !gravityDirection.isFinite { gravityDirection = oldValue }
            didChange()
        }
    }

    /// The vector's angle in radians (π/2 points down).
    public var angle: Double {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The vector's length: 1.0 is 1,000 points/s².
    public var magnitude: Double {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction by angle and magnitude at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        guard angle.isFinite, magnitude.isFinite else { return }
        gravityDirection = Vector(angle: angle, length: magnitude)
    }

    override func applyForces(in world: DynamicWorld) {
        let acceleration = gravityDirection * Self.acceleration
        for item in items { world.body(item)?.acceleration += acceleration }
    }
}
