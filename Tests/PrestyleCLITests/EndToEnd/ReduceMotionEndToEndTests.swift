import Foundation
import PrestyleExport
import TestSupport
import Testing

/// `--reduce-motion` and `--prefer-cross-fade` on the built binary, and `prestyle check`'s run under Reduce
/// Motion.
@Suite("Reduce Motion, end to end")
struct ReduceMotionEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    static func fixture(_ name: String) -> String {
        "Tests/PrestyleToolTests/Fixtures/\(name).lua"
    }

    @Test func theSettingsAreShownInTheTextAndRecordedInTheJSON() throws {
        let text = try prestyle.run(["apply", "fade", "--reduce-motion"])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("· horizontal compact, vertical regular · reduce motion · safe area"))
        let both = try prestyle.run(["apply", "fade", "--prefer-cross-fade"])
        #expect(both.stdout.contains("· reduce motion, cross-fade · safe area"), "the setting lives under Reduce Motion")
        let plain = try prestyle.run(["apply", "fade"])
        #expect(!plain.stdout.contains("reduce motion"))

        let json = try prestyle.run(["apply", "fade", "--prefer-cross-fade", "--format", "json", "--fps", "10"])
        #expect(json.status == 0)
        let recording = try Recording(json: json.stdout)
        #expect(recording.device.traits.reduceMotion && recording.device.traits.prefersCrossFadeTransitions)
        #expect(json.stdout.contains("\"reduceMotion\" : true") || json.stdout.contains("\"reduceMotion\": true"))
        let plainJSON = try prestyle.run(["apply", "fade", "--format", "json", "--fps", "10"])
        #expect(!plainJSON.stdout.contains("reduceMotion"), "a run without the settings writes what it always did")
    }

    @Test func aStyleReadsTheSettingAndTheEngineCrossFadesItsOwnSlide() throws {
        let slid = try prestyle.run(["apply", Self.fixture("calm"), "--format", "json", "--fps", "10"])
        let faded = try prestyle.run(["apply", Self.fixture("calm"), "--reduce-motion", "--format", "json", "--fps", "10"])
        #expect(slid.status == 0 && faded.status == 0, "\(slid)\n\(faded)")
        let start = { (json: String) in try Recording(json: json).phases[0].frames[1].view(named: "presented") }
        #expect(try start(slid.stdout)?.frame.minY ?? 0 > 400, "slides up from below")
        #expect(try start(faded.stdout)?.frame.minY == 0, "fades where it ends")
    }

    @Test func checkWarnsAboutAStyleThatIgnoresReduceMotionAndNotOneThatHonoursIt() throws {
        let run = try prestyle.run(["check", Self.fixture("restless"), Self.fixture("calm")])
        #expect(run.status == 0, "warnings do not fail a check: \(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let restless = try #require(lines.firstIndex { $0.contains("restless") })
        #expect(lines[restless].hasPrefix("warn"))
        #expect(lines[restless + 1].hasPrefix("  \(Self.fixture("restless")):14: warning: under Reduce Motion (iPhone 15, "
                                             + "portrait) the presentation still moves far: the presented view travels 852 pt"))
        #expect(lines[restless + 1].hasSuffix("[animator.animate]"))
        let calm = try #require(lines.firstIndex { $0.contains("calm") })
        #expect(lines[calm].hasPrefix("ok"))
        #expect(lines[calm].hasSuffix("no diagnostics"))
    }
}
