import Foundation
import PresentationKit
import Testing

@testable import PrestyleExport

/// A style's text reaches a terminal escaped: no ESC, CR, NUL, other C0/C1 control, DEL or bidi override
/// from a trace, a view name, a summary or a diagnostic can move the cursor, fake a line or retitle the
/// terminal.
@Suite struct TerminalTextTests {
    /// Every scalar a terminal acts on, none of which may reach it raw.
    static let controls: [Unicode.Scalar] = (0x00...0x1F).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x7F)!]
        + (0x80...0x9F).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x202E)!, Unicode.Scalar(0x2066)!]

    /// Whether `text` holds a control character, leaving out the renderings' own colors (`ESC [ … m`) and,
    /// when asked, newlines.
    static func hasControl(_ text: String, keepingNewlines: Bool = false) -> Bool {
        let text = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return text.unicodeScalars.contains { TerminalText.isControl($0) && !(keepingNewlines && $0 == "\n") }
    }

    @Test func everyControlCharacterIsWrittenAsAVisibleEscape() {
        for scalar in Self.controls {
            let escaped = TerminalText.escaped("a" + String(Character(scalar)) + "b")
            #expect(!Self.hasControl(escaped), "U+\(String(scalar.value, radix: 16))")
            #expect(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"))
        }
        #expect(TerminalText.escaped("\u{1B}]0;pwned\u{07}") == "\\u{1B}]0;pwned\\u{7}")
        #expect(TerminalText.escaped("ok\rFAKE\nline\tx\0") == "ok\\rFAKE\\nline\\tx\\u{0}")
        #expect(TerminalText.escaped("\u{9B}2J") == "\\u{9B}2J")
    }

    @Test func ordinaryTextIsKeptAsItIs() {
        for text in ["cool", "Styles/cool.lua:12: error: bad frame [presentation.frameOfPresentedView]",
                     "héllo · ≠ ─│┌ 🎉 “quoted” \\u{1B} typed out", ""] {
            #expect(TerminalText.escaped(text) == text)
            #expect(TerminalText.sanitized(text) == text)
        }
    }

    @Test func sanitizingADocumentKeepsItsLinesAndItsOwnColorsAndEscapesTheRest() {
        let colored = "\u{1B}[1mprestyle run\u{1B}[0m\n  \u{1B}[31mStyles/x.lua:1: error\u{1B}[0m\n"
        #expect(TerminalText.sanitized(colored) == colored)
        let hostile = "line\u{1B}]0;title\u{07}\rfake\u{1B}[2J\u{1B}[10;10H\u{9B}m\n"
        let sanitized = TerminalText.sanitized(hostile)
        #expect(sanitized == "line\\u{1B}]0;title\\u{7}\\rfake\\u{1B}[2J\\u{1B}[10;10H\\u{9B}m\n")
        #expect(!Self.hasControl(sanitized, keepingNewlines: true))
    }

    /// The slide fixture, with every field a style controls made hostile.
    static func hostileRecording() -> Recording {
        var recording = Fixtures.slide()
        let evil = "\u{1B}]0;owned\u{07}\r\u{1B}[2Kphase dismiss · fake\n\0"
        recording.style = "slide" + evil
        recording.source = "Styles/slide.lua" + evil
        recording.options["note"] = .string(evil)
        recording.device.name = "iPhone" + evil
        recording.phases[0].events.append(Recording.Event(t: 0.5, call: "trace(" + evil + ")", target: "style" + evil))
        for index in recording.phases[0].final.views.indices where recording.phases[0].final.views[index].name == "dim" {
            recording.phases[0].final.views[index].name = "dim" + evil
        }
        recording.diagnostics.append(Recording.RecordedDiagnostic(
            severity: .error, file: "Styles/slide.lua" + evil, line: 3, hook: "animate" + evil, message: "boom" + evil))
        return recording
    }

    @Test(arguments: [false, true])
    func theTextSummaryEscapesEveryFieldAStyleControls(colors: Bool) throws {
        let text = try Self.hostileRecording().rendered(as: .text(.init(colors: colors)))
        #expect(!Self.hasControl(text, keepingNewlines: true))
        #expect(text.contains("style \"slide\\u{1B}]0;owned\\u{7}\\r\\u{1B}[2Kphase dismiss · fake\\n\\u{0}\""))
        #expect(text.contains("trace(\\u{1B}]0;owned"))
        #expect(text.contains("boom\\u{1B}]0;owned"))
        // The fake line stays inside its field: only the real phases start a line with "phase".
        let phases = text.split(separator: "\n").filter { $0.hasPrefix("phase ") || $0.hasPrefix("\u{1B}[1mphase ") }
        #expect(phases.count == 2)
    }

    @Test func theTextComparisonEscapesEveryFieldAStyleControls() throws {
        let text = try ComparisonRendering.text(.init()).render(Self.hostileRecording(), Fixtures.fade())
        #expect(!Self.hasControl(text, keepingNewlines: true))
        #expect(text.contains("A \"slide\\u{1B}]0;owned"))
    }

    @Test func aTableEscapesEachCellBeforeMeasuringIt() {
        var table = TextTable(header: ["a", "b"], alignments: [.left, .left])
        table.append(["x\u{1B}[2J", "y"])
        table.append(["long cell", "z"])
        #expect(table.lines() == ["a           b", "x\\u{1B}[2J  y", "long cell   z"])
    }
}
