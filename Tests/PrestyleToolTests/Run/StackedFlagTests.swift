import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage
import TestSupport
import Testing

@testable import PrestyleTool

/// The value of `--then`: `STYLE` or `STYLE:KEY=VALUE,…`, a style presented over the one before it; anything
/// else a usage error showing the form. The stacked presentations come right after the present and go, top
/// first, right before the dismiss; a style or an option that is wrong is named.
@Suite("Stacked style flags")
struct StackedFlagTests {
    @Test func aStyleAloneOrWithOptions() throws {
        #expect(try FlagValues.stackedStyle("system-sheet") == StackedStyleChoice(reference: "system-sheet"))
        #expect(try FlagValues.stackedStyle("cool:inset=40, duration=0.3")
            == StackedStyleChoice(reference: "cool", assignments: ["inset=40", "duration=0.3"]))
        #expect(try FlagValues.stackedStyle("Styles/cool.lua") == StackedStyleChoice(reference: "Styles/cool.lua"))
    }

    @Test(arguments: ["", ":inset=4", "cool:", "cool:inset", "cool:=4", "cool:inset=4,", "cool:inset=4,,dim=1"])
    func anythingElseIsAUsageErrorShowingTheForm(_ text: String) {
        let error = try? #require(throws: ToolError.self) { try FlagValues.stackedStyle(text) }
        #expect(error?.status == .usage)
        #expect(error?.message.contains("STYLE or STYLE:KEY=VALUE,…") == true)
    }

    @Test func stackedPresentationsComeAfterThePresentAndGoTopFirstBeforeTheDismiss() {
        var settings = RunSettings(rotates: true, gestures: [Recorder.Gesture(tapping: "dim")])
        settings.stacked = [StackedStyleChoice(reference: "system-sheet"), StackedStyleChoice(reference: "cool")]
        #expect(settings.recorderOptions.phaseNames
            == ["present", "present-2", "present-3", "tap", "rotate", "dismiss-3", "dismiss-2", "dismiss"])
    }

    @Test func anUnknownStackedStyleOrOptionIsNamed() throws {
        let registry = try StyleRegistry(searchPaths: [PackageRoot.styles], configuration: .isolated)
        var settings = RunSettings()
        settings.stacked = [StackedStyleChoice(reference: "nosuchstyle")]
        let missing = try? #require(throws: ToolError.self) { try StyleRun("system-sheet", settings: settings, registry: registry) }
        #expect(missing?.message.contains("nosuchstyle") == true, "\(String(describing: missing))")
        settings.stacked = [StackedStyleChoice(reference: "cool", assignments: ["nosuchoption=1"])]
        let option = try? #require(throws: ToolError.self) { try StyleRun("system-sheet", settings: settings, registry: registry) }
        #expect(option?.message.contains("nosuchoption") == true, "\(String(describing: option))")
    }

    @Test func aStyleRunsUnderASheetWithThePhasesAndHeaderOfBoth() throws {
        let registry = try StyleRegistry(searchPaths: [PackageRoot.styles], configuration: .isolated)
        var settings = RunSettings(fps: 10)
        settings.stacked = [StackedStyleChoice(reference: "system-sheet")]
        let run = try StyleRun("cool", settings: settings, registry: registry)
        #expect(run.recording.phases.map(\.name) == ["present", "present-2", "dismiss-2", "dismiss"])
        #expect(run.recording.then.map(\.style) == ["system-sheet"])
        #expect(run.files.contains { $0.hasSuffix("system-sheet.lua") })
        #expect(run.status == .success)
    }
}
