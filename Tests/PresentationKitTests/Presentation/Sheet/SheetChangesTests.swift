import PresentationKit
import Testing

/// Changing a presented sheet: `animateChanges` and the dimming of `largestUndimmedDetentIdentifier`.
@Suite("Sheet changes and dimming")
struct SheetChangesTests {
    @Test func aSelectedDetentChangedInsideAnimateChangesSpringsThere() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let completions = Counter()
            let (presented, sheet) = scene.presentSheet(completions: completions) { $0.detents = [.medium(), .large()] }
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            #expect(presented.view.frame == SheetDetentTests.phoneLarge)
            #expect(presented.view.presentation.frame == SheetDetentTests.phoneMedium)
            scene.clock.advance(by: 0.1)
            let midway = presented.view.presentation.frame.minY
            #expect(midway < 443.5 && midway > 69)
            #expect(presented.view.animatingProperties.contains(.center))
            scene.settle()
            #expect(presented.view.presentation.frame == SheetDetentTests.phoneLarge)
            #expect(completions.count == 1)
        }
    }

    @Test func aSelectedDetentChangedOutsideAnimateChangesMovesAtOnce() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            sheet.selectedDetentIdentifier = .large
            #expect(presented.view.presentation.frame == SheetDetentTests.phoneLarge)
            #expect(presented.view.animatingProperties.isEmpty)
        }
    }

    @Test func atOrBelowTheLargestUndimmedDetentNothingIsDimmedAndThePresenterStaysInteractive() throws {
        try withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (_, sheet) = scene.presentSheet {
                $0.detents = [.medium(), .large()]
                $0.largestUndimmedDetentIdentifier = .medium
            }
            let dimming = try #require(scene.window.rootView.firstDescendant(named: "dimming"))
            #expect(dimming.alpha == 0)
            #expect(!dimming.isUserInteractionEnabled)
            #expect(sheet.isPresentingViewInteractive)
            #expect(scene.presenting.view.transform == .identity)
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            scene.settle()
            #expect(close(dimming.alpha, 0.4))
            #expect(dimming.isUserInteractionEnabled)
            #expect(!sheet.isPresentingViewInteractive)
        }
    }

    @Test func withoutALargestUndimmedDetentEveryDetentDims() throws {
        try withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (_, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            let dimming = try #require(scene.window.rootView.firstDescendant(named: "dimming"))
            #expect(close(dimming.alpha, 0.4))
            #expect(!sheet.isPresentingViewInteractive)
        }
    }
}

/// The dimming and the presenter's recession while a finger moves the sheet between detents.
@Suite("Sheet chrome following a drag")
struct SheetDragChromeTests {
    @Test func halfwayFromAnUndimmedMediumToLargeTheDimmingAndTheRecessionAreHalfway() throws {
        try withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (_, sheet) = scene.presentSheet {
                $0.detents = [.medium(), .large()]
                $0.largestUndimmedDetentIdentifier = .medium
            }
            let dimming = try #require(scene.window.rootView.firstDescendant(named: "dimming"))
            sheet.dragBegan()
            // From 443.5 to 69: halfway is 187.25 points up.
            sheet.dragChanged(translation: Point(x: 0, y: -187.25), velocity: .zero)
            #expect(close(dimming.alpha, 0.2))
            let halfScale = 1 + ((393.0 - 32) / 393 - 1) / 2
            #expect(close(scene.presenting.view.transform.a, halfScale))
            sheet.dragCancelled()
            scene.settle()
            #expect(dimming.alpha == 0)
            #expect(scene.presenting.view.transform == .identity)
        }
    }
}

/// Custom detents asked again.
@Suite("Sheet detent invalidation")
struct SheetDetentInvalidationTests {
    @Test func invalidatingDetentsInsideAnimateChangesSpringsToTheResolversNewValue() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            final class Height { var value = 200.0 }
            let height = Height()
            let (presented, sheet) = scene.presentSheet { $0.detents = [.custom(identifier: "content") { _ in height.value }] }
            #expect(presented.view.frame.minY == 852 - 234)
            height.value = 300
            sheet.animateChanges { sheet.invalidateDetents() }
            #expect(presented.view.frame.minY == 852 - 334)
            #expect(presented.view.presentation.frame.minY == 852 - 234)
            scene.settle()
            #expect(presented.view.presentation.frame.minY == 852 - 334)
        }
    }
}

/// Touches beside a sheet: an undimmed sheet lets them through to the presenter, a dimmed one does not.
@Suite("Touches beside a sheet")
struct SheetPassThroughTests {
    /// Presents a two-detent sheet at medium over a presenter with a tappable button in its top half, and taps
    /// the button (above the sheet). Returns how many taps the button recognized.
    private func tapsOnTheButton(undimmedUpTo largestUndimmed: SheetPresentationController.Detent.Identifier?) throws -> Int {
        var taps = 0
        try withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let button = View(name: "button", frame: Rect(x: 20, y: 100, width: 200, height: 60))
            scene.presenting.view.addSubview(button)
            button.addGestureRecognizer(TapGestureRecognizer(numberOfTapsRequired: 1) { tap in
                if tap.state == .ended { taps += 1 }
            })
            scene.presentSheet {
                $0.detents = [.medium(), .large()]
                $0.largestUndimmedDetentIdentifier = largestUndimmed
            }
            _ = scene.window.sendTouches(along: try .tap(at: Point(x: 120, y: 130)))
            scene.settle()
        }
        return taps
    }

    @Test func aTapBesideAnUndimmedSheetReachesThePresenter() throws {
        #expect(try tapsOnTheButton(undimmedUpTo: .medium) == 1)
    }

    @Test func aTapBesideADimmedSheetDoesNotReachThePresenter() throws {
        #expect(try tapsOnTheButton(undimmedUpTo: nil) == 0)
    }
}
