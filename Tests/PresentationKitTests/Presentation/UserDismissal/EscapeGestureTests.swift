import PresentationKit
import Testing

/// VoiceOver's escape gesture: it dismisses the top presentation as a user's dismissal — the same veto and
/// delegate messages as a sheet's swipe — and the presented view is modal to VoiceOver while it is up.
@Suite("VoiceOver's escape")
struct EscapeGestureTests {
    /// The delegate's messages and the appearance and transition hooks, in the order the trace has them.
    static func dismissalLines(_ scene: Scene) -> [String] {
        scene.traceLines(hooksOnly: true).filter {
            $0.hasPrefix("presentationController") || $0.hasPrefix("viewWillDisappear presented")
                || $0.hasPrefix("viewDidDisappear presented") || $0.hasPrefix("dismissalTransition")
        }
    }

    @Test func theEscapeDismissesThroughTheVetoWithTheMessagesInUIKitsOrder() {
        withScene(device: .iPhone15) { scene in
            let delegate = SheetDelegate()
            let (presented, sheet) = scene.presentSheet { $0.delegate = delegate }
            scene.window.trace.removeAll()
            #expect(scene.window.accessibilityPerformEscape())
            scene.settle()
            #expect(sheet.phase == .dismissed)
            #expect(presented.presentingViewController == nil)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(Self.dismissalLines(scene) == [
                "presentationControllerShouldDismiss SheetDelegate",
                "dismissalTransitionWillBegin PageSheetPresentationController(presented)",
                "viewWillDisappear presented true",
                "presentationControllerWillDismiss SheetDelegate",
                "dismissalTransitionDidEnd PageSheetPresentationController(presented) true",
                "viewDidDisappear presented true",
                "presentationControllerDidDismiss SheetDelegate",
            ])
        }
    }

    @Test func isModalInPresentationRefusesTheEscapeWithoutAskingTheDelegate() {
        withScene(device: .iPhone15) { scene in
            let delegate = SheetDelegate()
            let (presented, sheet) = scene.presentSheet {
                $0.delegate = delegate
                $0.presentedViewController.isModalInPresentation = true
            }
            scene.window.trace.removeAll()
            #expect(!scene.window.accessibilityPerformEscape())
            scene.settle()
            #expect(sheet.phase == .presented)
            #expect(presented.appearanceState == .appeared)
            #expect(delegate.messages == ["didAttemptToDismiss"])
            #expect(scene.traceLines().contains("refusedEscapeDismissal PageSheetPresentationController(presented) isModalInPresentation"))
        }
    }

    @Test func aDelegateThatSaysNoRefusesTheEscape() {
        withScene(device: .iPhone15) { scene in
            let delegate = SheetDelegate()
            delegate.allowsDismissal = false
            let (_, sheet) = scene.presentSheet { $0.delegate = delegate }
            #expect(!scene.window.accessibilityPerformEscape())
            scene.settle()
            #expect(sheet.phase == .presented)
            #expect(!scene.window.isTransitioning)
            #expect(delegate.messages == ["shouldDismiss", "didAttemptToDismiss"])
        }
    }

    @Test func theEscapeDismissesOnlyTheTopPresentation() {
        withScene(device: .iPhone15) { scene in
            let (first, _) = scene.presentSheet()
            let second = ViewController(name: "second")
            second.modalPresentationStyle = .fullScreen
            first.present(second, animated: true)
            scene.settle()
            #expect(scene.window.accessibilityPerformEscape())
            scene.settle()
            #expect(second.presentingViewController == nil)
            #expect(first.presentingViewController === scene.presenting)
        }
    }

    @Test func anEscapeDuringATransitionIsIgnored() {
        withScene(device: .iPhone15) { scene in
            let delegate = SheetDelegate()
            let (presented, _) = scene.presentSheet { $0.delegate = delegate }
            presented.dismiss(animated: true)
            scene.window.clock.advance(by: 0.05)
            #expect(!scene.window.accessibilityPerformEscape())
            scene.settle()
            #expect(delegate.messages.isEmpty)
            #expect(presented.presentingViewController == nil)
        }
    }

    @Test func anEscapeWithNothingPresentedDoesNothing() {
        withScene(device: .iPhone15) { scene in
            #expect(!scene.window.accessibilityPerformEscape())
        }
    }

    @Test func thePresentedViewIsModalToVoiceOverWhilePresented() {
        withScene(device: .iPhone15) { scene in
            let completions = Counter()
            let (presented, _) = scene.presentSheet(completions: completions)
            #expect(presented.view.accessibilityViewIsModal)
            #expect(!scene.presenting.view.accessibilityViewIsModal)
            presented.dismiss(animated: false)
            scene.settle()
            #expect(!presented.view.accessibilityViewIsModal)
            #expect(completions.count == 1)
        }
    }
}
