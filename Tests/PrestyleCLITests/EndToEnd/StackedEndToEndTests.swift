import Foundation
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply STYLE --then system-sheet` as a user runs it: the style, then UIKit's sheet over its
/// presented controller, each with its phases, in the text, JSON and HTML; a bad `--then` a usage error.
@Suite("prestyle apply --then, end to end")
struct StackedEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func aSheetOverAStyleComesAndGoesInItsOwnPhases() throws {
        let run = try prestyle.run(["apply", "cool", "--then", "system-sheet", "--format", "json", "--fps", "10"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "present-2", "dismiss-2", "dismiss"])
        #expect(recording.then.map(\.style) == ["system-sheet"])
        let stacked = try #require(recording.phase(named: "present-2")).final
        #expect(stacked.view(named: "presented#2")?.parent == "container#2")
        #expect(stacked.view(named: "grabber") != nil)
        #expect(recording.diagnostics.filter { $0.severity != .note }.isEmpty, "\(recording.diagnostics)")
    }

    @Test func theTextSummaryShowsTheStackedStyleAndItsPhases() throws {
        let run = try prestyle.run(["apply", "cool", "--then", "system-sheet"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\nthen     2: \"system-sheet\" · "))
        #expect(run.stdout.contains("\nphase present-2 · "))
        #expect(run.stdout.contains("\nphase dismiss-2 · "))
        #expect(run.stdout.contains("presented#2"))
    }

    @Test func theHTMLPlayerNamesTheStackedStyle() throws {
        let run = try prestyle.run(["apply", "cool", "--then", "system-sheet", "--format", "html", "--fps", "10"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(" · then system-sheet"))
        #expect(run.stdout.contains("present-2"))
    }

    @Test func aBadThenIsAUsageError() throws {
        let malformed = try prestyle.run(["apply", "cool", "--then", "sheet:inset"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("STYLE or STYLE:KEY=VALUE,…"), "\(malformed)")
        let unknown = try prestyle.run(["apply", "cool", "--then", "nosuchstyle"])
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.stderr.contains("nosuchstyle"))
        let scene = try prestyle.run(["apply", "cool", "--scene", "push", "--then", "system-sheet"])
        #expect(scene.status == 2)
        #expect(scene.stderr.contains("--then presents over a presentation"), "\(scene)")
    }
}
