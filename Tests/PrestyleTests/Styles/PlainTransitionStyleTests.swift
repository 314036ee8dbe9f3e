import PresentationKit
import Prestyle
import Testing

/// `fade`, `cover` and `flip`: UIKit's modal transition styles as styles, full screen over the presenting view,
/// with the engine's own durations for them.
@Suite struct PlainTransitionStyleTests {
    @Test(arguments: [("fade", 0.5), ("cover", 0.5), ("flip", 0.75)], [Device.iPhone15, .iPadPro11])
    func theContentCoversTheScreenInUIKitsDuration(style: (String, Double), device: Device) throws {
        let (name, duration) = style
        let registry = try makeRegistry()
        #expect(try registry.style(named: name).hooks == [])
        try withStyleScene(try registry.transitioningDelegate(for: name), device: device) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: duration - 0.01)
            #expect(scene.presentCompletions == 0)
            scene.clock.advance(by: 0.02)
            #expect(scene.presentCompletions == 1)
            scene.clock.runUntilIdle()
            let view = scene.presented.view
            #expect(view.frame == scene.window.bounds && view.alpha == 1 && view.transform == .identity)
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(view.frame == scene.window.bounds)
            scene.dismiss()
            #expect(view.alpha == 1 && view.transform == .identity)
        }
    }

    @Test func fadeChangesOnlyTheAlpha() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "fade")) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0.25)
            let view = scene.presented.view.presentation
            #expect(view.frame == scene.window.bounds && close(view.alpha, 0.5, 0.01))
            scene.clock.runUntilIdle()
            scene.dismiss()
        }
    }

    @Test func coverRisesFromJustBelowTheScreen() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "cover")) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(scene.presented.view.presentation.frame == scene.window.bounds.offsetBy(dx: 0, dy: 852))
            scene.clock.advance(by: 0.25)
            #expect(close(scene.presented.view.presentation.frame.y, 426, 0.01))
            scene.clock.runUntilIdle()
            scene.dismiss()
        }
    }

    @Test func flipTurnsThePresenterAwayThenTheContentInAndFacesThePresenterAgain() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "flip")) { (scene: StyleScene) throws in
            scene.present(settle: false)
            scene.clock.advance(by: 0.375)
            #expect(scene.presenting.view.presentation.transform.a < 0.01)
            #expect(scene.presented.view.presentation.transform.a < 0.01)
            scene.clock.advance(by: 0.2)
            #expect(scene.presented.view.presentation.transform.a > 0.1)
            scene.clock.runUntilIdle()
            #expect(scene.presenting.view.transform == .identity)
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0.375)
            #expect(scene.presented.view.presentation.transform.a < 0.01)
            scene.clock.runUntilIdle()
            #expect(scene.presenting.view.transform == .identity && scene.presented.view.transform == .identity)
        }
    }
}
