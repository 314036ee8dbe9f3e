import PresentationKit
import Testing

/// Reduce Motion and Prefer Cross-Fade Transitions as traits of the window, and what UIKit's own transitions
/// become under them (`TraitCollection+Motion.swift`).
@Suite("Reduce Motion")
struct ReduceMotionTests {
    private func turnOn(_ settings: MotionSettings, in scene: Scene) {
        scene.window.traitCollection = TraitCollection(traitsFrom: [scene.window.traitCollection, settings.traits])
    }

    private func present(_ style: ModalTransitionStyle, in scene: Scene) -> ViewController {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = style
        scene.presenting.present(presented, animated: true)
        scene.clock.advance(by: 0)
        return presented
    }

    // MARK: The traits

    @Test func crossFadesArePreferredOnlyWithReduceMotionOnToo() {
        #expect(!TraitCollection().isReduceMotionEnabled && !TraitCollection().prefersCrossFadeTransitions)
        #expect(TraitCollection(reduceMotion: true).isReduceMotionEnabled)
        #expect(!TraitCollection(reduceMotion: true).prefersCrossFadeTransitions)
        #expect(!TraitCollection(preferCrossFadeTransitions: true).prefersCrossFadeTransitions,
                "Prefer Cross-Fade Transitions does nothing with Reduce Motion off")
        #expect(TraitCollection(reduceMotion: true, preferCrossFadeTransitions: true).prefersCrossFadeTransitions)
    }

    @Test(arguments: [
        (MotionSettings.standard, TransitionMovement.slide, TransitionMotion.asDesigned),
        (.standard, .depth, .asDesigned),
        (.reduced, .slide, .asDesigned),
        (.reduced, .depth, .standard),
        (.reduced, .fade, .asDesigned),
        (.crossFade, .slide, .crossFade),
        (.crossFade, .depth, .crossFade),
        (.crossFade, .fade, .asDesigned),
        (.crossFade, .tracking, .asDesigned),
    ])
    func eachMovementBecomesWhatTheSettingsMakeOfIt(settings: MotionSettings, movement: TransitionMovement, motion: TransitionMotion) {
        #expect(settings.traits.motion(for: movement) == motion)
    }

    @Test func anUnspecifiedSettingInheritsAndASpecifiedOneOverrides() {
        let window = TraitCollection(horizontalSizeClass: .compact, reduceMotion: true)
        let inherited = TraitCollection(traitsFrom: [window, TraitCollection(verticalSizeClass: .regular)])
        #expect(inherited.isReduceMotionEnabled)
        let overridden = TraitCollection(traitsFrom: [window, TraitCollection(reduceMotion: false)])
        #expect(!overridden.isReduceMotionEnabled)
        #expect(window.containsTraits(in: TraitCollection(reduceMotion: true)))
        #expect(!window.containsTraits(in: TraitCollection(reduceMotion: false)))
        #expect(window.description.hasSuffix(" reduce-motion"))
    }

    @Test func theSettingsReachPresentedControllersAndSurviveARotation() {
        withScene(device: .iPhone15) { scene in
            turnOn(.crossFade, in: scene)
            let presented = present(.coverVertical, in: scene)
            scene.settle()
            #expect(presented.traitCollection.prefersCrossFadeTransitions)
            scene.window.transition(to: .landscapeLeft)
            scene.settle()
            #expect(scene.window.traitCollection.verticalSizeClass == .compact)
            #expect(presented.traitCollection.prefersCrossFadeTransitions, "a rotation takes the device's size classes only")
        }
    }

    // MARK: UIKit's transitions

    @Test func coverVerticalStillSlidesUnderReduceMotionAlone() {
        withScene { scene in
            turnOn(.reduced, in: scene)
            let presented = present(.coverVertical, in: scene)
            scene.clock.advance(to: 0.25)
            #expect(close(presented.view.presentation.frame.y, Scene.phone.height / 2))
            #expect(presented.view.presentation.alpha == 1)
            scene.settle()
        }
    }

    @Test func coverVerticalCrossFadesInPlaceWhenCrossFadesArePreferred() {
        withScene { scene in
            turnOn(.crossFade, in: scene)
            let presented = present(.coverVertical, in: scene)
            #expect(scene.window.trace.lines.contains { $0.contains("ModalTransitionAnimator(crossDissolve)") })
            scene.clock.advance(to: 0.25)
            #expect(presented.view.presentation.frame.y == 0, "nothing travels")
            #expect(close(presented.view.presentation.alpha, 0.5))
            scene.settle()
            #expect(presented.view.alpha == 1 && presented.view.frame.y == 0)

            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            let start = scene.clock.now
            scene.clock.advance(to: start + 0.25)
            #expect(presented.view.presentation.frame.y == 0)
            #expect(close(presented.view.presentation.alpha, 0.5))
            scene.settle()
            #expect(presented.view.window == nil)
        }
    }

    @Test func iOS12HasNoPreferCrossFadeTransitionsSoItsCoverVerticalStillSlides() {
        #expect(!MotionSettings.crossFade.traits.prefersCrossFadeTransitions(on: .iOS12))
        #expect(MotionSettings.crossFade.traits.prefersCrossFadeTransitions(on: .iOS18))
        #expect(MotionSettings.crossFade.traits.motion(for: .depth, on: .iOS12) == .standard)
        withScene { scene in
            scene.window.systemVersion = .iOS12
            turnOn(.crossFade, in: scene)
            let presented = present(.coverVertical, in: scene)
            scene.clock.advance(to: 0.25)
            #expect(close(presented.view.presentation.frame.y, Scene.phone.height / 2))
            scene.settle()
        }
    }

    @Test func aFlipFadesUnderReduceMotion() {
        withScene { scene in
            turnOn(.reduced, in: scene)
            let presented = present(.flipHorizontal, in: scene)
            scene.clock.advance(to: 0.25)
            #expect(presented.view.presentation.transform == .identity)
            #expect(scene.presenting.view.presentation.transform == .identity)
            #expect(close(presented.view.presentation.alpha, 0.5))
            scene.settle()
            #expect(close(scene.clock.now, 0.5), "a cross-dissolve's duration, not the flip's 0.75 s")
        }
    }

    @Test func aPushCrossFadesInPlaceWhenCrossFadesArePreferred() throws {
        try withScene { scene in
            turnOn(.crossFade, in: scene)
            let navigation = scene.installNavigation()
            let root = try #require(navigation.topViewController)
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.clock.advance(to: 0.175)
            #expect(detail.view.presentation.frame == navigation.contentView.bounds, "nothing travels")
            #expect(root.view.presentation.frame.minX == 0)
            #expect(close(detail.view.presentation.alpha, 0.5))
            #expect(close(root.view.presentation.alpha, 0.5))
            scene.settle()
            #expect(close(scene.clock.now, 0.35))
            #expect(detail.view.alpha == 1 && root.view.alpha == 1)
            #expect(scene.window.trace.lines.contains { $0.contains("NavigationTransitionAnimator(push, crossFade)") })
        }
    }

    @Test func aPushStillSlidesUnderReduceMotionAlone() {
        withScene { scene in
            turnOn(.reduced, in: scene)
            let navigation = scene.installNavigation()
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.clock.advance(to: 0.175)
            #expect(detail.view.presentation.frame.minX > 0)
            #expect(detail.view.presentation.alpha == 1)
            scene.settle()
        }
    }
}
