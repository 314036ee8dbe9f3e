import PresentationKit
import Testing

@testable import PrestyleExport

@Suite("Text summary")
struct TextSummaryTests {
    let recording = Fixtures.slide()

    private func lines(_ options: TextSummary.Options = .init()) throws -> [String] {
        try recording.rendered(as: .text(options)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theHeaderNamesTheStyleItsSourceTheDeviceAndTheOptions() throws {
        let head = Array(try lines().prefix(3))
        #expect(head == [
            "prestyle run · style \"slide\" · Styles/slide.lua",
            "device   iPhone 15 · 393×852 pt @3x · portrait · horizontal compact, vertical regular · "
                + "safe area 59, 0, 34, 0 (top, left, bottom, right)",
            "options  badge = true, curve = \"linear\", dim = 0.5, duration = 0.5, inset = 30",
        ])
    }

    @Test func aRunInAnotherSceneSaysItUnderTheFirstLineAndAPresentationDoesNot() throws {
        var pushed = recording
        pushed.scene = "push"
        let head = try pushed.rendered(as: .text()).split(separator: "\n").prefix(3).map(String.init)
        #expect(head[0] == "prestyle run · style \"slide\" · Styles/slide.lua")
        #expect(head[1] == "scene    push")
        #expect(head[2].hasPrefix("device   iPhone 15 · "))
        #expect(!(try lines()).contains { $0.hasPrefix("scene ") }, "a presentation's header is as before")
    }

    @Test func eachPhaseShowsItsDurationAndWhetherItCompleted() throws {
        let all = try lines()
        #expect(all.contains("phase present · 0.5 s · completed · 31 frames"))
        #expect(all.contains("phase dismiss · 0.3 s · completed · 19 frames"))
        var cancelled = recording
        cancelled.phases[1].completed = false
        #expect(try cancelled.rendered(as: .text()).contains("phase dismiss · 0.3 s · cancelled · 19 frames"))
    }

    @Test func theTraceIsInCallOrderWithAlignedColumns() throws {
        let all = try lines()
        let start = try #require(all.firstIndex(of: "phase present · 0.5 s · completed · 31 frames")) + 1
        let trace = Array(all[start...start + 12])
        #expect(trace[0].hasPrefix("      t  call"))
        let calls = recording.phases[0].events.map(\.call)
        #expect(trace.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }.map(String.init) == calls)
        // Every row's call and target start in the same columns as the header's.
        let callColumn = try #require(trace[0].range(of: "call")).lowerBound.utf16Offset(in: trace[0])
        let targetColumn = try #require(trace[0].range(of: "target")).lowerBound.utf16Offset(in: trace[0])
        for (row, event) in zip(trace.dropFirst(), recording.phases[0].events) {
            #expect(row.range(of: event.call)?.lowerBound.utf16Offset(in: row) == callColumn)
            #expect(row.range(of: event.target, options: .backwards)?.lowerBound.utf16Offset(in: row) == targetColumn)
        }
        #expect(trace[7].hasPrefix("  0.200  containerViewWillLayoutSubviews"))
    }

    @Test func theFinalStateListsThePresentedViewAndTheChromeButNotStructureOrContent() throws {
        let text = try recording.rendered(as: .text())
        #expect(text.contains("""
              final state, t = 0.5 s
                view        frame               alpha  transform
                presenting  (0, 0, 393, 852)        1  identity
                dim         (0, 0, 393, 852)      0.5  identity
                presented   (30, 30, 333, 792)      1  identity
                badge       (300, 90, 60, 60)       1  identity
            """))
        #expect(!text.contains("    toolbar ") && !text.contains("    container ") && !text.contains("    label "))
    }

    @Test func theSettledLayoutIsDrawnWithBoxesAndLabelsWhileSomethingIsPresented() throws {
        let all = try lines()
        let start = try #require(all.firstIndex(of: "  settled layout (393×852 pt)")) + 1
        #expect(all[start] == "    ╔" + String(repeating: "═", count: 30) + "╗")
        #expect(all[start + 1] == "    ║┌presenting+dim──────────────┐║")
        #expect(all[start + 2] == "    ║│ ┌presented───────────────┐ │║")
        #expect(all[start + 33] == "    ╚" + String(repeating: "═", count: 30) + "╝")
        // The dismissal ends with nothing presented: no drawing.
        #expect(all.filter { $0.hasPrefix("  settled layout") }.count == 1)
    }

    @Test func diagnosticsComeLastWithFileLineSeverityAndHook() throws {
        let all = try lines()
        #expect(Array(all.suffix(4)) == [
            "diagnostics",
            "  Styles/slide.lua:12: warning: unknown field 'alpah' on view (did you mean 'alpha'?) [containerWillLayout]",
            "  note: option 'badge' is not used by any hook",
            "",
        ])
        var clean = recording
        clean.diagnostics = []
        #expect(try clean.rendered(as: .text()).hasSuffix("\ndiagnostics: none\n"))
    }

    @Test func aMomentShowsTheTraceUpToItAndTheSampleShownThen() throws {
        let text = try recording.rendered(as: .text(.init(moment: Moment(phase: "present", time: 0.26))))
        #expect(text.contains("phase present at t = 0.26 s (sample t = 0.25 s) · of 0.5 s · completed"))
        #expect(text.contains("trace up to t = 0.26 s (5 later not shown)"))
        #expect(text.contains("0.200  containerViewWillLayoutSubviews"))
        #expect(!text.contains("containerViewDidLayoutSubviews"))
        #expect(text.contains("    presented   (30, 456, 333, 792)      1  translate 0, 426"))
        #expect(text.contains("    badge       (325, 115, 10, 10)   0.167  scale 0.167"))
        #expect(text.contains("  layout at t = 0.25 s (393×852 pt)"))
        #expect(!text.contains("phase dismiss"))
    }

    @Test func aMomentAtTheEndShowsTheFinalState() throws {
        let text = try recording.rendered(as: .text(.init(moment: Moment(phase: "dismiss", time: 0.3))))
        #expect(text.contains("phase dismiss at t = 0.3 s (the final state)"))
    }

    @Test func aMomentInAnUnknownPhaseIsAnError() {
        #expect(throws: ExportError("no phase named \"rotate\" (known phases: present, dismiss)")) {
            try recording.rendered(as: .text(.init(moment: Moment(phase: "rotate", time: 0))))
        }
    }

    @Test func colorsAreOffUnlessAskedFor() throws {
        let plain = try recording.rendered(as: .text())
        #expect(!plain.contains("\u{1B}["))
        let colored = try recording.rendered(as: .text(.init(colors: true)))
        #expect(colored.contains("\u{1B}[1mphase present\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[33mStyles/slide.lua:12: warning:"))
    }

    @Test(arguments: [
        (AffineTransform.identity, "identity"),
        (AffineTransform(scaleX: 0.5, y: 0.5), "scale 0.5"),
        (AffineTransform(scaleX: 2, y: 0.5), "scale 2, 0.5"),
        (AffineTransform(translationX: 10, y: -4.25), "translate 10, -4.25"),
        (AffineTransform(rotationAngle: .pi / 6), "rotate 30°"),
        (AffineTransform(rotationAngle: .pi / 2).translatedBy(x: 5, y: 0), "[0, 1, -1, 0, 0, 5]"),
    ])
    func transformsAreNamedAsAPersonWould(_ transform: AffineTransform, _ expected: String) {
        #expect(TextSummary.describe(transform) == expected)
    }
}
