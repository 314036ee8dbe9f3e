import Foundation
import PrestyleTool
import Testing

/// An output file's extension picks the format; one that names no format is a usage error for every command
/// that writes a file, never text in a file named like a picture.
@Suite("Output formats")
struct OutputFormatTests {
    let workspace: Workspace
    var tool: Tool { workspace.tool }

    init() throws {
        workspace = try Workspace()
    }

    @Test(arguments: ["png", "PNG", "jpeg", "mov", "webm"])
    func applyRefusesAnExtensionThatNamesNoFormat(_ fileExtension: String) {
        let path = workspace.path("cool." + fileExtension)
        let result = tool.apply(ApplyRequest(style: "cool", output: path))
        #expect(result.status == .usage)
        #expect(result.errors.contains(".\(fileExtension) names no format apply writes (.txt, .json, .svg, .html, .gif or .mp4)"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func galleryAndCompareRefuseItToo() {
        let path = workspace.path("styles.png")
        let gallery = tool.gallery(GalleryRequest(styles: ["cool"], output: path))
        #expect(gallery.status == .usage)
        #expect(gallery.errors.contains(".png names no format gallery writes (.html, .gif or .mp4)"), "\(gallery)")
        let compare = tool.compare(CompareRequest(first: "cool", second: "fade", output: path))
        #expect(compare.status == .usage)
        #expect(compare.errors.contains(".png names no format compare writes (.txt or .html)"), "\(compare)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aKnownFormatAnotherCommandWritesIsNamed() {
        let compare = tool.compare(CompareRequest(first: "cool", second: "fade", output: workspace.path("both.gif")))
        #expect(compare.status == .usage)
        #expect(compare.errors.contains("compare writes .txt or .html, not .gif"), "\(compare)")
        let gallery = tool.gallery(GalleryRequest(styles: ["cool"], output: workspace.path("all.json")))
        #expect(gallery.errors.contains("gallery writes .html, .gif or .mp4, not .json"), "\(gallery)")
    }

    @Test func anExplicitFormatWritesAnyFileNameAndNoExtensionTakesTheDefault() throws {
        let log = tool.apply(ApplyRequest(style: "cool", format: .text, output: workspace.path("run.log")))
        #expect(log.status == .success, "\(log)")
        let plain = tool.apply(ApplyRequest(style: "cool", output: workspace.path("run")))
        #expect(plain.status == .success, "\(plain)")
        #expect(try String(contentsOfFile: workspace.path("run"), encoding: .utf8).hasPrefix("prestyle run · style \"cool\""))
    }

    @Test func aMovieNeedsAFileAndPlaysEveryPhase() {
        let piped = tool.apply(ApplyRequest(style: "cool", format: .gif))
        #expect(piped.status == .usage)
        #expect(piped.errors.contains("gif is a binary file: add --output FILE.gif"))
        var settings = RunSettings()
        settings.moment = .init(time: 0.2)
        let moment = tool.apply(ApplyRequest(style: "cool", settings: settings, output: workspace.path("cool.mp4")))
        #expect(moment.status == .usage)
        #expect(moment.errors.contains("--at picks one moment; mp4 plays every phase"))
        let width = tool.apply(ApplyRequest(style: "cool", format: .html, movieWidth: 300))
        #expect(width.status == .usage)
        #expect(width.errors.contains("--width sets the size of a gif or mp4"))
        let tiny = tool.apply(ApplyRequest(style: "cool", output: workspace.path("cool.gif"), movieWidth: 3))
        #expect(tiny.errors.contains("--width takes 16 to 4096 pixels, not 3"))
    }

    @Test func theExtensionPicksTheFormat() {
        #expect(OutputFormat(fileExtensionOf: "out/cool.GIF") == .gif)
        #expect(OutputFormat(fileExtensionOf: "cool.mp4") == .mp4)
        #expect(OutputFormat(fileExtensionOf: "cool.htm") == .html)
        #expect(OutputFormat(fileExtensionOf: "cool.png") == nil)
        #expect(OutputFormat(fileExtensionOf: "/dev/stdout") == nil)
    }
}
