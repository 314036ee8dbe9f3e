/// Moves views by simulated physics on the window's virtual clock (UIKit's `UIDynamicAnimator`).
///
///     let animator = DynamicAnimator(referenceView: container)
///     let gravity = GravityBehavior(items: [card])          // 1,000 points/s² downwards
///     let collision = CollisionBehavior(items: [card])
///     collision.translatesReferenceBoundsIntoBoundary = true
///     animator.addBehavior(gravity)
///     animator.addBehavior(collision)
///     window.clock.runUntilIdle()                           // the card lands; the animator pauses
///
/// **Integrator.** The simulation advances in fixed steps of ``step`` (1/240 s) by leapfrog (Störmer–Verlet
/// in kick-drift form, symplectic): each step gathers the behaviours' accelerations, kicks `v += a·h`
/// (half of that on an item's first step, so velocities run half a step ahead of positions), applies the
/// linear resistance `v /= 1 + r·h`, then drifts `x += v·h`; then the constraints (rigid attachments,
/// collisions) correct positions and velocities. The steps are clock actions due at `start + n·h`, so they
/// run in lockstep with every other animation on the clock and a scene replays identically. Leapfrog is
/// exact for a constant acceleration: free fall under gravity 1.0 is `½·1000·t²` at every step (plain
/// semi-implicit Euler would be `½·1000·h·t` ahead, a point at 0.5 s), as the tests check. UIKit does not
/// document its own integrator or rate (it steps with the display, 60 Hz then).
///
/// **Pausing.** When every item has moved slower than ``restSpeed`` for ``restDuration``, the animator stops
/// stepping, is no longer ``isRunning`` and tells its delegate `dynamicAnimatorDidPause` — "the dynamic
/// animator pauses when the system is at rest" (UIKit's documentation); a dynamics-driven transition
/// completes then. Adding or removing a behaviour, changing one's parameters or
/// ``updateItem(usingCurrentState:)`` resumes it (`dynamicAnimatorWillResume`). An item that never comes to
/// rest (falling for ever without a boundary) keeps the animator running until its behaviours are removed.
///
/// The animator steps only while the reference view is in a window (it needs the window's clock).
public final class DynamicAnimator {
    /// The simulation's fixed time step: 1/240 s (four steps per 60 Hz frame).
    public static let step = 1.0 / 240
    /// Items slower than this, in points per second, count as still.
    public static let restSpeed = 1.0
    /// How long, in seconds, every item must stay still before the animator pauses (so a ball at the top of
    /// its flight or a spring at its turning point does not count as at rest).
    public static let restDuration = 0.1

    /// The view whose coordinate system the behaviours use: item positions, gravity's direction, boundaries.
    public let referenceView: View
    /// Hears the animator pause and resume. Held weakly, as in UIKit.
    public weak var delegate: DynamicAnimatorDelegate?
    /// The behaviours added, in the order they were added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Whether the animator is stepping (false once the system is at rest).
    public private(set) var isRunning = false
    /// Simulated seconds the animator has stepped in total.
    public private(set) var elapsedTime: Double = 0

    private var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private var nextStep: ScheduledAction?
    private var stepsTaken = 0
    private var runStart: Double = 0
    private var stillFor: Double = 0
    private weak var clock: AnimationClock?

    /// An animator whose behaviours work in `referenceView`'s coordinates.
    public init(referenceView: View) {
        self.referenceView = referenceView
    }

    // MARK: Behaviours

