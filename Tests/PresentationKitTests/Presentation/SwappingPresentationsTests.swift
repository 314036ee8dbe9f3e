import PresentationKit
import Testing

/// The seeds' point: the same presented controller, shown with different presentation controllers and
/// animators, never changes.
@Suite("One presented controller, different presentations")
struct SwappingPresentationsTests {
    final class PhotoEditor: ViewController {
        var loads = 0
        override func viewDidLoad() {
            loads += 1
            view.backgroundColor = Color(hex: "#ff0000")!
        }
    }

    @Test func theSamePresentedControllerWorksWithTwoPresentationControllersAndAnimatorsUnchanged() throws {
        try withScene { scene in
            let editor = PhotoEditor(name: "presented")
            editor.modalPresentationStyle = .custom
            let overlay = OverlayTransitioningDelegate()
            let cool = CoolTransitioningDelegate()

            editor.transitioningDelegate = overlay
            scene.presenting.present(editor, animated: true)
            scene.settle()
            #expect(editor.presentationController is OverlayPresentationController)
            #expect(editor.view.frame == Rect(x: 30, y: 30, width: 333, height: 792))
            #expect(scene.viewNames == ["window", "presenting", "container", "dimming", "presented"])
            editor.dismiss(animated: true)
            scene.settle()

            editor.transitioningDelegate = cool      // "Cool mode": only the delegate changes
            scene.presenting.present(editor, animated: true)
            scene.clock.advance(by: 0.25)
            #expect(editor.view.presentation.transform != .identity, "scaling in from the middle")
            scene.settle()
            let controller = try #require(editor.presentationController as? CoolPresentationController)
            #expect(editor.view.frame == Rect(x: 40, y: 120, width: 313, height: 612))
            #expect(editor.view.transform == .identity)
            #expect(scene.viewNames == ["window", "presenting", "container", "leopardPrint", "unicorn", "flower", "presented"])
            editor.dismiss(animated: true)
            scene.settle()
            #expect(controller.phase == .dismissed)

            #expect(editor.loads == 1, "the controller's view was loaded once and reused")
            #expect(editor.view.backgroundColor == Color(hex: "#ff0000")!)
            #expect(editor.view.alpha == 1)
            let animators = scene.window.trace.events.filter { $0.call == "animateTransition(using:)" }.map(\.target)
            #expect(animators == ["BouncyViewControllerAnimator", "BouncyViewControllerAnimator", "CoolAnimator", "CoolAnimator"])
            #expect(scene.viewNames == ["window", "presenting"])
        }
    }
}
