import Foundation
import PresentationKit
import Testing

import PrestyleStage
@testable import PrestyleExport
@testable import RecordingTesting

/// The export's one writer (``JSONByteWriter``) pinned to the layout the README documents and the number
/// format ``ExportNumber`` defines, and its fast path for sampled views to the generic containers.
@Suite("JSON byte writer")
struct JSONByteWriterTests {
    /// Values around every way a number can print: integers, halves, ties at the fourth decimal, tiny and
    /// huge magnitudes, negative zero, values just below and above 10¹¹ (where the fast path hands over).
    static let numbers: [Double] = {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.00005, -0.00005, 0.00004999, 0.0001, 12.34565, 393, 852.25,
                                -196.5, 1e-9, 99_999_999_999.99994, 1e11, -1e11, 123_456_789.123_45, 1e15, 3e17]
        // A fixed linear congruential sequence: many magnitudes, no randomness between runs.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(seed >> 11) / Double(1 << 53) - 0.5
            let exponent = Int(seed % 16) - 5
            values.append(mantissa * pow(10, Double(exponent)))
        }
        return values
    }()

    @Test func numbersAreWrittenExactlyAsExportNumberPrintsThem() throws {
        let bytes = try OrderedJSONEncoder().bytes(Self.numbers)
        let expected = "[" + Self.numbers.map { ExportNumber.text($0, decimals: 4) }.joined(separator: ", ") + "]"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func nestedContainersOpenALinePerMemberAndFlatOnesStayOnOne() throws {
        struct Inner: Encodable {
            var name: String
            var frame: [Double]
            var flag: Bool
            var missing: String?
        }
        struct Outer: Encodable {
            var title: String
            var count: Int
            var items: [Inner]
            var empty: [Inner]
            var nested: [[Double]]
        }
        let value = Outer(
            title: "a \"quoted\" \\ name\twith\ncontrols \u{1}\u{7F}\u{85}\u{9F}\u{A0} é 🙂",
            count: 3,
            items: [Inner(name: "window", frame: [0, 0, 393, 852], flag: true, missing: nil),
                    Inner(name: "x\u{80}", frame: [], flag: false, missing: "here")],
            empty: [],
            nested: [[1.25, -0.5], [], [1e16]])
        let expected = #"""
            {
              "title": "a \"quoted\" \\ name\twith\ncontrols \u0001\u007f\u0085\u009f\#u{A0} é 🙂",
              "count": 3,
              "items": [
                {"name": "window", "frame": [0, 0, 393, 852], "flag": true},
                {"name": "x\u0080", "frame": [], "flag": false, "missing": "here"}
              ],
              "empty": [],
              "nested": [[1.25, -0.5], [], [\#(ExportNumber.text(1e16, decimals: 4))]]
            }
            """#
        #expect(try OrderedJSONEncoder().text(value) == expected)
    }

    @Test func aHandBuiltObjectKeepsItsOrderAndWritesNull() throws {
        let object = OrderedObject([("loop", true), ("phase", nil as String?), ("fit", OrderedObject([("width", 300.0)]))])
        // An object holding an object opens a line per member; the inner one, all scalars, stays on one.
        #expect(try OrderedJSONEncoder().text(object) == """
            {
              "loop": true,
              "phase": null,
              "fit": {"width": 300}
            }
            """)
    }

    @Test func theExportOfARecordedRunIsTheSameWithAndWithoutTheFastPath() throws {
        let recording = try Recorder.record(stage: Stage())
        let text = try recording.jsonText()
        var generic = OrderedJSONEncoder()
        generic.writesViewsDirectly = false
        #expect(text == (try generic.text(recording)) + "\n")
        #expect(try recording.jsonBytes() == Array(text.utf8))
    }

    @Test func recordedViewsWrittenDirectlyMatchTheGenericContainers() throws {
        let states = [
            Recording.RecordedView(name: "window", parent: nil, bounds: Rect(x: 0, y: 0, width: 393, height: 852),
                                center: Point(x: 196.5, y: 426)),
            Recording.RecordedView(
                name: "card \"1\"", parent: "container", bounds: Rect(x: 0, y: 10.25, width: 333.33333, height: 0.00004),
                center: Point(x: -0.00006, y: 1e12), transform: AffineTransform(rotationAngle: 0.3).scaledBy(x: 0.9, y: 0.9),
                alpha: 0.123456, isHidden: true, color: Color(hex: "#ff000080"), cornerRadius: 12.5, clipsToBounds: true,
                maskedCorners: [.topLeft, .topRight],
                shadow: Shadow(color: .black, opacity: 0.25, offset: Size(width: 0, height: -3), radius: 8)),
            Recording.RecordedView(name: "é", parent: "card", bounds: .zero, center: .zero, maskedCorners: [],
                                shadow: Shadow()),
        ]
        var generic = OrderedJSONEncoder()
        generic.writesViewsDirectly = false
        // A frame's views are what the direct path writes; an empty frame too.
        for frame in [Recording.Frame(t: 0.5, views: states), Recording.Frame(t: 0, views: [])] {
            #expect(try OrderedJSONEncoder().text(frame) == (try generic.text(frame)))
        }
    }

    @Test func aRecordedViewJSONCannotHoldIsNamedWhereItIs() {
        let state = Recording.RecordedView(name: "bad", parent: nil, bounds: .zero, center: Point(x: .nan, y: 0))
        let frame = Recording.Frame(t: 0, views: [.init(name: "fine", parent: nil, frame: .zero), state])
        #expect {
            try OrderedJSONEncoder().bytes(frame)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            // The frame, derived from the center, is the first member holding the NaN.
            return Recording.path(context.codingPath) == "views[1].frame[0]"
        }
    }
}
