import Foundation
import NIOCore
import NIOPosix
import Prestyle
import Synchronization
import TestSupport
import Testing

@testable import PrestyleTool

/// `prestyle preview` in-process, over real sockets on 127.0.0.1: the page, the player, the event stream that
/// tells of each save (seen by the inotify watcher, as the CLI sees it), a broken save's error over the last
/// good run, and the pages' reports. Nothing waits on a clock: each step waits for the event it expects (with
/// a generous limit that only turns a hang into a failure).
@Suite("preview, served")
struct PreviewServerTests {
    /// The card fixture, inset by `inset`.
    static func style(inset: Int) -> String {
        (try? String(contentsOfFile: Paths.fixture("card"), encoding: .utf8))?
            .replacingOccurrences(of: "inset = 30 }", with: "inset = \(inset) }") ?? ""
    }

    @Test func thePageThePlayerAndEachSaveReachThePage() async throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        try await PreviewProcess.with(path: path, folder: workspace.folder.path) { preview in
            try await Self.serve(path, preview, workspace)
        }
    }

    static func serve(_ path: String, _ preview: PreviewProcess, _ workspace: Workspace) async throws {
        let page = try await HTTP.get("/", port: preview.port)
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("new EventSource(\"/events\")"))
        #expect(page.contains("<title>\(path) · prestyle preview</title>"))

        let events = try await HTTP.open("/events", port: preview.port)
        try await events.read(until: "event: run\ndata: 1\n\n")
        let first = try await HTTP.get("/player", port: preview.port)
        let expected = workspace.tool.apply(ApplyRequest(style: path, format: .html)).output
        #expect(first.hasSuffix("\r\n\r\n" + expected))

        try Self.style(inset: 50).write(toFile: path, atomically: true, encoding: .utf8)
        try await events.read(until: "event: run\ndata: 2\n\n")
        let second = try await HTTP.get("/player", port: preview.port)
        #expect(second.hasSuffix("\r\n\r\n" + workspace.tool.apply(ApplyRequest(style: path, format: .html)).output))
        #expect(second != first)

        try "return style {".write(toFile: path, atomically: true, encoding: .utf8)
        try await events.read(until: "event: problem\ndata: \(path):1: ")
        #expect(preview.hub.current.run == 2)
        #expect(try await HTTP.get("/player", port: preview.port) == second)

        _ = try await HTTP.get("/shown?run=2&page=abc&problem=1", port: preview.port, headers: ["X-Prestyle-Page: shown"])
        #expect(preview.hub.shown.last == PreviewHub.Shown(
            run: 2, page: 1, problem: true, secondsSinceSave: preview.hub.shown.last?.secondsSinceSave))
        #expect(preview.hub.shown.last?.secondsSinceSave != nil)
        events.close()
    }

    @Test func anUnknownStyleIsAUsageErrorAndNoPageIsOffered() async throws {
        let folder = try Workspace().folder.path
        let preview = PreviewProcess()
        Thread {
            let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
            let status = tool.preview(
                ApplyRequest(style: "nosuch"), options: PreviewOptions(), hub: preview.hub, shouldStop: { false },
                pause: nil, emit: { preview.note($0.output + $0.errors) })
            preview.finish(status)
        }.start()
        #expect(try await preview.waitUntilFinished() == .usage)
        #expect(preview.text.hasPrefix("Error: no style named 'nosuch'"), "\(preview.text)")
        #expect(!preview.text.contains("preview: http"))
    }

    @Test func aPortInUseIsAUsageErrorSayingSo() async throws {
        let workspace = try Workspace()
        let path = try workspace.write("card", Self.style(inset: 30))
        let folder = workspace.folder.path
        try await PreviewProcess.with(path: path, folder: folder) { preview in
            let port = preview.port
            // The second preview runs on a thread of its own too: it blocks while it starts.
            let second = PreviewProcess(port: port)
            Thread {
                let tool = Tool { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
                let status = tool.preview(
                    ApplyRequest(style: path), options: PreviewOptions(port: port), hub: second.hub, shouldStop: { true },
                    pause: nil, emit: { second.note($0.output + $0.errors) })
                second.finish(status)
            }.start()
            let status = try await second.waitUntilFinished()
            #expect(status == .usage)
            #expect(second.text.hasPrefix("Error: cannot serve the preview on 127.0.0.1:\(port) "), "\(second.text)")
        }
    }
}

/// A preview running on a thread of its own (as the CLI runs it, blocking that thread), on a free port, until
/// stopped. The test's task never blocks: it waits by polling, since a blocked task could hold the last thread
/// the preview's server needs.
final class PreviewProcess: Sendable {
    let hub = PreviewHub()
    private let stopping = Mutex(false)
    private let lines = Mutex<[String]>([])
    private let status = Mutex<ToolStatus?>(nil)
    private let portFound: Mutex<UInt16?>

    init(port: UInt16? = nil) {
        portFound = Mutex(port)
    }

