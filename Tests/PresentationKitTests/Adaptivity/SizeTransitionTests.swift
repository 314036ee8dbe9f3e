import PresentationKit
import Testing

/// Rotating and resizing a window: what it takes from its device, what it refuses, and bad answers from the
/// controllers it asks.
@Suite("Window rotation and resizing")
struct SizeTransitionTests {
    @Test func aWindowWithoutADeviceSwapsItsSizeAndDerivesItsTraitsAgainOnlyIfTheyWereDerived() {
        let derived = Window(size: Scene.phone)
        derived.transition(to: .landscapeLeft, animated: false)
        #expect(derived.bounds.size == Scene.phone.transposed)
        #expect(derived.traitCollection.verticalSizeClass == .compact)
        #expect(derived.orientation == .landscapeLeft)

        let explicit = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad, displayScale: 2)
        let stated = Window(size: Scene.pad, traitCollection: explicit)
        stated.transition(to: .landscapeRight, animated: false)
        #expect(stated.bounds.size == Scene.pad.transposed)
        #expect(stated.traitCollection == explicit)
        #expect(derived.invariantViolations() == [] && stated.invariantViolations() == [])
    }

    @Test func aRotationWhileAPresentationRunsIsRefusedAndAPresentationWhileRotatingToo() {
        withScene(device: .iPhone15, allowing: [.engine.sizeTransitionWhileTransitioning, .engine.presentWhileTransitioning]) { scene in
            let first = ViewController(name: "first")
            first.modalPresentationStyle = .overFullScreen
            scene.presenting.present(first, animated: true)
            #expect(!scene.window.transition(to: .landscapeLeft))
            #expect(scene.window.orientation == .portrait)
            scene.settle()

            let probe = ProbeController(name: "second")
            probe.modalPresentationStyle = .overFullScreen
            var presentedFromCompletion = false
            first.dismiss(animated: false)
            scene.settle()
            let rotating = scene.window.transition(to: .landscapeLeft)
            #expect(rotating)
            #expect(!scene.presenting.present(probe, animated: true), "refused while the window rotates")
            scene.presenting.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                presentedFromCompletion = scene.presenting.present(probe, animated: true)
            }
            scene.settle()
            #expect(presentedFromCompletion)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.sizeTransitionWhileTransitioning).count == 1)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.presentWhileTransitioning).count == 1)
        }
    }

    @Test func aBadWindowSizeIsRefused() {
        withScene(device: .iPhone15, allowing: [.engine.badWindowSize]) { scene in
            #expect(!scene.window.transition(toSize: Size(width: .nan, height: 10)))
            #expect(!scene.window.transition(toSize: Size(width: 0, height: 10)))
            #expect(scene.window.bounds.size == Size(width: 393, height: 852))
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.badWindowSize).count == 2)
        }
    }

    @Test func aBadSizeForAChildIsReportedAndTheParentsSizeIsUsed() {
        final class Broken: ViewController {
            override func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
                Size(width: -1, height: .infinity)
            }
        }
        withScene(device: .iPhone15, allowing: [.engine.badSizeForChildContentContainer]) { scene in
            let parent = Broken(name: "broken"), child = ProbeController(name: "child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            scene.window.rootViewController = parent
            scene.window.transition(to: .landscapeLeft, animated: false)
            #expect(child.log.contains { $0.hasPrefix("viewWillTransition 852×393") })
            let diagnostic = scene.window.diagnostics.diagnostics(withCode: .engine.badSizeForChildContentContainer).first
            #expect(diagnostic?.message.contains("broken answered") == true)
        }
    }

    @Test func withoutAnimationEverythingHappensAtOnce() {
        withScene(device: .iPadPro11) { scene in
            let probe = ProbeController(name: "probe")
            scene.window.rootViewController = probe
            var completions = 0
            probe.onViewWillTransition = { _, coordinator in
                #expect(!coordinator.isAnimated)
                coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
            }
            scene.window.transition(to: .landscapeLeft, animated: false)
            #expect(completions == 1)
            #expect(!scene.window.isTransitioningSize)
            #expect(probe.view.frame == Rect(x: 0, y: 0, width: 1194, height: 834))
            #expect(scene.window.transition(to: .landscapeLeft), "the same orientation changes nothing")
        }
    }
}

extension SizeTransitionTests {
    @Test func aPresenterRemovedByAFullScreenPresentationComesBackAtTheRotatedSize() {
        withScene(device: .iPadPro11) { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: false)
            scene.settle()
            #expect(scene.presenting.view.window == nil)
            scene.window.transition(to: .landscapeLeft)
            scene.settle()
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 1194, height: 834), "the presented view stretches with its container")
            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.presenting.view.frame == Rect(x: 0, y: 0, width: 1194, height: 834))
            #expect(scene.viewNames == ["window", "presenting"])
        }
    }

    @Test func aPopoverStaysPointingAtItsSourceThroughARotation() throws {
        try withScene(device: .iPadPro11) { scene in
            let presented = scene.presentPopover()
            let popover = try #require(presented.popoverPresentationController)
            scene.window.transition(to: .landscapeRight)
            scene.settle()
            #expect(!popover.isAdapted, "an iPad stays regular")
            #expect(popover.dimmingView.frame == Rect(x: 0, y: 0, width: 1194, height: 834))
            #expect(presented.view.frame == popover.layout?.contentFrame)
            #expect(popover.layout?.arrowTip == Point(x: 120, y: 130))
        }
    }
}
