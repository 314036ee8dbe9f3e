import PresentationKit
import Testing

/// The presenter's view leaves the window only where UIKit removes it, and only then does the presenter get
/// disappear callbacks.
@Suite("Which styles remove the presenter's view")
struct PresenterRemovalTests {
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case fullScreen, currentContext, overFullScreen, overCurrentContext, formSheet, pageSheet, popover
        case customDefault, customRemoving

        var testDescription: String { rawValue }

        var removesPresenter: Bool { [.fullScreen, .currentContext, .customRemoving].contains(self) }

        func configure(_ presented: ViewController, delegate: VendingDelegate) {
            switch self {
            case .customDefault:
                presented.modalPresentationStyle = .custom
                presented.transitioningDelegate = delegate
            case .customRemoving:
                presented.modalPresentationStyle = .custom
                delegate.makeController = { RemovingPresentationController(presentedViewController: $0, presenting: $1) }
                presented.transitioningDelegate = delegate
            default:
                presented.modalPresentationStyle = ModalPresentationStyle(rawValue: rawValue)!
            }
        }
    }

    @Test(arguments: Case.allCases)
    func thePresentersViewIsRemovedOnlyForTheRightStyles(_ style: Case) {
        withScene(size: Scene.pad) { scene in
            let delegate = VendingDelegate(present: RecordingAnimator(), dismiss: RecordingAnimator())
            let presented = ViewController(name: "presented")
            style.configure(presented, delegate: delegate)
            scene.presenting.present(presented, animated: true)
            scene.settle()
            let disappear = scene.traceLines(hooksOnly: true).filter { $0.hasPrefix("viewWillDisappear presenting") || $0.hasPrefix("viewDidDisappear presenting") }
            if style.removesPresenter {
                #expect(scene.presenting.view.window == nil)
                #expect(scene.presenting.appearanceState == .disappeared)
                #expect(disappear == ["viewWillDisappear presenting true", "viewDidDisappear presenting true"])
            } else {
                #expect(scene.presenting.view.window === scene.window)
                #expect(scene.presenting.appearanceState == .appeared)
                #expect(disappear.isEmpty)
            }

            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.presenting.view.window === scene.window)
            #expect(scene.presenting.view.frame == Rect(origin: .zero, size: Scene.pad))
            #expect(scene.presenting.appearanceState == .appeared)
            let reappear = scene.traceLines(hooksOnly: true).filter { $0.hasPrefix("viewWillAppear presenting") || $0.hasPrefix("viewDidAppear presenting") }
            #expect(reappear.count == (style.removesPresenter ? 2 : 0))
        }
    }

    @Test func theFullScreenPresentersViewIsInTheContainerDuringTheDismissalAndGoesHomeAfter() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(scene.viewNames == ["window", "container", "presented"])
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0.1)
            #expect(scene.viewNames == ["window", "container", "presenting", "presented"])
            scene.settle()
            #expect(scene.viewNames == ["window", "presenting"])
        }
    }

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .formSheet])
    func aFullScreenPresentationOverAPresentedControllerTakesItsViewAwayAndGivesItBack(_ firstStyle: ModalPresentationStyle) {
        withScene { scene in
            let first = ViewController(name: "first")
            first.modalPresentationStyle = firstStyle
            let second = ViewController(name: "second")
            second.modalPresentationStyle = .fullScreen
            scene.presenting.present(first, animated: true)
            scene.settle()
            first.present(second, animated: true)
            scene.settle()
            #expect(first.view.window == nil, "a presenter like any other: its view leaves its container")
            #expect(first.appearanceState == .disappeared)
            #expect(scene.window.invariantViolations() == [])

            second.dismiss(animated: true)
            scene.settle()
            #expect(first.view.window === scene.window)
            #expect(first.appearanceState == .appeared)
            #expect(first.view.superview?.name == "container")
        }
    }
}
