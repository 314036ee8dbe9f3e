import ArgumentParser
import PresentationKit
import PrestyleExport
import PrestyleTool
import Testing

@testable import PrestyleCLI

/// The commands parsed in-process (`parseAsRoot`): each flag lands in the request the command hands to
/// PrestyleTool, and mistakes are usage errors (exit status 2).
@Suite("Command parsing")
struct CommandParsingTests {
    private func parse<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type) throws -> Command {
        let command = try PrestyleCommand.parseAsRoot(arguments)
        return try #require(command as? Command, "parsed as \(Swift.type(of: command))")
    }

    /// The status the binary exits with for arguments that parse to an error, or to help (which is printed by
    /// running the help command argument-parser parses it to).
    private func status(_ arguments: [String]) -> Int32? {
        do {
            var command = try PrestyleCommand.parseAsRoot(arguments)
            guard !(command is ApplyCommand) else { return nil }
            try command.run()
            return nil
        } catch {
            return PrestyleCommand.exitStatus(for: error)
        }
    }

    @Test func applyTakesTheDefaultSceneWhenGivenOnlyAStyle() throws {
        let apply = try parse(["apply", "cool.lua"], as: ApplyCommand.self)
        #expect(apply.style == "cool.lua")
        #expect(apply.runOptions.settings == RunSettings())
        #expect(apply.assignments.isEmpty && apply.format == nil && apply.output == nil && !apply.watch)
    }

    @Test func everyApplyFlagLandsInTheScene() throws {
        let apply = try parse([
            "apply", "bouncy", "--device", "ipad-pro-11", "--landscape", "--rotate", "--adapt",
            "--interactive", "dismiss:0.25", "--cancel", "--at", "rotate:0.1", "--fps", "30",
            "--set", "inset=40", "--set", "dim=0.2", "--format", "svg", "--output", "x.svg", "--frames", "4", "--watch",
        ], as: ApplyCommand.self)
        let settings = apply.runOptions.settings
        #expect(settings.screen == .preset("ipad-pro-11"))
        #expect(settings.landscape && settings.rotates && settings.adapts)
        #expect(settings.interaction == .init(direction: .dismiss, fraction: 0.25, finishes: false))
        #expect(settings.moment == Moment(phase: "rotate", time: 0.1))
        #expect(settings.fps == 30)
        #expect(apply.assignments == ["inset=40", "dim=0.2"])
        #expect(apply.format == .svg && apply.output == "x.svg" && apply.frames == 4 && apply.watch)
    }

    @Test func keyboardTakesAnOptionalHeightAndLeavesAStyleNameAfterItAlone() throws {
        let alone = try parse(["apply", "popup", "--keyboard"], as: ApplyCommand.self).runOptions.settings
        #expect(alone.showsKeyboard && alone.keyboardHeight == nil)
        #expect(alone.steps == [.present, .keyboard(height: nil), .dismiss])
        let tall = try parse(["apply", "popup", "--keyboard", "300", "--rotate"], as: ApplyCommand.self).runOptions.settings
        #expect(tall.showsKeyboard && tall.keyboardHeight == 300)
        #expect(tall.steps == [.present, .keyboard(height: 300), .rotate(), .dismiss])
        let before = try parse(["apply", "--keyboard", "popup"], as: ApplyCommand.self)
        #expect(before.style == "popup" && before.runOptions.settings.showsKeyboard)
        let none = try parse(["apply", "popup"], as: ApplyCommand.self).runOptions.settings
        #expect(!none.showsKeyboard && none.steps == [.present, .dismiss])
    }

    @Test func anInteractionFinishesUnlessToldToCancel() throws {
        let finish = try parse(["apply", "cool", "--interactive", "0.4"], as: ApplyCommand.self)
        #expect(finish.runOptions.settings.interaction == .init(direction: .present, fraction: 0.4, finishes: true))
        let explicit = try parse(["apply", "cool", "--interactive", "0.4", "--finish"], as: ApplyCommand.self)
        #expect(explicit.runOptions.settings.interaction?.finishes == true)
    }

    @Test func aCustomScreenComesFromSizeTraitsAndSafeArea() throws {
        let apply = try parse(["apply", "cool", "--size", "500x800", "--traits", "regular,regular", "--safe-area", "20,0,10,0"],
                              as: ApplyCommand.self)
        #expect(apply.runOptions.settings.screen == .custom(CustomScreen(
            size: Size(width: 500, height: 800), traits: SizeClasses(horizontal: .regular, vertical: .regular),
            safeArea: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))))
    }

    @Test func aCustomScreenTakesScaleAndIdiom() throws {
        let apply = try parse(["apply", "cool", "--size", "390x844", "--scale", "3", "--idiom", "phone"], as: ApplyCommand.self)
        #expect(apply.runOptions.settings.screen == .custom(CustomScreen(size: Size(width: 390, height: 844), scale: 3, idiom: .phone)))
    }

    @Test func theOtherCommandsParseTheirArguments() throws {
        #expect(try parse(["check"], as: CheckCommand.self).styles == [])
        #expect(try parse(["check", "a", "b.lua", "Styles"], as: CheckCommand.self).styles == ["a", "b.lua", "Styles"])
        _ = try parse(["list"], as: ListCommand.self)
        _ = try parse(["devices"], as: DevicesCommand.self)
        let new = try parse(["new", "sheet", "-C", "out", "--force"], as: NewCommand.self)
        #expect(new.name == "sheet" && new.directory == "out" && new.force && new.output == nil)
        let compare = try parse(["compare", "a", "b", "--set-a", "x=1", "--set-b", "y=2", "--rotate", "--format", "html"],
                                as: CompareCommand.self)
        #expect(compare.styles == ["a", "b"])
        #expect(compare.firstAssignments == ["x=1"] && compare.secondAssignments == ["y=2"])
        #expect(compare.runOptions.settings.rotates && compare.format == .html)
    }

    @Test(arguments: [
        ["apply"], ["apply", "cool", "--bogus"], ["apply", "cool", "--fps", "fast"], ["apply", "cool", "--size", "big"],
        ["apply", "cool", "--finish"], ["apply", "cool", "--finish", "--cancel", "--interactive", "0.5"],
        ["apply", "cool", "--traits", "compact,compact"], ["apply", "cool", "--size", "1x1", "--device", "iphone-se"],
        ["apply", "cool", "--scale", "3"], ["apply", "cool", "--idiom", "pad"], ["apply", "cool", "--size", "9x9", "--scale", "0"],
        ["apply", "cool", "--size", "9x9", "--idiom", "tv"],
        ["apply", "cool", "--max-runs", "2"], ["apply", "cool", "--at", "-1"], ["apply", "cool", "--format", "pdf"],
        ["new"], ["compare", "a"], ["nonsense"], ["compare", "a", "b", "--format", "svg"],
    ])
    func mistakesAreUsageErrors(arguments: [String]) {
        #expect(status(arguments) == 2)
    }

    @Test func aNegativeNumberIsTheValueOfTheFlagBeforeIt() throws {
        let apply = try parse(["apply", "cool", "--fps", "-1", "--frames", "-2", "--format", "svg"], as: ApplyCommand.self)
        #expect(apply.runOptions.settings.fps == -1 && apply.frames == -2)
    }

    @Test func helpAndVersionAreNotErrors() {
        #expect(status(["--help"]) == 0)
        #expect(status(["apply", "--help"]) == 0)
        #expect(status(["--version"]) == 0)
    }
}
