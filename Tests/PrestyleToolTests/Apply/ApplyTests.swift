import Foundation
import PrestyleExport
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle apply` in-process: what it writes where, in every format, and its exit statuses.
@Suite("apply")
struct ApplyTests {
    @Test func theDefaultIsTheTextSummaryOfPresentSettleDismissOnAnIPhone15() throws {
        let workspace = try Workspace()
        let result = workspace.tool.apply(ApplyRequest(style: "cool.lua"))
        #expect(result.status == .success)
        #expect(result.errors == "")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "prestyle run · style \"cool\" · \(Paths.shownStyle("cool"))")
        #expect(lines.contains { $0.hasPrefix("device   iPhone 15 · 393×852 pt @3x · portrait") })
        #expect(lines.contains { $0.hasPrefix("phase present · 1 s · completed") })
        #expect(lines.contains { $0.hasPrefix("phase dismiss · 0.6 s · completed") })
        #expect(lines.contains { $0.contains("presentationTransitionWillBegin") && $0.contains("cool.presentation(presented)") })
        #expect(lines.contains { $0.hasPrefix("    leopard ") })
        #expect(lines.contains("  settled layout (393×852 pt)"))
        #expect(lines.last(where: { !$0.isEmpty }) == "diagnostics: none")
    }

    @Test func aStyleIsFoundByNameByFileNameAndByPath() throws {
        let workspace = try Workspace()
        let path = try workspace.write("mine", try String(contentsOfFile: PackageRoot.styles + "/bouncy.lua", encoding: .utf8))
        for reference in ["bouncy", "bouncy.lua", PackageRoot.styles + "/bouncy.lua", path, "mine"] {
            let result = workspace.tool.apply(ApplyRequest(style: reference))
            #expect(result.status == .success, "\(reference): \(result.errors)")
            #expect(result.output.contains("phase present"), "\(reference)")
        }
    }

    @Test func theJSONExportGoesToStandardOutputAloneAndReadsBack() throws {
        let workspace = try Workspace()
        var request = ApplyRequest(style: "bouncy", assignments: ["inset=50"], format: .json)
        request.settings.fps = 30
        let result = workspace.tool.apply(request)
        #expect(result.status == .success)
        let recording = try Recording(json: result.output)
        #expect(recording.style == "bouncy")
        #expect(recording.options["inset"] == .number(50))
        #expect(recording.phases.map(\.name) == ["present", "dismiss"])
        #expect(recording.phases[0].frames.dropFirst().first?.t == 0.0333)
        #expect(result.errors == "")
    }

    @Test func svgShowsTheMomentAskedForElseAFilmstripOfEveryPhase() throws {
        let workspace = try Workspace()
        var request = ApplyRequest(style: "cool", format: .svg)
        let strip = workspace.tool.apply(request).output
        #expect(strip.hasPrefix("<?xml"))
        #expect(strip.components(separatedBy: "<g class=\"panel\"").count - 1 == 2 * ApplyRequest.defaultFilmstripFrames)
        request.filmstripFrames = 3
        #expect(workspace.tool.apply(request).output.components(separatedBy: "<g class=\"panel\"").count - 1 == 6)
        request.filmstripFrames = nil
        request.settings.moment = Moment(phase: "dismiss", time: 0.3)
        let picture = workspace.tool.apply(request).output
        #expect(!picture.contains("class=\"panel\""))
        #expect(picture.contains("<title>cool · dismiss · t = 0.3 s</title>"))
    }

    @Test func framesOutsideAFilmstripIsAUsageError() throws {
        let workspace = try Workspace()
        for request in [
            ApplyRequest(style: "cool", format: .html, filmstripFrames: 4),
            ApplyRequest(style: "cool", settings: RunSettings(moment: Moment(time: 0.2)), format: .svg, filmstripFrames: 4),
            ApplyRequest(style: "cool", format: .svg, filmstripFrames: 0),
        ] {
            let result = workspace.tool.apply(request)
            #expect(result.status == .usage)
            #expect(result.output == "")
            #expect(result.errors.hasPrefix("Error: "))
        }
    }

    @Test func anOutputFileGetsTheDocumentAndTheTerminalTheSummaryAndWhereItIs() throws {
        let workspace = try Workspace()
        let path = workspace.path("out/nested/cool.html")
        let result = workspace.tool.apply(ApplyRequest(style: "cool.lua", format: .html, output: path))
        #expect(result.status == .success)
        let page = try #require(workspace.read("out/nested/cool.html"))
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(result.output.hasPrefix("prestyle run · style \"cool\""))
        #expect(result.output.hasSuffix("\nHTML preview: \(path) (file://\(path))\n"))
    }

    @Test func theOutputFilesExtensionPicksTheFormatWhenNoneIsGiven() throws {
        let workspace = try Workspace()
        for (file, start) in [("run.json", "{"), ("run.svg", "<?xml"), ("run.html", "<!doctype html>"), ("run.txt", "prestyle run")] {
            let result = workspace.tool.apply(ApplyRequest(style: "bouncy", output: workspace.path(file)))
            #expect(result.status == .success)
            #expect(workspace.read(file)?.hasPrefix(start) == true, "\(file)")
        }
        let text = workspace.tool.apply(ApplyRequest(style: "bouncy", output: workspace.path("run.txt")))
        #expect(text.output == "Text summary: \(workspace.path("run.txt"))\n")
    }

    @Test func anOutputFileThatCannotBeWrittenIsOneLineAndStatus1() throws {
        let workspace = try Workspace()
        try "a file".write(toFile: workspace.path("blocker"), atomically: true, encoding: .utf8)
        let result = workspace.tool.apply(ApplyRequest(style: "bouncy", output: workspace.path("blocker/run.json")))
        #expect(result.status == .failure)
        #expect(result.errors.hasPrefix("Error: cannot write \(workspace.path("blocker/run.json")):"))
        #expect(result.errors.hasSuffix(": \(workspace.path("blocker")) is a file, not a folder\n"), "\(result.errors)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func theMomentShowsTheStateThenInTextAndStartsTheHTMLPlayerThere() throws {
        let workspace = try Workspace()
        let moment = Moment(phase: "present", time: 0.3)
        let text = workspace.tool.apply(ApplyRequest(style: "cool", settings: RunSettings(moment: moment))).output
        #expect(text.contains("phase present at t = 0.3 s (sample t = 0.3 s)"))
        let page = workspace.tool.apply(ApplyRequest(style: "cool", settings: RunSettings(moment: moment), format: .html)).output
        #expect(page.contains("{\"autoplay\": false, \"loop\": false, \"phase\": \"present\", \"t\": 0.3}"))
    }

    @Test func rotateAdaptAndInteractiveAddTheirPhases() throws {
        let workspace = try Workspace()
        let settings = RunSettings(
            screen: .preset("ipad-pro-11"), landscape: true, rotates: true, adapts: true,
            interaction: .init(direction: .present, fraction: 0.5, finishes: true), fps: 20)
        let result = workspace.tool.apply(ApplyRequest(style: "bouncy", settings: settings, format: .json))
        let recording = try Recording(json: result.output)
        #expect(recording.phases.map(\.name) == ["present", "rotate", "adapt", "adapt-back", "dismiss"])
        #expect(recording.device.orientation == .landscapeLeft && recording.device.name == "iPad Pro 11-inch")
        #expect(recording.phases[0].events.contains { $0.call.hasPrefix("updateInteractiveTransition") })
    }

    @Test func aCancelledInteractivePresentationSkipsTheDismissalWithANote() throws {
        let workspace = try Workspace()
        let settings = RunSettings(interaction: .init(direction: .present, fraction: 0.4, finishes: false))
        let result = workspace.tool.apply(ApplyRequest(style: "cool", settings: settings))
        #expect(result.status == .success)
        #expect(result.output.contains("phase present · ") && result.output.contains(" · cancelled · "))
        #expect(result.output.contains("note: not run: dismiss — the interactive present phase was cancelled, as asked"))
    }

    @Test func aCustomScreenIsRecordedWithItsSizeTraitsAndSafeArea() throws {
        let workspace = try Workspace()
        let screen = CustomScreen(size: .init(width: 500, height: 800), traits: .init(horizontal: .regular, vertical: .compact),
                                  safeArea: .init(top: 20, left: 0, bottom: 10, right: 0))
        let result = workspace.tool.apply(ApplyRequest(style: "bouncy", settings: RunSettings(screen: .custom(screen)), format: .json))
        let device = try Recording(json: result.output).device
        #expect(device.size == .init(width: 500, height: 800))
        #expect(device.traits == .init(horizontal: .regular, vertical: .compact))
        #expect(device.safeArea == .init(top: 20, left: 0, bottom: 10, right: 0))
    }
}
