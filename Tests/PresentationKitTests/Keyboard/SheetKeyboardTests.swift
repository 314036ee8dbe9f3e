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
            // iOS 26's sheet floats at medium, inset from the sides, its top where the detent puts it.
            #expect(sheet.presentedView?.frame.minY == medium.minY)
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
