import PresentationKit
import Testing

/// Traits propagate from the window to the root, its children, presentation controllers and presented
/// controllers; a parent may override a child's, a presentation controller the presentation's.
@Suite("Trait propagation and overrides")
struct TraitOverrideTests {
    private func addChild(_ child: ViewController, to parent: ViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test func traitsFlowFromTheWindowThroughChildrenAndPresentations() {
        withScene(device: .iPadPro11) { scene in
            let child = ViewController(name: "child")
            addChild(child, to: scene.presenting)
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .formSheet
            scene.presenting.present(presented, animated: false)
            scene.settle()
            let pad = Device.iPadPro11.traitCollection(in: .portrait)
            #expect(scene.presenting.traitCollection == pad)
            #expect(child.traitCollection == pad)
            #expect(presented.presentationController?.traitCollection == pad)
            #expect(presented.traitCollection == pad)
            #expect(pad.displayScale == 2 && pad.userInterfaceIdiom == .pad)
        }
    }

    @Test func aChildsOverrideFlowsToItAndItsDescendantsThenTakesEffect() {
        withScene(device: .iPhone15) { scene in
            let child = ProbeController(name: "child"), grandchild = ProbeController(name: "grandchild")
            addChild(child, to: scene.presenting)
            addChild(grandchild, to: child)
            scene.settle()
            let mark = scene.window.trace.mark
            scene.presenting.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: child)
            let regular = "Hregular Vregular phone @3x"
            #expect(scene.lines(since: mark) == [
                "willTransition(to:with:) child \(regular)",
                "willTransition(to:with:) grandchild \(regular)",
                "traitCollectionDidChange child Hcompact Vregular phone @3x → \(regular)",
                "traitCollectionDidChange grandchild Hcompact Vregular phone @3x → \(regular)",
            ], "an override takes effect at once: the messages, then the change and the layout that reports it")
            #expect(child.log.first == "willTransition \(regular) while Hcompact Vregular phone @3x",
                    "the message comes before the change")
            #expect(child.coordinators.first?.isAnimated == false)
            #expect(child.traitCollection.horizontalSizeClass == .regular)
            #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
            #expect(scene.presenting.traitCollection.horizontalSizeClass == .compact)
            #expect(scene.presenting.overrideTraitCollection(forChild: child) == TraitCollection(horizontalSizeClass: .regular))

            scene.window.transition(to: .landscapeLeft, animated: false)
            #expect(child.traitCollection.horizontalSizeClass == .regular, "the override outlives the rotation")
            #expect(child.traitCollection.verticalSizeClass == .compact, "what it does not override still follows")

            let removal = scene.window.trace.mark
            scene.presenting.setOverrideTraitCollection(nil, forChild: child)
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            #expect(scene.lines(since: removal).first == "willTransition(to:with:) child Hcompact Vcompact phone @3x")
        }
    }

    @Test func anOverrideThatChangesNothingSendsNothing() {
        withScene(device: .iPhone15) { scene in
            let child = ProbeController(name: "child")
            addChild(child, to: scene.presenting)
            let mark = scene.window.trace.mark
            scene.presenting.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
            scene.settle()
            #expect(scene.lines(since: mark).isEmpty)
            #expect(child.log.isEmpty)
        }
    }

    @Test func anOverrideForAControllerThatIsNotAChildIsReportedAndIgnored() {
        withScene(device: .iPhone15, allowing: [.engine.overrideForNonChild]) { scene in
            let stranger = ViewController(name: "stranger")
            scene.presenting.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: stranger)
            #expect(scene.presenting.overrideTraitCollection(forChild: stranger) == nil)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.overrideForNonChild).count == 1)
        }
    }

    @Test func aPresentationControllersOverrideReachesThePresentedController() {
        withScene(device: .iPhone15) { scene in
            let presented = ProbeController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            scene.presenting.present(presented, animated: false)
            scene.settle()
            let controller = presented.presentationController!
            let mark = scene.window.trace.mark
            controller.overrideTraitCollection = TraitCollection(verticalSizeClass: .compact)
            let pc = "OverFullScreenPresentationController(presented)"
            let compact = "Hcompact Vcompact phone @3x"
            #expect(scene.lines(since: mark) == [
                "shouldPresentInFullscreen \(pc)",
                "adaptivePresentationStyle(for:) \(pc) \(compact)",
                "willTransition(to:with:) \(pc) \(compact)",
                "willTransition(to:with:) presented \(compact)",
                "traitCollectionDidChange \(pc) Hcompact Vregular phone @3x → \(compact)",
                "traitCollectionDidChange presented Hcompact Vregular phone @3x → \(compact)",
            ])
            #expect(presented.traitCollection.verticalSizeClass == .compact)
            #expect(controller.traitCollection.verticalSizeClass == .compact)
            #expect(scene.presenting.traitCollection.verticalSizeClass == .regular)
            #expect(presented.log.last == "traitCollectionDidChange from Hcompact Vregular phone @3x to \(compact)")
        }
    }
}
