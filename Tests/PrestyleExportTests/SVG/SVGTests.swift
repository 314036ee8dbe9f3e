import Foundation
import PresentationKit
import Testing

@testable import PrestyleExport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses a document with Foundation's XMLParser, so a document that is not well-formed XML fails the test.
private final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
    }

    private(set) var elements: [Element] = []
    private(set) var text = ""

    static func parse(_ document: String) throws -> XMLElements {
        let collector = XMLElements()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw ExportError("not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "unknown error")")
        }
        return collector
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func rects(named name: String) -> [Element] {
        elements.filter { $0.name == "rect" && $0.attributes["data-name"] == name }
    }
}

@Suite("SVG")
struct SVGTests {
    let recording = Fixtures.slide()

    @Test func theLayoutIsWellFormedWithOneRectPerShownView() throws {
        let svg = try recording.rendered(as: .svg(at: Moment(phase: "present", time: 0.25)))
        let xml = try XMLElements.parse(svg)
        #expect(xml.elements.first?.name == "svg")
        let drawn = xml.elements.filter { $0.name == "rect" && $0.attributes["class"] == "view" }.compactMap { $0.attributes["data-name"] }
        #expect(drawn == ["window", "presenting", "toolbar", "container", "dim", "presented", "label", "badge"])
    }

