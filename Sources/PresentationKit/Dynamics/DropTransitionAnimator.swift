/// The WWDC 2013 drop dialog on UIKit Dynamics (seed 004: "a dialog that comes in … it bounced a little bit,
/// and now I want to dismiss it"): presenting, the view drops in from above the container under gravity and
/// bounces on an invisible floor at its final frame's bottom edge until it rests there; dismissing, it
/// falls away out of the bottom, turning a little.
///
/// The numbers are this model's, chosen to look like the talk's demo: gravity ``gravity`` (2.0, 2,000
/// points/s²), the dialog's elasticity ``elasticity`` (0.35: two or three visible bounces), and a turn of
/// ``dismissalSpin`` rad/s as it falls away.
public final class DropTransitionAnimator: DynamicTransitionAnimator {
    /// Whether this animator presents (drops in) or dismisses (falls away).
    public let isPresenting: Bool
    /// Gravity's magnitude (1.0 is 1,000 points/s²).
    public var gravity = 2.0
    /// How bouncy the landing is, 0...1.
    public var elasticity = 0.35
    /// How fast the dialog turns as it falls away, rad/s.
    public var dismissalSpin = 0.6

    /// A drop animator presenting or dismissing, reporting `duration` to the engine.
    public init(presenting: Bool, duration: Double = 1) {
        isPresenting = presenting
        super.init(duration: duration)
    }

    public override func paths(using context: ViewControllerContextTransitioning) -> [DynamicTransitionPath] {
        let container = context.containerView.bounds
        if isPresenting {
            guard let controller = context.viewController(forKey: .to), let view = context.view(forKey: .to)
            else { return [] }
            let final = context.finalFrame(for: controller)
            let end = final.center
            return [DynamicTransitionPath(view: view, start: Point(x: end.x, y: container.minY - final.height / 2), end: end)]
        }
        guard let controller = context.viewController(forKey: .from), let view = context.view(forKey: .from)
        else { return [] }
        let start = context.initialFrame(for: controller).center
        let height = view.bounds.height
        return [DynamicTransitionPath(view: view, start: start, end: Point(x: start.x, y: container.maxY + height))]
    }

    public override func behaviors(
        towardsEnd: Bool, using context: ViewControllerContextTransitioning
    ) -> [DynamicBehavior] {
        guard towardsEnd, let path = paths(using: context).first else {
            return super.behaviors(towardsEnd: towardsEnd, using: context)
        }
        let falling = GravityBehavior(items: [path.view])
        falling.magnitude = gravity
        let properties = DynamicItemBehavior(items: [path.view])
        guard isPresenting else {
            properties.addAngularVelocity(dismissalSpin, for: path.view)
            return [falling, properties]
        }
        properties.elasticity = elasticity
        properties.allowsRotation = false
        let floor = CollisionBehavior(items: [path.view])
        let bottom = path.end.y + path.view.bounds.height / 2
        let width = context.containerView.bounds.width
        floor.addBoundary(withIdentifier: "floor", from: Point(x: -width, y: bottom), to: Point(x: 2 * width, y: bottom))
        return [falling, floor, properties]
    }
}
