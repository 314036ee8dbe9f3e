import PresentationKit
import Testing

/// A transition asked for while another is ending takes over the appearance of the controllers it shares
/// with it: the ending transition leaves them alone, and each controller hears a legal sequence — the
/// 2013 session's "appearing to disappearing" — with every `did` at the end of the transition that owns it.
@Suite("Appearance handed from one transition to the next")
struct AppearanceChangeTests {
    /// Dismisses its controller from `presentationTransitionDidEnd(true)`, before UIKit calls `viewDidAppear`.
    final class DismissingAtTheEnd: PresentationController {
        var removesPresenter = false
        private(set) var dismissalStarted = false
        override var shouldRemovePresentersView: Bool { removesPresenter }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            dismissalStarted = presentedViewController.dismiss(animated: true)
        }
    }

    @Test(arguments: [false, true])
    func aDismissalAskedForAsThePresentationEndsTakesItsAppearanceOver(removesPresenter: Bool) throws {
        try withScene { scene in
            var controller: DismissingAtTheEnd?
            let delegate = VendingDelegate(
                controller: { presented, presenting in
                    let made = DismissingAtTheEnd(presentedViewController: presented, presenting: presenting)
                    made.removesPresenter = removesPresenter
                    controller = made
                    return made
                },
                present: RecordingAnimator(), dismiss: RecordingAnimator())
            let presented = Scene.customPresented(with: delegate)
            var completions: [String] = []
            scene.presenting.present(presented, animated: true) { completions.append("present") }
            scene.settle()

            let made = try #require(controller)
            #expect(made.dismissalStarted)
            #expect(scene.appearanceLines().filter { $0.hasSuffix(" presented") } == [
                "viewWillAppear presented", "viewWillDisappear presented", "viewDidDisappear presented",
            ], "never viewDidAppear: the dismissal took over while it was appearing")
            let presenterLines = scene.appearanceLines().filter { $0.hasSuffix(" presenting") }
            #expect(presenterLines == (removesPresenter
                ? ["viewWillDisappear presenting", "viewWillAppear presenting", "viewDidAppear presenting"] : []))
            #expect(presented.appearanceState == .disappeared)
            #expect(scene.presenting.appearanceState == .appeared && scene.presenting.view.window === scene.window)
            #expect(scene.viewNames == ["window", "presenting"])
            #expect(completions == ["present"])
        }
    }

    @Test func aPushFromTheOutgoingControllersViewDidDisappearEndsTheNewcomersAppearanceWhenItEnds() throws {
        final class PushingWhenGone: ViewController {
            var next: ViewController?
            override func viewDidDisappear(_ animated: Bool) {
                guard let next else { return }
                self.next = nil
                navigationController?.pushViewController(next, animated: true)
            }
        }
        try withScene { scene in
            let root = PushingWhenGone(name: "root")
            let navigation = scene.installNavigation(root: root)
            let second = ViewController(name: "second")
            let third = ViewController(name: "third")
            root.next = third
            navigation.pushViewController(second, animated: true)
            scene.settle()

            #expect(navigation.viewControllers.map(\.name) == ["root", "second", "third"])
            #expect(scene.appearanceLines() == [
                "viewWillDisappear root", "viewWillAppear second", "viewDidDisappear root",
                "viewWillDisappear second", "viewWillAppear third", "viewDidDisappear second", "viewDidAppear third",
            ])
            let events = scene.window.trace.events
            let secondGone = try #require(events.first { $0.call == "viewDidDisappear" && $0.target == "second" })
            let thirdShown = try #require(events.first { $0.call == "viewDidAppear" && $0.target == "third" })
            #expect(secondGone.time == thirdShown.time, "second leaves when the push of third ends, not when its own push did")
            #expect(secondGone.time > 0.5)
            #expect(second.appearanceState == .disappeared && third.appearanceState == .appeared)
        }
    }
}
