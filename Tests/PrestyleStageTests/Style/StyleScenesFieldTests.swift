import TestSupport
import Testing

@testable import PrestyleStage

/// `style { scenes = { … } }`: the scenes a style plays in, checked when it loads.
@Suite("Styles declare their scenes")
struct StyleScenesFieldTests {
    let styles = TemporaryStyles()

    func load(_ scenes: String) throws -> StyleInfo {
        styles.write("declaring", """
            return style {
              summary = "declares scenes",
              \(scenes)
            }
            """)
        return try styles.registry().style(named: "declaring")
    }

    @Test func aStyleThatDoesNotSayPlaysInPresentAlone() throws {
        #expect(try load("").scenes == [.present])
    }

    @Test func theDeclaredScenesAreKeptInOrderOnceEach() throws {
        let style = try load(#"scenes = { "push", "present", "push", "split" },"#)
        #expect(style.scenes == [.push, .present, .split])
        #expect(style.diagnostics.isEmpty, "scenes is a known field: \(style.diagnostics)")
    }

    @Test func anUnknownSceneDoesNotLoadAndTheClosestIsSuggested() throws {
        let error = try #require(throws: StyleError.self) { try load(#"scenes = { "present", "pish" },"#) }
        #expect(error.message.contains("'pish' is not a scene; did you mean 'push'?"), "\(error)")
        #expect(error.line == 3 && error.hook == "scenes")
    }

    @Test(arguments: [#"scenes = "push","#, "scenes = {},", "scenes = { 1 },", #"scenes = { present = true },"#])
    func aValueThatIsNotAListOfNamesDoesNotLoad(_ field: String) throws {
        let error = try #require(throws: StyleError.self) { try load(field) }
        #expect(error.message.hasPrefix("scenes "), "\(error)")
        #expect(error.line == 3)
    }
}
