import Foundation
import PresentationKit
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply … --content-size WxH --content-size-change WxH` as a user runs it: the presented
/// controller's preferred content size before the present, a `content-size` phase whose message reaches the
/// presentation controller and the style's hook, and bad sizes as usage errors.
@Suite("prestyle apply with a preferred content size, end to end")
struct ContentSizeEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func theContentSizeSizesTheCardAndAChangeReachesTheStylesHook() throws {
        let run = try prestyle.run(["apply", "pop", "--content-size", "320x240", "--content-size-change", "320x400",
                                    "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "content-size", "dismiss"])
        // pop centres the size the content prefers and rounds it outward (`:integral()`).
        #expect(recording.phases[0].final.view(named: "presented")?.frame == Rect(x: 36, y: 306, width: 321, height: 240))
        let change = recording.phases[1]
        #expect(change.events.first?.call == "preferredContentSizeDidChange(forChildContentContainer: presented 320×400)")
        #expect(change.events.first?.target == "pop.presentation(presented)")
        #expect(change.events.contains { $0.call == "animationCompletion(true)" && $0.target.hasPrefix("animate Styles/pop.lua") },
                "the style's hook animated the card")
        #expect(change.final.view(named: "presented")?.frame == Rect(x: 36, y: 226, width: 321, height: 400))
        #expect(recording.diagnostics == [])
    }

    @Test func aSystemFormSheetOnAnIPadTakesTheContentsSize() throws {
        let folder = TemporaryStyles()
        let form = folder.write("form", "return style { base = \"formSheet\" }")
        let run = try prestyle.run(["apply", form, "--device", "ipad-pro-11", "--content-size", "400x300",
                                    "--content-size-change", "500x600", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases[0].final.view(named: "presented")?.frame == Rect(x: 217, y: 449, width: 400, height: 300))
        #expect(recording.phases[1].final.view(named: "presented")?.frame == Rect(x: 167, y: 299, width: 500, height: 600))
    }

    @Test(arguments: ["320", "320x", "-1x10", "nanx10", "100001x10"])
    func aBadContentSizeIsAUsageError(value: String) throws {
        for flag in ["--content-size", "--content-size-change"] {
            let run = try prestyle.run(["apply", "pop", flag, value])
            #expect(run.status == 2, "\(flag) \(value): \(run)")
            #expect(run.stderr.contains("WIDTHxHEIGHT in points, each from 0 to 100000, e.g. 320x240"), "\(run.stderr)")
        }
    }

    @Test func aChangeToTheSizeAlreadyPreferredIsANote() throws {
        let run = try prestyle.run(["apply", "pop", "--content-size", "320x240", "--content-size-change", "320x240"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("the content-size phase changed nothing: the presented controller already prefers 320×240"))
    }
}
