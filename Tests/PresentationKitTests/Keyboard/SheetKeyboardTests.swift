import PresentationKit
import Testing

/// Sheets make way for the keyboard as UIKit's do in each era: a floating form sheet moves up (every era), an
/// edge-attached sheet at a smaller detent expands to its largest (iOS 26) or rises above the keyboard at its
/// detent (iOS 15–18), each move riding the keyboard's animation.
@Suite("Sheets and the keyboard")
struct SheetKeyboardTests {
    @Test func onIOS26ASheetAtItsMediumDetentExpandsToItsLargestWhenTheKeyboardComesUp() {
        withScene(device: .iPhone15) { scene in
            #expect(scene.window.systemVersion == .iOS26)
            let (_, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            let medium = sheet.cardFrame(forDetentValue: sheet.resolvedDetents[0].value)
            let large = sheet.cardFrame(forDetentValue: sheet.maximumDetentValue)
            // iOS 26's sheet floats at medium: the card drawn at 0.961 about its centre, a little below the detent's top.
            #expect(sheet.presentedView?.frame == sheet.sheetFrame(forDetentValue: sheet.resolvedDetents[0].value))
            #expect((sheet.presentedView?.frame.minY ?? 0) > medium.minY)
            scene.window.keyboard.show()
            #expect(sheet.selectedDetentIdentifier == .large)
            scene.clock.advance(by: 0.25)
            let top = sheet.presentedView?.presentation.frame.minY ?? .nan
            #expect(top < medium.minY && top > large.minY, "on its way with the keyboard")
            scene.settle()
            #expect(sheet.presentedView?.frame == large)
            scene.window.keyboard.hide()
            scene.settle()
            #expect(sheet.presentedView?.frame == large, "it stays expanded")
            #expect(sheet.restingDetentIdentifier == .large)
        }
    }

    @Test func onIOS18ASheetAtItsMediumDetentRisesAboveTheKeyboardAndComesBack() {
        withScene(device: .iPhone15) { scene in
            scene.window.systemVersion = .iOS18
            let (_, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            let mediumValue = sheet.resolvedDetents[0].value
            let medium = sheet.cardFrame(forDetentValue: mediumValue)
            let largeTop = sheet.cardFrame(forDetentValue: sheet.maximumDetentValue).minY
            scene.window.keyboard.show()
            scene.settle()
            #expect(sheet.restingDetentIdentifier == .medium, "it keeps its detent")
            let top = max(largeTop, 516 - mediumValue)
            #expect(sheet.presentedView?.frame == Rect(x: 0, y: top, width: 393, height: 516 - top))
            #expect(sheet.presentedView?.frame.maxY == 516, "its bottom on the keyboard's top")
            scene.window.keyboard.hide()
            scene.settle()
            #expect(sheet.presentedView?.frame == medium)
        }
    }

    /// Raised by the keyboard, an iOS 18 sheet is dragged between its raised detents: on an iPhone 15 the
    /// keyboard's top is at 516, the medium detent (374.5) puts the sheet's top at 141.5, the large one at 69.
    /// Measured from the unraised detents instead (medium's top at 443.5), a short pull down from 141.5 would
    /// have been nearer the large detent's top than the medium's and the release would have sent the sheet
    /// there, and a dragged sheet would have hung its bottom down behind the keyboard.
    @Test func onIOS18ADragOnASheetRaisedByTheKeyboardUsesTheRaisedDetents() {
        withScene(device: .iPhone15) { scene in
            scene.window.systemVersion = .iOS18
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            scene.window.keyboard.show()
            scene.settle()
            let raised = Rect(x: 0, y: 141.5, width: 393, height: 374.5)
            #expect(presented.view.frame == raised)
            #expect(sheet.dragBegan())
            sheet.dragChanged(translation: Point(x: 0, y: -30), velocity: .zero)
            #expect(presented.view.frame == Rect(x: 0, y: 111.5, width: 393, height: 404.5), "its bottom stays on the keyboard")
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            #expect(sheet.restingDetentIdentifier == .medium)
            #expect(presented.view.frame == raised)
            // A short, slow pull down goes below the smallest detent (the raised one) and, let go, comes back.
            #expect(sheet.dragBegan())
            sheet.dragChanged(translation: Point(x: 0, y: 20), velocity: .zero)
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            #expect(presented.presentingViewController != nil)
            #expect(sheet.restingDetentIdentifier == .medium)
            #expect(presented.view.frame == raised)
            // Up to the large detent's top, still above the keyboard; let go there, it rests at large.
            #expect(sheet.dragBegan())
            sheet.dragChanged(translation: Point(x: 0, y: -72.5), velocity: .zero)
            #expect(presented.view.frame == Rect(x: 0, y: 69, width: 393, height: 447))
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            #expect(sheet.restingDetentIdentifier == .large)
            #expect(presented.view.frame.minY == 69)
        }
    }

    @Test func onIOS18ASheetAtItsLargestDetentLetsTheKeyboardCoverItsBottom() {
        withScene(device: .iPhone15) { scene in
            scene.window.systemVersion = .iOS18
            let (_, sheet) = scene.presentSheet()
            let large = sheet.presentedView?.frame
            scene.window.keyboard.show()
            scene.settle()
            #expect(sheet.presentedView?.frame == large)
        }
    }

    @Test(arguments: SystemVersion.allCases)
    func aFormSheetOnAnIPadMovesUpOutOfTheKeyboardsWayInEveryEra(_ era: SystemVersion) {
        withScene(device: .iPadPro11) { scene in
            scene.window.systemVersion = era
            let (presented, sheet) = scene.presentSheet(.formSheet)
            // 540 × 620 centred in the safe area (24 to 1174): y 289, bottom 909; the keyboard's top is 1194 − 313.
            let centred = Rect(x: 147, y: 289, width: 540, height: 620)
            #expect(presented.view.frame == centred)
            scene.window.keyboard.show()
            scene.clock.advance(by: 0.25)
            let y = presented.view.presentation.frame.minY
            #expect(y < 289 && y > 261, "rising with the keyboard")
            scene.settle()
            #expect(presented.view.frame == Rect(x: 147, y: 261, width: 540, height: 620), "its bottom on the keyboard's top")
            scene.window.keyboard.hide()
            scene.settle()
            #expect(presented.view.frame == centred)
            #expect(sheet.restingDetentIdentifier == .large)
        }
    }

    @Test func aFormSheetTallerThanTheRoomAboveTheKeyboardStopsAtTheSafeAreasTop() {
        withScene(device: .iPadPro11, orientation: .landscapeLeft) { scene in
            let (presented, _) = scene.presentSheet(.formSheet)
            scene.window.keyboard.show()
            scene.settle()
            #expect(presented.view.frame.minY == 24)
            #expect(presented.view.frame.size == Size(width: 540, height: 620))
            // A rotation with the keyboard up keeps it out of the way on the new screen.
            scene.window.transition(to: .portrait)
            scene.settle()
            #expect(presented.view.frame == Rect(x: 147, y: 261, width: 540, height: 620))
        }
    }
}
