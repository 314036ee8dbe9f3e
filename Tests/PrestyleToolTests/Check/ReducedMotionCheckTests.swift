import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle check`'s run under Reduce Motion: a warning naming the hook for a style whose presentation still
/// travels or scales far, nothing for one that honours it, and the measure itself.
@Suite("check under Reduce Motion")
struct ReducedMotionCheckTests {
    @Test func aStyleThatIgnoresReduceMotionIsWarnedAboutAtTheHookThatMovedIt() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "restless")
        let result = workspace.tool.check([path])
        #expect(result.status == .success, "a warning does not fail the check")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("warn ") && lines[0].hasSuffix(" · 26 runs · 1 warning"), "the extra run counts no run")
        #expect(lines[1] == "  \(path):14: warning: under Reduce Motion (iPhone 15, portrait) the presentation still moves "
            + "far: the presented view travels 852 pt (more than 44) while presenting; when traits.reduceMotion is true, "
            + "cross-fade in place or shorten the move [animator.animate]")
        #expect(lines[2].hasSuffix(": 0 ok, 1 with warnings"))
    }

    @Test func aStyleThatHonoursItReadsAsItDidWithoutTheExtraRun() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "calm")
        let result = workspace.tool.check([path])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "ok     calm  \(path) · 26 runs · no diagnostics")
        #expect(lines.count == 2 && lines[1].hasSuffix(": 1 ok"))
    }

    @Test func theJSONReportCarriesTheWarningWithItsRun() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "restless")
        let result = workspace.tool.check(CheckRequest([path], format: .json))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let style = try #require((document["styles"] as? [[String: Any]])?.first)
        #expect(style["status"] as? String == "warning")
        #expect((style["runs"] as? [Any])?.count == 26)
        let diagnostic = try #require((style["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["code"] as? String == "motionNotReduced")
        #expect(diagnostic["hook"] as? String == "animator.animate")
        #expect(diagnostic["line"] as? Int == 14)
        #expect(diagnostic["runs"] as? [String] == [ReducedMotionCheck.label])
    }

    @Test func theJUnitReportCarriesTheWarningInACaseForTheReduceMotionRun() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "restless")
        let result = workspace.tool.check(CheckRequest([path], format: .junit))
        let xml = result.output
        #expect(xml.contains("<testsuite name=\"restless\" tests=\"27\" failures=\"0\""), "26 runs and the Reduce Motion run")
        let label = ReducedMotionCheck.label
        let start = try #require(xml.range(of: "<testcase name=\"\(label)\" classname=\"restless\" time=\"0.000\">"))
        let end = try #require(xml.range(of: "</testcase>", range: start.upperBound..<xml.endIndex))
        let testCase = xml[start.upperBound..<end.lowerBound]
        #expect(testCase.contains("<system-out>\(path):14: warning: under Reduce Motion (iPhone 15, portrait) the presentation "
            + "still moves far"))
        #expect(testCase.contains("[animator.animate]"))
        let calm = try workspace.copy(fixture: "calm")
        let quiet = workspace.tool.check(CheckRequest([calm], format: .junit)).output
        #expect(quiet.contains("<testsuite name=\"calm\" tests=\"26\""))
        #expect(!quiet.contains(label), "a style that honours Reduce Motion has no case for the run")
    }

    @Test func aBundledStyleFadesInPlaceUnderReduceMotionAndDropsWithout() throws {
        let registry = try StyleRegistry()
        let options = Recorder.Options(fps: 60)
        let standard = try StyleRun("bouncy", recorderOptions: options, registry: registry)
        let reduced = try StyleRun("bouncy", recorderOptions: options, registry: registry, motion: .reduced)
        let far = try #require(ReducedMotionCheck.motion(of: "presented", in: standard.recording.phases[0]))
        let near = try #require(ReducedMotionCheck.motion(of: "presented", in: reduced.recording.phases[0]))
        #expect(far.isFar && far.travel > 700, "bouncy drops in from above the screen")
        #expect(near == ReducedMotionCheck.Motion(travel: 0, scaling: 0), "under Reduce Motion it only fades")
        #expect(reduced.recording.device.traits.reduceMotion)
        #expect(ReducedMotionCheck.diagnostic(for: "bouncy", registry: registry) == nil)
    }

    @Test func theMeasureFollowsTheViewThroughTheViewsItSitsInAndSkipsWhatCannotBeSeen() {
        func sample(_ t: Double, wrapper: Point, scale: Double, alpha: Double = 1) -> Recording.Frame {
            Recording.Frame(t: t, views: [
                Recording.RecordedView(name: "wrapper", parent: nil, bounds: Rect(x: 0, y: 0, width: 200, height: 100),
                                       center: wrapper, transform: AffineTransform(scaleX: scale, y: scale), alpha: alpha),
                Recording.RecordedView(name: "presented", parent: "wrapper", bounds: Rect(x: 0, y: 0, width: 200, height: 100),
                                       center: Point(x: 100, y: 50)),
            ])
        }
        let end = sample(1, wrapper: Point(x: 200, y: 400), scale: 1)
        let phase = Recording.Phase(name: "present", duration: 1, frames: [
            sample(0, wrapper: Point(x: 200, y: 1000), scale: 0.5, alpha: 0),   // transparent: not counted
            sample(0.5, wrapper: Point(x: 200, y: 430), scale: 0.9),
            end,
        ], final: end)
        let motion = ReducedMotionCheck.motion(of: "presented", in: phase)
        #expect(motion.map { close($0.travel, 30) && close($0.scaling, 0.1) } == true, "\(String(describing: motion))")
        #expect(motion?.isFar == false)
    }
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
