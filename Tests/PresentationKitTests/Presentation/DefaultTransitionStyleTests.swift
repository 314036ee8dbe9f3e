import PresentationKit
import Testing

/// Without an animator, UIKit plays the presented controller's modal transition style. Sampled
/// mid-transition against the chosen durations and curves (see `ModalTransitionAnimator`).
@Suite("Default transition styles")
struct DefaultTransitionStyleTests {
    private func present(_ style: ModalTransitionStyle, in scene: Scene) -> ViewController {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = style
        scene.presenting.present(presented, animated: true)
        scene.clock.advance(by: 0)
        return presented
    }

    @Test func coverVerticalSlidesThePresentedViewUpFromBelowTheScreen() {
        withScene { scene in
            let presented = present(.coverVertical, in: scene)
            let height = Scene.phone.height
            for fraction in [0.25, 0.5, 0.75] {
                scene.clock.advance(to: 0.5 * fraction)
                let expected = Reference.lerp(height, 0, Reference.easeInEaseOut(fraction))
                #expect(close(presented.view.presentation.frame.y, expected))
                #expect(presented.view.presentation.frame.size == Scene.phone)
            }
            scene.settle()
            #expect(scene.clock.now == 0.5)
            #expect(presented.view.frame == Rect(origin: .zero, size: Scene.phone))

            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            let start = scene.clock.now
            scene.clock.advance(to: start + 0.25)
            #expect(close(presented.view.presentation.frame.y, height / 2))
            scene.settle()
            #expect(presented.view.window == nil)
        }
    }

    @Test func crossDissolveFadesThePresentedViewInAndThePresentersOut() {
        withScene { scene in
            let presented = present(.crossDissolve, in: scene)
            scene.clock.advance(to: 0.125)
            #expect(close(presented.view.presentation.alpha, Reference.easeInEaseOut(0.25)))
            #expect(close(scene.presenting.view.presentation.alpha, 1 - Reference.easeInEaseOut(0.25)))
            scene.clock.advance(to: 0.25)
            #expect(close(presented.view.presentation.alpha, 0.5))
            scene.settle()
            #expect(presented.view.alpha == 1)
            #expect(scene.presenting.view.alpha == 1, "the presenter's view is restored before it leaves the window")
            #expect(scene.presenting.view.window == nil)
        }
    }

    @Test func flipHorizontalTurnsThePresenterEdgeOnThenThePresentedFaceOn() {
        withScene { scene in
            let presented = present(.flipHorizontal, in: scene)
            let edgeOn = ModalTransitionAnimator.edgeOnScale
            // First half: the presenter turns away; the presented view waits edge-on.
            scene.clock.advance(to: 0.75 * 0.25)
            var progress = Reference.easeInEaseOut(0.25)
            #expect(close(scene.presenting.view.presentation.transform.a, Reference.lerp(1, edgeOn, progress / 0.5)))
            #expect(close(presented.view.presentation.transform.a, edgeOn))
            // Second half: the presented view turns to face the user.
            scene.clock.advance(to: 0.75 * 0.75)
            progress = Reference.easeInEaseOut(0.75)
            #expect(close(scene.presenting.view.presentation.transform.a, edgeOn))
            #expect(close(presented.view.presentation.transform.a, Reference.lerp(edgeOn, 1, (progress - 0.5) / 0.5)))
            #expect(presented.view.presentation.transform.d == 1)
            scene.settle()
            #expect(scene.clock.now == 0.75)
            #expect(presented.view.transform == .identity)
            #expect(scene.presenting.view.transform == .identity)
        }
    }

    @Test func withoutAnimationTheSameCallbacksRunAtOnce() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            var done = false
            scene.presenting.present(presented, animated: false) { done = true }
            scene.clock.advance(by: 0)
            #expect(done)
            #expect(scene.clock.now == 0)
            #expect(presented.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(scene.traceLines(hooksOnly: true).contains("viewWillAppear presented false"))
            #expect(scene.traceLines(hooksOnly: true).contains("viewDidAppear presented false"))
            #expect(scene.traceLines(hooksOnly: true).contains("viewDidDisappear presenting false"))
            presented.dismiss(animated: false)
            scene.clock.advance(by: 0)
            #expect(scene.presenting.view.window === scene.window)
            #expect(presented.view.window == nil)
        }
    }

    @Test func aCustomAnimatorIsToldWhenTheTransitionIsNotAnimated() {
        withScene { scene in
            let animator = RecordingAnimator()
            let delegate = VendingDelegate(present: animator, dismiss: RecordingAnimator())
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: false)
            scene.clock.advance(by: 0)
            #expect(animator.sawAnimated == false)
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.view.presentation.alpha == 1)
        }
    }
}
