import PresentationKit
import Testing

/// The content-container messages of the 2014 "Look Inside Presentation Controllers" session: a size or
/// trait change flows depth first from the root — a controller, its children (sized by the parent), then the
/// presentation controller of what it presents (with the parent's own size), then the presented controller —
/// traits first, then sizes, then `traitCollectionDidChange` just before each layout.
@Suite("The content-container flow")
struct ContentContainerFlowTests {
    /// On an iPhone 15 in portrait: a split root with two probes, presenting a probe over full screen.
    private func makeHierarchy(in scene: Scene) -> (root: SplitController, children: [ProbeController], presented: ProbeController) {
        let children = [ProbeController(name: "child1"), ProbeController(name: "child2")]
        let root = SplitController(name: "root", children: children)
        scene.window.rootViewController = root
        let presented = ProbeController(name: "presented")
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        scene.settle()
        return (root, children, presented)
    }

    @Test func aRotationFlowsDepthFirstThroughChildrenThenThePresentationControllerThenThePresentedController() {
        withScene(device: .iPhone15) { scene in
            let (_, _, presented) = makeHierarchy(in: scene)
            let pc = "OverFullScreenPresentationController(presented)"
            let landscape = "Hcompact Vcompact phone @3x", portrait = "Hcompact Vregular phone @3x"
            let mark = scene.window.trace.mark
            #expect(scene.window.transition(to: .landscapeLeft))
            scene.settle()
            #expect(scene.lines(since: mark) == [
                "rotate window portrait → landscapeLeft",
                "willTransition(to:with:) root \(landscape)",
                "willTransition(to:with:) child1 \(landscape)",
                "willTransition(to:with:) child2 \(landscape)",
                "shouldPresentInFullscreen \(pc)",
                "adaptivePresentationStyle(for:) \(pc) \(landscape)",
                "willTransition(to:with:) \(pc) \(landscape)",
                "willTransition(to:with:) presented \(landscape)",
                "viewWillTransition(to:with:) root 852×393",
                "size(forChildContentContainer:withParentContainerSize:) root child1 852×393",
                "viewWillTransition(to:with:) child1 426×393",
                "size(forChildContentContainer:withParentContainerSize:) root child2 852×393",
                "viewWillTransition(to:with:) child2 426×393",
                "viewWillTransition(to:with:) \(pc) 852×393",
                "size(forChildContentContainer:withParentContainerSize:) \(pc) presented 852×393",
                "viewWillTransition(to:with:) presented 852×393",
                "traitCollectionDidChange root \(portrait) → \(landscape)",
                "traitCollectionDidChange child1 \(portrait) → \(landscape)",
                "traitCollectionDidChange child2 \(portrait) → \(landscape)",
                "traitCollectionDidChange \(pc) \(portrait) → \(landscape)",
                "traitCollectionDidChange presented \(portrait) → \(landscape)",
            ])
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        }
    }

    @Test func theCoordinatorCarriesTheRotationsTargetTransformAndDurationAndAnimatesAlongside() throws {
        try withScene(device: .iPhone15) { scene in
            let (root, children, _) = makeHierarchy(in: scene)
            let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            children[0].view.addSubview(badge)
            var completed = 0
            children[0].onViewWillTransition = { _, coordinator in
                coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
                    completed += 1
                    #expect(!context.isCancelled)
                })
            }
            let start = scene.clock.now
            scene.window.transition(to: .landscapeLeft)
            let coordinator = try #require(children[0].coordinators.last)
            #expect(coordinator.targetTransform == Orientation.portrait.rotation(to: .landscapeLeft))
            #expect(coordinator.transitionDuration == Window.rotationDuration)
            #expect(coordinator.isAnimated)
            #expect(scene.window.isTransitioningSize)
            #expect(children[0].transitionCoordinator === coordinator, "participants vend the rotation's coordinator")

            scene.clock.advance(to: start + 0.2)
            let half = Reference.easeInEaseOut(0.5)
            #expect(close(root.view.presentation.frame.width, 393 + (852 - 393) * half))
            #expect(close(badge.presentation.alpha, 1 - half), "alongside blocks share the rotation's animation")
            #expect(close(coordinator.percentComplete, 0.5))
            #expect(completed == 0)
            scene.clock.advance(to: start + 0.4)
            #expect(completed == 1)
            #expect(!scene.window.isTransitioningSize)
            #expect(children[0].transitionCoordinator == nil)
            #expect(children[0].view.frame == Rect(x: 0, y: 0, width: 426, height: 393))
            #expect(children[1].view.frame == Rect(x: 426, y: 0, width: 426, height: 393))
        }
    }

    @Test func aHalfTurnTakesTwiceAsLongAndAWindowTakesTheDevicesLandscapeGeometry() throws {
        try withScene(device: .iPhone15ProMax, orientation: .landscapeLeft) { scene in
            let probe = ProbeController(name: "probe")
            scene.window.rootViewController = probe
            scene.window.transition(to: .landscapeRight)
            let coordinator = try #require(probe.coordinators.last)
            #expect(coordinator.transitionDuration == 2 * Window.rotationDuration)
            #expect(coordinator.targetTransform == Orientation.landscapeLeft.rotation(to: .landscapeRight))
            scene.settle()
            #expect(scene.window.safeAreaInsets == Device.iPhone15ProMax.safeAreaInsets(in: .landscapeRight))
            scene.window.transition(to: .portrait, animated: false)
            #expect(scene.window.bounds.size == Size(width: 430, height: 932))
            #expect(scene.window.traitCollection == Device.iPhone15ProMax.traitCollection(in: .portrait))
            #expect(probe.traitCollection.horizontalSizeClass == .compact)
            #expect(probe.log.contains("willTransition Hcompact Vregular phone @3x while Hregular Vcompact phone @3x"))
        }
    }

    @Test func theLayoutPassRunsEachControllersCallbacksWithItsPresentationControllersInUIKitsOrder() {
        withScene(device: .iPhone15) { scene in
            let (_, _, presented) = makeHierarchy(in: scene)
            let pc = "OverFullScreenPresentationController(presented)"
            let mark = scene.window.trace.mark
            scene.window.transition(toSize: Size(width: 393, height: 700), traits: TraitCollection(verticalSizeClass: .compact), animated: false)
            let presentedLines = scene.lines(since: mark, layout: true).filter { $0.contains("presented") && !$0.contains("Transition(to") && !$0.contains("size(for") && !$0.contains("adaptive") && !$0.contains("shouldPresent") }
            #expect(presentedLines == [
                "traitCollectionDidChange \(pc) Hcompact Vregular phone @3x → Hcompact Vcompact phone @3x",
                "traitCollectionDidChange presented Hcompact Vregular phone @3x → Hcompact Vcompact phone @3x",
                "viewWillLayoutSubviews presented",
                "containerViewWillLayoutSubviews \(pc)",
                "viewDidLayoutSubviews presented",
                "containerViewDidLayoutSubviews \(pc)",
            ])
            #expect(presented.log.last == "traitCollectionDidChange from Hcompact Vregular phone @3x to Hcompact Vcompact phone @3x")
        }
    }

    @Test func anOverrideThatDoesNotCallSuperStopsTheSizeFlowBelowIt() {
        withScene(device: .iPhone15) { scene in
            let (root, children, presented) = makeHierarchy(in: scene)
            let grandchild = ProbeController(name: "grandchild")
            children[0].addChild(grandchild)
            children[0].view.addSubview(grandchild.view)
            grandchild.didMove(toParent: children[0])
            children[0].forwardsSizes = false
            scene.window.transition(to: .landscapeLeft)
            scene.settle()
            #expect(grandchild.log.filter { $0.hasPrefix("viewWillTransition") }.isEmpty, "child1 stopped the size flow")
            #expect(grandchild.log.contains { $0.hasPrefix("willTransition") }, "the trait flow went through")
            #expect(children[1].log.contains("viewWillTransition 426×393 while 196.5×852"))
            #expect(presented.log.contains("viewWillTransition 852×393 while 393×852"))
            #expect(root.children.count == 2)
        }
    }

    @Test func aRootThatDoesNotForwardTraitsStopsTheWholeTraitFlowButNotTraitCollectionDidChange() {
        withScene(device: .iPhone15) { scene in
            let child = ProbeController(name: "child")
            let root = ProbeController(name: "root")
            root.forwardsTraits = false
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            scene.window.rootViewController = root
            let presented = ProbeController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            root.present(presented, animated: false)
            scene.settle()
            let mark = scene.window.trace.mark
            scene.window.transition(to: .landscapeLeft)
            scene.settle()
            let calls = scene.lines(since: mark).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
            #expect(calls.filter { $0.hasPrefix("willTransition") } == ["willTransition(to:with:) root"])
            #expect(!calls.contains("adaptivePresentationStyle(for:) OverFullScreenPresentationController(presented)"),
                    "the presentation never heard of the change, so it could not adapt")
            #expect(calls.filter { $0.hasPrefix("viewWillTransition") }.count == 4, "sizes still flow: root, child, PC, presented")
            #expect(child.log.last?.hasPrefix("traitCollectionDidChange") == true)
            #expect(presented.log.last?.hasPrefix("traitCollectionDidChange") == true)
        }
    }

    @Test func aChildAskingForAHundredMorePointsIsGrantedFiftyAfterItsReceipt() throws {
        try withScene(device: .iPhone15) { scene in
            let container = HalfGrantingController(name: "container")
            let child = ProbeController(name: "child")
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            scene.window.rootViewController = container
            child.view.frame = Rect(x: 0, y: 100, width: 393, height: 200)
            scene.settle()
            let mark = scene.window.trace.mark
            let start = scene.clock.now
            child.preferredContentSize = Size(width: 393, height: 300)
            #expect(scene.lines(since: mark) == [
                "preferredContentSizeDidChange(forChildContentContainer:) container child 393×300",
                "viewWillTransition(to:with:) child 393×250",
            ])
            #expect(child.log.last == "viewWillTransition 393×250 while 393×200", "the receipt comes before the resize")
            let coordinator = try #require(child.coordinators.last)
            #expect(coordinator.transitionDuration == Window.contentSizeDuration)
            scene.clock.advance(to: start + Window.contentSizeDuration / 2)
            #expect(close(child.view.presentation.frame.height, 200 + 50 * Reference.easeInEaseOut(0.5)))
            scene.settle()
            #expect(child.view.frame == Rect(x: 0, y: 100, width: 393, height: 250))
        }
    }

    @Test func aContainerThatGrantsNothingLeavesTheChildAlone() {
        withScene(device: .iPhone15) { scene in
            let child = ProbeController(name: "child")
            scene.presenting.addChild(child)
            scene.presenting.view.addSubview(child.view)
            child.didMove(toParent: scene.presenting)
            child.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            let mark = scene.window.trace.mark
            child.preferredContentSize = Size(width: 100, height: 200)
            scene.settle()
            #expect(scene.lines(since: mark) == ["preferredContentSizeDidChange(forChildContentContainer:) presenting child 100×200"])
            #expect(child.view.frame.height == 100)
        }
    }

    @Test func aPresentationControllerGrantsThePresentedControllerThroughItsFrame() throws {
        try withScene(device: .iPadPro11) { scene in
            let presented = ProbeController(name: "presented")
            scene.presentPopover(presented)
            let popover = try #require(presented.popoverPresentationController)
            let mark = scene.window.trace.mark
            presented.preferredContentSize = Size(width: 300, height: 300)
            #expect(scene.lines(since: mark) == [
                "preferredContentSizeDidChange(forChildContentContainer:) PopoverPresentationController(presented) presented 300×300",
                "viewWillTransition(to:with:) presented 300×300",
            ])
            scene.settle()
            #expect(presented.view.frame.size == Size(width: 300, height: 300))
            #expect(popover.backgroundView.frame.height == 313, "the balloon follows in containerViewWillLayoutSubviews")
        }
    }
}
