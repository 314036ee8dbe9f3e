import PresentationKit
import Testing

/// Presentations that adapt to size classes — when they present and while they are up, in both directions —
/// as the 2014 sessions show: a popover that becomes full screen in compact width and a popover again in
/// regular width, `.none` keeping a real popover on a phone, a replacement controller with a Done button, the
/// sidebar that keeps its animator, and controllers that never adapt.
@Suite("Adaptive presentations")
struct AdaptivePresentationTests {
    static let compactSplit = Size(width: 320, height: 1194)
    static let compact = TraitCollection(horizontalSizeClass: .compact)
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    private func presentPopover(in scene: Scene, delegate: AdaptiveDelegate? = nil) -> ViewController {
        scene.presentPopover(delegate: delegate)
    }

    @Test func aPopoverOnAnIPhoneAdaptsToFullScreenAndBackToAPopoverOnAnIPadSizedWindowWhileStayingPresented() throws {
        try withScene(device: .iPhone15) { scene in
            let presented = presentPopover(in: scene)
            let popover = try #require(presented.popoverPresentationController)
            let standIn = try #require(popover.adaptedPresentationController)
            #expect(popover.isAdapted)
            #expect(standIn is FullScreenPresentationController)
            #expect(standIn.presentationStyle == .fullScreen)
            #expect(presented.presentationController === popover, "the popover controller stays the presentation's")
            #expect(popover.phase == .presented)
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
            #expect(scene.viewNames == ["window", "container", "presented"], "full screen: no balloon, the presenter removed")

            let mark = scene.window.trace.mark
            scene.window.transition(toSize: Size(width: 834, height: 1194), traits: Self.regular)
            scene.settle()
            #expect(!popover.isAdapted)
            #expect(popover.adaptedPresentationController == nil)
            #expect(standIn.phase == .dismissed)
            let layout = try #require(popover.layout)
            #expect(presented.view.frame == layout.contentFrame)
            #expect(presented.view.frame.size == Size(width: 300, height: 200))
            #expect(scene.viewNames == ["window", "presenting", "button", "container", "dimming", "popoverBackground", "presented"])
            #expect(scene.presenting.appearanceState == .appeared)
            #expect(presented.appearanceState == .appeared)
            let hooks = scene.lines(since: mark).filter { !$0.hasPrefix("willTransition") && !$0.hasPrefix("viewWillTransition") && !$0.hasPrefix("size(for") && !$0.hasPrefix("traitCollectionDidChange") }
            #expect(hooks == [
                "resize window 393×852 → 834×1194 Hregular Vregular phone @3x",
                "shouldPresentInFullscreen PopoverPresentationController(presented)",
                "adaptivePresentationStyle(for:) PopoverPresentationController(presented) Hregular Vregular phone @3x",
                "shouldPresentInFullscreen PopoverPresentationController(presented)",
                "shouldRemovePresentersView PopoverPresentationController(presented)",
                "viewWillAppear presenting true",
                "dismissalTransitionWillBegin FullScreenPresentationController(presented)",
                "presentationTransitionWillBegin PopoverPresentationController(presented)",
                "viewIsAppearing presenting true",
                "dismissalTransitionDidEnd FullScreenPresentationController(presented) true",
                "presentationTransitionDidEnd PopoverPresentationController(presented) true",
                "viewDidAppear presenting true",
            ], "the presented controller never disappears: only its presentation controller changes")

            scene.window.transition(toSize: Size(width: 393, height: 852), traits: Self.compact)
            scene.settle()
            let again = try #require(popover.adaptedPresentationController)
            #expect(again !== standIn, "each adaptation has a fresh stand-in")
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
            #expect(scene.presenting.view.window == nil)
            #expect(scene.presenting.appearanceState == .disappeared)

