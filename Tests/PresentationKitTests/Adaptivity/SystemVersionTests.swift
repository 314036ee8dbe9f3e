import PresentationKit
import Testing

/// The era switch: a window models one iOS, today's by default, and its sheets follow the era unless a
/// geometry is set outright.
@Suite struct SystemVersionTests {
    @Test func aWindowModelsTodaysIOSUnlessToldOtherwise() {
        let window = Window(device: .iPhone15)
        #expect(window.systemVersion == .iOS26)
        #expect(SystemVersion.current == .iOS26)
        #expect(SystemVersion.allCases.map(\.major) == [12, 18, 26])
        #expect(SystemVersion.iOS12 < .iOS18 && SystemVersion.iOS18 < .iOS26)
        #expect(SystemVersion(major: 17) == nil)
        #expect("\(SystemVersion.iOS18)" == "iOS 18")
    }

    @Test func theSheetsOfIOS12AreTheSeedsClassicSheets() {
        let window = Window(device: .iPhone15)
        window.systemVersion = .iOS12
        #expect(window.sheetGeometry == .classic)
        window.systemVersion = .iOS18
        #expect(window.sheetGeometry == .card)
    }

    @Test func aGeometrySetOutrightHoldsInEveryEra() {
        let window = Window(device: .iPhone15)
        window.sheetGeometry = .classic
        for version in SystemVersion.allCases {
            window.systemVersion = version
            #expect(window.sheetGeometry == .classic, "\(version)")
        }
        window.sheetGeometryOverride = nil
        window.systemVersion = .iOS12
        #expect(window.sheetGeometry == .classic)
        window.systemVersion = .iOS18
        #expect(window.sheetGeometry == .card)
    }

    @Test func aPageSheetOnAPhoneAdaptsToFullScreenOnlyInTheIOS12Era() {
        for version in [SystemVersion.iOS12, .iOS18] {
            let window = Window(device: .iPhone15)
            window.systemVersion = version
            let presenting = ViewController(name: "presenting")
            window.rootViewController = presenting
            window.makeKeyAndVisible()
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .pageSheet
            presenting.present(presented, animated: true)
            window.clock.runUntilIdle()
            let frame = presented.view.frame
            if version == .iOS12 {
                #expect(frame == window.bounds, "\(version)")
            } else {
                #expect(frame.minY > window.safeAreaInsets.top, "\(version): a card below the safe area, not \(frame)")
            }
        }
    }
}
