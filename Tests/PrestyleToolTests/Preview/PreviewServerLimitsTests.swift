import Foundation
import NIOCore
import NIOPosix
import Synchronization
import TestSupport
import Testing

@testable import PrestyleTool

/// The preview's server as a hostile page or a careless client meets it: requests past the size limits, names
/// and sites it does not serve, clients that never read, more connections than it keeps, and a stop whatever
/// the clients do. Each waits for what it expects (a limit only turns a hang into a failure); no clock is read.
@Suite("preview server, bounded")
struct PreviewServerLimitsTests {
    /// The server's limits with its timeouts out of the way, for the tests that are not about them: on a
    /// 2-core machine whose test workers are blocked by other suites' child processes, a client's next write
    /// may come more than the 10 s a real client gets, and a dropped connection would fail a test of names or
    /// sizes for the wrong reason.
    static var patient: PreviewServer.Limits {
        var limits = PreviewServer.Limits()
        limits.requestTimeout = .minutes(10)
        limits.writeTimeout = .minutes(10)
        return limits
    }

    /// A server for a hub that holds `document` as run 1, stopped after `body` whatever happens.
    static func serve(
        _ document: String = "<p>one</p>", limits: PreviewServer.Limits = patient,
        _ body: (PreviewServer, UInt16) async throws -> Void
    ) async throws {
        let hub = PreviewHub()
        hub.publish(document: document, run: 1)
        let server = PreviewServer(hub: hub, port: 0, title: "card", limits: limits)
        let port = try await server.start()
        var outcome: Result<Void, any Error> = .success(())
        do { try await body(server, port) } catch { outcome = .failure(error) }
        await server.stop()
        try outcome.get()
    }

    @Test func aLongRequestLineOrHeaderIsAnswered431AndClosedWhileOtherRequestsAreServed() async throws {
        try await Self.serve { _, port in
            let long = String(repeating: "a", count: 256 * 1_024)
            var hostile: [HTTP.Connection] = []
            for index in 0..<4 {
                let connection = try await HTTP.Connection.connect(port: port)
                let request = index % 2 == 0
                    ? "GET /\(long) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
                    : "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Long: \(long)\r\n\r\n"
                // Sent without waiting: the server may answer and close before it has all of it.
                connection.channel.writeAndFlush(ByteBuffer(string: request), promise: nil)
                hostile.append(connection)
            }
            let page = try await HTTP.get("/", port: port)
            #expect(page.hasPrefix("HTTP/1.1 200 OK"))
            for connection in hostile {
                try await connection.readToEnd()
                #expect(connection.text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large"), "\(connection.text.prefix(200))")
            }
        }
    }