    var port: UInt16 { portFound.withLock { $0 } ?? 0 }
    var text: String { lines.withLock { $0.joined() } }

    /// Runs `body` with a preview of `path` on a free port, stopping it afterwards whatever happens.
    static func with(path: String, folder: String, _ body: (PreviewProcess) async throws -> Void) async throws {
        let preview = PreviewProcess()
        Thread {
            let tool = Tool { try StyleRegistry(searchPaths: [folder, PackageRoot.styles], configuration: .isolated) }
            let status = tool.preview(
                ApplyRequest(style: path), options: PreviewOptions(), hub: preview.hub,
                shouldStop: { preview.stopping.withLock { $0 } }, pause: nil,
                emit: { result in preview.note(result.output + result.errors) })
            preview.finish(status)
        }.start()
        var outcome: Result<Void, any Error> = .success(())
        do {
            try await waitUntil("the preview's address") { preview.port != 0 || preview.status.withLock { $0 } != nil }
            try #require(preview.port != 0, "the preview never listened: \(preview.text)")
            try await body(preview)
        } catch {
            outcome = .failure(error)
        }
        preview.stopping.withLock { $0 = true }
        _ = try await preview.waitUntilFinished()
        try outcome.get()
    }

    func note(_ text: String) {
        lines.withLock { $0.append(text) }
        guard let range = text.range(of: "preview: http://127.0.0.1:") else { return }
        let port = UInt16(text[range.upperBound...].prefix { $0.isNumber })
        portFound.withLock { $0 = port }
    }

    func finish(_ status: ToolStatus) {
        self.status.withLock { $0 = status }
    }

    func waitUntilFinished() async throws -> ToolStatus {
        try await waitUntil("the preview to stop") { self.status.withLock { $0 } != nil }
        return status.withLock { $0 } ?? .failure
    }
}

/// Plain HTTP/1.1 over a socket: what a browser sends, and everything the server answers.
enum HTTP {
    static func get(_ path: String, port: UInt16, headers: [String] = []) async throws -> String {
        let connection = try await open(path, port: port, close: true, headers: headers)
        try await connection.readToEnd()
        return connection.text
    }

    static func open(_ path: String, port: UInt16, close: Bool = false, headers: [String] = []) async throws -> Connection {
        let connection = try await Connection.connect(port: port)
        let lines = ["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers + (close ? ["Connection: close"] : [])
        try await connection.write(lines.joined(separator: "\r\n") + "\r\n\r\n")
        return connection
    }

    /// A loopback connection through NIO: what it received so far, and whether the server closed it.
    final class Connection: Sendable {
        let channel: any Channel
        private let sink: Sink

        private init(channel: any Channel, sink: Sink) {
            self.channel = channel
            self.sink = sink
        }

        /// Connects; `reading: false` never reads (a client that asks and does not take the answer).
        static func connect(port: UInt16, reading: Bool = true) async throws -> Connection {
            let sink = Sink()
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .channelOption(.autoRead, value: reading)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Collector(sink: sink)) }
                }
                .connect(host: "127.0.0.1", port: Int(port)).get()
            return Connection(channel: channel, sink: sink)
        }

        func write(_ text: String) async throws {
            try await channel.writeAndFlush(ByteBuffer(string: text))
        }

        /// Everything received, as text.
        var text: String { String(decoding: sink.bytes, as: UTF8.self) }
        var isClosed: Bool { sink.closed }

        /// Reads until what was received since the last match contains `text`.
        func read(until text: String) async throws {
            try await waitUntil(text.debugDescription) {
                sink.consume(through: Array(text.utf8)) || sink.closed
            }
            try #require(!sink.closed || sink.matched, "the stream ended before \(text.debugDescription): \(self.text)")
        }

        func readToEnd() async throws {
            try await waitUntil("the server to close the connection") { sink.closed }
        }

        func close() { channel.close(promise: nil) }
    }

    final class Sink: Sendable {
        private let state = Mutex<(bytes: [UInt8], from: Int, closed: Bool, matched: Bool)>(([], 0, false, false))
        var bytes: [UInt8] { state.withLock { $0.bytes } }
        var closed: Bool { state.withLock { $0.closed } }
        var matched: Bool { state.withLock { $0.matched } }
        func append(_ more: [UInt8]) { state.withLock { $0.bytes += more } }
        func close() { state.withLock { $0.closed = true } }

        /// Whether the bytes since the last match hold `needle`; if so, the next match starts after it.
        func consume(through needle: [UInt8]) -> Bool {
            state.withLock { state in
                let tail = state.bytes[state.from...]
                guard let start = tail.firstRange(of: needle) else { state.matched = false; return false }
                state.from = start.upperBound
                state.matched = true
                return true
            }
        }
    }

    final class Collector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let sink: Sink
        init(sink: Sink) { self.sink = sink }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            sink.append(Array(buffer: Self.unwrapInboundIn(data)))
        }

        func channelInactive(context: ChannelHandlerContext) {
            sink.close()
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
