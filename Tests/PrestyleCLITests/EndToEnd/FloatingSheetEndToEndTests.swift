import Foundation
import PresentationKit
import PrestyleExport
import TestSupport
import Testing

/// UIKit's own sheet (`system-sheet`, medium and large detents) on an iPhone 16 Pro in each era, as a user runs
/// it: iOS 26 floats it at medium (the card drawn at 0.961 about its centre — third-party measurement,
/// react-native-true-sheet issue 732 — so 7.839 pt in from the sides and 8.151 pt in from the bottom and the
/// detent's top, its corners 62 − 7.839 = 54.161, the display's radius from Kyle Bashour's ScreenCorners less
/// the side inset) and attaches it at large; iOS 18 draws the attached card; iOS 12 the seeds' full-screen
/// sheet. Frames: the medium detent is half of 874 − 62 − 10 − 34 = 768.
@Suite("The era's sheet, end to end")
struct FloatingSheetEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    func presented(_ arguments: [String], phase: String) throws -> Recording.RecordedView {
        let run = try prestyle.run(["apply", "system-sheet", "--device", "iphone-16-pro", "--format", "json"] + arguments)
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        let recorded = try #require(recording.phases.first { $0.name == phase }, "\(recording.phases.map(\.name))")
        return try #require(recorded.final.views.first { $0.name == "presented" })
    }

    @Test func onIOS26TheSheetFloatsAtMediumAndAttachesWhenDraggedUp() throws {
        let medium = try presented([], phase: "present")
        let floating = Rect(x: 7.839, y: 464.151, width: 386.322, height: 401.698)
        #expect(abs(medium.frame.x - floating.x) < 0.001 && abs(medium.frame.y - floating.y) < 0.001)
        #expect(abs(medium.frame.width - floating.width) < 0.001 && abs(medium.frame.height - floating.height) < 0.001)
        #expect(abs(medium.appearance.cornerRadius - 54.161) < 0.001)
        #expect(medium.appearance.maskedCorners == .all)
        let large = try presented(["--drag", "presented:0,-300"], phase: "drag")
        #expect(large.frame == Rect(x: 0, y: 72, width: 402, height: 802))
        #expect(large.appearance.cornerRadius == 10)
        #expect(large.appearance.maskedCorners == [.topLeft, .topRight])
    }

    @Test func onIOS18ItIsTheAttachedCardAndOnIOS12TheSeedsSheet() throws {
        let card = try presented(["--ios", "18"], phase: "present")
        #expect(card.frame == Rect(x: 0, y: 456, width: 402, height: 418))
        #expect(card.appearance.cornerRadius == 10)
        let seeds = try presented(["--ios", "12"], phase: "present")
        #expect(seeds.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(seeds.appearance.cornerRadius == 0)
    }
}
