import PresentationKit
import Testing

/// Items of one collision behaviour colliding with each other.
@Suite("UIKit Dynamics: item collisions")
struct DynamicItemCollisionTests {
    private func item(_ name: String, _ frame: Rect, in scene: Scene) -> View {
        let view = View(name: name, frame: frame)
        scene.presenting.view.addSubview(view)
        return view
    }

    @Test func twoEqualItemsMeetingHeadOnElasticallySwapVelocities() {
        withScene { scene in
            let a = item("a", Rect(x: 0, y: 100, width: 50, height: 50), in: scene)
            let b = item("b", Rect(x: 200, y: 100, width: 50, height: 50), in: scene)
            let animator = DynamicAnimator(referenceView: scene.presenting.view)
            let properties = DynamicItemBehavior(items: [a, b])
            properties.elasticity = 1
            properties.allowsRotation = false
            properties.addLinearVelocity(Vector(dx: 300, dy: 0), for: a)
            animator.addBehavior(properties)
            animator.addBehavior(CollisionBehavior(items: [a, b]))
            scene.clock.advance(by: 0.8)
            #expect(abs(animator.linearVelocity(for: a).dx) < 1e-9)
            #expect(abs(animator.linearVelocity(for: b).dx - 300) < 1e-9, "momentum and energy conserved")
            #expect(b.frame.minX > a.frame.maxX)
        }
    }

    @Test func anItemDroppedOnAnotherComesToRestOnTopOfIt() {
        withScene { scene in
            let bottom = item("bottom", Rect(x: 100, y: 752, width: 100, height: 100), in: scene)
            let top = item("top", Rect(x: 120, y: 300, width: 60, height: 60), in: scene)
            let animator = DynamicAnimator(referenceView: scene.presenting.view)
            let collision = CollisionBehavior(items: [bottom, top])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = DynamicItemBehavior(items: [bottom, top])
            properties.allowsRotation = false
            for behavior in [GravityBehavior(items: [bottom, top]), collision, properties] as [DynamicBehavior] {
                animator.addBehavior(behavior)
            }
            scene.settle()
            #expect(!animator.isRunning, "the stack comes to rest")
            #expect(abs(bottom.frame.maxY - 852) < 0.1)
            #expect(abs(top.frame.maxY - bottom.frame.minY) < 0.1, "resting on the other item")
        }
    }

    @Test func itemsOfABoundariesOnlyBehaviourPassThroughEachOther() {
        withScene { scene in
            let a = item("a", Rect(x: 0, y: 100, width: 50, height: 50), in: scene)
            let b = item("b", Rect(x: 200, y: 100, width: 50, height: 50), in: scene)
            let animator = DynamicAnimator(referenceView: scene.presenting.view)
            let collision = CollisionBehavior(items: [a, b])
            collision.collisionMode = .boundaries
            let properties = DynamicItemBehavior(items: [a])
            properties.addLinearVelocity(Vector(dx: 300, dy: 0), for: a)
            animator.addBehavior(properties)
            animator.addBehavior(collision)
            scene.clock.advance(by: 1)
            #expect(a.frame.minX > b.frame.maxX, "it went through")
        }
    }
}
