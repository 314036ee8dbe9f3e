import Testing

@testable import PrestyleExport

/// The pages and files kept in their own languages' files are filled through `TextTemplate`: one pass over
/// `{{name}}` holes, values inserted as they are.
@Suite("Text templates")
struct TextTemplateTests {
    @Test func everyHoleTakesItsValueWhereverItOccurs() {
        let template = TextTemplate("<title>{{title}}</title><h1>{{title}}</h1>{{body}}!")
        #expect(template.holes == ["title", "body"])
        #expect(template.filled(["title": "cool", "body": "<p>hi</p>"]) == "<title>cool</title><h1>cool</h1><p>hi</p>!")
    }

    @Test func aValueHoldingBracesIsNeverReadAsAHole() {
        let template = TextTemplate("{{title}}|{{data}}")
        let filled = template.filled(["title": "{{data}}", "data": "{\"a\":{\"b\":{}}}"])
        #expect(filled == "{{data}}|{\"a\":{\"b\":{}}}")
    }

    @Test func bracesThatNameNoHoleAreKeptAsWritten() {
        let text = "a {{ not one }} b {{}} c {{x y}} d {{unclosed"
        let template = TextTemplate(text)
        #expect(template.holes.isEmpty)
        #expect(template.filled([:]) == text)
    }

    @Test func holesNextToBracesAndAtTheEndsAreFound() {
        let template = TextTemplate("{{{a}}}{{b-c}}{{d_1}}")
        #expect(template.holes == ["a", "b-c", "d_1"])
        #expect(template.filled(["a": "1", "b-c": "2", "d_1": "3"]) == "{1}23")
    }

    @Test func thePageTemplateHasTheHolesThePlayerFills() {
        #expect(Set(PageResources.page.holes) == ["title", "error-trap", "stylesheet", "heading", "subtitle", "data", "player"])
    }

    @Test func scriptsAndStylesheetsAreInsertedWithoutTheirFilesLastLineBreak() {
        for fragment in [PageResources.playerScript, PageResources.errorTrap, PageResources.playerStylesheet,
                         PageResources.galleryScript, PageResources.galleryStylesheet] {
            #expect(!fragment.isEmpty)
            #expect(!fragment.hasSuffix("\n"))
        }
        #expect(PageResources.galleryStylesheet.hasPrefix("\n"))
    }
}
