import Foundation
import NIOCore
import NIOPosix
import Synchronization
import TestSupport
import Testing

@testable import PrestyleTool

/// `make soak-preview`: the preview under load on 127.0.0.1 — 50 clients each holding the event stream and
/// reloading the player, for PRESTYLE_SOAK_PREVIEW_SECONDS, while the style is saved ten times a second,
/// alternately good and broken — and 100 clients that ask for a 20 MB player and never read it. Every answer
/// must be well-formed HTTP, every run reach every stream, the memory stay bounded and nothing stay open.
/// The figures are printed. Off unless the variable is set (it takes a minute and the machine's cores).
@Suite(.serialized, .enabled(if: PreviewSoak.seconds != nil, "PRESTYLE_SOAK_PREVIEW_SECONDS is not set"))
struct PreviewSoakTests {
    static let seconds = PreviewSoak.seconds
    static let clients = 50

    @Test func fiftyClientsThroughTenSavesASecond() async throws {
        let seconds = Self.seconds ?? 60
        let workspace = try Workspace()
        let path = try workspace.write("card", PreviewServerTests.style(inset: 30))
        // What the runtime opens once and keeps (the clients' event loops, Dispatch's, a child process's) is
        // opened by a first short round before the count starts.
        let warmUp = try workspace.write("warm", PreviewServerTests.style(inset: 10))
        try await PreviewProcess.with(path: warmUp, folder: workspace.folder.path) { preview in
            _ = try await HTTP.get("/player", port: preview.port)
            _ = Self.residentMegabytes()
        }
        let descriptorsBefore = Self.openDescriptors()
        let targetsBefore = Set(Self.descriptorTargets())
        let rssBefore = Self.residentMegabytes()
        let figures = Figures()
        try await PreviewProcess.with(path: path, folder: workspace.folder.path) { preview in
            let port = preview.port
            var streams: [HTTP.Connection] = []
            for _ in 0..<Self.clients { streams.append(try await HTTP.open("/events", port: port)) }
            for stream in streams { try await stream.read(until: "event: run\ndata: 1\n\n") }
            let reference = preview.hub.listen()
            let publishedRuns = RunSet()
            let collecting = Task {
                for await event in reference { publishedRuns.add(PreviewSoakTests.runs(in: String(decoding: event, as: UTF8.self))) }
            }
            let deadline = ContinuousClock.now + .seconds(seconds)

            figures.sample(rssBefore)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<Self.clients {
                    group.addTask {
                        while ContinuousClock.now < deadline {
                            let answer = try await HTTP.get("/player", port: port)
                            figures.record(Self.problem(in: answer))
                        }
                    }
                }
                group.addTask {
                    while ContinuousClock.now < deadline {
                        figures.sample(Self.residentMegabytes())
                        try await Task.sleep(for: .milliseconds(500))
                    }
                }
                group.addTask {
                    var save = 0
                    let start = ContinuousClock.now
                    while ContinuousClock.now < deadline {
                        save += 1
                        let source = save % 2 == 1 ? PreviewServerTests.style(inset: 20 + save % 40) : "return style {"
                        try source.write(toFile: path, atomically: true, encoding: .utf8)
                        figures.saved(valid: save % 2 == 1)
                        // Ten a second, on a fixed beat (a slow write does not slow the next ones).
                        try await Task.sleep(until: start + .milliseconds(100 * save), clock: .continuous)
                    }
                    // The last save is a good one, and every stream must show it.
                    try PreviewServerTests.style(inset: 77).write(toFile: path, atomically: true, encoding: .utf8)
                    figures.saved(valid: true)
                }
                try await group.waitForAll()
            }
            try await waitUntil("the last good save's run") {
                preview.hub.current.problem == nil && preview.hub.current.document.contains("\"inset\": 77")
            }
            let lastRun = preview.hub.current.run
            try await waitUntil("the reference stream to hear the last run") { publishedRuns.runs.contains(lastRun) }
            collecting.cancel()
            let published = publishedRuns.runs
            for stream in streams {
                try await stream.read(until: "event: run\ndata: \(lastRun)\n\n")
                let seen = Self.runs(in: stream.text)
                #expect(published.isSubset(of: seen), "a stream missed runs \(published.subtracting(seen).sorted())")
                stream.close()
            }
            try await waitUntil("every stream to be let go") { preview.hub.listenerCount == 0 }
            figures.runs = published.count
            // Every run the watcher made, good or broken (a save overtaken by the next before the file was read
            // is run once, as the later one).
            figures.runsMade = Self.runs(in: preview.text, marker: "changed — run ").max() ?? 0
        }
        // The memory first: `ps` is a child process, whose pipes close a moment after it ends.
        let rssAfter = Self.residentMegabytes()
        for _ in 0..<1_000 where Self.openDescriptors() > descriptorsBefore { try await Task.sleep(for: .milliseconds(10)) }
        let descriptorsAfter = Self.openDescriptors()
        print(figures.summary(seconds: seconds, before: rssBefore, after: rssAfter))
        let malformed = figures.malformed.count
        #expect(malformed == 0, "\(figures.malformed.prefix(3))")
        #expect(figures.peakMegabytes - rssBefore < 512, "the preview's memory grew by \(figures.peakMegabytes - rssBefore) MB")
        #expect(descriptorsAfter <= descriptorsBefore, "\(descriptorsAfter) descriptors open, \(descriptorsBefore) before; new: \(Set(Self.descriptorTargets()).subtracting(targetsBefore).sorted())")
    }

    @Test func aHundredClientsThatNeverReadATwentyMegabytePlayerShareIt() async throws {
        let hub = PreviewHub()
        let document = String(repeating: "<div class=\"frame\">0.000 presented 0 0 393 852</div>\n", count: 400_000)
        hub.publish(document: document, run: 1)
        let server = PreviewServer(hub: hub, port: 0, title: "card")
        let port = try await server.start()
        let before = Self.residentMegabytes()
        var stuck: [HTTP.Connection] = []
        for _ in 0..<100 {
            let connection = try await HTTP.Connection.connect(port: port, reading: false)
            try await connection.write("GET /player HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            stuck.append(connection)
        }
        try await waitUntil("every connection to be served") { server.openConnections == 100 }
        try await Task.sleep(for: .milliseconds(500))
        let held = Self.residentMegabytes()
        for connection in stuck { connection.close() }
        try await waitUntil("every connection to close") { server.openConnections == 0 }
        await server.stop()
        print("preview soak: 100 clients not reading a \(document.utf8.count / 1_000_000) MB player: RSS \(before) MB -> \(held) MB")
        // A copy each would be 2 GB; the kernel's socket buffers and NIO's bookkeeping are a few MB each at most.
        #expect(held - before < 400, "RSS grew by \(held - before) MB")
    }

    /// What is wrong with an answer to `GET /player`, or nil when it is well-formed.
    static func problem(in answer: String) -> String? {
        let bytes = Array(answer.utf8)
        guard let split = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return "no end of head: \(answer.prefix(100))" }
        let head = String(decoding: bytes[..<split.lowerBound], as: UTF8.self).split(separator: "\r\n")
        guard head.first == "HTTP/1.1 200 OK" else { return "status: \(head.first ?? "")" }
        let length = head.first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
        let body = bytes[split.upperBound...]
        guard length == body.count else { return "content-length \(length ?? -1), body \(body.count)" }
        guard body.starts(with: Array("<!doctype html>".utf8)) || body.starts(with: Array("<!DOCTYPE html>".utf8)) else {
            return "not the player: \(String(decoding: body.prefix(40), as: UTF8.self))"
        }
        return nil
    }

    static func runs(in text: String, marker: String = "event: run\ndata: ") -> Set<Int> {
        var runs: Set<Int> = []
        for match in text.ranges(of: marker) {
            if let run = Int(text[match.upperBound...].prefix { $0.isNumber }) { runs.insert(run) }
        }
        return runs
    }

    /// The process's resident memory in MB, as `ps` reports it (Linux and macOS alike).
    static func residentMegabytes() -> Int {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-o", "rss=", "-p", "\(ProcessInfo.processInfo.processIdentifier)"]
        let pipe = Pipe()
        ps.standardOutput = pipe
        guard (try? ps.run()) != nil else { return 0 }
        ps.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) / 1_024
    }

    /// How many files, sockets and pipes the process has open. Event queues (epoll, eventfd, timerfd) are left
    /// out: the runtime keeps one set per thread that ran a run loop, for as long as that thread lives.
    static func openDescriptors() -> Int {
        descriptorTargets().filter { !$0.contains("anon_inode:") }.count
    }

    /// What the open descriptors are (for a failure's message).
    static func descriptorTargets() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? []).sorted().map {
            $0 + " " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/fd/" + $0)) ?? "?")
        }
    }
}