            presented.dismiss(animated: true)
            scene.settle()
            #expect(popover.phase == .dismissed && again.phase == .dismissed)
            #expect(scene.viewNames == ["window", "presenting", "button"])
        }
    }

    @Test func aPopoverAdaptsLiveInTheResizesAnimationAndTellsItsDelegate() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = AdaptiveDelegate()
            let presented = presentPopover(in: scene, delegate: delegate)
            let popover = try #require(presented.popoverPresentationController)
            #expect(!popover.isAdapted)
            let before = presented.view.frame
            let start = scene.clock.now
            scene.window.transition(toSize: Self.compactSplit, traits: Self.compact)
            let announcement = try #require(delegate.announced.last)
            #expect(announcement.style == .fullScreen)
            #expect(announcement.coordinator?.transitionDuration == Window.resizeDuration)
            #expect(popover.isAdapted, "the swap happens as the traits pass the presenter")

            scene.clock.advance(to: start + Window.resizeDuration / 2)
            let half = Reference.easeInEaseOut(0.5)
            #expect(close(presented.view.presentation.frame.width, before.width + (320 - before.width) * half))
            #expect(close(popover.backgroundView.presentation.alpha, 1 - half), "the balloon fades alongside")
            scene.settle()
            #expect(presented.view.frame == Rect(origin: .zero, size: Self.compactSplit))
            #expect(popover.backgroundView.window == nil)

            scene.window.transition(toSize: Scene.pad, traits: Self.regular)
            #expect(delegate.announced.last?.style == ModalPresentationStyle.none, "none: back to its own style")
            scene.settle()
            #expect(presented.view.frame == popover.layout?.contentFrame)
            #expect(close(popover.backgroundView.alpha, 1))
        }
    }

    @Test func noneKeepsARealPopoverOnAPhoneThroughARotation() throws {
        try withScene(device: .iPhone15) { scene in
            let delegate = AdaptiveDelegate { _ in ModalPresentationStyle.none }
            let presented = presentPopover(in: scene, delegate: delegate)
            let popover = try #require(presented.popoverPresentationController)
            #expect(!popover.isAdapted)
            #expect(popover.arrowDirection == .up)
            #expect(presented.view.frame == popover.layout?.contentFrame)
            #expect(scene.viewNames == ["window", "presenting", "button", "container", "dimming", "popoverBackground", "presented"])
            #expect(delegate.announced.isEmpty)
            scene.window.transition(to: .landscapeLeft)
            scene.settle()
            #expect(!popover.isAdapted)
            #expect(presented.view.frame == popover.layout?.contentFrame)
            #expect(popover.dimmingView.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        }
    }

    @Test func theDelegatesReplacementControllerIsPresentedInTheAdaptedStyle() throws {
        try withScene(device: .iPadPro11) { scene in
            var wrappers: [DoneContainer] = []
            let delegate = AdaptiveDelegate(style: { $0.horizontalSizeClass == .compact ? .fullScreen : nil }) { controller, _ in
                let wrapper = DoneContainer(wrapping: controller.presentedViewController)
                wrappers.append(wrapper)
                return wrapper
            }
            let presented = presentPopover(in: scene, delegate: delegate)
            let popover = try #require(presented.popoverPresentationController)
            scene.window.transition(toSize: Self.compactSplit, traits: Self.compact)
            scene.settle()
            let wrapper = try #require(wrappers.first)
            #expect(scene.presenting.presentedViewController === wrapper)
            #expect(wrapper.presentingViewController === scene.presenting)
            #expect(presented.parent === wrapper)
            #expect(presented.view.isDescendant(of: wrapper.view))
            #expect(wrapper.view.frame == Rect(origin: .zero, size: Self.compactSplit))
            #expect(presented.view.frame == Rect(x: 0, y: 44, width: 320, height: 1150))
            #expect(wrapper.appearanceState == .appeared && presented.appearanceState == .appeared)
            #expect(popover.adaptedPresentationController?.presentedViewController === wrapper)
            #expect(presented.presentationController === popover)

            scene.window.transition(toSize: Scene.pad, traits: Self.regular)
            scene.settle()
            #expect(presented.parent == nil)
            #expect(scene.presenting.presentedViewController === presented)
            #expect(wrapper.view.window == nil && wrapper.appearanceState == .disappeared)
            #expect(presented.appearanceState == .appeared, "the content leaves the wrapper before it disappears")
            #expect(presented.view.frame == popover.layout?.contentFrame)
            #expect(scene.traceLines().contains("willMove(toParent:) presented nil"))

            scene.window.transition(toSize: Self.compactSplit, traits: Self.compact)
            scene.settle()
            let second = try #require(wrappers.last)
            #expect(wrappers.count == 2)
            second.done()
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(popover.phase == .dismissed)
            #expect(!scene.viewNames.contains("presented"))
        }
    }

    @Test func aReplacementIsPresentedStraightAwayWhenThePresentationAdaptsAsItPresents() throws {
        try withScene(device: .iPhone15) { scene in
            let delegate = AdaptiveDelegate(style: { _ in .overFullScreen }) { controller, _ in DoneContainer(wrapping: controller.presentedViewController) }
            let presented = presentPopover(in: scene, delegate: delegate)
            let wrapper = try #require(scene.presenting.presentedViewController as? DoneContainer)
            #expect(wrapper.content === presented)
            #expect(presented.popoverPresentationController?.adaptedPresentationController is OverFullScreenPresentationController)
            #expect(scene.presenting.view.window === scene.window, "over full screen keeps the presenter")
            #expect(delegate.announced.map(\.style) == [.overFullScreen])
            #expect(delegate.announced.first?.coordinator != nil)
            wrapper.done()
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func aPresentationControllerThatDoesNotPresentInFullscreenNeverAdapts() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = AdaptiveDelegate { _ in .fullScreen }
            let vendor = VendingDelegate(controller: { presented, presenting in
                let controller = InPlacePresentationController(presentedViewController: presented, presenting: presenting)
                controller.delegate = delegate
                return controller
            })
            let presented = Scene.customPresented(with: vendor)
            scene.presenting.present(presented, animated: false)
            scene.settle()
            scene.window.transition(toSize: Self.compactSplit, traits: Self.compact)
            scene.settle()
            let controller = try #require(presented.presentationController)
            #expect(!controller.isAdapted)
            #expect(!scene.window.trace.calls.contains("adaptivePresentationStyle(for:)"))
            #expect(delegate.announced.isEmpty)
            #expect(presented.view.frame == Rect(origin: .zero, size: Self.compactSplit))
        }
    }

    @Test func aCurrentContextPresentationNeverAdaptsButAFormSheetDoes() {
        withScene(device: .iPhone15) { scene in
            let context = ViewController(name: "context")
            context.modalPresentationStyle = .currentContext
            scene.presenting.present(context, animated: false)
            scene.settle()
            #expect(context.presentationController?.isAdapted == false)
            context.dismiss(animated: false)
            scene.settle()
            // The seeds' iOS 8 form sheet adapts; today's stays a card (CardSheetTests).
            scene.window.sheetGeometry = .classic
            let sheet = ViewController(name: "sheet")
            sheet.modalPresentationStyle = .formSheet
            scene.presenting.present(sheet, animated: false)
            scene.settle()
            #expect(sheet.presentationController is FormSheetPresentationController)
            #expect(sheet.presentationController?.adaptedPresentationController is FullScreenPresentationController)
        }
    }

    @Test func theSidebarBecomesFullScreenInCompactWidthAndComesBackWithItsAnimatorStillUsed() throws {
        try withScene(device: .iPadPro11) { scene in
            let vendor = SidebarTransitioningDelegate()
            let presented = scene.presentCustom(with: vendor)
            #expect(presented.view.frame == Rect(x: 556, y: 0, width: 278, height: 1194))

            scene.window.transition(toSize: Self.compactSplit, traits: Self.compact)
            scene.settle()
            let sidebar = try #require(vendor.vended.first)
            #expect(sidebar.isAdapted)
            #expect(presented.view.frame == Rect(origin: .zero, size: Self.compactSplit))
            #expect(sidebar.dimmingView.window == nil)

            var mark = scene.window.trace.mark
            let start = scene.clock.now
            presented.dismiss(animated: true)
            scene.clock.advance(to: start + SidebarSlideAnimator.duration / 2)
            #expect(scene.lines(since: mark).contains("animateTransition(using:) SidebarSlideAnimator"), "the custom animator dismisses")
            #expect(presented.view.presentation.frame.x > 0 && presented.view.presentation.frame.x < 320, "sliding out to the right")
            scene.settle()
            #expect(sidebar.phase == .dismissed)

            mark = scene.window.trace.mark
            scene.presenting.present(presented, animated: true)
            scene.settle()
            let second = try #require(vendor.vended.last)
            #expect(second !== sidebar)
            #expect(second.adaptedPresentationController is FullScreenPresentationController, "adapted as it presents")
            #expect(scene.lines(since: mark).contains("animateTransition(using:) SidebarSlideAnimator"), "…and slides in from the right")
            #expect(presented.view.frame == Rect(origin: .zero, size: Self.compactSplit))

            scene.window.transition(toSize: Scene.pad, traits: Self.regular)
            scene.settle()
            #expect(!second.isAdapted)
            #expect(presented.view.frame == Rect(x: 556, y: 0, width: 278, height: 1194), "placed correctly again")
            #expect(close(second.dimmingView.alpha, 1))
            #expect(scene.presenting.view.window === scene.window)

            mark = scene.window.trace.mark
            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.lines(since: mark).contains("animateTransition(using:) SidebarSlideAnimator"))
            #expect(second.phase == .dismissed)
        }
    }

    @Test func anAnswerNoPresentationCanStandInForIsReportedAndIgnored() throws {
        try withScene(device: .iPhone15, allowing: [.engine.badAdaptivePresentationStyle]) { scene in
            let delegate = AdaptiveDelegate { _ in .currentContext }
            let presented = presentPopover(in: scene, delegate: delegate)
            #expect(presented.popoverPresentationController?.isAdapted == false)
            let diagnostic = try #require(scene.window.diagnostics.diagnostics(withCode: .engine.badAdaptivePresentationStyle).first)
            #expect(diagnostic.message.contains("answered currentContext"))
        }
    }
}

