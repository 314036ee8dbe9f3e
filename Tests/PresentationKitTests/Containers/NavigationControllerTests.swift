import PresentationKit
import Testing

/// The navigation controller: the stack, the standard slide sampled mid-way, UIKit's call order, the
/// context an animator gets, the coordinator, and refused requests.
@Suite("Navigation controller")
struct NavigationControllerTests {
    @Test func aPushSlidesTheNewControllerInOverTheOldOneWithParallax() throws {
        try withScene { scene in
            let navigation = scene.installNavigation()
            let root = try #require(navigation.topViewController)
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            #expect(navigation.topViewController === detail, "the stack changes at once")
            #expect(navigation.isTransitioning)
            let width = scene.window.bounds.width
            for time in [0.1, 0.2] {
                scene.clock.advance(to: time)
                let progress = Reference.easeInEaseOut(time / 0.35)
                #expect(close(detail.view.presentation.frame.minX, width * (1 - progress)))
                #expect(close(root.view.presentation.frame.minX, -0.3 * width * progress))
            }
            scene.settle()
            #expect(close(scene.clock.now, 0.35))
            #expect(detail.view.frame == navigation.contentView.bounds)
            #expect(root.view.window == nil)
            #expect(scene.viewNames == ["window", "navigation", "navigationContent", "detail", "navigationBar"])
            #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
            #expect(detail.navigationController === navigation)
        }
    }

