import Foundation

/// The simulated state of one item in one animator: where it is, how fast it moves and turns, and the
/// properties its item behaviours give it. The animator owns the state and writes it to the view each step,
/// as UIKit's animator owns an item's velocity (`UIDynamicItemBehavior.linearVelocity(for:)`).
final class DynamicBody {
    let view: View
    var position: Point
    var velocity: Vector = .zero
    /// Rotation in radians, applied to the view's transform while ``properties`` allow rotation.
    var angle: Double
    var angularVelocity: Double = 0
    /// The acceleration gathered for the step under way.
    var acceleration: Vector = .zero
    var properties = DynamicItemProperties()
    /// Where the item was before the step under way: which side of a boundary it came from.
    var previousPosition: Point
    /// Whether the next step is the body's first since its state was (re)loaded: leapfrog starts with a
    /// half kick, so that velocities live half a step ahead of positions.
    var startsWithHalfKick = true

    init(view: View) {
        self.view = view
        position = view.center
        previousPosition = view.center
        let transform = view.transform
        angle = atan2(transform.b, transform.a)
    }

    /// The item's effective mass: its density times its area in units of 100 × 100 points, so that a push of
    /// magnitude 1 accelerates a 100 × 100 item of density 1 at 100 points/s² (UIKit's documentation of
    /// `UIPushBehavior.magnitude` and `UIDynamicItemBehavior.density`).
    var mass: Double {
        let area = Swift.max(1, view.bounds.width * view.bounds.height)
        return Swift.max(1e-6, properties.density) * area / 10_000
    }

    /// Half the item's extent along the unit vector `normal`: how far its bounds, turned by ``angle``, reach
    /// from its centre towards a boundary with that normal.
    func halfExtent(along normal: Vector) -> Double {
        let turn = properties.allowsRotation ? angle : 0
        let across = Vector(dx: cos(turn), dy: sin(turn)), down = Vector(dx: -sin(turn), dy: cos(turn))
        return abs(normal.dot(across)) * view.bounds.width / 2 + abs(normal.dot(down)) * view.bounds.height / 2
    }

    /// Reads the view's current position and rotation again (``DynamicAnimator/updateItem(usingCurrentState:)``).
    func reloadFromView() {
        position = view.center
        previousPosition = position
        startsWithHalfKick = true
        angle = atan2(view.transform.b, view.transform.a)
    }

    /// Writes the simulated position (and rotation, when allowed) to the view, outside any animation block.
    func writeToView() {
        if view.center != position { view.center = position }
        guard properties.allowsRotation else { return }
        let rotation = AffineTransform(rotationAngle: angle)
        if view.transform != rotation { view.transform = rotation }
    }
}

/// The physical properties a ``DynamicItemBehavior`` gives its items, with UIKit's defaults.
struct DynamicItemProperties {
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false
}

/// What behaviours see during one step: the bodies by item, the step's length and the reference view.
final class DynamicWorld {
    let step: Double
    let referenceBounds: Rect
    private var bodies: [ObjectIdentifier: DynamicBody]

    init(step: Double, referenceBounds: Rect, bodies: [ObjectIdentifier: DynamicBody]) {
        self.step = step
        self.referenceBounds = referenceBounds
        self.bodies = bodies
    }

    /// The body of `item`, if the item is in the animator.
    func body(_ item: View) -> DynamicBody? { bodies[ObjectIdentifier(item)] }
}
