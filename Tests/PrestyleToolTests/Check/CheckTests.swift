import Foundation
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle check`: every style loaded and dry-run on every preset in both orientations, diagnostics printed
/// once as `file:line: severity: message [hook]`, and the status scripts rely on.
@Suite("check")
struct CheckTests {
    @Test func theBundledStylesPassOnEveryDeviceInBothOrientations() throws {
        let workspace = try Workspace()
        let result = workspace.tool.check([])
        #expect(result.status == .success, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        // bouncy plays in present alone; fade declares present, push, tab and split: 22 runs in each scene,
        // and no diagnostic in any (its pop and switch back put the view shown again into the container); each
        // also runs over and under a sheet on a phone and an iPad (4 runs).
        for (name, runs) in [("bouncy", 26), ("fade", 92)] {
            #expect(lines.contains { $0.hasPrefix("ok ") && $0.contains(" \(name) ") && $0.contains(" · \(runs) runs · no diagnostics") })
        }
        #expect(lines.last?.hasPrefix("checked ") == true)
        #expect(lines.last?.contains("on 11 devices, portrait and landscape (present, rotate, adapt, adapt-back, dismiss)") == true)
    }

    @Test func aStyleThatDoesNotLoadFailsTheCheckAtItsFileAndLine() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "broken")
        let result = workspace.tool.check([path, "bouncy"])
        #expect(result.status == .failure)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "error  broken  \(path) · does not load")
        #expect(lines[1].hasPrefix("  \(path):4: error: "))
        #expect(lines[2].hasPrefix("ok ") && lines[2].contains("bouncy"))
        #expect(lines.last?.hasSuffix(": 1 ok, 1 with errors") == true)
    }

    @Test func aStyleWithSeveralStructuralProblemsHasEachReportedInOneCheck() throws {
        let workspace = try Workspace()
        let path = try workspace.write("manyfaults", """
            return style {
              options = { sizes = { 1, "two" } },
              presentation = { frameOfPresentedView = 42 },
              interaction = { completionSpeed = "fast" },
            }
            """)
        let result = workspace.tool.check([path])
        #expect(result.status == .failure)
        let findings = result.output.split(separator: "\n").filter { $0.hasPrefix("  \(path):") }
        #expect(findings.map { $0.split(separator: ":")[1] } == ["2", "3", "4"], "\(result.output)")
        let listed = workspace.tool.list().output.split(separator: "\n").filter { $0.hasPrefix("  does not load: \(path):") }
        #expect(listed.count == 3, "\(listed)")
    }

    @Test func anErrorWhileRunningFailsTheCheckReportedOnceForEveryRun() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "faulty")
        let result = workspace.tool.check([path])
        #expect(result.status == .failure)
        let findings = result.output.split(separator: "\n").filter { $0.hasPrefix("  \(path):7: error: ") }
        #expect(findings.count == 1)
        #expect(findings.first?.contains("[frameOfPresentedView]") == true)
        // Every run reported it, so no run is named.
        #expect(findings.first?.contains(" runs: ") == false)
    }

    @Test func aStyleThatLeavesThePresentingScreenMovedFailsTheCheckNamingTheHook() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "forgetful-menu")
        let result = workspace.tool.check([path])
        #expect(result.status == .failure)
        let findings = result.output.split(separator: "\n").filter { $0.hasPrefix("  \(path):26: error: the presenting view ") }
        // Over a sheet (the check's over-sheet runs), the presenting view is the sheet's controller's.
        #expect(findings.count == 2, "\(result.output)")
        #expect(findings.allSatisfy { $0.contains("is not back as it was before the presentation") })
        #expect(findings.allSatisfy { $0.contains("[animator.animate]") })
        #expect(findings.last?.contains("the presenting view 'presented'") == true && findings.last?.contains("over-sheet") == true)
    }

    @Test func aWarningAloneDoesNotFailTheCheck() throws {
        let workspace = try Workspace()
        let path = try workspace.copy(fixture: "misspelt")
        let result = workspace.tool.check([path])
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("warn "))
        #expect(result.output.contains("\(path):6: warning: "))
        #expect(result.output.contains("frameOfPresentedView"))
    }

    @Test func aDiagnosticFromSomeRunsNamesThem() throws {
        let workspace = try Workspace()
        let path = try workspace.write("wide", """
            return style {
              summary = "Fails only on the widest screen",
              presentation = {
                frameOfPresentedView = function(self)
                  if self.container.bounds.width > 1370 then error("too wide") end
                  return self.container.bounds:inset(10)
                end,
              },
            }
            """)
        let result = workspace.tool.check([path])
        #expect(result.status == .failure)
        let finding = try #require(result.output.split(separator: "\n").first { $0.contains("too wide") })
        #expect(finding.hasPrefix("  \(path):5: error: "))
        #expect(finding.hasSuffix("(in 2 of 26 runs: ipad-pro-13 portrait, ipad-pro-13 landscape)"))
    }

    @Test func aFolderChecksEveryStyleInIt() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "misspelt")
        try workspace.write("plain", "return style { summary = \"UIKit's defaults\" }")
        try "-- annotations, not a style".write(toFile: workspace.path("prestyle.meta.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: workspace.path("folder.lua"), withIntermediateDirectories: false)
        let result = workspace.tool.check([workspace.folder.path])
        #expect(result.status == .success)
        #expect(result.output.contains(": 1 ok, 1 with warnings"))
        #expect(result.output.contains("checked 2 styles"))
    }

    @Test func theSameStyleNamedSeveralWaysIsCheckedOnce() throws {
        let workspace = try Workspace()
        let result = workspace.tool.check(["cool", "cool.lua", PackageRoot.styles + "/cool.lua"])
        #expect(result.status == .success)
        #expect(result.output.contains("checked 1 style on 11 devices"), "\(result.output)")
    }

    @Test func aFileThatIsNotLuaOrAnEmptyNameIsNotAStyle() throws {
        let workspace = try Workspace()
        let text = workspace.path("notes.txt")
        try "return style {}".write(toFile: text, atomically: true, encoding: .utf8)
        let result = workspace.tool.check([text, ""])
        #expect(result.status == .usage)
        #expect(result.output.contains("missing  \(text) is not a style file: a style is a .lua file"))
        #expect(result.output.contains("missing  an empty name names no style"))
        #expect(result.output.contains(": 0 ok, 2 not found"), "\(result.output)")
    }

    @Test func aNameThatFindsNothingIsAUsageErrorAndTheOthersAreStillChecked() throws {
        let workspace = try Workspace()
        let result = workspace.tool.check(["bouncey", "cool"])
        #expect(result.status == .usage)
        #expect(result.output.contains("missing  no style named 'bouncey'"))
        #expect(result.output.contains("); did you mean 'bouncy'?\n"))
        #expect(result.output.contains("checked 1 style on 11 devices"))
        #expect(result.output.contains(": 1 ok, 1 not found"))
    }
}
