import PresentationKit
import Prestyle
import Testing

/// A full-screen presentation over a style's presentation: the style's presented view leaves the window when
/// it completes (UIKit, `UIModalPresentationStyle.fullScreen`: "the views belonging to the presenting view
/// controller are removed after the presentation completes") and the style's container layout must not put it
/// back — found by `fuzz-engine-operations` ('presented0' disappeared while its view was in the window).
@Suite struct FullScreenOverStyleTests {
    @Test func aFullScreenPresentationOverAStyleKeepsTheStylesViewOutUntilItsDismissal() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "fade")
        withStyleScene(delegate) { scene in
            scene.present()
            let cover = ViewController(name: "cover")
            cover.modalPresentationStyle = .fullScreen
            scene.presented.present(cover, animated: true)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.window == nil)
            #expect(scene.presented.appearanceState == .disappeared)
            #expect(scene.window.invariantViolations() == [])
            #expect(!scene.diagnostics.contains { $0.code == .style.stylePresentedViewLost })

            cover.dismiss(animated: true)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.window === scene.window)
            #expect(scene.presented.appearanceState == .appeared)
        }
    }
}
