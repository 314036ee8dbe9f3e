import PresentationKit
import Testing

@Suite("View controllers")
struct ViewControllerTests {
    final class CustomView: ViewController {
        var loads = 0
        override func loadView() {
            view = View(name: "custom")
        }
        override func viewDidLoad() { loads += 1 }
    }

    @Test func theViewLoadsLazilyOnceAndTakesTheControllersName() {
        let plain = ViewController(name: "plain")
        #expect(!plain.isViewLoaded)
        #expect(plain.view.name == "plain")
        #expect(plain.isViewLoaded)
        let custom = CustomView()
        #expect(custom.name == "CustomView")
        _ = custom.view
        _ = custom.view
        #expect(custom.loads == 1)
        #expect(custom.view.name == "custom")
    }

    @Test func childrenAreContainedWithWillMoveAndDidMove() {
        withScene { scene in
            let child = ViewController(name: "child")
            scene.presenting.addChild(child)
            #expect(child.parent === scene.presenting)
            #expect(scene.presenting.children.map(\.name) == ["child"])
            scene.presenting.view.addSubview(child.view)
            child.didMove(toParent: scene.presenting)
            #expect(child.appearanceState == .appeared, "a child's view entering a visible window appears")
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(child.parent == nil)
            #expect(child.appearanceState == .disappeared)
            #expect(scene.traceLines(hooksOnly: true) == [
                "willMove(toParent:) child presenting", "viewDidLoad child",
                "viewWillAppear child false", "viewIsAppearing child false", "viewDidAppear child false",
                "viewWillDisappear child false", "viewDidDisappear child false",
                "didMove(toParent:) child nil",
            ])
        }
    }

    @Test func aPresentedOrRootControllerCannotBecomeAChild() {
        withScene(allowing: [.engine.illegalChild]) { scene in
            let other = ViewController(name: "other")
            other.addChild(scene.presenting)
            #expect(scene.presenting.parent == nil)
            let child = ViewController(name: "child")
            scene.presenting.addChild(child)
            child.addChild(scene.presenting)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.illegalChild).count == 1)
        }
    }

    @Test func unbalancedAppearanceCallsAreRefusedAndCaughtByTheInvariantChecker() {
        let scene = Scene()
        scene.presenting.beginAppearanceTransition(true, animated: false)
        #expect(scene.presenting.appearanceState == .appeared)
        #expect(scene.window.diagnostics.diagnostics(withCode: .engine.unbalancedAppearance).count == 1)
        #expect(scene.window.invariantViolations().contains { $0.contains("Unbalanced calls") })
    }

    @Test func appearanceFollowsTheStateMachineIncludingCancelledPaths() {
        let scene = Scene()
        let controller = scene.presenting
        controller.beginAppearanceTransition(false, animated: true)
        #expect(controller.appearanceState == .disappearing)
        controller.beginAppearanceTransition(true, animated: true)
        #expect(controller.appearanceState == .appearing, "a cancelled disappearance appears again")
        controller.endAppearanceTransition()
        #expect(controller.appearanceState == .appeared)
        #expect(scene.window.invariantViolations() == [])
    }

    @Test func traitsComeFromTheWindowAndParentsMayOverrideThem() {
        withScene(size: Scene.pad) { scene in
            #expect(scene.presenting.traitCollection.horizontalSizeClass == .regular)
            let child = ViewController(name: "child")
            scene.presenting.addChild(child)
            scene.presenting.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            #expect(child.traitCollection.verticalSizeClass == .regular)
            #expect(child.traitCollection.userInterfaceIdiom == .pad)
        }
    }

    @Test func aPreferredContentSizeChangeReachesThePresentationController() {
        final class Listening: PresentationController {
            var heard: [Size] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
                heard.append(container.preferredContentSize)
            }
        }
        withScene { scene in
            let presented = ViewController(name: "presented")
            let delegate = VendingDelegate(controller: { Listening(presentedViewController: $0, presenting: $1) })
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            scene.presenting.present(presented, animated: false)
            scene.settle()
            presented.preferredContentSize = Size(width: 100, height: 200)
            #expect((presented.presentationController as? Listening)?.heard == [Size(width: 100, height: 200)])
        }
    }
}
