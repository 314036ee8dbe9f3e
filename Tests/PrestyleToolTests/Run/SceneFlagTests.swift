import Foundation
import PrestyleStage
import Testing

@testable import PrestyleTool

/// `--scene`: a style runs in the scenes it declares, `check` runs all of them, and a wrong value or an
/// undeclared scene is a usage error (exit status 2).
@Suite("Scenes in the CLI")
struct SceneFlagTests {
    /// A fade that also puts the view shown again under the leaving one, so it works in push and tab.
    static let fader = """
        return style {
          summary = "fades, in every scene",
          scenes = { "present", "push", "tab", "split" },
          animator = {
            duration = 0.3,
            animate = function(ctx)
              if ctx.isPresenting then
                local v = ctx.toView
                withoutAnimation(function() v.frame = ctx:finalFrame(ctx.to); v.alpha = 0 end)
                ctx.container:add(v)
                animate { duration = 0.3, changes = function() v.alpha = 1 end, completion = function() ctx:complete() end }
              else
                if ctx.toView then ctx.container:insert(ctx.toView, 1) end
                local v = ctx.fromView
                animate { duration = 0.3, changes = function() v.alpha = 0 end, completion = function() ctx:complete() end }
              end
            end,
          },
        }
        """

    @Test func applyRunsTheSceneAndNamesItsPhases() throws {
        let workspace = try Workspace()
        let path = try workspace.write("fader", Self.fader)
        var request = ApplyRequest(style: path, format: .json)
        request.settings.scene = .tab
        let result = workspace.tool.apply(request)
        #expect(result.status == .success, "\(result.errors)")
        let recording = try Recording(json: result.output)
        #expect(recording.scene == "tab")
        #expect(recording.phases.map(\.name) == ["tab", "tab-back"])
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
    }

    @Test func aSceneTheStyleDoesNotDeclareIsAUsageError() throws {
        let workspace = try Workspace()
        var request = ApplyRequest(style: "bouncy")
        request.settings.scene = .push
        let result = workspace.tool.apply(request)
        #expect(result.status == .usage)
        #expect(result.errors.contains("the style \"bouncy\" does not play in the push scene: it declares scenes = { \"present\" }"),
                "\(result.errors)")
    }

    @Test func anInteractivePopOutsideThePushSceneIsAUsageError() throws {
        let workspace = try Workspace()
        let path = try workspace.write("fader", Self.fader)
        var request = ApplyRequest(style: path)
        request.settings.scene = .tab
        request.settings.interaction = try FlagValues.interaction("pop:0.5", finishes: true)
        #expect(workspace.tool.apply(request).status == .usage)
    }

    @Test(arguments: [true, false])
    func theBundledFadePlaysInThePushSceneWithAnInteractivePop(_ finishes: Bool) throws {
        // prestyle apply fade --scene push --interactive pop:0.5 --finish (or --cancel)
        let workspace = try Workspace()
        var request = ApplyRequest(style: "fade", format: .json)
        request.settings.scene = .push
        request.settings.interaction = try FlagValues.interaction("pop:0.5", finishes: finishes)
        let result = workspace.tool.apply(request)
        #expect(result.status == .success, "\(result.errors)")
        let recording = try Recording(json: result.output)
        #expect(recording.style == "fade" && recording.scene == "push")
        #expect(recording.phases.map(\.name).first == "push" && recording.phases.map(\.name).last == "pop")
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        let pop = try #require(recording.phases.last)
        #expect(pop.completed == finishes)
        // Let go half way through the 0.5 s fade, half faded; then gone, or opaque again.
        let halfway = try #require(try pop.frame(at: 0.25).view(named: "presented")?.alpha)
        #expect(abs(halfway - 0.5) < 0.01, "\(halfway)")
        #expect(finishes ? pop.final.view(named: "presented") == nil : pop.final.view(named: "presented")?.alpha == 1)
        // The text summary says the scene under its first line, and the pop how it ended.
        request.format = .text
        let text = workspace.tool.apply(request).output
        #expect(text.split(separator: "\n").dropFirst().first == "scene    push", "\(text.prefix(300))")
        #expect(text.contains("phase pop · 0.5 s · \(finishes ? "completed" : "cancelled") · "), "\(text)")
    }

    @Test(arguments: ["pish", "", "modal", "Push "])
    func badSceneValuesAreRefusedWithTheKnownOnes(_ value: String) {
        do {
            let scene = try FlagValues.scene(value)
            #expect(value == "Push " && scene == .push, "only a spelling of a scene is accepted")
        } catch {
            #expect(error.status == .usage)
            #expect(error.message.contains("is not a scene (present, push, tab, layout or split)"), "\(error.message)")
            if value == "pish" { #expect(error.message.hasSuffix("; did you mean push?")) }
        }
    }

    @Test func aGalleryOfEveryStyleInASceneHasTheStylesThatDeclareIt() throws {
        let workspace = try Workspace()
        var settings = RunSettings()
        settings.scene = .push
        let result = workspace.tool.gallery(GalleryRequest(styles: [], settings: settings, output: nil))
        #expect(result.status == .success, "\(result.errors)")
        // The bundled styles that declare push: the animators of their own that make sense there, and overlay
        // (the navigation's own slide); no sheet, panel or popover. Each without a diagnostic.
        let rows = result.errors.split(separator: "\n").filter { $0.contains(".lua") }
        #expect(rows.map { String($0.prefix { $0 != " " }) }
                == ["cool", "cover", "fade", "flip", "fold", "overlay", "pop", "slide", "zoom"], "\(result.errors)")
        #expect(rows.allSatisfy { $0.hasSuffix("no diagnostics") }, "\(result.errors)")
    }

    @Test func checkRunsEverySceneTheStyleDeclares() throws {
        let workspace = try Workspace()
        let path = try workspace.write("fader", Self.fader)
        let result = workspace.tool.check([path])
        #expect(result.status == .success, "\(result.output)")
        // Four scenes × 11 devices × 2 orientations, and 4 stacked with a sheet.
        #expect(result.output.hasPrefix("ok     fader  \(path) · 92 runs · no diagnostics"), "\(result.output)")
    }

    @Test func checkLabelsASceneRunsDiagnosticsWithTheScene() throws {
        let workspace = try Workspace()
        // Written for presentations: the pop leaves the presenter's view out of the container.
        let path = try workspace.write("presentonly", Self.fader
            .replacingOccurrences(of: "if ctx.toView then ctx.container:insert(ctx.toView, 1) end", with: ""))
        let result = workspace.tool.check([path])
        #expect(result.status == .success, "warnings do not fail a check: \(result.output)")
        #expect(result.output.contains("left the view of 'presenting' out of the container at the end of pop(presenting)"))
        #expect(result.output.contains("iphone-15 portrait push)"), "\(result.output)")
        #expect(!result.output.contains("portrait present)"))
    }
}