    @Test func theSafeAreaIsOutlinedOnlyWhenAskedAndChangesNothingElse() throws {
        let moment = Moment(phase: "present", time: 0.25)
        let plain = try XMLElements.parse(try recording.rendered(as: .svg(at: moment)))
        #expect(!plain.elements.contains { $0.attributes["class"] == "safe-area" })
        let asked = try XMLElements.parse(try recording.rendered(as: .svg(at: moment, showingSafeArea: true)))
        let outline = try #require(asked.elements.first { $0.attributes["class"] == "safe-area" })
        // The iPhone 15's insets: 59 at the top, 34 at the bottom, none at the sides, on a 393 × 852 screen.
        #expect(["x", "y", "width", "height"].map { outline.attributes[$0] } == ["0", "59", "393", "759"])
        // The same picture otherwise: without the outline, the documents are equal.
        let plainText = try recording.rendered(as: .svg(at: moment))
        let askedText = try recording.rendered(as: .svg(at: moment, showingSafeArea: true))
        #expect(askedText.components(separatedBy: "\n").filter { !$0.contains("class=\"safe-area\"") }
            == plainText.components(separatedBy: "\n"))
    }

    @Test func eachViewCarriesItsColorCornerRadiusOpacityAndTransform() throws {
        let svg = try recording.rendered(as: .svg(at: Moment(phase: "present", time: 0.25)))
        let xml = try XMLElements.parse(svg)
        let card = try #require(xml.rects(named: "presented").first)
        #expect(card.attributes["fill"] == "#ffffff")
        #expect(card.attributes["rx"] == "16")
        #expect(card.attributes["width"] == "333" && card.attributes["height"] == "792")
        let groups = Dictionary(
            xml.elements.filter { $0.name == "g" && $0.attributes["data-name"] != nil }.map { ($0.attributes["data-name"]!, $0) },
            uniquingKeysWith: { first, _ in first })
        // Bounds middle to the center, then the transform: (30, 30) plus the 426 pt slide.
        #expect(groups["presented"]?.attributes["transform"] == "matrix(1 0 0 1 30 456)")
        #expect(groups["dim"]?.attributes["opacity"] == "0.25")
        #expect(groups["badge"]?.attributes["transform"] == "matrix(0.167 0 0 0.167 325 115)")
        #expect(xml.rects(named: "dim").first?.attributes["fill"] == "#000000")
        #expect(xml.rects(named: "container").first?.attributes["fill"] == "none")
    }

    @Test func aClippingViewClipsItsSubviews() throws {
        let xml = try XMLElements.parse(try recording.rendered(as: .svg()))
        let clips = xml.elements.filter { $0.name == "clipPath" }.compactMap { $0.attributes["id"] }
        #expect(clips == ["s-screen", "s-clip1"])
        #expect(xml.elements.contains { $0.name == "g" && $0.attributes["clip-path"] == "url(#s-clip1)" })
    }

    @Test func hiddenViewsAreNotDrawnAndLabelsNameTheVisibleOnes() throws {
        var hidden = recording
        hidden.phases[0].final.views[7].isHidden = true  // the badge
        let xml = try XMLElements.parse(try hidden.rendered(as: .svg()))
        #expect(xml.rects(named: "badge").isEmpty)
        #expect(xml.text.contains("presented"))
        #expect(!xml.text.contains("badge"))
    }

    @Test func viewsNestedDeepOnOneSpotAreDrawnNestedAndTheirLabelsStepDownAtMost40Lines() throws {
        var deep = recording
        var views = Fixtures.presenterOnly() + [Recording.RecordedView(name: "container", parent: "window", frame: Fixtures.iPhone.bounds)]
        var parent = "container"
        for i in 1...300 {
            views.append(Recording.RecordedView(
                name: "chrome\(i)", parent: parent, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                center: Point(x: 50, y: 50), color: Color(hex: "#ff9500")))
            parent = "chrome\(i)"
        }
        deep.phases[0].final.views = views
        let xml = try XMLElements.parse(try deep.rendered(as: .svg()))
        #expect(xml.rects(named: "chrome300").count == 1)
        let labelRows = Set(xml.elements.filter { $0.name == "text" && $0.attributes["x"] != nil }.compactMap { $0.attributes["y"] })
        #expect(labelRows.count <= 42, "labels stacked on one spot step down at most 40 lines: \(labelRows.count) rows")
    }

    @Test func namesFromScriptsCannotBreakTheDocument() throws {
        var hostile = recording
        hostile.phases[0].final.views[4].name = "<dim & \"friends\">\u{1}"
        let xml = try XMLElements.parse(try hostile.rendered(as: .svg()))
        #expect(xml.rects(named: "<dim & \"friends\">").count == 1)
    }

    @Test func theFilmstripShowsEvenlySpacedMomentsOfEveryPhaseWithTheirTimes() throws {
        let xml = try XMLElements.parse(try recording.rendered(as: .filmstrip(count: 5)))
        let panels = xml.elements.filter { $0.attributes["class"] == "panel" }
        #expect(panels.map { $0.attributes["data-phase"]! } == Array(repeating: "present", count: 5) + Array(repeating: "dismiss", count: 5))
        #expect(panels.map { $0.attributes["data-t"]! } == ["0", "0.117", "0.25", "0.367", "0.5", "0", "0.067", "0.15", "0.217", "0.3"])
        #expect(xml.text.contains("t = 0.5 s · end"))
        #expect(xml.text.contains("t = 0.117 s"))
        // Each panel has its own ids, so clip paths never collide.
        let ids = xml.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
    }

    @Test func aFilmstripOfOnePhaseShowsOnlyThatPhase() throws {
        let xml = try XMLElements.parse(try recording.rendered(as: .filmstrip(phase: "dismiss", count: 3)))
        let panels = xml.elements.filter { $0.attributes["class"] == "panel" }
        #expect(panels.map { $0.attributes["data-t"]! } == ["0", "0.15", "0.3"])
    }

    @Test func aFilmstripTakes1To60FramesAndAKnownPhase() {
        #expect(throws: ExportError("a filmstrip shows 1 to 60 frames per phase, not 0")) {
            try recording.rendered(as: .filmstrip(count: 0))
        }
        #expect(throws: ExportError("a filmstrip shows 1 to 60 frames per phase, not 61")) {
            try recording.rendered(as: .filmstrip(count: 61))
        }
        #expect(throws: Never.self) { try recording.rendered(as: .filmstrip(count: 60)) }
        #expect(throws: ExportError.self) { try recording.rendered(as: .filmstrip(phase: "rotate")) }
    }
}
