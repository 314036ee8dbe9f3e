import PresentationKit
import Prestyle
import Testing

/// Options: declared with defaults, overridden per presentation from Swift or from `--set` text, each
/// checked against the kind of its default.
@Suite struct StyleOptionsTests {
    @Test func theRegistryListsOptionsWithTheirDefaults() throws {
        let bouncy = try makeRegistry().style(named: "bouncy")
        #expect(bouncy.option(named: "inset")?.defaultValue == .number(30))
        #expect(bouncy.options.map(\.name) == bouncy.options.map(\.name).sorted())
        #expect(bouncy.option(named: "inset")?.description == "inset = 30")
    }

    @Test func anOverrideOfAnotherKindIsOneClearError() throws {
        let registry = try makeRegistry()
        #expect(throws: StyleError.self) { try registry.transitioningDelegate(for: "bouncy", options: ["inset": "wide"]) }
        do {
            _ = try registry.transitioningDelegate(for: "bouncy", options: ["inset": "wide"])
        } catch let error as StyleError {
            #expect(error.code == .badOption)
            #expect(error.description == "bad value for option 'inset' of style 'bouncy': expected a number, got string \"wide\"")
        }
        do {
            _ = try registry.transitioningDelegate(for: "bouncy", options: ["insert": 3])
        } catch let error as StyleError {
            #expect(error.code == .unknownOption)
            #expect(error.suggestions == ["inset"])
            #expect(error.description.contains("did you mean 'inset'?"))
        }
        #expect(throws: StyleError.self) { try registry.transitioningDelegate(for: "bouncy", options: ["inset": .number(.nan)]) }
    }

    @Test func setAssignmentsAreParsedByTheKindOfTheDefault() throws {
        let registry = try makeRegistry()
        let everyhook = try registry.style(named: "everyhook")
        let parsed = try everyhook.parseOptions(["inset=12.5", "label = wide card", "shadowed=no"])
        #expect(parsed == ["inset": .number(12.5), "label": .string(" wide card"), "shadowed": .bool(false)])
        #expect(try everyhook.parseOptions(["label=\"quoted\""]) == ["label": "quoted"])
        #expect(try everyhook.parseOptions(["shadowed=TRUE", "inset=-3", "inset=1e2"]) == ["shadowed": true, "inset": 100])
    }

    @Test(arguments: [
        ("inset=wide", "bad value for option 'inset' of style 'everyhook': expected a number, got \"wide\""),
        ("inset=nan", "bad value for option 'inset' of style 'everyhook': expected a number, got \"nan\""),
        ("inset=", "bad value for option 'inset' of style 'everyhook': expected a number, got \"\""),
        ("shadowed=maybe", "bad value for option 'shadowed' of style 'everyhook': expected a boolean, got \"maybe\""),
        ("inset", "'inset' is not an option assignment: write key=value, e.g. adapts=false"),
        ("=3", "'=3' is not an option assignment: write key=value, e.g. adapts=false"),
    ])
    func aBadSetValueIsOneLineNamingTheOptionTheKindAndTheValue(assignment: String, message: String) throws {
        let everyhook = try makeRegistry().style(named: "everyhook")
        #expect(throws: StyleError.self) { try everyhook.parseOptions([assignment]) }
        do {
            _ = try everyhook.parseOptions([assignment])
        } catch let error as StyleError {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func parsedOptionsReachTheScript() throws {
        let registry = try makeRegistry()
        let options = try registry.style(named: "bouncy").parseOptions(["inset=50"])
        withStyleScene(try registry.transitioningDelegate(for: "bouncy", options: options)) { scene in
            scene.present()
            #expect(close(scene.presented.view.frame, scene.window.bounds.insetBy(dx: 50, dy: 50)))
            scene.dismiss()
        }
    }
}
