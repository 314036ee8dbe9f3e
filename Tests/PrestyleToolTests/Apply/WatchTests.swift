import Foundation
import PrestyleExport
import Testing

@testable import PrestyleTool

/// `apply --watch` in-process, without waiting: the pause between looks is where the test saves the file.
@Suite("apply --watch")
struct WatchTests {
    /// The card fixture, inset by `inset`.
    private static func style(inset: Int) -> String {
        (try? String(contentsOfFile: Paths.fixture("card"), encoding: .utf8))?
            .replacingOccurrences(of: "inset = 30 }", with: "inset = \(inset) }") ?? ""
    }

    /// Runs the watch, making the next save of `saves` at each pause, and returns what it emitted.
    private func watch(
        _ request: ApplyRequest, in workspace: Workspace, saves: [String], path: String, maximumRuns: Int
    ) -> (results: [ToolResult], status: ToolStatus) {
        var pending = saves
        var results: [ToolResult] = []
        let status = workspace.tool.watch(
            request, options: .init(interval: 0, maximumRuns: maximumRuns), shouldStop: { false },
            pause: { _ in
                guard !pending.isEmpty else { return }
                try? pending.removeFirst().write(toFile: path, atomically: true, encoding: .utf8)
            },
            emit: { results.append($0) })
        return (results, status)
    }

