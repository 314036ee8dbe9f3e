import PresentationKit
import Prestyle
import Testing

/// What every style the library added promises alike: it presents and settles with nothing reported, on a
/// phone and a pad in both orientations; a dismissal, or a presentation cancelled halfway, leaves nothing of
/// it behind (no chrome, the presenting view as it was); and its file says where it comes from.
@Suite struct LibraryStyleTests {
    static let names = [
        "presentr", "alert", "popup", "top-half", "bottom-half", "slide", "zoom", "overlay", "formsheet-phone",
        "fold", "note-popover", "fade", "cover", "flip", "dimmed",
    ]

    /// The views a window holds when nothing is presented: the root view and the presenting controller's.
    static func bareViews(_ scene: StyleScene) -> [String] {
        scene.window.rootView.subtreeBackToFront.map(\.name)
    }

    @Test(arguments: names, [Device.iPhone15, .iPadPro11])
    func presentsRotatesAndDismissesLeavingNothingBehind(name: String, device: Device) throws {
        let registry = try makeRegistry()
        try withStyleScene(try registry.transitioningDelegate(for: name), device: device) { (scene: StyleScene) throws in
            let before = Self.bareViews(scene)
            scene.present()
            #expect(scene.presentCompletions == 1, "\(name)")
            #expect(scene.presented.view.window === scene.window, "\(name)")
            scene.window.transition(to: .landscapeLeft)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.window === scene.window, "\(name)")
            scene.dismiss()
            #expect(scene.dismissCompletions == 1, "\(name)")
            #expect(scene.presenting.presentedViewController == nil, "\(name)")
            #expect(Self.bareViews(scene) == before, "\(name) left views behind")
            #expect(scene.presenting.view.transform == .identity, "\(name)")
            #expect(scene.presenting.view.frame == scene.window.bounds, "\(name)")
        }
    }

    @Test(arguments: names)
    func aCancelledPresentationLeavesNothingBehind(name: String) throws {
        let registry = try makeRegistry()
        let style = try registry.transitioningDelegate(for: name)
        let interaction = style.makeInteractionController()
        let interactive = InteractiveTransitioningDelegate(wrapping: style, interaction: interaction, for: .presentation)
        // On a phone the note is presented in its Done wrapper, which has no transitioning delegate (UIKit's cover
        // vertical plays, and no interaction controller is asked); the popover's presentation, on a pad, cancels.
        let device: Device = name == "note-popover" ? .iPadPro11 : .iPhone15
        try withStyleScene(style, device: device) { (scene: StyleScene) throws in
            let before = Self.bareViews(scene)
            scene.presented.transitioningDelegate = interactive
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            interaction.update(0.4)
            interaction.cancel()
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil, "\(name)")
            #expect(scene.presentCompletions == 1, "\(name)")   // run once, as every completion
            #expect(Self.bareViews(scene) == before, "\(name) left views behind")
            #expect(scene.presenting.view.transform == .identity, "\(name)")
            withExtendedLifetime(interactive) {}
        }
    }

    @Test(arguments: names)
    func theFileSaysWhereTheStyleComesFromAndHasASummary(name: String) throws {
        let registry = try makeRegistry()
        let info = try registry.style(named: name)
        #expect(!info.summary.isEmpty)
        let source = try String(contentsOfFile: info.source, encoding: .utf8)
        #expect(source.hasPrefix("-- Styles/\(name).lua — "), "\(name) has no header comment")
    }
}
