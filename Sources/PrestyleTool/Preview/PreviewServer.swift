import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// `prestyle preview`'s HTTP server, on 127.0.0.1 only (nothing outside this machine can reach it):
///
/// | path | what |
/// |---|---|
/// | `/` | the page: the player in a frame, and a banner for a save that broke the style (``PreviewPage``) |
/// | `/player` | the last good run's HTML player (the same document as `prestyle apply --format html`) |
/// | `/events` | a server-sent event stream: `run` when a save gave a new run, `problem` when one broke the style |
/// | `/shown?run=N&page=ID&problem=0\|1` | the page's report that it now shows run N (the console says so) |
///
/// The server runs on its own task; the thread that runs the style publishes to the ``PreviewHub``.
final class PreviewServer: Sendable {
    let hub: PreviewHub
    private let server: HTTPServer

    /// A server for `hub` on 127.0.0.1, at `port` (0: any free port, which ``start()`` returns).
    init(hub: PreviewHub, port: UInt16, title: String) async throws {
        self.hub = hub
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        let page = PreviewPage.html(title: title)
        await server.appendRoute("GET /") { _ in Self.response(page) }
        await server.appendRoute("GET /player") { _ in Self.response(hub.current.document) }
        await server.appendRoute("GET /events") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: HTTPBodySequence(from: EventStreamBody(events: hub.listen())))
        }
        await server.appendRoute("GET /shown") { request in
            let run = Int(request.query["run"] ?? "") ?? 0
            hub.record(run: run, page: request.query["page"] ?? "", problem: request.query["problem"] == "1")
            return HTTPResponse(statusCode: .noContent)
        }
    }

    /// Starts listening and returns the port (the one asked for, or the free one the system gave); the server
    /// goes on in a task of its own until ``stop()``.
    func start() async throws -> UInt16 {
        let server = self.server
        let failure = Mutex<(any Error)?>(nil)
        Task {
            do {
                try await server.run()
            } catch {
                failure.withLock { $0 = error }
            }
        }
        // Listening, or the reason it cannot (the port is taken), whichever comes first; FlyingFox's own wait
        // would sit out its whole timeout on a failed bind.
        for _ in 0..<1_000 {
            if await server.isListening { break }
            if let error = failure.withLock({ $0 }) { throw error }
            try await Task.sleep(for: .milliseconds(10))
        }
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw failure.withLock { $0 } ?? SocketError.unsupportedAddress
        }
        return port
    }

    /// Stops listening and ends the pages' event streams.
    func stop() async {
        hub.finish()
        await server.stop(timeout: 1)
    }

    private static func response(_ html: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Data(html.utf8))
    }
}