    @Test func eachSaveRunsAgainAndABrokenSaveKeepsTheLastGoodRun() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        let saves = [Self.style(inset: 50), "return style { summary = ", Self.style(inset: 70)]
        let (results, status) = watch(ApplyRequest(style: path), in: workspace, saves: saves, path: path, maximumRuns: 4)
        #expect(status == .success)
        let runs = results.filter { !$0.output.isEmpty }.map(\.output)
        #expect(runs.count == 3)
        #expect(runs[0].contains("options  inset = 30"))
        #expect(runs[1].contains("options  inset = 50"))
        #expect(runs[2].contains("options  inset = 70"))
        let notes = results.map(\.errors).joined()
        #expect(notes.contains("watching \(path) — each save runs it again; Ctrl-C stops\n"))
        #expect(notes.contains("\(path) changed — run 2\n"))
        #expect(notes.contains("\(path) changed — run 3\nError: \(path):1: "))
        #expect(notes.contains("the last good run (run 2) stays: fix the file and save it again\n"))
        #expect(notes.contains("\(path) changed — run 4\n"))
        #expect(results.first { $0.errors.hasPrefix("Error:") }?.status == .failure)
    }

    @Test func aBrokenSaveLeavesTheOutputFileAsTheLastGoodRunWroteIt() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        let output = workspace.path("card.json")
        var request = ApplyRequest(style: path, output: output)
        request.settings.fps = 10
        let (_, first) = watch(request, in: workspace, saves: [Self.style(inset: 40)], path: path, maximumRuns: 2)
        #expect(first == .success)
        let good = try #require(workspace.read("card.json"))
        #expect(try Recording(json: good).options["inset"] == .number(40))
        let (results, status) = watch(request, in: workspace, saves: ["return {"], path: path, maximumRuns: 2)
        #expect(status == .failure)
        #expect(workspace.read("card.json") == good)
        #expect(results.last?.errors.contains("the last good run (run 1) stays") == true)
    }

    @Test func aStyleBrokenFromTheStartIsWatchedUntilItIsFixed() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", "return style {")
        let (results, status) = watch(ApplyRequest(style: path), in: workspace, saves: [Self.style(inset: 10)], path: path, maximumRuns: 2)
        #expect(status == .success)
        #expect(results[0].errors.hasPrefix("Error: \(path):1: "))
        #expect(results[0].errors.hasSuffix("no good run yet: fix the file and save it again\n"))
        #expect(results.contains { $0.output.contains("options  inset = 10") })
    }

    @Test func aUsageErrorEndsTheWatchAtOnce() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        let request = ApplyRequest(style: path, settings: RunSettings(screen: .preset("nokia")))
        let (results, status) = watch(request, in: workspace, saves: [], path: path, maximumRuns: 5)
        #expect(status == .usage)
        #expect(results.count == 1)
        #expect(results[0].errors.hasPrefix("Error: unknown device 'nokia'"))
    }

    @Test func theWatchStopsWhenAskedBetweenLooks() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        var looks = 0
        var runs = 0
        let status = workspace.tool.watch(
            ApplyRequest(style: path), options: .init(interval: 0), shouldStop: { looks >= 3 },
            pause: { _ in looks += 1 }, emit: { if !$0.output.isEmpty { runs += 1 } })
        #expect(status == .success)
        #expect(looks == 3)
        #expect(runs == 1)
    }

    @Test func aSaveMadeWhileARunIsUnderWayRunsItAgain() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        var runs: [String] = []
        var looks = 0
        _ = workspace.tool.watch(
            ApplyRequest(style: path), options: .init(interval: 0, maximumRuns: 3), shouldStop: { looks > 5 },
            pause: { _ in
                looks += 1
                if looks == 1 { try? Self.style(inset: 40).write(toFile: path, atomically: true, encoding: .utf8) }
            },
            emit: { result in
                guard !result.output.isEmpty else { return }
                runs.append(result.output)
                // Saved after run 2 read the file and before the watch looks again: a save during a run.
                if runs.count == 2 { try? Self.style(inset: 50).write(toFile: path, atomically: true, encoding: .utf8) }
            })
        #expect(runs.count == 3)
        #expect(runs.last?.contains("options  inset = 50") == true)
    }

    @Test func aStyleThatUsesAnotherIsRunAgainWhenTheOtherIsSaved() throws {
        let workspace = try Workspace()
        let base = try workspace.write("base", Self.style(inset: 30))
        let path = try workspace.write("user", """
            local base = use("base")
            return style { summary = "Borrows base's presentation", presentation = base.presentation }
            """)
        var saved = false
        var runs = 0
        _ = workspace.tool.watch(
            ApplyRequest(style: path), options: .init(interval: 0, maximumRuns: 2),
            pause: { _ in
                if !saved { try? Self.style(inset: 31).write(toFile: base, atomically: true, encoding: .utf8) }
                saved = true
            },
            emit: { if !$0.output.isEmpty { runs += 1 } })
        #expect(runs == 2)
    }

    /// Runs a watch whose pauses do `steps` in turn (then nothing), and returns what it emitted.
    private func watch(_ path: String, in workspace: Workspace, maximumRuns: Int, steps: [() throws -> Void]) -> [ToolResult] {
        var pending = steps
        var looks = 0
        var results: [ToolResult] = []
        _ = workspace.tool.watch(
            ApplyRequest(style: path), options: .init(interval: 0, maximumRuns: maximumRuns),
            shouldStop: { looks > steps.count + 2 },
            pause: { _ in
                looks += 1
                if !pending.isEmpty { try? pending.removeFirst()() }
            },
            emit: { results.append($0) })
        return results
    }

    @Test func aFileDeletedAndWrittenAgainIsNotAnErrorButASave() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        let results = watch(path, in: workspace, maximumRuns: 2, steps: [
            { try FileManager.default.removeItem(atPath: path) },
            { try Self.style(inset: 40).write(toFile: path, atomically: false, encoding: .utf8) },
        ])
        let notes = results.map(\.errors).joined()
        #expect(!notes.contains("Error:"))
        #expect(notes.contains("\(path) is gone — waiting for it to come back"))
        #expect(results.filter { !$0.output.isEmpty }.last?.output.contains("options  inset = 40") == true)
    }

    @Test func aFileWrittenBackUnchangedAfterADeleteDoesNotRunAgain() throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        let results = watch(path, in: workspace, maximumRuns: 2, steps: [
            { try FileManager.default.removeItem(atPath: path) },
            { try Self.style(inset: 30).write(toFile: path, atomically: false, encoding: .utf8) },
        ])
        #expect(results.filter { !$0.output.isEmpty }.count == 1)
        #expect(!results.map(\.errors).joined().contains("Error:"))
    }

    @Test func aFolderRemovedAndRecreatedIsFollowedWithoutAnError() throws {
        let workspace = try Workspace()
        let folder = workspace.path("Styles")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/card.lua"
        try Self.style(inset: 30).write(toFile: path, atomically: true, encoding: .utf8)
        let results = watch(path, in: workspace, maximumRuns: 2, steps: [
            { try FileManager.default.removeItem(atPath: folder) },
            {},
            {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Self.style(inset: 60).write(toFile: path, atomically: true, encoding: .utf8)
            },
        ])
        #expect(!results.map(\.errors).joined().contains("Error:"))
        #expect(results.filter { !$0.output.isEmpty }.last?.output.contains("options  inset = 60") == true)
    }
}
