import Foundation
import PresentationKit
import Testing

@testable import PrestyleExport

@Suite("JSON export")
struct JSONExportTests {
    /// A run small enough to read whole: one phase, two samples, three views.
    static let tiny = Recording(
        style: "bouncy", source: "Styles/bouncy.lua", device: Fixtures.iPhone,
        options: ["inset": 30, "dim": 0.5],
        phases: [
            Fixtures.phase(
                name: "present", duration: 0.25, fps: 4,
                events: [
                    Recording.Event(t: 0, call: "presentationTransitionWillBegin", target: "presentationController"),
                    Recording.Event(t: 0.25, call: "presentationTransitionDidEnd(true)", target: "presentationController"),
                ]
            ) { t in
                [
                    Recording.RecordedView(name: "window", parent: nil, frame: Fixtures.iPhone.bounds),
                    Recording.RecordedView(name: "container", parent: "window", frame: Fixtures.iPhone.bounds),
                    Recording.RecordedView(
                        name: "presented", parent: "container", bounds: Rect(x: 0, y: 0, width: 333, height: 792),
                        center: Point(x: 196.5, y: 426), transform: AffineTransform(translationX: 0, y: -852 * (1 - t / 0.25)),
                        color: Color(hex: "#ffffff"), cornerRadius: 12),
                ]
            },
        ],
        diagnostics: [
            Recording.RecordedDiagnostic(severity: .warning, file: "Styles/bouncy.lua", line: 7, hook: "frameOfPresentedView",
                                 message: "returned a rect wider than the container"),
        ])

