import Foundation
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `use(name)` lends a style another one's definition — a copy, so the lender is never changed — and
/// refuses cycles with a clear error.
@Suite struct UseTests {
    @Test func aStyleBorrowsAnotherOnesAnimatorAndFrame() throws {
        let registry = try makeRegistry()
        let borrower = try registry.style(named: "borrower")
        #expect(borrower.uses == ["bouncy"])
        #expect(borrower.option(named: "inset")?.defaultValue == 60)
        #expect(borrower.option(named: "damping")?.defaultValue == 0.6)
        withStyleScene(try registry.transitioningDelegate(for: "borrower")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(scene.presented.view.presentation.frame.maxY <= 0.000_001)
            scene.clock.runUntilIdle()
            #expect(close(scene.presented.view.frame, scene.window.bounds.insetBy(dx: 60, dy: 60)))
            #expect(scene.view(named: "dim") == nil)
            scene.dismiss()
        }
        #expect(try registry.style(named: "bouncy").option(named: "inset")?.defaultValue == 30)
    }

    @Test func aBorrowerCannotChangeTheStyleItBorrowsFrom() throws {
        let styles = TemporaryStyles()
        styles.write("vandal", """
            local bouncy = use("bouncy")
            bouncy.options.inset = 999
            bouncy.presentation.frameOfPresentedView = nil
            return style { summary = "vandal" }
            """)
        let registry = try styles.registry(includingBundledStyles: true)
        _ = try registry.style(named: "vandal")
        withStyleScene(try registry.transitioningDelegate(for: "bouncy")) { scene in
            scene.present()
            #expect(close(scene.presented.view.frame, scene.window.bounds.insetBy(dx: 30, dy: 30)))
            scene.dismiss()
        }
    }

    @Test func stylesThatUseEachOtherAreACycleError() throws {
        let styles = TemporaryStyles()
        let a = styles.write("a", "local b = use(\"b\")\nreturn style { summary = \"a\" }")
        styles.write("b", "local c = use(\"c\")\nreturn style { summary = \"b\" }")
        styles.write("c", "\nlocal a = use(\"a\")\nreturn style { summary = \"c\" }")
        let registry = try styles.registry()
        #expect(throws: StyleError.self) { try registry.style(named: "a") }
        do {
            _ = try registry.style(named: "a")
        } catch let error as StyleError {
            #expect(error.code == .useCycle)
            #expect(error.message.contains("a → b → c → a"), "\(error)")
            #expect(error.file == a)
        }
        let me = styles.write("self", "\nreturn use(\"self\")")
        let error = try #require(throws: StyleError.self) { try registry.style(named: "self") }
        #expect(error.code == .useCycle && error.file == me && error.line == 2 && error.message.contains("self → self"))
        styles.write("plain", "return style { summary = \"plain\" }")
        withStyleScene(try registry.transitioningDelegate(for: "plain")) { scene in
            scene.present()
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func useTakesANameNeverAPath() throws {
        let styles = TemporaryStyles()
        let elsewhere = TemporaryStyles()
        let impostor = elsewhere.write("bouncy", "return style { summary = \"impostor\" }")
        let path = styles.write("prober", """
            local function refused(reference)
              local ok, message = pcall(use, reference)
              assert(not ok and message:find("not a file", 1, true), message)
            end
            refused("/etc/passwd")
            refused("\(impostor)")
            refused("bouncy.lua")
            return style { summary = "prober" }
            """)
        let registry = try styles.registry(includingBundledStyles: true)
        #expect(try registry.style(named: "prober").source == path)
        #expect(try registry.style(named: "bouncy").summary == "Inset card that drops in from the top on a spring")
    }

    @Test func aFileCallingUseWithoutEndIsStoppedAfter64Calls() throws {
        // Each lookup lists the style folders, work the instruction budget does not see: without a limit
        // this loop ran for minutes before the budget stopped it.
        let styles = TemporaryStyles()
        styles.write("greedy", """
            local calls, last = 0, nil
            for i = 1, 1000 do
              local ok, message = pcall(use, "nothing")
              calls, last = i, message
              if message:find("more than", 1, true) then break end
            end
            assert(calls == 65, calls)
            return style { summary = last }
            """)
        let registry = try styles.registry()
        #expect(try registry.style(named: "greedy").summary == "use() called more than 64 times while loading (a style borrows from a few others, once each)")
    }

    @Test func usingAnUnknownStyleIsALoadErrorAtTheUseLineWithSuggestions() throws {
        let styles = TemporaryStyles()
        let path = styles.write("lost", "\n\nlocal b = use(\"bouncey\")\nreturn style {}")
        let registry = try styles.registry(includingBundledStyles: true)
        do {
            _ = try registry.style(named: "lost")
            Issue.record("loaded")
        } catch let error as StyleError {
            #expect(error.file == path && error.line == 3)
            #expect(error.message.contains("no style named 'bouncey'") && error.message.contains("did you mean 'bouncy'?"))
        }
    }

    @Test func useOutsideLoadingIsAnError() throws {
        let styles = TemporaryStyles()
        styles.write("late", "return style { presentation = { presentationWillBegin = function() use(\"late\") end } }")
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "late"), allowing: [.style.styleHookFailed]) { scene in
            scene.present()
            #expect(scene.diagnostics.contains { $0.message.contains("use() works while a style file loads") })
            scene.dismiss()
        }
    }

