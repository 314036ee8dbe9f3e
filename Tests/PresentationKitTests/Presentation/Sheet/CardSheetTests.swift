import PresentationKit
import Testing

/// Page and form sheets as today's cards, and the seeds' iOS 8 sheets behind `Window.sheetGeometry`.
@Suite("Card sheets and the iOS 8 setting")
struct CardSheetTests {
    @Test func inCompactWidthAPageSheetIsACardAndThePresenterRecedes() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet(.pageSheet)
            #expect(sheet.adaptivePresentationStyle() == .pageSheet)
            #expect(!sheet.isAdapted)
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            // Narrower by 16 pt a side, scaled about its centre, its top edge at the safe area's (59).
            let presenter = scene.presenting.view
            let scale = (393.0 - 32) / 393
            #expect(close(presenter.transform.a, scale) && close(presenter.transform.d, scale))
            let shown = presenter.frame
            #expect(close(shown.minY, 59) && close(shown.minX, 16) && close(shown.width, 361))
            #expect(presenter.cornerRadius == SheetMetrics.recessionCornerRadius)
            #expect(presenter.window === scene.window)
        }
    }

    @Test func aFormSheetInCompactWidthIsACardToo() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet(.formSheet)
            #expect(sheet.adaptivePresentationStyle() == .formSheet)
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
        }
    }

    @Test func thePresenterComesBackWhenTheCardIsDismissed() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet(.pageSheet)
            presented.dismiss(animated: true)
            scene.settle()
            #expect(scene.presenting.view.transform == .identity)
            #expect(scene.presenting.view.cornerRadius == 0)
        }
    }

    @Test func thePresenterRecedesOnlyAtTheLargeDetent() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (_, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            #expect(scene.presenting.view.transform == .identity)
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            scene.settle()
            #expect(scene.presenting.view.transform != .identity)
        }
    }

    @Test func theIOS8SettingAdaptsASheetToFullScreenInCompactWidth() {
        let window = Window(device: .iPhone15)
        window.sheetGeometry = .classic
        withScene(Scene(window: window)) { scene in
            let (presented, sheet) = scene.presentSheet(.pageSheet) { $0.prefersGrabberVisible = true }
            #expect(sheet.adaptivePresentationStyle() == .fullScreen)
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
            #expect(presented.view.firstDescendant(named: "grabber") == nil)
            #expect(scene.presenting.view.transform == .identity)
        }
    }

    @Test func theIOS8SettingGivesTheSeedsPageSheetOnAnIPad() {
        let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
        window.sheetGeometry = .classic
        withScene(Scene(window: window)) { scene in
            let (presented, _) = scene.presentSheet(.pageSheet)
            // As tall as the container, as wide as the screen is in portrait, centred.
            #expect(presented.view.frame == Rect(x: 180, y: 0, width: 834, height: 834))
        }
    }

    @Test func aSheetsOwnGeometryOverridesTheWindows() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet(.formSheet) { $0.geometry = .classic }
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        }
    }
}

/// A presented card when the phone turns.
@Suite("Card sheets across a rotation")
struct CardSheetRotationTests {
    @Test func turnedToLandscapeTheCardFillsTheScreenAndThePresenterStopsReceding() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet()
            #expect(scene.presenting.view.transform != .identity)
            _ = scene.window.transition(to: .landscapeLeft, animated: true)
            scene.settle()
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 852, height: 393))
            #expect(scene.presenting.view.transform == .identity)
            _ = scene.window.transition(to: .portrait, animated: true)
            scene.settle()
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            #expect(scene.presenting.view.transform != .identity)
        }
    }
}
