import Foundation
import PresentationKit
import Testing

/// UIKit Dynamics on the virtual clock, each behaviour against its closed-form motion or UIKit's documented
/// figure: gravity (1.0 = 1,000 points/s²), pushes (100 points/s² per unit on a 100 × 100 item), snaps,
/// attachments, collisions, item properties, and the animator pausing when everything rests.
@Suite("UIKit Dynamics")
struct DynamicAnimatorTests {
    /// A 100 × 100 item centred at `center` in the scene's root view, and an animator over that view.
    private func setUp(_ scene: Scene, center: Point = Point(x: 150, y: 100)) -> (DynamicAnimator, View) {
        let item = View(name: "item", frame: Rect(x: center.x - 50, y: center.y - 50, width: 100, height: 100))
        scene.presenting.view.addSubview(item)
        return (DynamicAnimator(referenceView: scene.presenting.view), item)
    }

    @Test(arguments: [0.1, 0.2, 0.3, 0.4, 0.5])
    func freeFallUnderGravityOneMatchesHalfOfAThousandTimesTSquared(seconds: Double) {
        withScene { scene in
            let (animator, item) = setUp(scene)
            animator.addBehavior(GravityBehavior(items: [item]))
            scene.clock.advance(by: seconds)
            let t = animator.elapsedTime
            #expect(abs(t - seconds) < DynamicAnimator.step, "the animator steps in lockstep with the clock")
            #expect(abs((item.center.y - 100) - 0.5 * 1000 * t * t) < 1)
            #expect(item.center.x == 150, "gravity (0, 1) pulls straight down")
        }
    }

