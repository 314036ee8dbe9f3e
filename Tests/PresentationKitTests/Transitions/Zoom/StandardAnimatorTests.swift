import PresentationKit
import Testing

/// `ModalTransitionAnimator.standard(…)`, the animator a wrapping delegate vends where the wrapped one vends
/// none, plays what the engine would: the controller's `preferredTransition` from iOS 18 (Apple's
/// documentation of `UIViewController.preferredTransition`: "iOS 18.0+"), its transition style before.
@Suite("Standard animator")
struct StandardAnimatorTests {
    private func controller(_ transition: Transition?, style: ModalPresentationStyle = .fullScreen) -> ViewController {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = .coverVertical
        presented.preferredTransition = transition
        return presented
    }

    private func traceName(_ animator: ViewControllerAnimatedTransitioning) -> String {
        animator.traceName
    }

    @Test(arguments: ["crossDissolve", "flipHorizontal", "partialCurl", "coverVertical", "zoom"])
    func itPlaysThePreferredTransitionBothWays(_ name: String) {
        let transitions: [String: Transition] = [
            "crossDissolve": .crossDissolve, "flipHorizontal": .flipHorizontal, "partialCurl": .partialCurl,
            "coverVertical": .coverVertical, "zoom": .zoom { _ in nil },
        ]
        let expected = name == "zoom" ? "ZoomTransitionAnimator" : "ModalTransitionAnimator(\(name))"
        withScene { scene in
            let presented = controller(transitions[name])
            // A transition style that differs from the preferred transition, so the test tells them apart.
            presented.modalTransitionStyle = name == "crossDissolve" ? .coverVertical : .crossDissolve
            #expect(traceName(ModalTransitionAnimator.standard(presenting: presented, from: scene.presenting)) == expected)
            scene.presenting.present(presented, animated: false)
            scene.settle()
            #expect(traceName(ModalTransitionAnimator.standard(dismissing: presented)) == expected)
        }
    }

    @Test func theIOS12EraPlaysTheTransitionStyleInstead() {
        withScene { scene in
            scene.window.systemVersion = .iOS12
            let presented = controller(.zoom { _ in nil })
            presented.modalTransitionStyle = .crossDissolve
            let animator = ModalTransitionAnimator.standard(presenting: presented, from: scene.presenting)
            #expect(traceName(animator) == "ModalTransitionAnimator(crossDissolve)")
        }
    }

    @Test func underReduceMotionTheZoomIsTheStandardTransition() {
        withScene(traits: TraitCollection(reduceMotion: true)) { scene in
            let presented = controller(.zoom { _ in nil })
            let animator = ModalTransitionAnimator.standard(presenting: presented, from: scene.presenting)
            #expect(traceName(animator) != "ZoomTransitionAnimator")
        }
    }

    @Test func aPopoverFadesWhateverItsPreferredTransition() {
        withScene(size: Scene.pad) { scene in
            let presented = controller(.flipHorizontal, style: .popover)
            let animator = ModalTransitionAnimator.standard(presenting: presented, from: scene.presenting)
            #expect(traceName(animator) == "ModalTransitionAnimator(popover)")
        }
    }

    @Test func aWrappingDelegateZoomsFromTheSourceAndItsInteractionDrivesTheZoomHome() {
        withScene { scene in
            let thumb = View(name: "thumb", frame: Rect(x: 20, y: 100, width: 80, height: 80))
            scene.presenting.view.addSubview(thumb)
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .dismissal)
            let presented = controller(.zoom { _ in thumb })
            presented.transitioningDelegate = delegate
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            #expect(close(presented.view.presentation.frame, thumb.frame), "the standard animator zooms out of the thumbnail")
            scene.settle()
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            interaction.update(1)
            interaction.finish()
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(close(presented.view.presentation.frame, thumb.frame), "and flies back into it")
            #expect(scene.traceLines().filter { $0 == "animateTransition(using:) ZoomTransitionAnimator" }.count == 2)
        }
    }
}
