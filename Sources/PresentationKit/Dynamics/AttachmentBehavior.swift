import Foundation

/// Ties an item to an anchor point or to another item, rigidly or by a spring (UIKit's
/// `UIAttachmentBehavior`).
///
/// The attachment joins the items' centres (UIKit's offsets from the centre are not modelled). ``length``
/// starts as the distance when the attachment is made, as UIKit sets it. With ``frequency`` 0 (the default)
/// the attachment is rigid: after each step the item is put back at ``length`` and loses the velocity along
/// the attachment. With a frequency `f` it is a spring of natural angular frequency `2πf` and damping ratio
/// ``damping``, pulling towards ``length``; between two items the pull is shared by their masses.
public final class AttachmentBehavior: DynamicBehavior {
    /// The item attached.
    public let item: View
    /// The other item, when attached to one instead of an anchor.
    public let attachedItem: View?
    /// The point the item hangs from (unused between two items). Non-finite points are ignored.
    public var anchorPoint: Point {
        didSet {
            if !anchorPoint.isFinite { anchorPoint = oldValue }
            didChange()
        }
    }
    /// The distance the attachment keeps, in points.
    public var length: Double {
        didSet {
            length = length.isFinite ? Swift.max(0, length) : oldValue
            didChange()
        }
    }
    /// The spring's frequency in hertz; 0 for a rigid attachment.
    public var frequency = 0.0 {
        didSet {
            frequency = frequency.isFinite ? Swift.max(0, frequency) : oldValue
            didChange()
        }
    }
    /// The spring's damping ratio (0 none, 1 critical).
    public var damping = 0.0 {
        didSet {
            damping = damping.isFinite ? Swift.max(0, damping) : oldValue
            didChange()
        }
    }

    /// Attaches `item` to `anchor`, at their current distance.
    public init(item: View, attachedToAnchor anchor: Point) {
        self.item = item
        attachedItem = nil
        anchorPoint = anchor.isFinite ? anchor : item.center
        length = item.center.distance(to: anchorPoint)
    }

    /// Attaches `item` to `other`, at their current distance.
    public init(item: View, attachedTo other: View) {
        self.item = item
        attachedItem = other
        anchorPoint = other.center
        length = item.center.distance(to: other.center)
    }

    override var ownItems: [View] { [item] + (attachedItem.map { [$0] } ?? []) }

    /// The two ends: the item's body, and the other item's body or nil for the anchor.
    private func ends(in world: DynamicWorld) -> (DynamicBody, DynamicBody?)? {
        guard let body = world.body(item) else { return nil }
        guard let attachedItem else { return (body, nil) }
        guard let other = world.body(attachedItem) else { return nil }
        return (body, other)
    }

    override func applyForces(in world: DynamicWorld) {
        guard frequency > 0, let (body, other) = ends(in: world) else { return }
        let target = other?.position ?? anchorPoint
        let offset = body.position.vector(from: target)
        let distance = offset.length
        guard distance > 1e-9 else { return }
        let direction = offset * (1 / distance)
        let omega = 2 * Double.pi * frequency
        let relativeVelocity = body.velocity - (other?.velocity ?? .zero)
        // The spring's acceleration for a body of unit reduced mass; shared by mass between two items.
        let pull = -(omega * omega) * (distance - length) - 2 * damping * omega * relativeVelocity.dot(direction)
        guard let other else {
            body.acceleration += direction * pull
            return
        }
        let share = other.mass / (body.mass + other.mass)
        body.acceleration += direction * (pull * share)
        other.acceleration -= direction * (pull * (1 - share))
    }

    override func applyConstraints(in world: DynamicWorld) {
        guard frequency == 0, let (body, other) = ends(in: world) else { return }
        let target = other?.position ?? anchorPoint
        let offset = body.position.vector(from: target)
        let distance = offset.length
        guard distance > 1e-9 else { return }
        let direction = offset * (1 / distance)
        let error = distance - length
        let relative = (body.velocity - (other?.velocity ?? .zero)).dot(direction)
        let share = other.map { $0.mass / (body.mass + $0.mass) } ?? 1
        body.position = body.position.moved(by: direction * (-error * share))
        body.velocity -= direction * (relative * share)
        if let other {
            other.position = other.position.moved(by: direction * (error * (1 - share)))
            other.velocity += direction * (relative * (1 - share))
        }
    }
}