    @Test func gravitysAngleAndMagnitudeAreOneVectorAndAccelerationDoesNotDependOnMass() {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let heavy = View(name: "heavy", frame: Rect(x: 0, y: 400, width: 200, height: 200))
            scene.presenting.view.addSubview(heavy)
            let gravity = GravityBehavior(items: [item, heavy])
            gravity.setAngle(0, magnitude: 0.5)
            #expect(abs(gravity.gravityDirection.dx - 0.5) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
            gravity.magnitude = 0.25
            #expect(abs(gravity.gravityDirection.dx - 0.25) < 1e-12, "changing the magnitude keeps the angle")
            animator.addBehavior(gravity)
            scene.clock.advance(by: 0.2)
            let t = animator.elapsedTime
            #expect(abs((item.center.x - 150) - 0.5 * 250 * t * t) < 1e-6)
            #expect(abs((heavy.center.x - 100) - 0.5 * 250 * t * t) < 1e-6, "four times the mass, same fall")
        }
    }

    @Test func anInelasticItemDroppedOntoTheReferenceBoundsComesToRestOnTheBottomAndTheAnimatorPauses() throws {
        try withScene { scene in
            let (animator, item) = setUp(scene)
            let delegate = PauseRecorder()
            animator.delegate = delegate
            let collision = CollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(GravityBehavior(items: [item]))
            animator.addBehavior(collision)
            #expect(animator.isRunning)
            scene.settle()
            #expect(!animator.isRunning)
            #expect(delegate.pauses.count == 1)
            #expect(abs(item.frame.maxY - scene.window.bounds.height) < 1e-9, "resting on the bottom edge")
            let pause = try #require(delegate.pauses.first)
            // Falling 702 points takes √(2·702/1000) ≈ 1.185 s; then it must be still for the rest duration.
            let landing = (2 * 702 / 1000.0).squareRoot()
            #expect(pause > landing && pause < landing + DynamicAnimator.restDuration + 0.02)
            #expect(scene.window.trace.events.contains { $0.call == "dynamicAnimatorDidPause" })
        }
    }

    @Test func anElasticItemBouncesBackWithItsElasticityTimesTheImpactSpeedAndStillComesToRest() {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let collision = CollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            let bouncy = DynamicItemBehavior(items: [item])
            bouncy.elasticity = 0.5
            for behavior in [GravityBehavior(items: [item]), collision, bouncy] as [DynamicBehavior] {
                animator.addBehavior(behavior)
            }
            var impact = 0.0, rebound = 0.0
            bouncy.action = {
                let velocity = animator.linearVelocity(for: item).dy
                guard rebound == 0 else { return }
                if velocity > 0 { impact = velocity } else if velocity < 0 { rebound = velocity }
            }
            scene.settle()
            #expect(impact > 1000 && rebound < 0)
            // The first rebound leaves at half the impact speed (within the one step's gravity kick).
            #expect(abs(-rebound - 0.5 * impact) < 1000 * DynamicAnimator.step * 2)
            #expect(!animator.isRunning)
            #expect(abs(item.frame.maxY - scene.window.bounds.height) < 1e-6)
        }
    }

    @Test func aSnapFollowsTheDampedOscillatorsClosedFormAndSettlesAtItsPoint() {
        withScene { scene in
            let (animator, item) = setUp(scene, center: Point(x: 100, y: 100))
            let target = Point(x: 300, y: 400)
            let snap = SnapBehavior(item: item, snapTo: target)
            #expect(snap.damping == 0.5, "UIKit's default")
            animator.addBehavior(snap)
            let omega = SnapBehavior.naturalFrequency, zeta = snap.dampingRatio
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            // x(t) = e^(−ζωt)·(cos ωd·t + ζω/ωd · sin ωd·t) of the starting offset, released at rest.
            func offset(_ t: Double) -> Double {
                exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            }
            var worst = 0.0
            for _ in 0..<16 {
                scene.clock.advance(by: 0.05)
                let t = animator.elapsedTime
                let expected = Point(x: target.x - 200 * offset(t), y: target.y - 300 * offset(t))
                worst = max(worst, item.center.distance(to: expected))
            }
            #expect(worst < 1, "within a point of the closed form for 0.8 s (worst \(worst))")
            scene.settle()
            #expect(!animator.isRunning)
            #expect(item.center.distance(to: target) < 0.5)
        }
    }

    @Test(arguments: [(1.0, 100.0), (2.0, 50.0)])
    func anInstantaneousPushOfOneChangesAHundredPointItemsVelocityByAHundredOverDensity(
        density: Double, speed: Double
    ) {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let properties = DynamicItemBehavior(items: [item])
            properties.density = density
            let push = PushBehavior(items: [item], mode: .instantaneous)
            push.pushDirection = Vector(dx: 1, dy: 0)
            animator.addBehavior(properties)
            animator.addBehavior(push)
            scene.clock.advance(by: 0.2)
            #expect(!push.active, "an instantaneous push turns itself off once applied")
            #expect(abs(animator.linearVelocity(for: item).dx - speed) < 1e-9)
            #expect(abs((item.center.x - 150) - speed * animator.elapsedTime) < 1e-6)
        }
    }

    @Test func aContinuousPushOfOneAcceleratesAHundredPointItemAtAHundredPointsPerSecondSquared() {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let push = PushBehavior(items: [item], mode: .continuous)
            push.setAngle(.pi / 2, magnitude: 1)
            animator.addBehavior(push)
            scene.clock.advance(by: 0.5)
            let t = animator.elapsedTime
            #expect(abs((item.center.y - 100) - 0.5 * 100 * t * t) < 1e-6)
            #expect(push.active)
        }
    }

    @Test func aRigidAttachmentKeepsItsLengthWhileTheItemSwingsUnderGravity() {
        withScene { scene in
            let (animator, item) = setUp(scene, center: Point(x: 300, y: 200))
            let attachment = AttachmentBehavior(item: item, attachedToAnchor: Point(x: 150, y: 200))
            #expect(attachment.length == 150, "the length starts as the distance")
            animator.addBehavior(attachment)
            animator.addBehavior(GravityBehavior(items: [item]))
            for _ in 0..<10 {
                scene.clock.advance(by: 0.05)
                #expect(abs(item.center.distance(to: attachment.anchorPoint) - 150) < 1e-6)
            }
            #expect(item.center.y > 300, "it swung down")
        }
    }

    @Test func aSpringAttachmentHangsAtItsLengthPlusGravityOverOmegaSquared() {
        withScene { scene in
            let (animator, item) = setUp(scene, center: Point(x: 150, y: 200))
            let attachment = AttachmentBehavior(item: item, attachedToAnchor: Point(x: 150, y: 100))
            attachment.frequency = 2
            attachment.damping = 0.7
            animator.addBehavior(attachment)
            animator.addBehavior(GravityBehavior(items: [item]))
            scene.settle()
            let omega = 2 * Double.pi * 2
            #expect(!animator.isRunning)
            #expect(abs(item.center.y - (200 + 1000 / (omega * omega))) < 0.5, "static equilibrium k·Δ = m·g")
        }
    }

    @Test func resistanceSlowsAnItemExponentially() {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let properties = DynamicItemBehavior(items: [item])
            properties.resistance = 2
            properties.addLinearVelocity(Vector(dx: 100, dy: 0), for: item)
            animator.addBehavior(properties)
            scene.clock.advance(by: 0.5)
            let velocity = animator.linearVelocity(for: item).dx
            #expect(abs(velocity - 100 * exp(-2 * animator.elapsedTime)) < 0.5)
        }
    }

    @Test func frictionOnTheFloorDeceleratesASlidingItemAtFrictionTimesGravity() {
        withScene { scene in
            let (animator, item) = setUp(scene, center: Point(x: 100, y: 802))
            let collision = CollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = DynamicItemBehavior(items: [item])
            properties.friction = 0.5
            properties.allowsRotation = false
            properties.addLinearVelocity(Vector(dx: 300, dy: 0), for: item)
            for behavior in [GravityBehavior(items: [item]), collision, properties] as [DynamicBehavior] {
                animator.addBehavior(behavior)
            }
            scene.clock.advance(by: 0.3)
            let velocity = animator.linearVelocity(for: item).dx
            #expect(abs(velocity - (300 - 0.5 * 1000 * animator.elapsedTime)) < 5)
            scene.settle()
            // v² = 2·μ·g·d: it stops after 300² / (2 · 500) = 90 points.
            #expect(abs(item.center.x - 190) < 3)
        }
    }

    @Test func aLineBoundaryStopsAnItemOnTheSideItCameFrom() {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let collision = CollisionBehavior(items: [item])
            collision.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 400), to: Point(x: 393, y: 400))
            animator.addBehavior(GravityBehavior(items: [item]))
            animator.addBehavior(collision)
            scene.settle()
            #expect(abs(item.frame.maxY - 400) < 1e-9)
            #expect(!animator.isRunning)
        }
    }

    @Test func addingABehaviourAfterAPauseResumesTheAnimator() {
        withScene { scene in
            let (animator, item) = setUp(scene)
            let delegate = PauseRecorder()
            animator.delegate = delegate
            animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 200, y: 200)))
            scene.settle()
            #expect(delegate.resumes.count == 1 && delegate.pauses.count == 1)
            let push = PushBehavior(items: [item], mode: .instantaneous)
            push.pushDirection = Vector(dx: 0, dy: 3)
            animator.addBehavior(push)
            #expect(animator.isRunning)
            scene.settle()
            #expect(delegate.resumes.count == 2 && delegate.pauses.count == 2)
            #expect(item.center.distance(to: Point(x: 200, y: 200)) < 0.5, "the snap brings it back")
        }
    }

    @Test func nonFiniteParametersAreIgnored() {
        let item = View(name: "item")
        let gravity = GravityBehavior(items: [item])
        gravity.magnitude = .nan
        #expect(gravity.gravityDirection == Vector(dx: 0, dy: 1))
        let snap = SnapBehavior(item: item, snapTo: Point(x: .infinity, y: 0))
        #expect(snap.snapPoint.isFinite)
        snap.damping = 7
        #expect(snap.damping == 1)
        let properties = DynamicItemBehavior(items: [item])
        properties.density = -.infinity
        #expect(properties.density == 1)
    }
}

/// Records when an animator pauses and resumes, in clock time.
final class PauseRecorder: DynamicAnimatorDelegate {
    private(set) var pauses: [Double] = []
    private(set) var resumes: [Double] = []

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        pauses.append(animator.referenceView.clock?.now ?? -1)
    }

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {
        resumes.append(animator.referenceView.clock?.now ?? -1)
    }
}
