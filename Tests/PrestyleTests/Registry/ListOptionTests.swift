import PresentationKit
import Prestyle
import TestSupport
import Testing

/// List options: a default that is a list makes an option whose values are lists of the default's element
/// kind, read from `--set` text as comma-separated elements, checked like the scalars, and seen by scripts as
/// Lua sequences.
@Suite struct ListOptionTests {
    static let sheet = """
        return style {
          options = { detents = { "medium", "large" }, stops = { 0.5, 1 }, tags = {}, inset = 8 },
          presentation = {
            frameOfPresentedView = function(self)
              local b = self.container.bounds
              -- the presented view is as tall as the number of detents times 100, offset by the sum of the stops
              local sum = 0
              for _, stop in ipairs(self.options.stops) do sum = sum + stop end
              local height = #self.options.detents * 100 + #self.options.tags
              return rect(sum, b.height - height, b.width, height)
            end,
          },
        }
        """

    let styles = TemporaryStyles()

    func sheet() throws -> (StyleRegistry, StyleInfo) {
        styles.write("sheet", Self.sheet)
        let registry = try styles.registry()
        return (registry, try registry.style(named: "sheet"))
    }

    @Test func aListDefaultMakesAListOptionOfItsElementsKind() throws {
        let (_, style) = try sheet()
        #expect(style.option(named: "detents")?.defaultValue == .strings(["medium", "large"]))
        #expect(style.option(named: "detents")?.kind == .strings)
        #expect(style.option(named: "stops")?.defaultValue == .numbers([0.5, 1]))
        #expect(style.option(named: "stops")?.kind.description == "list of numbers")
        #expect(style.option(named: "detents")?.description == "detents = { \"medium\", \"large\" }")
        // An empty default is a list of strings.
        #expect(style.option(named: "tags")?.defaultValue == .strings([]))
        #expect(style.option(named: "tags")?.description == "tags = {}")
    }

    @Test func setTextIsCommaSeparatedElementsOneElementOrNothing() throws {
        let (_, style) = try sheet()
        #expect(try style.parseOptions(["detents=large,medium"]) == ["detents": .strings(["large", "medium"])])
        #expect(try style.parseOptions(["detents= large , 'medium' "]) == ["detents": .strings(["large", "medium"])])
        #expect(try style.parseOptions(["detents=large"]) == ["detents": .strings(["large"])])
        #expect(try style.parseOptions(["detents="]) == ["detents": .strings([])])
        #expect(try style.parseOptions(["stops=0.25, 1e-1,3"]) == ["stops": .numbers([0.25, 0.1, 3])])
        #expect(try style.parseOptions(["stops="]) == ["stops": .numbers([])])
    }

    @Test(arguments: [
        ("stops=0.5,wide", "bad value for option 'stops' of style 'sheet': expected a list of numbers, got \"0.5,wide\" "
            + "(element \"wide\" is not a number)"),
        ("stops=1,,2", "bad value for option 'stops' of style 'sheet': expected a list of numbers, got \"1,,2\" "
            + "(element \"\" is not a number)"),
        ("inset=1,2", "bad value for option 'inset' of style 'sheet': expected a number, got \"1,2\""),
    ])
    func aBadListElementOrAListForANumberNamesTheOption(assignment: String, message: String) throws {
        let (_, style) = try sheet()
        do {
            _ = try style.parseOptions([assignment])
            Issue.record("\(assignment) was accepted")
        } catch let error as StyleError {
            #expect(error.code == .badOption)
            #expect(error.description == message)
        }
    }

    @Test func aListWhereANumberIsExpectedAndViceVersaIsAnErrorNamingTheOption() throws {
        let (registry, _) = try sheet()
        for (options, message) in [
            (["inset": OptionValue.numbers([1, 2])], "option 'inset' of style 'sheet': expected a number, got list of numbers { 1, 2 }"),
            (["detents": OptionValue.string("large")], "option 'detents' of style 'sheet': expected a list of strings, got string \"large\""),
            (["stops": OptionValue.strings(["a"])], "option 'stops' of style 'sheet': expected a list of numbers, got list of strings { \"a\" }"),
            (["stops": OptionValue.numbers([.infinity])], "option 'stops' of style 'sheet': expected a list of numbers, got a list holding inf"),
        ] {
            do {
                _ = try registry.transitioningDelegate(for: "sheet", options: options)
                Issue.record("\(options) was accepted")
            } catch let error as StyleError {
                #expect(error.code == .badOption)
                #expect(error.description == "bad value for " + message)
                #expect(error.hook == "options.\(options.keys.first!)")
            }
        }
    }

    @Test func scriptsSeeListsAsSequences() throws {
        let (registry, style) = try sheet()
        let options = try style.parseOptions(["detents=small,medium,large", "stops=10,20", "tags=a"])
        withStyleScene(try registry.transitioningDelegate(for: "sheet", options: options)) { scene in
            scene.present()
            let bounds = scene.window.bounds
            #expect(close(scene.presented.view.frame, Rect(x: 30, y: bounds.height - 301, width: bounds.width, height: 301)))
            scene.dismiss()
        }
        withStyleScene(try registry.transitioningDelegate(for: "sheet")) { scene in
            scene.present()
            #expect(close(scene.presented.view.frame.height, 200) && close(scene.presented.view.frame.x, 1.5))
            scene.dismiss()
        }
    }

    @Test(arguments: [
        ("{ 1, \"two\" }", "mixes numbers and strings"),
        ("{ true }", "has true at position 1"),
        ("{ { 1 } }", "has a table at position 1"),
        ("{ 1, 0/0 }", "has the number nan at position 2"),
        ("{ first = 1 }", "a table that is not a list"),
        ("{ 1, nil, 3 }", "a table that is not a list"),
    ])
    func aBadListDefaultIsALoadErrorNamingTheOption(list: String, problem: String) throws {
        let styles = TemporaryStyles()
        let path = styles.write("mixed", "return style {\n  options = { sizes = \(list) },\n}\n")
        let registry = try styles.registry()
        do {
            _ = try registry.style(named: "mixed")
            Issue.record("\(list) loaded")
        } catch let error as StyleError {
            #expect(error.file == path)
            #expect(error.message.contains("option 'sizes'"))
            #expect(error.message.contains(problem), "\(error)")
        }
    }
}