extension AdaptivePresentationTests {
    @Test func aReplacementThatDoesNotShowThePresentedControllerMakesItDisappearUntilItComesBack() {
        withScene(device: .iPadPro11) { scene in
            let summary = ViewController(name: "summary")
            let delegate = AdaptiveDelegate(style: { $0.horizontalSizeClass == .compact ? .fullScreen : nil }) { _, _ in summary }
            let presented = scene.presentPopover(delegate: delegate)
            scene.window.transition(toSize: Self.compactSplit, traits: Self.compact)
            scene.settle()
            #expect(scene.presenting.presentedViewController === summary)
            #expect(presented.appearanceState == .disappeared && presented.view.window == nil)
            #expect(summary.appearanceState == .appeared)
            scene.window.transition(toSize: Scene.pad, traits: Self.regular)
            scene.settle()
            #expect(scene.presenting.presentedViewController === presented)
            #expect(presented.appearanceState == .appeared && summary.appearanceState == .disappeared)
            #expect(presented.view.frame == presented.popoverPresentationController?.layout?.contentFrame)
        }
    }
}

extension AdaptivePresentationTests {
    @Test func theSeedsNavigationControllerWrapsThePopoverInCompactWidthAndLetsItGoInRegularWidth() throws {
        try withScene(device: .iPhone15) { scene in
            var navigations: [NavigationController] = []
            let delegate = AdaptiveDelegate(style: { $0.horizontalSizeClass == .compact ? .fullScreen : nil }) { controller, _ in
                let navigation = NavigationController(rootViewController: controller.presentedViewController, name: "navigation")
                navigations.append(navigation)
                return navigation
            }
            let presented = scene.presentPopover(delegate: delegate)
            let navigation = try #require(navigations.first)
            #expect(scene.presenting.presentedViewController === navigation)
            #expect(navigation.topViewController === presented)
            #expect(presented.view.isDescendant(of: navigation.view))
            #expect(navigation.view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
            #expect(scene.viewNames.contains("navigationBar"))

            scene.window.transition(toSize: Size(width: 834, height: 1194), traits: Self.regular)
            scene.settle()
            #expect(scene.presenting.presentedViewController === presented)
            #expect(presented.parent == nil)
            #expect(presented.view.frame == presented.popoverPresentationController?.layout?.contentFrame)
            #expect(!scene.viewNames.contains("navigationBar"))
        }
    }
}
