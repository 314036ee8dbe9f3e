/// Keeps its items from passing through boundaries: the reference view's bounds, or lines the caller adds
/// (UIKit's `UICollisionBehavior`).
///
/// After each step an item that crossed a boundary is put back against it; the velocity into the boundary
/// is reflected times the item's elasticity and the velocity along it loses up to `friction` times the
/// normal impulse (Coulomb). A bounce slower than ``restitutionThreshold`` is treated as inelastic, as
/// Box2D does, so an elastic item resting on a floor does not jitter for ever. An item's extent against a
/// boundary is its bounds, turned by its rotation.
///
/// Items of the behaviour also collide with each other (``collisionMode``, `.everything` by default as in
/// UIKit): two overlapping items are pushed apart along the axis of least overlap, in inverse proportion to
/// their masses, and exchange an impulse with the smaller of their elasticities (momentum is conserved: two
/// equal items meeting head-on elastically swap velocities). Between items their frames are treated as
/// axis-aligned boxes, whatever their rotation, and there is no friction.
///
/// Not modelled: curved path boundaries and the collision delegate. Boundaries are lines
/// (`addBoundary(withIdentifier:from:to:)`) and the reference bounds, optionally inset.
public final class CollisionBehavior: ItemsBehavior {
    /// What the items collide with (UIKit's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// Bounces slower than this (points/s) do not bounce: the item stays on the boundary.
    public static let restitutionThreshold = 20.0

    /// What the items collide with; everything by default.
    public var collisionMode: Mode = .everything { didSet { didChange() } }

    /// Whether the reference view's bounds (inset by ``referenceBoundsInsets``) are a boundary.
    public var translatesReferenceBoundsIntoBoundary = false { didSet { didChange() } }
    /// Insets of the reference-bounds boundary.
    public private(set) var referenceBoundsInsets = EdgeInsets.zero
    /// The line boundaries added, by identifier.
    public private(set) var boundaries: [String: (from: Point, to: Point)] = [:]

    /// The reference bounds, inset by `insets`, become a boundary.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a line boundary from `start` to `end`; items stay on the side they come from.
    public func addBoundary(withIdentifier identifier: String, from start: Point, to end: Point) {
        guard start.isFinite, end.isFinite, start != end else { return }
        boundaries[identifier] = (start, end)
        didChange()
    }

    /// Removes the boundary `identifier`.
    public func removeBoundary(withIdentifier identifier: String) {
        boundaries[identifier] = nil
        didChange()
    }

    /// Removes every line boundary.
    public func removeAllBoundaries() {
        boundaries.removeAll()
        didChange()
    }

    /// How many times each step resolves the contacts: a stack of items settles only when the contacts
    /// agree with each other (each pass passes a push on to the next item, as a Gauss–Seidel solver does).
    static let iterations = 8

    override func applyConstraints(in world: DynamicWorld) {
        for _ in 0..<Self.iterations {
            if collisionMode.contains(.items) { separateItems(in: world) }
            if collisionMode.contains(.boundaries) { resolveBoundaries(in: world) }
        }
    }

    private func resolveBoundaries(in world: DynamicWorld) {
        for item in items {
            guard let body = world.body(item), !body.properties.isAnchored else { continue }
            if translatesReferenceBoundsIntoBoundary {
                keep(body, inside: world.referenceBounds.inset(by: referenceBoundsInsets))
            }
            for key in boundaries.keys.sorted() {
                guard let line = boundaries[key] else { continue }
                keep(body, offLineFrom: line.from, to: line.to)
            }
        }
    }

    /// The four edges of `rect`, each keeping the item on the inside.
    private func keep(_ body: DynamicBody, inside rect: Rect) {
        let edges: [(normal: Vector, offset: Double)] = [
            (Vector(dx: 0, dy: -1), -rect.maxY), (Vector(dx: 0, dy: 1), rect.minY),
            (Vector(dx: -1, dy: 0), -rect.maxX), (Vector(dx: 1, dy: 0), rect.minX),
        ]
        for edge in edges { resolve(body, normal: edge.normal, planeOffset: edge.offset) }
    }

