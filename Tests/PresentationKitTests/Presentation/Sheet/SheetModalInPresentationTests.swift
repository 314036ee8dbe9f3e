import PresentationKit
import Testing

/// Refusing a swipe — `isModalInPresentation` and the delegate's `presentationControllerShouldDismiss` — and
/// the dismissal messages UIKit sends only for swipes.
@Suite("Sheet dismissal refusal and delegate messages")
struct SheetModalInPresentationTests {
    @Test func isModalInPresentationRefusesTheSwipeAndTellsTheDelegate() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            let (presented, sheet) = scene.presentSheet {
                $0.delegate = delegate
                $0.presentedViewController.isModalInPresentation = true
            }
            sheet.dragBegan()
            sheet.dragChanged(translation: Point(x: 0, y: 300), velocity: Point(x: 0, y: 1200))
            // The sheet resists: it moves by the rubber band, less than the finger.
            #expect(presented.view.frame.minY > 69 && presented.view.frame.minY < 69 + 300)
            #expect(!scene.window.isTransitioning)
            sheet.dragEnded(velocity: Point(x: 0, y: 1200))
            scene.settle()
            #expect(sheet.phase == .presented)
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            #expect(delegate.messages == ["didAttemptToDismiss"])
            #expect(presented.appearanceState == .appeared)
        }
    }

    @Test func aDelegateThatSaysNoRefusesTheSwipe() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            delegate.allowsDismissal = false
            let (_, sheet) = scene.presentSheet { $0.delegate = delegate }
            scene.drag(sheet, by: 200, over: 0.1)
            scene.settle()
            #expect(sheet.phase == .presented)
            #expect(delegate.messages == ["shouldDismiss", "didAttemptToDismiss"])
        }
    }

    @Test func swipeDismissalMessagesComeInUIKitsOrder() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            let (_, sheet) = scene.presentSheet { $0.delegate = delegate }
            scene.window.trace.removeAll()
            scene.drag(sheet, by: 400, over: 0.2)
            scene.settle()
            let lines = scene.traceLines(hooksOnly: true).filter {
                $0.hasPrefix("presentationController") || $0.hasPrefix("viewWillDisappear presented")
                    || $0.hasPrefix("viewDidDisappear presented") || $0.hasPrefix("dismissalTransition")
            }
            #expect(lines == [
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

    @Test func aProgrammaticDismissalSendsNoneOfTheSwipeMessages() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            let completions = Counter()
            let (presented, _) = scene.presentSheet { $0.delegate = delegate }
            presented.dismiss(animated: true) { completions.count += 1 }
            scene.settle()
            #expect(presented.presentingViewController == nil)
            #expect(delegate.messages.isEmpty)
            #expect(completions.count == 1)
        }
    }

    @Test func aProgrammaticDismissalIgnoresIsModalInPresentation() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.presentedViewController.isModalInPresentation = true }
            presented.dismiss(animated: true)
            scene.settle()
            #expect(sheet.phase == .dismissed)
        }
    }
}
