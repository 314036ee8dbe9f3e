import PresentationKit
import Testing

/// iOS 17's trait system (WWDC 2023 session 10057): `traitOverrides` on presentation controllers (the same
/// overrides as the deprecated `overrideTraitCollection`) and view controllers, registrations that only
/// registered traits call back, and `updateTraitsIfNeeded`.
@Suite("iOS 17's trait system")
struct TraitSystemTests {
    private let phonePortrait = "Hcompact Vregular phone @3x"

    /// A controller presented over full screen from the scene's root, at rest.
    private func presentOverFullScreen(in scene: Scene) -> (ProbeController, PresentationController) {
        let presented = ProbeController(name: "presented")
        presented.modalPresentationStyle = .overFullScreen
        scene.presenting.present(presented, animated: false)
        scene.settle()
        return (presented, presented.presentationController!)
    }

    @Test func traitOverridesOnAPresentationControllerFlowToThePresentedController() {
        withScene(device: .iPhone15) { scene in
            let (presented, controller) = presentOverFullScreen(in: scene)
            let mark = scene.window.trace.mark
            controller.traitOverrides.verticalSizeClass = .compact
            let compact = "Hcompact Vcompact phone @3x"
            #expect(presented.traitCollection.verticalSizeClass == .compact)
            #expect(controller.traitCollection.verticalSizeClass == .compact)
            #expect(scene.presenting.traitCollection.verticalSizeClass == .regular, "the presenter keeps its own")
            #expect(scene.lines(since: mark).suffix(2) == [
                "traitCollectionDidChange OverFullScreenPresentationController(presented) \(phonePortrait) → \(compact)",
                "traitCollectionDidChange presented \(phonePortrait) → \(compact)",
            ])
            #expect(presented.log.last == "traitCollectionDidChange from \(phonePortrait) to \(compact)")
        }
    }

    @Test func traitOverridesAndOverrideTraitCollectionAreOneStorage() {
        withScene(device: .iPhone15) { scene in
            let (presented, controller) = presentOverFullScreen(in: scene)
            controller.traitOverrides.horizontalSizeClass = .regular
            #expect(controller.overrideTraitCollection == TraitCollection(horizontalSizeClass: .regular))
            #expect(controller.traitOverrides.contains(.horizontalSizeClass))
            #expect(!controller.traitOverrides.contains(.verticalSizeClass))

            controller.overrideTraitCollection = TraitCollection(verticalSizeClass: .compact)
            #expect(controller.traitOverrides.verticalSizeClass == .compact)
            #expect(!controller.traitOverrides.contains(.horizontalSizeClass), "the old API replaces the whole collection")
            #expect(presented.traitCollection.horizontalSizeClass == .compact)

            controller.traitOverrides.remove(.verticalSizeClass)
            #expect(controller.overrideTraitCollection == nil, "no override left: nil, as before iOS 17")
            #expect(presented.traitCollection == scene.presenting.traitCollection)
        }
    }

    @Test func aRegistrationHearsOnlyTheTraitsItNames() throws {
        withScene(device: .iPhone15) { scene in
            let (presented, controller) = presentOverFullScreen(in: scene)
            var heard: [String] = []
            presented.registerForTraitChanges([.verticalSizeClass]) { (controller: ProbeController, previous) in
                heard.append("vertical \(controller.name) was \(previous.verticalSizeClass.rawValue)")
            }
            presented.registerForTraitChanges([.horizontalSizeClass, .displayScale]) { (_: ViewController, previous) in
                heard.append("horizontal was \(previous.horizontalSizeClass.rawValue)")
            }
            controller.traitOverrides.horizontalSizeClass = .regular
            #expect(heard == ["horizontal was compact"], "the vertical registration hears nothing")
            #expect(presented.log.last?.hasPrefix("traitCollectionDidChange") == true, "the deprecated callback hears every change")

            heard = []
            scene.window.transition(to: .landscapeLeft, animated: false)
            #expect(heard == ["vertical presented was regular"], "the rotation changes the vertical size class; horizontal stays overridden")
            let lines = scene.window.trace.events.filter { $0.call == "traitChangeHandler" }.map { "\($0.target) \($0.detail ?? "")" }
            #expect(lines == ["presented horizontalSizeClass", "presented verticalSizeClass"])
        }
    }

    @Test func aViewControllersOwnOverridesReachItAndItsChildrenLazilyOrAtUpdateTraitsIfNeeded() {
        withScene(device: .iPhone15) { scene in
            let child = ProbeController(name: "child")
            scene.presenting.addChild(child)
            scene.presenting.view.addSubview(child.view)
            child.didMove(toParent: scene.presenting)
            scene.settle()
            var heard: [String] = []
            child.registerForTraitChanges([.displayScale]) { (child: ViewController, previous) in
                heard.append("\(child.name) scale was \(previous.displayScale) now \(child.traitCollection.displayScale)")
            }
            scene.presenting.traitOverrides.displayScale = 2
            #expect(scene.presenting.traitCollection.displayScale == 2)
            #expect(child.traitCollection.displayScale == 2, "the traits read new at once")
            #expect(heard.isEmpty, "the callbacks wait for the next layout pass")
            scene.presenting.updateTraitsIfNeeded()
            #expect(heard == ["child scale was 3.0 now 2.0"], "updateTraitsIfNeeded delivers them now")
            scene.settle()
            #expect(heard.count == 1, "once")

            scene.presenting.traitOverrides.remove(.displayScale)
            #expect(heard.count == 1)
            scene.settle()
            #expect(heard.last == "child scale was 2.0 now 3.0", "or the next layout pass does")
        }
    }

    @Test func aPresentersOwnOverridesReachTheControllerItPresents() {
        withScene(device: .iPhone15) { scene in
            let (presented, _) = presentOverFullScreen(in: scene)
            scene.presenting.traitOverrides.userInterfaceIdiom = .pad
            #expect(presented.traitCollection.userInterfaceIdiom == .pad)
            presented.traitOverrides.userInterfaceIdiom = .phone
            #expect(presented.traitCollection.userInterfaceIdiom == .phone, "its own overrides apply last")
        }
    }

    @Test func unregisteringAndATargetThatGoesEndRegistrations() {
        final class Listener {
            var count = 0
            func traitsChanged() { count += 1 }
        }
        withScene(device: .iPhone15) { scene in
            let (presented, controller) = presentOverFullScreen(in: scene)
            var handled = 0
            let registration = presented.registerForTraitChanges([.horizontalSizeClass]) { (_: ViewController, _) in handled += 1 }
            let listener = Listener()
            presented.registerForTraitChanges([.horizontalSizeClass], target: listener, action: Listener.traitsChanged)
            var gone: Listener? = Listener()
            presented.registerForTraitChanges([.horizontalSizeClass], target: gone!, action: Listener.traitsChanged)
            gone = nil
            controller.traitOverrides.horizontalSizeClass = .regular
            #expect(handled == 1 && listener.count == 1)
            #expect(scene.window.trace.events.filter { $0.call == "traitChangeHandler" }.count == 2,
                    "a target that went is not called, and its registration ends")

            presented.unregisterForTraitChanges(registration)
            controller.traitOverrides.remove(.horizontalSizeClass)
            #expect(handled == 1 && listener.count == 2)
            _ = gone
        }
    }

    @Test func aPresentationControllerCanRegisterToo() {
        withScene(device: .iPhone15) { scene in
            let (_, controller) = presentOverFullScreen(in: scene)
            var previous: [TraitCollection] = []
            controller.registerForTraitChanges([.verticalSizeClass]) { (_: PresentationController, old) in previous.append(old) }
            scene.window.transition(to: .landscapeLeft, animated: false)
            #expect(previous.map(\.verticalSizeClass) == [.regular])
        }
    }
}