    /// Adds `behavior` (ignored when already added) and runs the animator.
    public func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.attach(to: self)
        // The items' state is read when a behaviour is added (or `updateItem(usingCurrentState:)`), not at
        // the next step: a layout pass in between does not move where the simulation starts.
        for item in behavior.flattened.flatMap(\.ownItems) { _ = body(for: item) }
        behaviorsDidChange()
    }

    /// Removes `behavior`; the items it moved keep their velocity under the remaining behaviours.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.attach(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behaviour: nothing moves any more and the animator pauses at its next step.
    public func removeAllBehaviors() {
        for behavior in behaviors { behavior.attach(to: nil) }
        behaviors.removeAll()
        behaviorsDidChange()
    }

    /// Takes `item`'s position and rotation from the view again, after the caller moved it directly.
    public func updateItem(usingCurrentState item: View) {
        bodies[ObjectIdentifier(item)]?.reloadFromView()
        behaviorsDidChange()
    }

    /// The items whose frames intersect `rect` (in the reference view's coordinates).
    public func items(in rect: Rect) -> [View] {
        allItems.filter { $0.frame.intersects(rect) }
    }

    /// The velocity the animator gives `item`, in points per second (zero for an item it does not move).
    public func linearVelocity(for item: View) -> Vector {
        bodies[ObjectIdentifier(item)]?.velocity ?? .zero
    }

    /// Every item of every behaviour, once each, in the order first met.
    var allItems: [View] {
        var items: [View] = []
        for behavior in behaviors.flatMap(\.flattened) {
            for item in behavior.ownItems where !items.contains(where: { $0 === item }) { items.append(item) }
        }
        return items
    }

    /// The body for `item`, made from the view's current state the first time.
    func body(for item: View) -> DynamicBody {
        let key = ObjectIdentifier(item)
        if let body = bodies[key] { return body }
        let body = DynamicBody(view: item)
        bodies[key] = body
        return body
    }

    // MARK: Running

    /// Something changed: look at the system again from the next step.
    func behaviorsDidChange() {
        stillFor = 0
        guard !allItems.isEmpty else { return }
        resume()
    }

    private func resume() {
        guard !isRunning, let clock = referenceView.clock else { return }
        isRunning = true
        self.clock = clock
        runStart = clock.now
        stepsTaken = 0
        referenceView.window?.trace.record("dynamicAnimatorWillResume", target: referenceView.name)
        delegate?.dynamicAnimatorWillResume(self)
        scheduleNextStep()
    }

    private func scheduleNextStep() {
        guard let clock else { return }
        let due = runStart + Double(stepsTaken + 1) * Self.step
        nextStep = clock.schedule(.clock(due)) { [weak self] in self?.takeStep() }
    }

    private func pause() {
        isRunning = false
        nextStep?.cancel()
        nextStep = nil
        referenceView.window?.trace.record("dynamicAnimatorDidPause", target: referenceView.name)
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One simulation step: forces, integration, constraints, then the views and the behaviours' actions.
    private func takeStep() {
        stepsTaken += 1
        elapsedTime += Self.step
        let flattened = behaviors.flatMap(\.flattened)
        let items = allItems
        let keys = Set(items.map(ObjectIdentifier.init))
        bodies = bodies.filter { keys.contains($0.key) }
        let moving = items.map(body(for:))
        for body in moving {
            body.properties = DynamicItemProperties()
            body.acceleration = .zero
            body.previousPosition = body.position
        }
        for case let properties as DynamicItemBehavior in flattened { properties.applyProperties(in: self) }
        let world = DynamicWorld(step: Self.step, referenceBounds: referenceView.bounds, bodies: bodies)
        for behavior in flattened { behavior.applyForces(in: world) }
        for body in moving { integrate(body) }
        for behavior in flattened { behavior.applyConstraints(in: world) }
        for body in moving { body.writeToView() }
        for behavior in flattened { behavior.action?() }
        guard isRunning else { return }
        let still = moving.allSatisfy { $0.velocity.length < Self.restSpeed && abs($0.angularVelocity) < 0.01 }
        stillFor = still ? stillFor + Self.step : 0
        if moving.isEmpty || stillFor >= Self.restDuration - 1e-9 {
            for body in moving {
                body.velocity = .zero
                body.angularVelocity = 0
            }
            pause()
        } else {
            scheduleNextStep()
        }
    }

    /// Semi-implicit Euler with linear (and angular) resistance; an anchored item does not move.
    private func integrate(_ body: DynamicBody) {
        let h = Self.step
        let properties = body.properties
        guard !properties.isAnchored else {
            body.velocity = .zero
            body.angularVelocity = 0
            return
        }
        body.velocity += body.acceleration * (body.startsWithHalfKick ? h / 2 : h)
        body.startsWithHalfKick = false
        body.velocity = body.velocity * (1 / (1 + Swift.max(0, properties.resistance) * h))
        body.position = body.position.moved(by: body.velocity * h)
        guard properties.allowsRotation else {
            body.angularVelocity = 0
            return
        }
        body.angularVelocity /= 1 + Swift.max(0, properties.angularResistance) * h
        body.angle += body.angularVelocity * h
    }
}
