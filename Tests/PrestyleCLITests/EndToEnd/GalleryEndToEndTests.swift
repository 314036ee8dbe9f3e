import BrowserTesting
import Foundation
import TestSupport
import Testing

/// `prestyle gallery`, run as a user runs it: every style found (or those named) on one page, a line per style
/// and where the page is, the usual exit statuses.
@Suite("prestyle gallery, end to end")
struct GalleryEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    /// The recordings embedded in a page, by their ids, as `data-recording` attributes name them.
    static func embeddedIds(_ page: String) -> [String] {
        page.components(separatedBy: "data-recording=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test func byDefaultEveryBundledStyleIsOnThePageAndHasItsLine() throws {
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("gallery.html")
        let run = try prestyle.run(["gallery", "--output", page.path])
        #expect(run.status == 0, "\(run)")
        let list = try prestyle.run(["list"])
        let names = list.stdout.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") && $0.hasSuffix(".lua") }
            .map { String($0.split(separator: " ")[0]) }
        #expect(names.count >= 20)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(Self.embeddedIds(html) == names.indices.map { "s\($0)" })
        for name in names {
            #expect(run.stdout.contains("\n\(name) ") || run.stdout.hasPrefix("\(name) "), "no line for \(name)")
            #expect(html.contains("\"style\": \"\(name)\""), "\(name) is not on the page")
        }
        #expect(run.stdout.hasSuffix("\nHTML gallery: \(page.path) (\(page.absoluteString))\n"))
    }

    @Test func namedStylesOnADeviceLinkToTheirFilesRelativeToThePage() throws {
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("out/presentr.html")
        let run = try prestyle.run(["gallery", "alert", "popup", "--device", "ipad-pro-11", "-o", page.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("alert  Styles/alert.lua  present 0.4 s, dismiss 0.4 s  no diagnostics\n"
            + "popup  Styles/popup.lua  present 0.4 s, dismiss 0.4 s  no diagnostics\n\nHTML gallery: "), "\(run)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(Self.embeddedIds(html) == ["s0", "s1"])
        #expect(html.contains("<p>2 styles on iPad Pro 11-inch</p>"))
        // The link leads from the page's folder to the style's file.
        let config = html.components(separatedBy: "id=\"prestyle-config\">").last ?? ""
        let link = try #require(config.range(of: #""source": "([^"]+)""#, options: .regularExpression).map { String(config[$0]) })
        let relative = String(link.dropFirst(11).dropLast())
        let target = page.deletingLastPathComponent().appendingPathComponent(relative).standardizedFileURL.path
        #expect(target == PackageRoot.url("Styles/alert.lua").standardizedFileURL.path)
    }

    @Test func withoutAnOutputThePageGoesToStandardOutputAndTheLinesToStandardError() throws {
        let run = try prestyle.run(["gallery", "fade"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<!doctype html>"))
        #expect(run.stderr == "fade  Styles/fade.lua  present 0.5 s, dismiss 0.5 s  no diagnostics\n")
    }

    @Test func aStyleThatReportsAnErrorIsOnThePageAndTheStatusIsOne() throws {
        let faulty = ApplyEndToEndTests.fixture("faulty")
        let run = try prestyle.run(["gallery", "bouncy", faulty])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("<!doctype html>"))
        #expect(run.stderr.contains("faulty  \(faulty)  present"))
        #expect(run.stderr.contains("1 error\n  \(faulty):7: error: "), "\(run)")
    }

    @Test func anUnknownStyleOrDeviceIsAUsageError() throws {
        let style = try prestyle.run(["gallery", "nothere"])
        #expect(style.status == 2)
        #expect(style.stderr.hasPrefix("Error: no style named 'nothere'"))
        let device = try prestyle.run(["gallery", "--device", "nokia"])
        #expect(device.status == 2)
    }

    @Test func theHelpHasExamples() throws {
        let run = try prestyle.run(["gallery", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: prestyle gallery") && run.stdout.contains("Examples:"))
        #expect(try prestyle.run(["--help"]).stdout.contains("\n  gallery "))
    }
}
