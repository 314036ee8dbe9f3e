import LuaKit
import PresentationKit

/// A `dynamics { … }` table, read and checked: the items are views, every number is finite and in range,
/// and every field is known, before the engine's behaviours see any of it.
///
/// Vectors (`gravity`, `push`) are `direction = point(dx, dy)` — its length the magnitude unless
/// `magnitude` is given, which then scales the unit direction — or `angle =` radians (π/2 points down) with
/// `magnitude =` (1 by default).
struct DynamicsRequest {
    static let fields = ["items", "gravity", "collision", "snap", "push", "attachment", "item", "completion"]
    /// The most items one `dynamics{}` moves.
    static let maximumItems = StyleLimits.maximumDynamicsItems

    enum Boundary {
        case container
        case rect(Rect)
    }

    var items: [View] = []
    var gravity: Vector?
    var collision: (boundary: Boundary, elasticity: Double?, friction: Double?)?
    var snap: (to: Point, damping: Double)?
    var push: (force: Vector, mode: PushBehavior.Mode)?
    var attachment: (anchor: Point, length: Double?, damping: Double, frequency: Double)?
    var properties: ValueFields?
    var completion: LuaFunction?

    init(_ table: LuaTable) throws {
        let fields = try ValueFields(table, of: "dynamics{}", allowed: Self.fields)
        try readItems(fields.raw("items"))
        if let table = try fields.table("gravity") {
            let gravity = try ValueFields(table, of: "dynamics{}.gravity", allowed: ["direction", "angle", "magnitude"])
            self.gravity = try Self.vector(gravity, "dynamics{}.gravity", magnitudes: -100...100)
        }
        if let table = try fields.table("collision") {
            let collision = try ValueFields(table, of: "dynamics{}.collision", allowed: ["boundary", "elasticity", "friction"])
            let boundary: Boundary
            switch collision.raw("boundary") {
            case .nil, .string("container"): boundary = .container
            case let value:
                guard case .userdata = value else {
                    throw LuaError(kind: .runtime, message: "dynamics{}.collision.boundary is \"container\" or a rect(…), not "
                        + value.typeDescription)
                }
                boundary = .rect(try GeometryValues.frame(value, "dynamics{}.collision.boundary"))
            }
            self.collision = (
                boundary,
                try collision.number("elasticity").map { try ScriptNumbers.number($0, in: 0...1, "collision.elasticity") },
                try collision.number("friction").map { try ScriptNumbers.number($0, in: 0...10, "collision.friction") })
        }
        if let table = try fields.table("snap") {
            let snap = try ValueFields(table, of: "dynamics{}.snap", allowed: ["to", "damping"])
            guard snap.has("to") else {
                throw LuaError(kind: .runtime, message: "dynamics{}.snap needs a point to snap to: snap = { to = point(x, y) }")
            }
            self.snap = (try GeometryValues.point(snap.raw("to"), "dynamics{}.snap.to"),
                         try snap.number("damping").map { try ScriptNumbers.number($0, in: 0...1, "snap.damping") } ?? 0.5)
        }
        if let table = try fields.table("push") {
            let push = try ValueFields(table, of: "dynamics{}.push", allowed: ["direction", "angle", "magnitude", "mode"])
            let mode: PushBehavior.Mode
            switch try push.string("mode") ?? "instantaneous" {
            case "instantaneous": mode = .instantaneous
            case "continuous": mode = .continuous
            case let other:
                throw LuaError(kind: .runtime, message: "dynamics{}.push.mode is \"instantaneous\" or \"continuous\", not \"\(other)\"")
            }
            self.push = (try Self.vector(push, "dynamics{}.push", magnitudes: -10_000...10_000), mode)
        }
        if let table = try fields.table("attachment") {
            let attachment = try ValueFields(table, of: "dynamics{}.attachment",
                                             allowed: ["to", "length", "damping", "frequency"])
            guard attachment.has("to") else {
                throw LuaError(kind: .runtime, message: "dynamics{}.attachment needs an anchor: attachment = { to = point(x, y) }")
            }
            self.attachment = (
                try GeometryValues.point(attachment.raw("to"), "dynamics{}.attachment.to"),
                try attachment.number("length").map { try ScriptNumbers.length($0, "attachment.length") },
                try attachment.number("damping").map { try ScriptNumbers.number($0, in: 0...10, "attachment.damping") } ?? 0,
                try attachment.number("frequency").map { try ScriptNumbers.number($0, in: 0...100, "attachment.frequency") } ?? 0)
        }
        if let table = try fields.table("item") {
            properties = try ValueFields(table, of: "dynamics{}.item", allowed: [
                "density", "resistance", "angularResistance", "allowsRotation", "velocity", "angularVelocity",
            ])
        }
        completion = try fields.function("completion")
    }