    /// A line boundary: the item stays on the side its centre was on before the step, within the segment.
    private func keep(_ body: DynamicBody, offLineFrom start: Point, to end: Point) {
        let along = end.vector(from: start)
        let length = along.length
        let tangent = along * (1 / length)
        var normal = Vector(dx: -tangent.dy, dy: tangent.dx)
        if body.previousPosition.vector(from: start).dot(normal) < 0 { normal = -normal }
        // Only where the item overlaps the segment's span.
        let reach = body.halfExtent(along: tangent)
        let position = body.position.vector(from: start).dot(tangent)
        guard position > -reach, position < length + reach else { return }
        resolve(body, normal: normal, planeOffset: Vector(dx: start.x, dy: start.y).dot(normal))
    }

    /// Keeps `body` on the side of the plane `n·x = offset` the unit `normal` points to.
    private func resolve(_ body: DynamicBody, normal: Vector, planeOffset: Double) {
        let centre = Vector(dx: body.position.x, dy: body.position.y)
        let penetration = planeOffset + body.halfExtent(along: normal) - centre.dot(normal)
        guard penetration > 0 else { return }
        body.position = body.position.moved(by: normal * penetration)
        let normalSpeed = body.velocity.dot(normal)
        guard normalSpeed < 0 else { return }
        let elasticity = -normalSpeed < Self.restitutionThreshold ? 0 : body.properties.elasticity
        let normalImpulse = -(1 + elasticity) * normalSpeed
        var tangential = body.velocity - normal * normalSpeed
        let slide = tangential.length
        if slide > 0 {
            let slowed = Swift.max(0, slide - body.properties.friction * normalImpulse)
            tangential = tangential * (slowed / slide)
        }
        body.velocity = tangential + normal * (-elasticity * normalSpeed)
    }

    /// Every pair of overlapping items, pushed apart and given their collision impulse.
    private func separateItems(in world: DynamicWorld) {
        let bodies = items.compactMap { world.body($0) }
        for first in bodies.indices {
            for second in bodies.indices where second > first {
                collide(bodies[first], bodies[second])
            }
        }
    }

    private func collide(_ a: DynamicBody, _ b: DynamicBody) {
        let inverseA = a.properties.isAnchored ? 0 : 1 / a.mass
        let inverseB = b.properties.isAnchored ? 0 : 1 / b.mass
        guard inverseA + inverseB > 0 else { return }
        let offset = b.position.vector(from: a.position)
        let overlapX = a.halfExtent(along: Vector(dx: 1, dy: 0)) + b.halfExtent(along: Vector(dx: 1, dy: 0)) - abs(offset.dx)
        let overlapY = a.halfExtent(along: Vector(dx: 0, dy: 1)) + b.halfExtent(along: Vector(dx: 0, dy: 1)) - abs(offset.dy)
        guard overlapX > 0, overlapY > 0 else { return }
        // The normal points from a to b along the axis they overlap least on.
        let normal = overlapX < overlapY
            ? Vector(dx: offset.dx < 0 ? -1 : 1, dy: 0) : Vector(dx: 0, dy: offset.dy < 0 ? -1 : 1)
        let depth = Swift.min(overlapX, overlapY)
        let share = inverseA / (inverseA + inverseB)
        a.position = a.position.moved(by: normal * (-depth * share))
        b.position = b.position.moved(by: normal * (depth * (1 - share)))
        let closing = (a.velocity - b.velocity).dot(normal)
        guard closing > 0 else { return }
        let bounce = closing < Self.restitutionThreshold ? 0 : Swift.min(a.properties.elasticity, b.properties.elasticity)
        let impulse = (1 + bounce) * closing / (inverseA + inverseB)
        a.velocity -= normal * (impulse * inverseA)
        b.velocity += normal * (impulse * inverseB)
    }
}
