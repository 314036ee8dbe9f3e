@testable import PresentationKit
import Testing

/// A presenter receding behind a sheet when the phone turns: layout gives it the new screen by its bounds
/// and center, never a frame set through the recession's scale, so it comes back at the screen's size.
@Suite("A receding presenter across a rotation")
struct RecedingPresenterRotationTests {
    @Test func aRotationWhileThePresenterRecedesGivesItTheNewScreenNotAScaledFrame() {
        withScene(device: .iPhone14, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet()
            let presenter = scene.presenting.view
            #expect(presenter.transform != .identity)
            _ = scene.window.transition(to: .landscapeLeft, animated: true)
            scene.settle()
            #expect(presenter.frame == Rect(x: 0, y: 0, width: 844, height: 390))
            #expect(presenter.bounds.size == Size(width: 844, height: 390))
            #expect(presenter.transform == .identity)
            presented.dismiss(animated: true)
            scene.settle()
            #expect(presenter.frame == Rect(x: 0, y: 0, width: 844, height: 390))
            #expect(presenter.transform == .identity)
        }
    }

    @Test func turnedAndTurnedBackThePresenterRecedesFromTheScreenItFills() {
        withScene(device: .iPhone14, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet()
            _ = scene.window.transition(to: .landscapeLeft, animated: true)
            scene.settle()
            _ = scene.window.transition(to: .portrait, animated: true)
            scene.settle()
            let presenter = scene.presenting.view
            // Receding again, about the full screen: its untransformed frame is the screen's.
            #expect(presenter.transform != .identity)
            #expect(presenter.untransformedFrame == Rect(x: 0, y: 0, width: 390, height: 844))
            presented.dismiss(animated: true)
            scene.settle()
            #expect(presenter.frame == Rect(x: 0, y: 0, width: 390, height: 844))
            #expect(presenter.transform == .identity)
        }
    }

    @Test func layoutSetsAScaledViewsBoundsAndCenterNotItsFrameThroughTheScale() {
        let view = View(name: "scaled", frame: Rect(x: 0, y: 0, width: 100, height: 200))
        view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        view.untransformedFrame = Rect(x: 10, y: 20, width: 300, height: 100)
        #expect(view.bounds.size == Size(width: 300, height: 100))
        #expect(view.center == Point(x: 160, y: 70))
        #expect(view.transform == AffineTransform(scaleX: 0.5, y: 0.5))
        view.transform = .identity
        #expect(view.frame == Rect(x: 10, y: 20, width: 300, height: 100))
    }
}
