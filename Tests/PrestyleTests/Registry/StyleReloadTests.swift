import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A changed file is loaded again; a broken change keeps the last good version and says why, once.
@Suite struct StyleReloadTests {
    static func version(_ inset: Int, summary: String = "card") -> String {
        """
        return style {
          summary = "\(summary)",
          options = { inset = \(inset) },
          presentation = {
            frameOfPresentedView = function(self) return self.container.bounds:inset(self.options.inset) end,
          },
        }
        """
    }

    @Test func aChangedFileIsReloadedEvenWithTheSameSize() throws {
        let styles = TemporaryStyles()
        styles.write("card", Self.version(10))
        let registry = try styles.registry()
        #expect(try registry.style(named: "card").option(named: "inset")?.defaultValue == 10)
        styles.write("card", Self.version(20))
        #expect(try registry.style(named: "card").option(named: "inset")?.defaultValue == 20)
    }

    @Test func aBrokenChangeKeepsTheLastGoodVersionAndReportsWhyOnce() throws {
        let styles = TemporaryStyles()
        let path = styles.write("card", Self.version(10))
        let registry = try styles.registry()
        let good = try registry.transitioningDelegate(for: "card")
        styles.write("card", "return style {\n  summary = \"card\",\n  options = { inset = },\n}")
        let kept = try registry.style(named: "card")
        #expect(kept.option(named: "inset")?.defaultValue == 10)
        let report = try #require(kept.diagnostics.first { $0.code == "styleReloadFailed" })
        #expect(report.severity == .error && report.file == path && report.line == 3)
        #expect(report.message.contains("last good version"))
        _ = try registry.style(named: "card")
        #expect(registry.diagnostics.filter { $0.code == "styleReloadFailed" }.count == 1)
        // The delegate made before keeps running the version it was made with.
        withStyleScene(good) { scene in
            scene.present()
            #expect(close(scene.presented.view.frame, scene.window.bounds.insetBy(dx: 10, dy: 10)))
            scene.dismiss()
        }
        styles.write("card", Self.version(30))
        let fixed = try registry.style(named: "card")
        #expect(fixed.option(named: "inset")?.defaultValue == 30)
        #expect(fixed.diagnostics.isEmpty)
    }

    @Test func aStyleIsReloadedWhenAStyleItUsesChanges() throws {
        let styles = TemporaryStyles()
        styles.write("base", Self.version(10, summary: "base"))
        styles.write("derived", "local base = use(\"base\")\nreturn style { summary = \"derived from \" .. base.summary }")
        let registry = try styles.registry()
        #expect(try registry.style(named: "derived").summary == "derived from base")
        styles.write("base", Self.version(10, summary: "rebased"))
        #expect(try registry.style(named: "derived").summary == "derived from rebased")
    }
}