    @Test func useFindsANeighbourInTheCallersFolderWithNoSearchPath() throws {
        let styles = TemporaryStyles()
        styles.write("base", "return style { summary = \"base\", options = { inset = 12 } }")
        let path = styles.write("mine", """
            local base = use("base")
            return style { summary = "mine", options = { inset = base.options.inset + 1 } }
            """)
        let registry = try StyleRegistry(searchPaths: [], configuration: .testing)
        let mine = try registry.load(path: path)
        #expect(mine.uses == ["base"])
        #expect(mine.option(named: "inset")?.defaultValue == 13)
    }

    @Test func aNeighbourWinsOverTheSearchPathOnlyForItsCaller() throws {
        let styles = TemporaryStyles()
        let elsewhere = TemporaryStyles()
        elsewhere.write("bouncy", "return style { summary = \"the neighbour\", options = { inset = 7 } }")
        let path = elsewhere.write("caller", """
            local bouncy = use("bouncy")
            return style { summary = bouncy.summary }
            """)
        styles.write("searched", "local bouncy = use(\"bouncy\")\nreturn style { summary = bouncy.summary }")
        let registry = try styles.registry(includingBundledStyles: true)
        #expect(try registry.load(path: path).summary == "the neighbour")
        // By name, and from a style in the search folders, "bouncy" is still the search path's.
        #expect(try registry.style(named: "bouncy").summary == "Inset card that drops in from the top on a spring")
        #expect(try registry.style(named: "searched").summary == "Inset card that drops in from the top on a spring")
    }

    @Test func aStyleThatUsesItsOwnNameNextToItIsACycle() throws {
        let styles = TemporaryStyles()
        let path = styles.write("selfish", "local me = use(\"selfish\")\nreturn style {}")
        let registry = try StyleRegistry(searchPaths: [], configuration: .testing)
        #expect(throws: StyleError.self) { try registry.load(path: path) }
    }

    @Test func eachLookupSeesTheFoldersAsTheyAreWhenItStarts() throws {
        let styles = TemporaryStyles()
        let bases = TemporaryStyles()
        bases.write("base", "return style { summary = \"first base\", options = { inset = 1 } }")
        for index in 0..<3 {
            styles.write("user\(index)", "local base = use(\"base\")\nreturn style { summary = base.summary }")
        }
        let registry = try StyleRegistry(searchPaths: [styles.folder, bases.folder], configuration: .testing)
        #expect(registry.styles.map(\.summary) == ["first base", "first base", "first base", "first base"])
        // One listing reads the folders once; the next reads them again: a base removed and one added in
        // the first folder are both seen.
        try FileManager.default.removeItem(atPath: bases.folder + "/base.lua")
        styles.write("base", "return style { summary = \"second base\" }")
        #expect(registry.styles.map(\.summary) == ["second base", "second base", "second base", "second base"])
    }
}
