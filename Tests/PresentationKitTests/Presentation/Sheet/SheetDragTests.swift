import PresentationKit
import Testing

/// A finger dragging a sheet between its detents and swiping it away (iPhone 15 portrait: the large detent's
/// top edge at 69, the medium's at 443.5, the container's bottom at 852).
@Suite("Sheet drags")
struct SheetDragTests {
    @Test func aSlowShortDragReturnsToTheDetent() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let completions = Counter()
            let (presented, sheet) = scene.presentSheet(completions: completions)
            // 30 pt over half a second: the flick projects 60 / 1000 × 499 ≈ 30 pt further, nearer the detent.
            scene.drag(sheet, by: 30, over: 0.5)
            scene.settle()
            #expect(presented.presentingViewController === scene.presenting)
            #expect(sheet.phase == .presented)
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            #expect(presented.view.presentation.frame == SheetDetentTests.phoneLarge)
            #expect(presented.appearanceState == .appeared)
            #expect(completions.count == 1)
        }
    }

    @Test func theSheetFollowsTheFingerBetweenDetents() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            sheet.dragBegan()
            sheet.dragChanged(translation: Point(x: 12, y: -100), velocity: .zero)
            #expect(presented.view.frame == Rect(x: 0, y: 343.5, width: 393, height: 508.5))
            sheet.dragCancelled()
            scene.settle()
            #expect(presented.view.frame == SheetDetentTests.phoneMedium)
        }
    }

    @Test func pastTheLargestDetentTheSheetStretchesByTheRubberBand() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet()
            sheet.dragBegan()
            sheet.dragChanged(translation: Point(x: 0, y: -100), velocity: .zero)
            let stretch = (1 - 1 / (100 * 0.55 / 852 + 1)) * 852
            #expect(close(presented.view.frame.minY, 69 - stretch))
            #expect(stretch < 100 && stretch > 40)
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
        }
    }

    @Test func aDragUpGoesToTheLargeDetentStartingAtTheFingersVelocity() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            let releaseTop = scene.drag(sheet, by: -200, over: 0.25)
            #expect(close(releaseTop, 243.5))
            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            // The spring starts at the finger's 800 pt/s: a sixtieth of a second on, the sheet has moved on by
            // about 14 pt (a spring from rest would have moved under 4).
            scene.clock.advance(by: 1.0 / 60)
            let moved = releaseTop - presented.view.presentation.frame.minY
            #expect(moved > 9 && moved < 16)
            scene.settle()
            #expect(presented.view.presentation.frame == SheetDetentTests.phoneLarge)
        }
    }

    @Test func aFastFlickDownDismisses() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            let completions = Counter()
            let (presented, sheet) = scene.presentSheet(completions: completions) { $0.delegate = delegate }
            // 60 pt in 50 ms: 1200 pt/s projects ≈ 600 pt further, nearer the bottom edge than the detent.
            scene.drag(sheet, by: 60, over: 0.05)
            scene.settle()
            #expect(sheet.phase == .dismissed)
            #expect(presented.presentingViewController == nil)
            #expect(scene.window.presentationStack.isEmpty)
            #expect(presented.view.window == nil)
            #expect(presented.appearanceState == .disappeared)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(completions.count == 1)
        }
    }

    @Test func aLongSlowDragDownDismisses() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet()
            // 500 pt over 2.5 s: the top edge at 569 projects to ≈ 669, nearer 852 than 69.
            scene.drag(sheet, by: 500, over: 2.5)
            // While the finger held it, the dismissal was interactive and the sheet exactly under the finger.
            scene.settle()
            #expect(sheet.phase == .dismissed)
            #expect(presented.presentingViewController == nil)
        }
    }

    @Test func duringASwipeTheSheetIsUnderTheFingerAndTheDimmingFollows() throws {
        try withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet()
            let dimming = try #require(scene.window.rootView.firstDescendant(named: "dimming"))
            sheet.dragBegan()
            for step in 1...30 {
                scene.clock.advance(by: 1.0 / 60)
                sheet.dragChanged(translation: Point(x: 0, y: Double(step) * 10), velocity: Point(x: 0, y: 600))
            }
            scene.clock.advance(by: 0)
            #expect(close(presented.view.presentation.frame.minY, 369, 1e-3))
            // 300 of the 783 points to the bottom edge: the dimming has faded by that share (the swipe's curve is
            // linear, and so is the dimming alongside it).
            #expect(close(dimming.presentation.alpha, 0.4 * (1 - 300.0 / 783), 1e-3))
            sheet.dragEnded(velocity: Point(x: 0, y: 600))
            scene.settle()
            #expect(sheet.phase == .dismissed)
        }
    }

    @Test func aSwipeThatComesBackCancelsTheDismissalAndReappears() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            let (presented, sheet) = scene.presentSheet { $0.delegate = delegate }
            scene.window.trace.removeAll()
            sheet.dragBegan()
            for step in 1...12 {
                scene.clock.advance(by: 1.0 / 60)
                sheet.dragChanged(translation: Point(x: 0, y: Double(step) * 10), velocity: Point(x: 0, y: 600))
            }
            for step in 1...12 {
                scene.clock.advance(by: 1.0 / 60)
                sheet.dragChanged(translation: Point(x: 0, y: 120 - Double(step) * 10), velocity: Point(x: 0, y: -600))
            }
            sheet.dragEnded(velocity: Point(x: 0, y: -600))
            scene.settle()
            #expect(sheet.phase == .presented)
            #expect(presented.appearanceState == .appeared)
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss"])
            let calls = scene.traceLines(hooksOnly: true).filter { $0.hasPrefix("view") && $0.contains("presented") }
            #expect(calls == [
                "viewWillDisappear presented true", "viewWillAppear presented true", "viewIsAppearing presented true",
                "viewDidAppear presented true",
            ])
        }
    }

    @Test func fromTheLargeDetentADragDownToMediumRestsThere() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet {
                $0.detents = [.medium(), .large()]
                $0.selectedDetentIdentifier = .large
            }
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            scene.drag(sheet, by: 330, over: 1)
            scene.settle()
            #expect(sheet.selectedDetentIdentifier == .medium)
            #expect(presented.view.frame == SheetDetentTests.phoneMedium)
        }
    }

    @Test func classicSheetsDoNotDrag() {
        let window = Window(device: .iPhone15)
        window.sheetGeometry = .classic
        withScene(Scene(window: window)) { scene in
            let (_, sheet) = scene.presentSheet()
            #expect(!sheet.dragBegan())
        }
    }
}

