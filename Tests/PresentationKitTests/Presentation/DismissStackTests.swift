import PresentationKit
import Testing

/// Dismissing a controller low in a stack of presentations dismisses everything above it; only the top one
/// animates.
@Suite("Dismissing a stack of presentations")
struct DismissStackTests {
    @Test func dismissingALowerControllerDismissesEverythingAboveWithOnlyTheTopAnimated() throws {
        try withScene { scene in
            let first = ViewController(name: "first")
            first.modalPresentationStyle = .fullScreen
            let second = ViewController(name: "second")
            second.modalPresentationStyle = .overFullScreen
            let third = ViewController(name: "third")
            let delegate = OverlayTransitioningDelegate()
            third.modalPresentationStyle = .custom
            third.transitioningDelegate = delegate
            scene.presenting.present(first, animated: false)
            scene.settle()
            first.present(second, animated: false)
            scene.settle()
            second.present(third, animated: false)
            scene.settle()
            #expect(scene.window.presentationStack.map(\.name) == ["first", "second", "third"])
            let controllers = try [first, second, third].map { try #require($0.presentationController) }

            let mark = scene.window.trace.mark
            var completions = 0
            scene.presenting.dismiss(animated: true) { completions += 1 }
            scene.clock.advance(by: 0.4)
            #expect(scene.viewNames == ["window", "container", "presenting", "dimming", "third"],
                    "the controllers in between are gone at once; the presenter shows under the top one")
            scene.settle()
            let events = Array(scene.window.trace.events(since: mark))
            #expect(events.filter { $0.call == "animateTransition(using:)" }.map(\.target) == ["BouncyViewControllerAnimator"])
            #expect(events.filter { $0.call == "dismissalTransitionWillBegin" }.map(\.target) == [
                "FullScreenPresentationController(second)".replacingOccurrences(of: "FullScreen", with: "OverFullScreen"),
                "FullScreenPresentationController(first)",
                "OverlayPresentationController(third)",
            ])
            #expect(Set(events.filter { $0.call == "dismissalTransitionDidEnd" }.map(\.target)).count == 3)
            #expect(events.filter { $0.call == "viewDidAppear" }.map(\.target) == ["presenting"])
            #expect(Set(events.filter { $0.call == "viewDidDisappear" }.map(\.target)) == ["first", "second", "third"],
                    "over full screen left first and second appeared under third")
            #expect(completions == 1)
            #expect(scene.window.presentationStack.isEmpty)
            #expect(controllers.allSatisfy { $0.phase == .dismissed })
            #expect(scene.viewNames == ["window", "presenting"])
            #expect([first, second, third].allSatisfy { $0.presentingViewController == nil && !$0.isBeingDismissed })
        }
    }

    @Test func aPresentedControllerDismissingItselfAsksItsPresenter() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .formSheet
            let child = ViewController(name: "child")
            scene.presenting.present(presented, animated: false)
            scene.settle()
            presented.addChild(child)
            presented.view.addSubview(child.view)
            child.didMove(toParent: presented)
            child.dismiss(animated: true)
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
        }
    }
}
