import Foundation

/// Applies a force to its items, continuously or once (UIKit's `UIPushBehavior`).
///
/// A force of magnitude 1.0 accelerates a 100 × 100 point item of density 1 at 100 points/s² (the "UIKit
/// Newton", UIKit's documentation of `magnitude`): the acceleration is `100 · force / mass`, the mass being
/// density × area / 10,000. An *instantaneous* push changes the velocity by that much per second's worth —
/// 100 points/s for the same item — once, on the next step, and then sets ``active`` to false, as UIKit
/// does; set it to true again to push again. The force acts at the item's centre (UIKit's
/// `targetOffsetFromCenter`, which adds a turn, is not modelled).
public final class PushBehavior: ItemsBehavior {
    /// Whether the push acts all the time or once.
    public enum Mode: Sendable {
        case continuous
        case instantaneous
    }

    /// Points/s² one unit of force gives a 100 × 100 item of density 1.
    public static let newton = 100.0

    public let mode: Mode
    /// The force vector; zero by default. Non-finite values are ignored.
    public var pushDirection = Vector.zero {
        didSet {
            if !pushDirection.isFinite { pushDirection = oldValue }
            didChange()
        }
    }
    /// Whether the push acts. An instantaneous push turns itself off once applied.
    public var active = true {
        didSet { didChange() }
    }

    /// The force's angle in radians.
    public var angle: Double {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's magnitude, in UIKit Newtons.
    public var magnitude: Double {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// A push of `mode` on `items`, with no force yet.
    public init(items: [View], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// Sets the force by angle and magnitude at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        guard angle.isFinite, magnitude.isFinite else { return }
        pushDirection = Vector(angle: angle, length: magnitude)
    }

    override func applyForces(in world: DynamicWorld) {
        guard active else { return }
        for item in items {
            guard let body = world.body(item) else { continue }
            let acceleration = pushDirection * (Self.newton / body.mass)
            switch mode {
            case .continuous: body.acceleration += acceleration
            case .instantaneous: body.velocity += acceleration
            }
        }
        if mode == .instantaneous { active = false }
    }
}