    @Test func onlyTheLoopbackNamesWithThePortAreServed() async throws {
        try await Self.serve { _, port in
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
                let answer = try await Self.get("/player", port: port, host: host)
                #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(host): \(answer.prefix(100))")
            }
            for host in ["attacker.example:\(port)", "127.0.0.1", "localhost:1", "127.0.0.1:\(port).attacker.example", nil] {
                let answer = try await Self.get("/player", port: port, host: host)
                #expect(answer.hasPrefix("HTTP/1.1 421 Misdirected Request"), "\(host ?? "no Host"): \(answer.prefix(100))")
                #expect(!answer.contains("<p>one</p>"))
            }
        }
    }

    @Test func anotherSitesPageCannotListenOrReport() async throws {
        try await Self.serve { server, port in
            let hub = server.hub
            let report = "/shown?run=1&page=abc&problem=0"
            let refused: [(String, [String])] = [
                ("/events", ["Origin: http://attacker.example"]),
                ("/events", ["Sec-Fetch-Site: cross-site"]),
                ("/player", ["Origin: http://attacker.example"]),
                (report, ["X-Prestyle-Page: shown", "Origin: http://attacker.example"]),
                (report, ["X-Prestyle-Page: shown", "Sec-Fetch-Site: same-site"]),
                // An <img> or a plain link sends no Origin and cannot add a header.
                (report, []),
            ]
            for (path, headers) in refused {
                let answer = try await HTTP.get(path, port: port, headers: headers)
                #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"), "\(path) \(headers): \(answer.prefix(100))")
            }
            #expect(hub.shown.isEmpty)
            let own = try await HTTP.get(report, port: port, headers: [
                "X-Prestyle-Page: shown", "Origin: http://127.0.0.1:\(port)", "Sec-Fetch-Site: same-origin",
            ])
            #expect(own.hasPrefix("HTTP/1.1 204 No Content"))
            #expect(hub.shown == [PreviewHub.Shown(run: 1, page: 1, problem: false, secondsSinceSave: nil)])
            let events = try await HTTP.open("/events", port: port, headers: ["Origin: http://localhost:\(port)"])
            try await events.read(until: "event: run\ndata: 1\n\n")
            events.close()
        }
    }

    @Test func aReportWithABadPageIDIsRefusedAndPageIDsAreBounded() async throws {
        try await Self.serve { server, port in
            let hub = server.hub
            for page in [String(repeating: "a", count: 65), "a%20b", ""] {
                let answer = try await HTTP.get("/shown?run=1&page=\(page)", port: port, headers: ["X-Prestyle-Page: shown"])
                #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(page): \(answer.prefix(100))")
            }
            #expect(hub.shown.isEmpty)
        }
        let hub = PreviewHub()
        hub.publish(document: "<p>one</p>", run: 1)
        hub.record(run: 1, page: "kept", problem: false)
        for index in 0..<(3 * PreviewHub.maximumPages) {
            hub.record(run: 1, page: "p\(index)", problem: false)
            if index % 100 == 0 { hub.record(run: 1, page: "kept", problem: false) }
        }
        #expect(hub.pagesKnown <= PreviewHub.maximumPages)
        #expect(hub.shown.count == PreviewHub.maximumReports)
        // A page that keeps reporting keeps its number; the new ones went on counting.
        hub.record(run: 1, page: "kept", problem: false)
        #expect(hub.shown.last?.page == 1)
        #expect(hub.shown.dropLast().last?.page == 1 + 3 * PreviewHub.maximumPages)
    }

    @Test func everyClientIsSentTheHubsOneBufferOfThePlayer() async throws {
        let hub = PreviewHub()
        hub.publish(document: String(repeating: "<p>frame</p>\n", count: 100_000), run: 1)
        let first = hub.current.player
        let second = hub.current.player
        let addresses = [first, second].map { $0.withUnsafeReadableBytes { UInt(bitPattern: $0.baseAddress) } }
        #expect(addresses[0] == addresses[1])
        #expect(addresses[0] != 0)
    }

    @Test func aClientThatReadsNothingIsDroppedAndOneThatSendsNothingToo() async throws {
        var limits = PreviewServer.Limits()
        limits.writeTimeout = .milliseconds(200)
        // Long enough for the requests below to arrive even on a loaded machine (if not, the connection is
        // dropped all the same, which the test also accepts).
        limits.requestTimeout = .seconds(3)
        try await Self.serve(String(repeating: "<p>frame</p>\n", count: 400_000), limits: limits) { server, port in
            let stuck = try await HTTP.Connection.connect(port: port, reading: false)
            stuck.channel.writeAndFlush(ByteBuffer(string: "GET /player HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"), promise: nil)
            let silent = try await HTTP.Connection.connect(port: port)
            let partial = try await HTTP.Connection.connect(port: port)
            partial.channel.writeAndFlush(ByteBuffer(string: "GET /player HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"), promise: nil)
            try await waitUntil("the server to drop the three") { server.openConnections == 0 }
            try await silent.readToEnd()
            try await partial.readToEnd()
            #expect(!partial.text.contains("200 OK"))
            // The server goes on serving.
            #expect(try await HTTP.get("/", port: port).hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test func connectionsPastTheLimitWaitAndAreServedWhenOthersClose() async throws {
        var limits = Self.patient
        limits.connections = 3
        try await Self.serve(limits: limits) { _, port in
            var held: [HTTP.Connection] = []
            for _ in 0..<3 { held.append(try await HTTP.open("/events", port: port)) }
            for connection in held { try await connection.read(until: "event: run\ndata: 1\n\n") }
            let waiting = try await HTTP.open("/", port: port, close: true)
            held[0].close()
            try await waiting.readToEnd()
            #expect(waiting.text.hasPrefix("HTTP/1.1 200 OK"))
            for connection in held { connection.close() }
        }
    }

    @Test func stoppingClosesEveryConnectionWhateverTheClientsDo() async throws {
        let hub = PreviewHub()
        hub.publish(document: String(repeating: "<p>frame</p>\n", count: 400_000), run: 1)
        let server = PreviewServer(hub: hub, port: 0, title: "card", limits: Self.patient)
        let port = try await server.start()
        let events = try await HTTP.open("/events", port: port)
        try await events.read(until: "event: run\ndata: 1\n\n")
        let stuck = try await HTTP.Connection.connect(port: port, reading: false)
        try await stuck.write("GET /player HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let idle = try await HTTP.Connection.connect(port: port)
        await server.stop()
        try await events.readToEnd()
        try await idle.readToEnd()
        // The client reads at last: what the kernel held, then the end.
        do {
            try await stuck.channel.setOption(ChannelOptions.autoRead, value: true).get()
        } catch ChannelError.ioOnClosedChannel {
            // The client's side saw the server's close first (a busy machine's timing): its end has come.
        }
        try await stuck.readToEnd()
        #expect(stuck.text.utf8.count < 400_000 * 14)
        await #expect(throws: (any Error).self) { _ = try await HTTP.Connection.connect(port: port) }
    }

    /// A GET with the given `Host` header (none: nil), closing after the answer.
    static func get(_ path: String, port: UInt16, host: String?) async throws -> String {
        let connection = try await HTTP.Connection.connect(port: port)
        let lines = ["GET \(path) HTTP/1.1"] + (host.map { ["Host: \($0)"] } ?? []) + ["Connection: close"]
        try await connection.write(lines.joined(separator: "\r\n") + "\r\n\r\n")
        try await connection.readToEnd()
        return connection.text
    }
}