/// The load test's length, from the environment (nil: the test is off).
enum PreviewSoak {
    static let seconds = ProcessInfo.processInfo.environment["PRESTYLE_SOAK_PREVIEW_SECONDS"].flatMap(Double.init)
}

/// The runs a stream heard of.
final class RunSet: Sendable {
    private let state = Mutex<Set<Int>>([])
    var runs: Set<Int> { state.withLock { $0 } }
    func add(_ more: Set<Int>) { state.withLock { $0.formUnion(more) } }
}

/// The load test's counts.
final class Figures: @unchecked Sendable {
    private let lock = NSLock()
    private var answers = 0
    private var validSaves = 0
    private var brokenSaves = 0
    private(set) var malformed: [String] = []
    var runs = 0
    var runsMade = 0
    var peakMegabytes = 0

    func record(_ problem: String?) {
        lock.withLock {
            answers += 1
            if let problem { malformed.append(problem) }
        }
    }

    var goodSaves: Int { lock.withLock { validSaves } }

    func sample(_ megabytes: Int) {
        lock.withLock { peakMegabytes = max(peakMegabytes, megabytes) }
    }

    func saved(valid: Bool) {
        lock.withLock { if valid { validSaves += 1 } else { brokenSaves += 1 } }
    }

    func summary(seconds: Double, before: Int, after: Int) -> String {
        lock.withLock {
            "preview soak: \(PreviewSoakTests.clients) clients for \(Int(seconds)) s: \(answers) players served "
                + "(\(malformed.count) malformed), \(validSaves) good and \(brokenSaves) broken saves; \(runsMade) runs "
                + "made (the other saves overtaken by the next before they were read), the \(runs) good ones sent to "
                + "every stream; RSS \(before) MB, peak \(peakMegabytes) MB, "
                + "after \(after) MB"
        }
    }
}
