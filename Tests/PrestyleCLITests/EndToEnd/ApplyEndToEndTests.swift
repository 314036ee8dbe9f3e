import BrowserTesting
import Foundation
import PresentationKit
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply` as a user runs it from the repository root: the built binary, every format, where its
/// output goes, and its exit statuses — 0, 1 for a style error, 2 for a usage error with one clear line.
@Suite("prestyle apply, end to end")
struct ApplyEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    /// A test style, by its path from the repository root (where the runs start, so the path is shown so).
    static func fixture(_ name: String) -> String {
        "Tests/PrestyleToolTests/Fixtures/\(name).lua"
    }

    @Test func applyCoolLuaFromTheRepositoryRootPrintsTheSummary() throws {
        let run = try prestyle.run(["apply", "cool.lua"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("prestyle run · style \"cool\" · Styles/cool.lua\ndevice   iPhone 15 · 393×852 pt @3x · portrait"))
        #expect(run.stdout.contains("\nphase present · 1 s · completed · 61 frames\n"))
        #expect(run.stdout.contains("\nphase dismiss · 0.6 s · completed · 37 frames\n"))
        #expect(run.stdout.contains("  settled layout (393×852 pt)\n"))
        #expect(run.stdout.hasSuffix("diagnostics: none\n"))
    }

    @Test func everyFormatGoesToStandardOutputAloneWithoutOutput() throws {
        let json = try prestyle.run(["apply", "bouncy", "--format", "json", "--fps", "30"])
        #expect(json.status == 0 && json.stderr == "")
        #expect(try Recording(json: json.stdout).phases.map(\.name) == ["present", "dismiss"])
        let svg = try prestyle.run(["apply", "bouncy", "--format", "svg", "--frames", "4"])
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<?xml") && svg.stdout.hasSuffix("</svg>\n"))
        #expect(svg.stdout.components(separatedBy: "<g class=\"panel\"").count - 1 == 8)
        let moment = try prestyle.run(["apply", "bouncy", "--format", "svg", "--at", "dismiss:0.2"])
        #expect(moment.stdout.contains("<title>bouncy · dismiss · t = 0.2 s</title>"))
        let html = try prestyle.run(["apply", "bouncy", "--format", "html"])
        #expect(html.status == 0 && html.stdout.hasPrefix("<!doctype html>") && html.stderr == "")
        let text = try prestyle.run(["apply", "bouncy", "--format", "text", "--at", "0.4"])
        #expect(text.stdout.contains("phase present at t = 0.4 s"))
    }

    @Test func anOutputFileGetsTheDocumentAndTheTerminalTheSummaryAndWhereItIs() throws {
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("out/cool.html").path
        let run = try prestyle.run(["apply", "cool.lua", "--format", "html", "--output", page])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("prestyle run · style \"cool\""))
        #expect(run.stdout.hasSuffix("\nHTML preview: \(page) (file://\(page))\n"))
        #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!doctype html>"))
        for (file, start) in [("run.json", "{\n  \"format\": \"prestyle-run\""), ("run.svg", "<?xml"), ("run.txt", "prestyle run")] {
            let path = folder.url.appendingPathComponent(file).path
            let written = try prestyle.run(["apply", "cool", "-o", path])
            #expect(written.status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(start), "\(file)")
        }
    }

    @Test func sceneFlagsReachTheRun() throws {
        let run = try prestyle.run([
            "apply", "bouncy", "--device", "ipad-pro-11", "--landscape", "--rotate", "--adapt", "--interactive", "0.5",
            "--cancel", "--set", "inset=40", "--fps", "20", "--format", "json",
        ])
        let recording = try Recording(json: run.stdout)
        #expect(recording.device.name == "iPad Pro 11-inch" && recording.device.orientation == .landscapeLeft)
        #expect(recording.options["inset"] == .number(40))
        #expect(recording.phases.map(\.name) == ["present"])
        #expect(recording.phases[0].completed == false)
        let custom = try prestyle.run(["apply", "bouncy", "--size", "500x700", "--traits", "regular,compact", "--safe-area", "10,0,5,0", "--format", "json"])
        let device = try Recording(json: custom.stdout).device
        #expect(device.size == .init(width: 500, height: 700) && device.traits.horizontal == .regular)
        #expect(device.safeArea == .init(top: 10, left: 0, bottom: 5, right: 0))
        #expect(device.scale == 2)
        let sharper = try prestyle.run(["apply", "bouncy", "--size", "390x844", "--scale", "3", "--idiom", "phone", "--format", "json"])
        #expect(sharper.status == 0, "\(sharper)")
        #expect(try Recording(json: sharper.stdout).device.scale == 3)
    }

    @Test func theIOSFlagPicksTheEraTheRunModelsAndTheRecordingSaysWhich() throws {
        let today = try prestyle.run(["apply", "system-sheet", "--format", "json"])
        #expect(try Recording(json: today.stdout).systemVersion == 26)
        let seeds = try prestyle.run(["apply", "system-sheet", "--ios", "12", "--format", "json"])
        #expect(seeds.status == 0, "\(seeds)")
        let recording = try Recording(json: seeds.stdout)
        #expect(recording.systemVersion == 12)
        // The seeds' page sheet on a phone is full screen: no card below the status bar.
        let presented = try #require(recording.phases.first?.final.views.first { $0.name == "presented" })
        #expect(presented.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        let text = try prestyle.run(["apply", "system-sheet", "--ios", "18"])
        #expect(text.stdout.contains("device   iPhone 15 · 393×852 pt @3x · portrait · iOS 18 · horizontal compact"), "\(text)")
        let bad = try prestyle.run(["apply", "system-sheet", "--ios", "17"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("an iOS version: 26, 18, 12"), "\(bad)")
    }

    @Test(arguments: [
        (["apply", "bouncey"], "Error: no style named 'bouncey'", "); did you mean 'bouncy'?"),
        (["apply", "Styles/nothere.lua"], "Error: no style file at Styles/nothere.lua", ""),
        (["apply", "cool", "--device", "iphone15"], "Error: unknown device 'iphone15'; did you mean 'iphone-15' or 'iphone-14'?", ""),
        (["apply", "bouncy", "--set", "inset=wide"], "Error: bad value for option 'inset' of style 'bouncy': expected a number, got \"wide\"", ""),
        (["apply", "bouncy", "--set", "insett=1"], "Error: ", "); did you mean 'inset'?"),
        (["apply", "cool", "--at", "rotate:0.1"], "Error: the moment to capture names phase \"rotate\"", ""),
        (["apply", "cool", "--fps", "0"], "Error: fps must be more than 0 and at most 240, not 0", ""),
        (["apply", "cool", "--fps", "-1"], "Error: fps must be more than 0 and at most 240, not -1", ""),
        (["apply", "cool", "--fps", "nan"], "Error: fps must be more than 0 and at most 240, not nan", ""),
        (["apply", "cool", "--format", "svg", "--frames", "-2"], "Error: --frames takes 1 to 60 moments per phase, not -2", ""),
        (["apply", "cool", "--format", "svg", "--frames", "1000000000"], "Error: --frames takes 1 to 60 moments per phase, not 1000000000", ""),
        (["apply", "cool", "--format", "json", "--at", "0.3"], "Error: --at picks the moment that text, svg and html show", ""),
        (["apply", "cool", "--output", ""], "Error: --output needs a file name", ""),
    ])
    func eachUsageMistakeIsOneClearLineAndStatus2(arguments: [String], start: String, end: String) throws {
        let run = try prestyle.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(start), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(end + "\n"), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
    }

    /// An empty `--output` is named as such wherever the command runs: the working folder's own extension
    /// (`mktemp -d` makes `tmp.x1Y2z3`) is not taken for the file's.
    @Test func anEmptyOutputNameIsSaidSoInAFolderWhoseNameHasAnExtension() throws {
        let scratch = try TemporaryFolder()
        let folder = scratch.url.appendingPathComponent("tmp.x1Y2z3")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try prestyle.run(["apply", "cool", "--output", ""], in: folder,
            environment: ["PRESTYLE_PATH": PackageRoot.url.appendingPathComponent("Styles").path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "Error: --output needs a file name\n", "\(run.stderr)")
    }

    @Test(arguments: [
        (["apply", "cool", "--bogus"], "Error: Unknown option '--bogus'"),
        (["apply"], "Error: Missing expected argument '<style>'"),
        (["apply", "cool", "--size", "39x"], "Error: The value '39x' is invalid for '--size <WxH>'"),
        (["apply", "cool", "--format", "pdf"], "Error: The value 'pdf' is invalid for '--format <format>'"),
        (["apply", "cool", "--cancel"], "Error: --cancel says how an interactive transition ends: add --interactive P."),
        (["apply", "cool", "--device", "iphone-se", "--size", "300x500"], "Error: Give --device or --size, not both."),
        (["frobnicate"], "Error: Unexpected argument 'frobnicate'"),
        // A negative number is the flag's value, not a flag of its own: the flag's own message, not "Missing value".
        (["apply", "cool", "--at", "-1"], "Error: The value '-1' is invalid for '--at <T>': \"-1\" is not SECONDS"),
        (["apply", "cool", "--interactive", "-0.1"], "Error: The value '-0.1' is invalid for '--interactive <P>'"),
        (["apply", "cool", "--size", "-3x4"], "Error: The value '-3x4' is invalid for '--size <WxH>'"),
        (["apply", "cool", "--size", "10x"], "Error: The value '10x' is invalid for '--size <WxH>'"),
        (["apply", "cool", "--size", "0x0"], "Error: The value '0x0' is invalid for '--size <WxH>'"),
        (["apply", "cool", "--size", "50x50", "--traits", "foo,bar"], "Error: The value 'foo,bar' is invalid for '--traits <H,V>'"),
        (["apply", "cool", "--size", "50x50", "--safe-area", "1,2"], "Error: The value '1,2' is invalid for '--safe-area <T,L,B,R>'"),
        (["apply", "cool", "--interactive", "1.5"], "Error: The value '1.5' is invalid for '--interactive <P>'"),
        (["apply", "cool", "--scale", "3"], "Error: --traits, --safe-area, --scale and --idiom describe a custom screen: add --size WxH."),
        (["apply", "cool", "--idiom", "pad"], "Error: --traits, --safe-area, --scale and --idiom describe a custom screen: add --size WxH."),
        (["apply", "cool", "--size", "50x50", "--scale", "-2"], "Error: The value '-2' is invalid for '--scale <N>'"),
        (["apply", "cool", "--size", "50x50", "--idiom", "watch"], "Error: The value 'watch' is invalid for '--idiom <idiom>'"),
        (["apply", "cool", "--finish"], "Error: --finish says how an interactive transition ends: add --interactive P."),
        (["compare", "bouncy", "cool", "--format", "json"], "Error: The value 'json' is invalid for '--format <format>'. Please provide one of 'text' and 'html'."),
    ])
    func aBadFlagIsArgumentParsersMessageWithTheUsageAndStatus2(arguments: [String], start: String) throws {
        let run = try prestyle.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(start), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: prestyle"), "\(run.stderr)")
    }

    @Test func aStyleThatDoesNotLoadIsStatus1WithItsFileAndLine() throws {
        let path = Self.fixture("broken")
        let run = try prestyle.run(["apply", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: \(path):4: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aStyleThatFailsWhileRunningIsStatus1WithTheRunAndItsDiagnostics() throws {
        let path = Self.fixture("faulty")
        let run = try prestyle.run(["apply", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("phase present"))
        #expect(run.stdout.contains("\(path):7: error: "))
        #expect(!run.stdout.contains("Fatal error") && !run.stderr.contains("Fatal error"))
    }
}
