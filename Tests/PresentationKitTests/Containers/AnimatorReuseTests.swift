import PresentationKit
import Testing

/// The 2013 session's promise: "the code that you've written for your transitions is just going to work,
/// whether it's a present, a push, tab bar controller select" — one animator class, unchanged, vended by a
/// transitioning, a navigation and a tab bar controller delegate.
@Suite("One animator for presentations, pushes and tab switches")
struct AnimatorReuseTests {
    /// Where the incoming view should be `time` seconds into a slide to `final`: linear from one container
    /// width to the right.
    private func expectedFrame(_ final: Rect, width: Double, at time: Double) -> Rect {
        final.offsetBy(dx: width * (1 - time / SlideAnimator.duration), dy: 0)
    }

    @Test func theSameAnimatorTypeMovesAPresentationAPushAndATabSwitchAlike() throws {
        let sampleTime = 0.2
        // A presentation.
        try withScene { scene in
            let animator = SlideAnimator()
            let delegate = VendingDelegate(
                controller: { OverlayPresentationController(presentedViewController: $0, presenting: $1) }, present: animator)
            let presented = Scene.customPresented(with: delegate)
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(to: sampleTime)
            let final = try #require(presented.presentationController).frameOfPresentedViewInContainerView
            let width = scene.window.bounds.width
            #expect(close(presented.view.presentation.frame, expectedFrame(final, width: width, at: sampleTime)))
            scene.settle()
            #expect(presented.view.frame == final)
            #expect(animator.contexts.count == 1)
        }
        // A push.
        try withScene { scene in
            let navigation = scene.installNavigation()
            let animator = SlideAnimator()
            let delegate = RecordingNavigationDelegate(animator: animator)
            navigation.delegate = delegate
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.clock.advance(to: sampleTime)
            let final = navigation.contentView.bounds
            #expect(close(detail.view.presentation.frame, expectedFrame(final, width: final.width, at: sampleTime)))
            let context = try #require(animator.contexts.first)
            #expect(context.containerView === navigation.contentView)
            scene.settle()
            #expect(detail.view.frame == final)
            #expect(navigation.viewControllers[0].view.window == nil)
        }
        // A tab switch.
        withScene { scene in
            let tabs = [ViewController(name: "first"), ViewController(name: "second")]
            let controller = scene.installTabs(tabs)
            let animator = SlideAnimator()
            let delegate = RecordingTabDelegate(animator: animator)
            controller.delegate = delegate
            controller.selectedIndex = 1
            scene.clock.advance(to: sampleTime)
            let final = controller.contentView.bounds
            #expect(close(tabs[1].view.presentation.frame, expectedFrame(final, width: final.width, at: sampleTime)))
            scene.settle()
            #expect(tabs[1].view.frame == final)
            #expect(tabs[0].view.window == nil)
        }
    }
}