    @Test func theExportReadsAsDocumented() throws {
        #expect(try JSONExportTests.tiny.jsonText() == """
            {
              "format": "prestyle-run",
              "version": 1,
              "style": "bouncy",
              "source": "Styles/bouncy.lua",
              "device": {
                "name": "iPhone 15",
                "width": 393,
                "height": 852,
                "scale": 3,
                "orientation": "portrait",
                "traits": {"horizontal": "compact", "vertical": "regular"},
                "safeArea": [59, 0, 34, 0]
              },
              "options": {"dim": 0.5, "inset": 30},
              "phases": [
                {
                  "name": "present",
                  "duration": 0.25,
                  "completed": true,
                  "events": [
                    {"t": 0, "call": "presentationTransitionWillBegin", "target": "presentationController"},
                    {"t": 0.25, "call": "presentationTransitionDidEnd(true)", "target": "presentationController"}
                  ],
                  "frames": [
                    {
                      "t": 0,
                      "views": [
                        {"name": "window", "parent": null, "frame": [0, 0, 393, 852], "bounds": [0, 0, 393, 852], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": null, "cornerRadius": 0, "clips": false},
                        {"name": "container", "parent": "window", "frame": [0, 0, 393, 852], "bounds": [0, 0, 393, 852], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": null, "cornerRadius": 0, "clips": false},
                        {"name": "presented", "parent": "container", "frame": [30, -822, 333, 792], "bounds": [0, 0, 333, 792], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, -852], "alpha": 1, "hidden": false, "color": "#ffffff", "cornerRadius": 12, "clips": false}
                      ]
                    },
                    {
                      "t": 0.25,
                      "views": [
                        {"name": "window", "parent": null, "frame": [0, 0, 393, 852], "bounds": [0, 0, 393, 852], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": null, "cornerRadius": 0, "clips": false},
                        {"name": "container", "parent": "window", "frame": [0, 0, 393, 852], "bounds": [0, 0, 393, 852], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": null, "cornerRadius": 0, "clips": false},
                        {"name": "presented", "parent": "container", "frame": [30, 30, 333, 792], "bounds": [0, 0, 333, 792], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": "#ffffff", "cornerRadius": 12, "clips": false}
                      ]
                    }
                  ],
                  "final": {
                    "t": 0.25,
                    "views": [
                      {"name": "window", "parent": null, "frame": [0, 0, 393, 852], "bounds": [0, 0, 393, 852], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": null, "cornerRadius": 0, "clips": false},
                      {"name": "container", "parent": "window", "frame": [0, 0, 393, 852], "bounds": [0, 0, 393, 852], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": null, "cornerRadius": 0, "clips": false},
                      {"name": "presented", "parent": "container", "frame": [30, 30, 333, 792], "bounds": [0, 0, 333, 792], "center": [196.5, 426], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "color": "#ffffff", "cornerRadius": 12, "clips": false}
                    ]
                  }
                }
              ],
              "diagnostics": [
                {"severity": "warning", "file": "Styles/bouncy.lua", "line": 7, "hook": "frameOfPresentedView", "message": "returned a rect wider than the container"}
              ]
            }

            """)
    }

    @Test func readingTheExportBackGivesTheRecordingAtExportPrecision() throws {
        let recording = Fixtures.slide()
        let decoded = try Recording(json: recording.jsonText())
        #expect(decoded == recording.rounded())
        #expect(decoded != recording, "the fixture's 1/60 s steps need rounding, so this test proves rounding happens")
        #expect(try decoded.jsonText() == recording.jsonText())
    }

    @Test func aRecordingAtExportPrecisionRoundTripsExactly() throws {
        let recording = JSONExportTests.tiny
        #expect(try Recording(json: recording.jsonText()) == recording)
    }

    @Test func numbersArePrintedCompactlyWithoutNegativeZeroOrExponents() throws {
        var recording = JSONExportTests.tiny
        recording.options = ["tiny": .number(-0.00001), "third": .number(1.0 / 3), "big": 1_000_000, "negative": -2.5]
        let json = try recording.jsonText()
        #expect(json.contains(#""options": {"big": 1000000, "negative": -2.5, "third": 0.3333, "tiny": 0}"#))
        #expect(json.range(of: #"-0(?![.0-9])"#, options: .regularExpression) == nil)
        #expect(json.range(of: #"[0-9][eE][-+]?[0-9]"#, options: .regularExpression) == nil)
        #expect(json.range(of: #"[0-9]\.0[,\]}]"#, options: .regularExpression) == nil)
    }

    @Test func hugeNumbersArePlainDigitsToo() throws {
        // Swift's own text for these is 1000000000000000.0, 1e+16 and -1e+20.
        var recording = JSONExportTests.tiny
        recording.options = ["a": .number(1e15), "b": .number(1e16), "c": .number(-1e20), "d": .number(2.5e15)]
        let json = try recording.jsonText()
        #expect(json.contains(#""options": {"a": 1000000000000000, "b": 10000000000000000, "c": -100000000000000000000, "d": 2500000000000000}"#))
        #expect(try Recording(json: json) == recording)
    }

    @Test func keysComeInTheDocumentedOrderWhateverTheOptionsOrder() throws {
        var first = JSONExportTests.tiny
        first.options = ["b": 1, "a": "x", "c": true]
        var second = first
        second.options = ["c": true, "a": "x", "b": 1]
        let json = try first.jsonText()
        #expect(json == (try second.jsonText()))
        let topLevel = ["format", "version", "style", "source", "device", "options", "phases", "diagnostics"]
        let positions = topLevel.map { json.range(of: "\n  \"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(json.contains(#""options": {"a": "x", "b": 1, "c": true}"#))
    }

    @Test func numbersJSONCannotHoldAreAnErrorNamingWhereTheyAre() {
        var recording = JSONExportTests.tiny
        recording.phases[0].frames[1].views[2].alpha = .nan
        #expect {
            try recording.jsonText()
        } throws: { error in
            (error as? ExportError)?.message.hasPrefix("cannot write phases[0].frames[1].views[2].alpha as JSON") == true
        }
    }

    @Test func namesFromScriptsAreEscaped() throws {
        var recording = JSONExportTests.tiny
        recording.phases[0].final.views[2].name = "quote\" back\\slash\nnew line \u{1}"
        let json = try recording.jsonText()
        #expect(json.contains(#""name": "quote\" back\\slash\nnew line \u0001""#))
        #expect(try Recording(json: json).phases[0].final.views[2].name == recording.phases[0].final.views[2].name)
    }

    @Test func aDocumentOfAnotherFormatIsRefused() throws {
        let json = try JSONExportTests.tiny.jsonText().replacingOccurrences(of: "prestyle-run", with: "something-else")
        #expect(throws: ExportError("not a prestyle run: format: \"something-else\", expected \"prestyle-run\"")) {
            try Recording(json: json)
        }
    }

    @Test func aNewerVersionIsRefusedSayingWhy() throws {
        let json = try JSONExportTests.tiny.jsonText().replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        #expect {
            try Recording(json: json)
        } throws: { error in
            (error as? ExportError)?.message == "not a prestyle run: version: 2 is not supported; this build reads "
                + "versions 1 to 1 (did a newer prestyle write it?)"
        }
    }

    @Test func aMalformedViewIsRefusedWithItsPath() throws {
        let json = try JSONExportTests.tiny.jsonText()
            .replacingOccurrences(of: "\"frame\": [30, 30, 333, 792]", with: "\"frame\": [30, 30, 333]")
        #expect {
            try Recording(json: json)
        } throws: { error in
            let message = (error as? ExportError)?.message ?? ""
            return message.contains("phases[0].frames[1].views[2].frame")
                && message.contains("expected 4 numbers [x, y, width, height], found 3")
        }
    }

    @Test func aMissingFieldIsNamed() throws {
        let json = try JSONExportTests.tiny.jsonText().replacingOccurrences(of: "\"completed\": true,", with: "")
        #expect(throws: ExportError("not a prestyle run: phases[0].completed is missing")) { try Recording(json: json) }
    }

    @Test func textThatIsNotJSONIsRefused() {
        #expect(throws: ExportError("not a prestyle run: the text is not valid JSON")) { try Recording(json: "{ nope") }
    }

    @Test func optionValuesKeepTheirTypes() throws {
        var recording = JSONExportTests.tiny
        recording.options = ["flag": true, "count": 1, "name": "leopard", "ratio": 0.25]
        let decoded = try Recording(json: recording.jsonText())
        #expect(decoded.options == ["flag": .bool(true), "count": .number(1), "name": .string("leopard"), "ratio": .number(0.25)])
    }
}