/// Drags that catch a moving sheet, and drags on a floating one.
@Suite("Sheet drags: catching and floating sheets")
struct SheetCatchTests {
    @Test func aDragCatchesASheetStillSpringingWhereItShows() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            scene.clock.advance(by: 0.08)
            let caught = presented.view.presentation.frame.minY
            #expect(caught > 69 && caught < 443.5)
            #expect(sheet.dragBegan())
            #expect(presented.view.animatingProperties.isEmpty)
            sheet.dragChanged(translation: Point(x: 0, y: 10), velocity: .zero)
            scene.clock.advance(by: 1.0 / 60)
            #expect(close(presented.view.presentation.frame.minY, caught + 10))
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            #expect(presented.view.frame.minY == 69 || presented.view.frame.minY == 443.5)
        }
    }

    @Test func aFloatingFormSheetOnAnIPadSwipesAway() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let delegate = SheetDelegate()
            let (presented, sheet) = scene.presentSheet(.formSheet) { $0.delegate = delegate }
            scene.drag(sheet, by: 300, over: 0.2)
            scene.settle()
            #expect(sheet.phase == .dismissed)
            #expect(presented.presentingViewController == nil)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss", "didDismiss"])
        }
    }
}

/// A flick that dismisses a sheet resting above its smallest detent.
@Suite("Sheet drags: flicks from above the smallest detent")
struct SheetFlickFromAboveTests {
    @Test func aHardFlickDownFromTheLargeDetentLeavesFromWhereTheFingerLetGo() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet {
                $0.detents = [.medium(), .large()]
                $0.selectedDetentIdentifier = .large
            }
            // 100 pt in 50 ms: 2000 pt/s projects ≈ 1000 pt further, past the bottom edge.
            let releaseTop = scene.drag(sheet, by: 100, over: 0.05)
            #expect(close(releaseTop, 169))
            scene.clock.advance(by: 0)
            scene.clock.advance(by: 1.0 / 120)
            let shown = presented.view.presentation.frame.minY
            #expect(shown >= 169 && shown < 200, "no jump down to the medium detent")
            scene.settle()
            #expect(sheet.phase == .dismissed)
        }
    }
}
