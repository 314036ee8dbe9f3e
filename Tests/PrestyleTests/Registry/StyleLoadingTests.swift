import Foundation
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A broken style file is a clear error at load, with file and line; a misspelt hook is a warning that
/// names the closest real one.
@Suite struct StyleLoadingTests {
    private func loadError(_ source: String, name: String = "broken") throws -> (StyleError, String) {
        let styles = TemporaryStyles()
        let path = styles.write(name, source)
        let registry = try styles.registry()
        do {
            _ = try registry.style(named: name)
        } catch let error as StyleError {
            return (error, path)
        }
        Issue.record("\(name) loaded")
        return (StyleError(.load, "loaded"), path)
    }

    @Test func aSyntaxErrorNamesTheFileAndLine() throws {
        let (error, path) = try loadError("""
            return style {
              summary = "oops",
              presentation = {
                frameOfPresentedView = function(self)
                  return self.container.bounds:inset(10
                end,
              },
            }
            """)
        #expect(error.code == .syntax)
        #expect(error.file == path)
        #expect(error.line == 6)
        #expect(error.description.hasPrefix("\(path):6: "))
    }

    @Test func aFileSavedWithAByteOrderMarkLoadsAndKeepsItsLineNumbers() throws {
        let styles = TemporaryStyles()
        let path = styles.write("marked", "\u{FEFF}return style {\n  summary = \"saved by an editor that marks UTF-8\",\n}\n")
        let registry = try styles.registry()
        #expect(try registry.style(named: "marked").summary == "saved by an editor that marks UTF-8")
        #expect(try registry.style(named: "marked").source == path)
        let (error, brokenPath) = try loadError("\u{FEFF}return style {\n  summary = 1 +,\n}\n")
        #expect(error.description.hasPrefix("\(brokenPath):2: "), "\(error)")
    }

    /// `lua` loads a file's bytes as they are: a style saved in Latin-1 keeps its one-byte "é" (decoding the
    /// file as UTF-8 first would make it U+FFFD, three bytes).
    @Test func aFileSavedInLatin1KeepsItsBytes() throws {
        let styles = TemporaryStyles()
        let path = styles.folder + "/latin1.lua"
        let source = Array("local word = \"caf".utf8) + [0xE9] + Array("\"\nreturn style { summary = \"bytes: \" .. #word }\n".utf8)
        try Data(source).write(to: URL(fileURLWithPath: path))
        let registry = try styles.registry()
        #expect(try registry.style(named: "latin1").summary == "bytes: 4")
    }

    @Test func anErrorWhileTheFileRunsNamesItsLine() throws {
        let (error, path) = try loadError("""
            local inset = 30
            local broken = nil
            local width = broken.width
            return style { summary = "never gets here" }
            """)
        #expect(error.code == .load)
        #expect((error.file, error.line) == (path, 3))
        #expect(error.message.contains("broken"))
    }

    @Test func aFileThatLoopsWhileLoadingIsStoppedByTheBudget() throws {
        let (error, path) = try loadError("while true do end\nreturn style {}")
        #expect(error.code == .instructionBudget && error.file == path)
        #expect(error.message.contains("instruction budget"))
    }

    @Test(arguments: [
        ("return 42", 1, "returned the number 42"),
        ("return style { summary = 3 }", 1, "summary must be a string"),
        ("return style {\n  presentation = 5,\n}", 2, "presentation must be a table"),
        ("return style {\n  presentation = {\n    frameOfPresentedView = rect(0, 0, 1, 1),\n  },\n}", 3, "must be a function"),
        ("return style {\n  animator = { duration = 0.3 },\n}", 2, "needs animate"),
        ("return style {\n  animator = {\n    duration = \"fast\",\n    animate = function() end,\n  },\n}", 3,
         "duration must be a number or a function"),
        ("return style {\n  animator = { duration = -1, animate = function() end },\n}", 2, "from 0 to"),
        ("return style {\n  options = {\n    inset = { 1, \"two\" },\n  },\n}", 3, "option 'inset' mixes numbers and strings"),
        ("return style {\n  options = {\n    inset = { x = 1 },\n  },\n}", 3, "option 'inset' defaults to a table that is not a list"),
        ("return style {\n  dismissAnimator = { duration = 1, animate = function() end },\n}", 2, "needs an animator"),
        ("return style {\n  interaction = { completionSpeed = 0 },\n}", 2, "completionSpeed"),
    ])
    func aWrongStructureIsAnErrorAtTheLineThatHasIt(source: String, line: Int, message: String) throws {
        let (error, path) = try loadError(source)
        #expect(error.code == .structure)
        #expect(error.file == path)
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func aMisspeltHookIsAWarningNamingTheClosestRealOne() throws {
        let styles = TemporaryStyles()
        let path = styles.write("typo", """
            return style {
              summary = "typos",
              presentation = {
                frameOfPresentedVeiw = function(self)
                  return self.container.bounds:inset(20)
                end,
                presentationWillBegan = function(self, coordinator) end,
              },
              animater = {},
            }
            """)
        let registry = try styles.registry()
        let style = try registry.style(named: "typo")
        #expect(style.hooks == [])
        let warnings = style.diagnostics
        #expect(warnings.count == 3)
        let frame = try #require(warnings.first { $0.hook == "presentation.frameOfPresentedVeiw" })
        #expect(frame.severity == .warning && frame.file == path && frame.line == 4)
        #expect(frame.message.contains("did you mean 'frameOfPresentedView'?"))
        #expect(warnings.contains { $0.line == 7 && $0.message.contains("'presentationWillBegin'") })
        #expect(warnings.contains { $0.line == 9 && $0.message.contains("'animator'") })
        #expect(registry.diagnostics == warnings)
    }

    @Test func aHookAtTheTopLevelIsAWarningToMoveItIntoPresentation() throws {
        let styles = TemporaryStyles()
        styles.write("flat", "return style {\n  frameOfPresentedView = function(self) end,\n}")
        let style = try styles.registry().style(named: "flat")
        #expect(style.diagnostics.map(\.line) == [2])
        #expect(style.diagnostics.first?.message.contains("inside presentation") == true)
    }
}