    private mutating func readItems(_ value: LuaValue) throws {
        guard case .table(let list) = value else {
            throw LuaError(kind: .runtime, message: "dynamics{} needs items = { view, … } (the views it moves), not "
                + value.typeDescription)
        }
        for (index, entry) in try list.entries().enumerated() {
            guard case .userdata(let data) = entry.value, let view = try? data.value(as: ScriptView.self) else {
                throw LuaError(kind: .runtime, message: "dynamics{}.items[\(index + 1)] must be a View, not "
                    + entry.value.typeDescription)
            }
            if !items.contains(where: { $0 === view.view }) { items.append(view.view) }
        }
        guard !items.isEmpty, items.count <= Self.maximumItems else {
            throw LuaError(kind: .runtime, message: "dynamics{} moves 1 to \(Self.maximumItems) views, not \(items.count)")
        }
    }

    /// A vector from `direction =` or `angle =` and `magnitude =`.
    private static func vector(_ fields: ValueFields, _ owner: String, magnitudes: ClosedRange<Double>) throws -> Vector {
        let magnitude = try fields.number("magnitude").map { try ScriptNumbers.number($0, in: magnitudes, "\(owner).magnitude") }
        if fields.has("direction") {
            guard !fields.has("angle") else {
                throw LuaError(kind: .runtime, message: "\(owner) takes a direction or an angle, not both")
            }
            let point = try GeometryValues.point(fields.raw("direction"), "\(owner).direction")
            let direction = Vector(dx: point.x, dy: point.y)
            guard let magnitude else { return direction }
            guard direction.length > 0 else { return .zero }
            return direction * (magnitude / direction.length)
        }
        let angle = try fields.number("angle").map { try ScriptNumbers.coordinate($0, "\(owner).angle") } ?? .pi / 2
        return Vector(angle: angle, length: magnitude ?? 1)
    }

    /// The engine's behaviours for the request, in `container` (for the "container" boundary).
    func behaviors() throws -> [DynamicBehavior] {
        var behaviors: [DynamicBehavior] = []
        if let gravity {
            let behavior = GravityBehavior(items: items)
            behavior.gravityDirection = gravity
            behaviors.append(behavior)
        }
        if let collision {
            let behavior = CollisionBehavior(items: items)
            switch collision.boundary {
            case .container:
                behavior.translatesReferenceBoundsIntoBoundary = true
            case .rect(let rect):
                let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                               Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
                for side in 0..<4 {
                    behavior.addBoundary(withIdentifier: "side \(side)", from: corners[side], to: corners[(side + 1) % 4])
                }
            }
            behaviors.append(behavior)
        }
        if let snap {
            for item in items {
                let behavior = SnapBehavior(item: item, snapTo: snap.to)
                behavior.damping = snap.damping
                behaviors.append(behavior)
            }
        }
        if let push {
            let behavior = PushBehavior(items: items, mode: push.mode)
            behavior.pushDirection = push.force
            behaviors.append(behavior)
        }
        if let attachment {
            for item in items {
                let behavior = AttachmentBehavior(item: item, attachedToAnchor: attachment.anchor)
                if let length = attachment.length { behavior.length = length }
                behavior.damping = attachment.damping
                behavior.frequency = attachment.frequency
                behaviors.append(behavior)
            }
        }
        behaviors.append(try itemBehavior())
        return behaviors
    }

    /// The items' properties: the collision's elasticity and friction, and `item = { … }`.
    private func itemBehavior() throws -> DynamicItemBehavior {
        let behavior = DynamicItemBehavior(items: items)
        if let elasticity = collision?.elasticity { behavior.elasticity = elasticity }
        if let friction = collision?.friction { behavior.friction = friction }
        guard let properties else { return behavior }
        if let density = try properties.number("density") {
            behavior.density = try ScriptNumbers.number(density, in: 0.001...1000, "item.density")
        }
        if let resistance = try properties.number("resistance") {
            behavior.resistance = try ScriptNumbers.number(resistance, in: 0...1000, "item.resistance")
        }
        if let resistance = try properties.number("angularResistance") {
            behavior.angularResistance = try ScriptNumbers.number(resistance, in: 0...1000, "item.angularResistance")
        }
        if let rotates = try properties.boolean("allowsRotation") { behavior.allowsRotation = rotates }
        if properties.has("velocity") {
            let velocity = try GeometryValues.point(properties.raw("velocity"), "dynamics{}.item.velocity")
            for item in items { behavior.addLinearVelocity(Vector(dx: velocity.x, dy: velocity.y), for: item) }
        }
        if let spin = try properties.number("angularVelocity") {
            let checked = try ScriptNumbers.number(spin, in: -1000...1000, "item.angularVelocity")
            for item in items { behavior.addAngularVelocity(checked, for: item) }
        }
        return behavior
    }
}
