import PresentationKit
import Testing

/// `viewIsAppearing(_:)` (documented with iOS 17, back-deployed to iOS 13): once per appearance, after
/// `viewWillAppear`, once the view is in the window, laid out by its superview and given its traits, and
/// before `viewDidAppear` — for presents, dismissals, cancelled interactive transitions and containers.
@Suite("viewIsAppearing")
struct ViewIsAppearingTests {
    private let appearanceCalls: Set<String> = [
        "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    /// Notes, when it hears `viewIsAppearing`, whether its view is in a window, its frame and its traits.
    final class AppearingProbe: ViewController {
        private(set) var seen: [(inWindow: Bool, frame: Rect, traits: TraitCollection)] = []

        override func viewIsAppearing(_ animated: Bool) {
            seen.append((view.window != nil, view.frame, traitCollection))
        }
    }

    @Test func aPresentedControllerHearsItOnceWithItsViewInTheWindowAndPlaced() throws {
        try withScene { scene in
            let delegate = VendingDelegate.dimming(present: FadeAnimator(duration: 0.4))
            let presented = AppearingProbe(name: "presented")
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            let mark = scene.window.trace.mark
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            #expect(presented.seen.count == 1, "at the transition's first commit, not at its end")
            scene.settle()
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillAppear presented true", "viewIsAppearing presented true", "viewDidAppear presented true",
            ])
            let seen = try #require(presented.seen.first)
            #expect(seen.inWindow)
            #expect(seen.frame == presented.view.frame, "the geometry it ends with")
            #expect(seen.traits == presented.traitCollection)
            let calls = scene.window.trace.events(since: mark).filter { $0.target == "presented" }.map(\.call)
            let isAppearing = try #require(calls.firstIndex(of: "viewIsAppearing"))
            #expect(calls.firstIndex(of: "viewWillLayoutSubviews").map { isAppearing < $0 } == true,
                    "before the view's own layout callbacks")
        }
    }

    @Test func thePresenterReappearingAfterAFullScreenDismissalHearsIt() throws {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(scene.presenting.view.window == nil)
            let mark = scene.window.trace.mark
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            #expect(scene.lines(since: mark, calls: ["viewIsAppearing"]) == ["viewIsAppearing presenting true"],
                    "as soon as its view is back in the window, not at the dismissal's end")
            scene.settle()
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillDisappear presented true", "viewWillAppear presenting true", "viewIsAppearing presenting true",
                "viewDidDisappear presented true", "viewDidAppear presenting true",
            ])
        }
    }

    @Test func aCancelledInteractiveDismissalRunsTheAppearanceBack() throws {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: false)
            scene.settle()
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = InteractiveTransitioningDelegate(wrapping: nil, interaction: interaction, for: .dismissal)
            presented.transitioningDelegate = delegate
            let mark = scene.window.trace.mark
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.5)
            interaction.cancel()
            scene.settle()
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillDisappear presented true", "viewWillAppear presenting true", "viewIsAppearing presenting true",
                "viewWillDisappear presenting true", "viewDidDisappear presenting true",
                "viewWillAppear presented true", "viewIsAppearing presented true", "viewDidAppear presented true",
            ], "the presenter was laid out in the window before the cancel; the presented controller, appearing again, hears it again")
        }
    }

    /// Gives up before it ever puts the presented view in the container.
    final class GivingUpAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
            context.clock.schedule(after: 0.1) { context.completeTransition(false) }
        }
    }

    @Test func anAppearanceCancelledBeforeTheViewEnteredTheWindowNeverHearsIt() {
        withScene { scene in
            let delegate = VendingDelegate.dimming(present: GivingUpAnimator())
            let presented = Scene.customPresented(with: delegate)
            let mark = scene.window.trace.mark
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillAppear presented true", "viewWillDisappear presented true", "viewDidDisappear presented true",
            ])
        }
    }

    @Test func aCancelledInteractivePresentationHeardItAtItsFirstFrame() {
        withScene { scene in
            let interaction = PercentDrivenInteractiveTransition()
            let delegate = VendingDelegate.dimming(present: FadeAnimator(), interaction: interaction)
            let presented = Scene.customPresented(with: delegate)
            let mark = scene.window.trace.mark
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0)
            interaction.update(0.3)
            interaction.cancel()
            scene.settle()
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillAppear presented true", "viewIsAppearing presented true",
                "viewWillDisappear presented true", "viewDidDisappear presented true",
            ], "its view was in the window and laid out before the finger let go; viewDidAppear never comes")
        }
    }

    @Test func aPushedControllerAndAContainersChildrenHearItInOrder() throws {
        withScene { scene in
            let navigation = scene.installNavigation()
            let detail = ViewController(name: "detail")
            let mark = scene.window.trace.mark
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            #expect(scene.lines(since: mark, calls: appearanceCalls) == [
                "viewWillDisappear root true", "viewWillAppear detail true", "viewIsAppearing detail true",
                "viewDidDisappear root true", "viewDidAppear detail true",
            ])

            let popped = scene.window.trace.mark
            _ = navigation.popViewController(animated: true)
            scene.settle()
            #expect(scene.lines(since: popped, calls: ["viewIsAppearing"]) == ["viewIsAppearing root true"])
        }
    }

    @Test func anUnanimatedAppearanceHearsItJustBeforeViewDidAppear() {
        let window = Window(size: Scene.phone)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(window.trace.lines.prefix(4) == [
            "viewDidLoad root", "viewWillAppear root false", "viewIsAppearing root false", "viewDidAppear root false",
        ])
    }
}

@Suite("viewIsAppearing by era")
struct ViewIsAppearingEraTests {
    @Test(arguments: [SystemVersion.iOS12, .iOS18, .iOS26])
    func itIsCalledFromIOS13On(era: SystemVersion) {
        withScene { scene in
            scene.window.systemVersion = era
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: true)
            scene.settle()
            let calls = scene.lines(calls: ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
            #expect(calls == (era == .iOS12
                ? ["viewWillAppear presented true", "viewDidAppear presented true"]
                : ["viewWillAppear presented true", "viewIsAppearing presented true", "viewDidAppear presented true"]))
        }
    }
}