    @Test func aPopSlidesTheTopOffToTheRightRevealingTheOneBelow() throws {
        try withScene { scene in
            let navigation = scene.installNavigation()
            let root = try #require(navigation.topViewController)
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: false)
            scene.settle()
            let start = scene.clock.now
            #expect(navigation.popViewController(animated: true) === detail)
            scene.clock.advance(to: start + 0.1)
            let width = scene.window.bounds.width
            let progress = Reference.easeInEaseOut(0.1 / 0.35)
            #expect(close(detail.view.presentation.frame.minX, width * progress))
            #expect(close(root.view.presentation.frame.minX, -0.3 * width * (1 - progress)))
            #expect(scene.viewNames == ["window", "navigation", "navigationContent", "root", "detail", "navigationBar"],
                    "the revealed view goes behind the leaving one")
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["root"])
            #expect(detail.parent == nil)
            #expect(root.view.frame == navigation.contentView.bounds)
        }
    }

    @Test func aPushCallsEverythingInUIKitsOrder() {
        withScene { scene in
            let navigation = scene.installNavigation()
            let delegate = RecordingNavigationDelegate()
            navigation.delegate = delegate
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            #expect(scene.lines(calls: [
                "pushViewController", "willMove(toParent:)", "viewDidLoad", "navigationController(_:willShow:animated:)",
                "navigationController(_:animationControllerFor:from:to:)", "viewWillDisappear", "viewWillAppear",
                "transitionDuration(using:)", "animateTransition(using:)", "completeTransition", "viewDidDisappear",
                "viewDidAppear", "didMove(toParent:)", "navigationController(_:didShow:animated:)", "animationEnded",
            ]) == [
                "pushViewController navigation detail",
                "willMove(toParent:) detail navigation",
                "navigationController(_:willShow:animated:) RecordingNavigationDelegate detail",
                "navigationController(_:animationControllerFor:from:to:) RecordingNavigationDelegate push",
                "viewDidLoad detail",
                "viewWillDisappear root true",
                "viewWillAppear detail true",
                "transitionDuration(using:) NavigationTransitionAnimator(push)",
                "animateTransition(using:) NavigationTransitionAnimator(push)",
                "completeTransition TransitionContext(push(detail)) true",
                "viewDidDisappear root true",
                "viewDidAppear detail true",
                "didMove(toParent:) detail navigation",
                "navigationController(_:didShow:animated:) RecordingNavigationDelegate detail",
                "animationEnded NavigationTransitionAnimator(push) true",
            ])
            #expect(delegate.heard == ["willShow detail", "animator push root→detail", "didShow detail"],
                    "no interaction controller is asked for: the delegate vended no animator")
        }
    }

    @Test func theContextCarriesTheControllersViewsAndUIKitsFrames() throws {
        try withScene { scene in
            let navigation = scene.installNavigation()
            let root = try #require(navigation.topViewController)
            let animator = SlideAnimator()
            let delegate = RecordingNavigationDelegate(animator: animator)
            navigation.delegate = delegate
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.clock.advance(by: 0)
            let context = try #require(animator.contexts.first)
            let bounds = navigation.contentView.bounds
            #expect(context.containerView === navigation.contentView)
            #expect(context.viewController(forKey: .from) === root)
            #expect(context.viewController(forKey: .to) === detail)
            #expect(context.view(forKey: .from) === root.view)
            #expect(context.view(forKey: .to) === detail.view)
            #expect(context.initialFrame(for: root) == bounds)
            #expect(context.finalFrame(for: root) == .zero, "the outgoing view leaves: not known")
            #expect(context.initialFrame(for: detail) == .zero, "the incoming view has no start")
            #expect(context.finalFrame(for: detail) == bounds)
            #expect(context.presentationStyle == .none)
            #expect(context.isAnimated)
            #expect(!context.isInteractive)
            scene.settle()
        }
    }

    @Test func theCoordinatorAnimatesAlongsideAPushAndRunsItsCompletionAfter() throws {
        try withScene { scene in
            let navigation = scene.installNavigation()
            let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            navigation.navigationBar.addSubview(badge)
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            let coordinator = try #require(detail.transitionCoordinator)
            #expect(navigation.transitionCoordinator === coordinator)
            #expect(navigation.viewControllers[0].transitionCoordinator === coordinator)
            var ended: Double?
            coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
                ended = context.isCancelled ? nil : scene.clock.now
            })
            scene.clock.advance(to: 0.1)
            #expect(close(badge.presentation.alpha, 1 - Reference.easeInEaseOut(0.1 / 0.35)))
            scene.settle()
            #expect(ended.map { close($0, 0.35) } == true)
            #expect(detail.transitionCoordinator == nil)
        }
    }

    @Test func popToRootRemovesEveryControllerAboveWithoutShowingThoseInBetween() throws {
        try withScene { scene in
            let navigation = scene.installNavigation()
            let middle = ViewController(name: "middle")
            let top = ViewController(name: "top")
            navigation.setViewControllers([navigation.viewControllers[0], middle, top], animated: false)
            scene.settle()
            let mark = scene.window.trace.mark
            let popped = try #require(navigation.popToRootViewController(animated: true))
            #expect(popped.map(\.name) == ["middle", "top"])
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["root"])
            #expect(scene.appearanceLines(since: mark) == [
                "viewWillDisappear top", "viewWillAppear root", "viewDidDisappear top", "viewDidAppear root",
            ])
            #expect(scene.lines(since: mark, calls: ["didMove(toParent:)"]) == [
                "didMove(toParent:) middle nil", "didMove(toParent:) top nil",
            ])
            #expect(middle.parent == nil && top.parent == nil)
        }
    }

    @Test func setViewControllersPushesForANewTopAndPopsForOneAlreadyInTheStack() {
        withScene { scene in
            let delegate = RecordingNavigationDelegate()
            let navigation = scene.installNavigation()
            navigation.delegate = delegate
            let root = navigation.viewControllers[0]
            let other = ViewController(name: "other")
            navigation.setViewControllers([root, other], animated: true)
            scene.settle()
            navigation.setViewControllers([root], animated: true)
            scene.settle()
            #expect(delegate.heard.filter { $0.hasPrefix("animator") } == ["animator push root→other", "animator pop other→root"])
        }
    }

    @Test func aNonAnimatedPushIsDeferredToTheNextStepAndChangesOffScreenAreImmediate() {
        withScene { scene in
            let navigation = scene.installNavigation()
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: false)
            #expect(detail.view.window == nil, "the transition runs on the next clock step, as in iOS 7")
            scene.clock.advance(by: 0)
            #expect(detail.view.window != nil)
            #expect(detail.appearanceState == .appeared)

            let offScreen = NavigationController(rootViewController: ViewController(name: "a"), name: "offscreen")
            let b = ViewController(name: "b")
            offScreen.pushViewController(b, animated: true)
            #expect(!offScreen.isTransitioning)
            #expect(b.view.superview === offScreen.contentView)
            #expect(b.appearanceState == .disappeared)
        }
    }

    @Test func aPresentedNavigationControllerForwardsAppearanceToItsTopAndPushesInside() {
        withScene { scene in
            let root = ViewController(name: "root")
            let navigation = NavigationController(rootViewController: root, name: "navigation")
            navigation.modalPresentationStyle = .fullScreen
            scene.presenting.present(navigation, animated: true)
            scene.settle()
            #expect(root.appearanceState == .appeared)
            #expect(scene.appearanceLines().filter { $0.hasSuffix(" root") } == ["viewWillAppear root", "viewDidAppear root"])
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            #expect(detail.appearanceState == .appeared && root.appearanceState == .disappeared)
            navigation.dismiss(animated: true)
            scene.settle()
            #expect(detail.appearanceState == .disappeared)
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func requestsUIKitRejectsAreRefusedAndReported() {
        withScene(allowing: [.engine.illegalNavigationStack, .engine.containerBusy]) { scene in
            let navigation = scene.installNavigation()
            let root = navigation.viewControllers[0]
            #expect(!navigation.pushViewController(root, animated: true), "already in the stack")
            #expect(!navigation.pushViewController(NavigationController(name: "nested"), animated: true))
            #expect(navigation.popViewController(animated: true) == nil, "the root cannot be popped")
            let detail = ViewController(name: "detail")
            navigation.pushViewController(detail, animated: true)
            #expect(!navigation.pushViewController(ViewController(name: "more"), animated: true), "a push is under way")
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
            let codes = scene.window.diagnostics.diagnostics.compactMap(\.code)
            #expect(codes == [.engine.illegalNavigationStack, .engine.illegalNavigationStack, .engine.containerBusy])
        }
    }
}
