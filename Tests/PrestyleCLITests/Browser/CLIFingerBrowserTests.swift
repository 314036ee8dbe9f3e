import BrowserTesting
import Foundation
import PrestyleExport
import TestSupport
import Testing

/// The HTML player's finger: during a gesture phase it draws a disc at the touch sample shown, and none
/// outside the touch (before it, after the lift, in other phases).
@Suite("the HTML player's finger in Chromium", .enabled(if: Chromium.shouldRun, "no chromium on the PATH (make test installs it)"))
struct CLIFingerBrowserTests {
    private func dom(at fragment: String, of page: URL, in folder: URL) throws -> DOMDump {
        let (dom, output) = try Chromium.required().dumpDOM(of: page, fragment: fragment, in: folder)
        #expect(output.consoleLines.isEmpty, "console output: \(output.consoleLines)")
        return dom
    }

    @Test func theFingerFollowsItsSamplesDuringADragAndIsGoneAfterTheLift() throws {
        let prestyle = try PrestyleBinary.locate()
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("panel.html")
        let written = try prestyle.run(["apply", "panel", "--drag", "surface:0,-300:1", "--format", "html", "--output", page.path])
        try #require(written.status == 0, "\(written)")

        let during = try dom(at: "#phase=drag&t=0.5", of: page, in: folder.url)
        #expect(during.elements.first { $0.tag == "html" }?.attributes["data-errors"] == "0")
        let finger = try #require(during.elements("data-finger", "").first, "no finger at t = 0.5")
        #expect(finger.attributes["data-phase"] == "moved")
        // Touched down at the surface's centre, (196.5, 645.25), moving up 300 points in 1 s.
        #expect(finger.style["left"] == "196.5px" && finger.style["top"] == "495.25px")

        let after = try dom(at: "#phase=drag&t=1.5", of: page, in: folder.url)
        #expect(after.elements("data-finger", "").isEmpty)
        let present = try dom(at: "#phase=present&t=0.3", of: page, in: folder.url)
        #expect(present.elements("data-finger", "").isEmpty)
    }
}
