@testable import PresentationKit
import Testing

/// The invariant checker's adaptivity rules catch what they promise to: each broken link below would pass
/// silently without them.
@Suite("The invariants of adapted presentations")
struct AdaptivityInvariantTests {
    private func adaptedPopover() -> (Scene, PresentationController, PresentationController) {
        let scene = Scene(window: Window(device: .iPhone15))
        let presented = scene.presentPopover()
        let popover = presented.popoverPresentationController!
        return (scene, popover, popover.adaptedPresentationController!)
    }

    @Test func anAdaptedPresentationIsConsistent() {
        let (scene, popover, standIn) = adaptedPopover()
        #expect(popover.isAdapted && standIn.adaptedFrom === popover)
        #expect(scene.window.invariantViolations() == [])
    }

    @Test func aStandInWhoseOriginalNamesAnotherIsReported() {
        let (scene, popover, standIn) = adaptedPopover()
        let other = FullScreenPresentationController(presentedViewController: ViewController(name: "other"), presenting: nil)
        scene.window.presentationControllers.append(other)
        popover.adaptedPresentationController = other
        other.adaptedFrom = popover
        other.move(to: .presenting)
        #expect(scene.window.invariantViolations().contains(
            "\(standIn.traceName) stands in for \(popover.traceName), which names another"))
        #expect(scene.window.invariantViolations().contains(
            "\(other.traceName) stands in for \(popover.traceName) but its controller is not in the chain"))
    }

    @Test func anOriginalOutOfStepWithItsStandInIsReported() {
        let (scene, popover, standIn) = adaptedPopover()
        standIn.adaptedFrom = nil
        standIn.move(to: .dismissing)
        standIn.adaptedFrom = popover
        #expect(scene.window.invariantViolations().contains(
            "\(popover.traceName) is presented while its stand-in \(standIn.traceName) is dismissing"))
    }

    @Test func anOriginalsContainerLeftInTheWindowIsReported() {
        let (scene, popover, _) = adaptedPopover()
        let container = View(name: "container")
        popover.containerView = container
        scene.window.rootView.addSubview(container)
        #expect(scene.window.invariantViolations().contains { $0.hasPrefix("the container of \(popover.traceName) is in the window") })
    }
}
