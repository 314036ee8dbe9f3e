import PresentationKit
import Prestyle
import Testing

/// `Styles/drop.lua`, the WWDC 2013 drop dialog on `dynamics{}`, run through the engine.
@Suite struct DropStyleTests {
    @Test func theDialogDropsInBouncesAndThePresentationCompletesWhenTheDynamicsRest() throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: "drop")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let dialog = scene.presented.view
            let bounds = scene.window.bounds
            let final = Rect(x: bounds.midX - 140, y: bounds.midY - 100, width: 280, height: 200)
            #expect(dialog.frame.maxY <= 0, "it starts above the container")
            var lowest = -Double.infinity, bounces = 0, falling = true
            while scene.presentCompletions == 0, scene.clock.now < 5 {
                scene.clock.advance(by: 1.0 / 240)
                let bottom = dialog.frame.maxY
                if falling, bottom < lowest - 0.5 { bounces += 1; falling = false }
                if !falling, bottom > lowest - 0.5 { falling = true }
                lowest = max(lowest, bottom)
            }
            #expect(bounces >= 2, "it bounces on its floor (\(bounces) bounces)")
            #expect(lowest <= final.maxY + 1e-9, "never through the floor")
            #expect(scene.presentCompletions == 1)
            #expect(dialog.frame == final)
            let paused = try #require(scene.window.trace.events.last { $0.call == "dynamicAnimatorDidPause" }?.time)
            let completed = try #require(scene.window.trace.events.first { $0.call == "completeTransition" }?.time)
            #expect(completed == paused, "the transition completes when the dynamics come to rest")
            scene.clock.runUntilIdle()
            #expect(close(try #require(scene.view(named: "dim")).presentation.alpha, 0.4))
        }
    }

    @Test func theDialogFallsAwayTurningAndTheDismissalCompletesOnceItIsGone() throws {
        let registry = try makeRegistry()
        withStyleScene(try registry.transitioningDelegate(for: "drop")) { scene in
            scene.present()
            let start = scene.presented.view.center
            let began = scene.clock.now
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0.3)
            #expect(scene.presented.view.center.y > start.y + 50, "falling")
            #expect(scene.presented.view.transform != .identity, "turning as it falls")
            #expect(scene.dismissCompletions == 0)
            scene.clock.runUntilIdle()
            #expect(scene.dismissCompletions == 1)
            #expect(scene.presented.view.window == nil)
            #expect(scene.view(named: "dim") == nil)
            let completed = (scene.window.trace.events.last { $0.call == "completeTransition" }?.time ?? 0) - began
            // Falling from the centre to below the bottom edge (526 + 100 points at 2,000 points/s²).
            #expect(completed > 0.7 && completed < 0.9, "it completes once it is gone (\(completed))")
        }
    }

    @Test(arguments: [Device.iPhoneSE, .iPadPro11])
    func theDialogLandsOnItsFinalFrameOnOtherDevices(device: Device) throws {
        let registry = try makeRegistry()
        withStyleScene(try registry.transitioningDelegate(for: "drop"), device: device) { scene in
            scene.present()
            let bounds = scene.window.bounds
            #expect(scene.presented.view.frame == Rect(x: bounds.midX - 140, y: bounds.midY - 100, width: 280, height: 200))
            #expect(scene.presentCompletions == 1)
        }
    }

    /// The dynamics cannot run backwards: a cancelled interactive dismissal lets the dialog fall, then puts
    /// it back where it was, upright, in its container (found by fuzzing: the style removed it either way).
    @Test func aCancelledInteractiveDismissalPutsTheDialogBackWhereItWas() throws {
        let registry = try makeRegistry()
        let style = try registry.transitioningDelegate(for: "drop")
        withStyleScene(style) { scene in
            scene.present()
            let dialog = scene.presented.view
            let shown = dialog.frame
            let interaction = style.makeInteractionController()
            let interactive = InteractiveTransitioningDelegate(wrapping: style, interaction: interaction, for: .dismissal)
            scene.presented.transitioningDelegate = interactive
            scene.presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.3)
            interaction.cancel()
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(scene.presented.presentationController?.phase == .presented)
            #expect(dialog.window === scene.window)
            #expect(dialog.frame == shown && dialog.transform == .identity)
            #expect(scene.window.invariantViolations() == [])
            withExtendedLifetime(interactive) {}
        }
    }
}