/// Before iOS 17 there is no trait-change registration and no `traitOverrides` on a view controller: in the
/// iOS 12 era they are refused with a warning; a presentation controller's overrides, which were
/// `overrideTraitCollection` then, still work.
@Suite("iOS 17's trait system in the iOS 12 era")
struct TraitSystemEraTests {
    @Test func registrationsAndAControllersOwnOverridesAreRefusedButAPresentationsOverridesWork() {
        withScene(device: .iPhone15, allowing: [.engine.traitSystemUnavailable]) { scene in
            scene.window.systemVersion = .iOS12
            let presented = ProbeController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            scene.presenting.present(presented, animated: false)
            scene.settle()
            var heard = 0
            presented.registerForTraitChanges([.horizontalSizeClass]) { (_: ViewController, _) in heard += 1 }
            presented.traitOverrides.displayScale = 2
            #expect(presented.traitCollection.displayScale == 3, "refused: the API does not exist yet")
            #expect(presented.traitOverrides.isEmpty)

            let controller = presented.presentationController!
            controller.traitOverrides.horizontalSizeClass = .regular
            #expect(presented.traitCollection.horizontalSizeClass == .regular, "overrideTraitCollection, by its new name")
            #expect(heard == 0)
            #expect(presented.log.last?.hasPrefix("traitCollectionDidChange") == true, "what iOS 12 calls")
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.traitSystemUnavailable).count == 2)
        }
    }
}
