import Foundation
import NIOCore
import NIOHTTP1

/// One connection to the preview's server, after NIO's HTTP/1 decoder: checks each request (its size — the
/// decoder's limits — its `Host`, its `Origin`, its method), answers it from the ``PreviewHub``, and keeps
/// the connection's timeouts (``PreviewServer/Limits``). Lives on the server's event loop.
final class PreviewConnection: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let hub: PreviewHub
    private let page: ByteBuffer
    private let limits: PreviewServer.Limits
    /// The request being read, until its end.
    private var request: HTTPRequestHead?
    /// The hub's key for this connection's event stream, once it is one.
    private var listener: Int?
    /// Whether the connection is being closed (an answer to a bad request on its way, or a timeout).
    private var closing = false
    private var requestTimer: Scheduled<Void>?
    private var writeTimer: Scheduled<Void>?
    private var heartbeat: Scheduled<Void>?

    init(hub: PreviewHub, page: ByteBuffer, limits: PreviewServer.Limits) {
        self.hub = hub
        self.page = page
        self.limits = limits
    }

    func channelActive(context: ChannelHandlerContext) {
        awaitRequest(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        for timer in [requestTimer, writeTimer, heartbeat] { timer?.cancel() }
        if let listener { hub.stopListening(listener) }
        listener = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        switch Self.unwrapInboundIn(data) {
        case .head(let head):
            requestTimer?.cancel()
            if listener != nil {
                // An event stream's response never ends: nothing else can be answered on it.
                context.close(promise: nil)
                return
            }
            request = head
            if head.headers[canonicalForm: "transfer-encoding"].count > 0
                || head.headers["content-length"].contains(where: { $0 != "0" }) {
                refuse(context, .payloadTooLarge, "the preview takes no request bodies")
            }
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            answer(context, head)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            writeTimer?.cancel()
            writeTimer = nil
        } else if writeTimer == nil {
            // The client does not read what it asked for: it has a while to start again.
            writeTimer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.writeTimeout) {
                context.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError, !closing {
            // The decoder stopped: past a size limit (the request line or a header), or not HTTP at all.
            let status: HTTPResponseStatus = error == .headerOverflow ? .requestHeaderFieldsTooLarge : .badRequest
            refuse(context, status, status == .badRequest ? "not a request the preview reads" : Messages.previewRequestTooLarge(limits))
        } else if !closing {
            context.close(promise: nil)
        }
    }

    // MARK: answering

    private func answer(_ context: ChannelHandlerContext, _ head: HTTPRequestHead) {
        let port = context.channel.localAddress?.port ?? 0
        guard Self.isServed(host: head.headers["host"], port: port) else {
            return refuse(context, .misdirectedRequest, "this server answers to 127.0.0.1:\(port), localhost:\(port) and [::1]:\(port) only")
        }
        guard head.method == .GET else {
            return refuse(context, .methodNotAllowed, "the preview answers GET only", extra: [("Allow", "GET")])
        }
        let target = URLComponents(string: head.uri)
        let path = target?.path ?? ""
        guard Self.isSameOrigin(head.headers, port: port, strict: path == "/events" || path == "/shown") else {
            return refuse(context, .forbidden, "another site's page may not use the preview")
        }
        switch path {
        case "/":
            respond(context, head, .ok, body: page, type: "text/html; charset=utf-8")
        case "/player":
            // The hub's buffer itself: every client is sent the same bytes, never a copy of its own.
            respond(context, head, .ok, body: hub.current.player, type: "text/html; charset=utf-8")
        case "/events":
            stream(context, head)
        case "/shown":
            let query = Dictionary((target?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
            guard head.headers["x-prestyle-page"].first == "shown" else {
                return refuse(context, .forbidden, "a report comes from the preview's own page")
            }
            guard let page = query["page"], Self.isPageID(page), let run = Int(query["run"] ?? ""), run >= 0,
                  (query["place"] ?? "").utf8.count <= 256 else {
                return respond(context, head, .badRequest, body: ByteBuffer(string: "a report needs run=N and page=ID\n"))
            }
            hub.record(run: run, page: page, problem: query["problem"] == "1", place: query["place"] ?? "")
            respond(context, head, .noContent, body: nil)
        default:
            respond(context, head, .notFound, body: ByteBuffer(string: "not found\n"))
        }
    }

    /// A complete response; the connection then waits for the next request, or closes if the client asked.
    private func respond(
        _ context: ChannelHandlerContext, _ request: HTTPRequestHead, _ status: HTTPResponseStatus, body: ByteBuffer?,
        type: String = "text/plain; charset=utf-8"
    ) {
        var headers = Self.commonHeaders(type: type)
        headers.add(name: "Content-Length", value: "\(body?.readableBytes ?? 0)")
        if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
        context.write(Self.wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if let body, body.readableBytes > 0 { context.write(Self.wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        let sent = context.writeAndFlush(Self.wrapOutboundOut(.end(nil)))
        if request.isKeepAlive {
            awaitRequest(context)
        } else {
            closing = true
            let channel = context.channel
            sent.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// An answer to a request that cannot be served, and the connection closed after it. What the client may
    /// still be sending is read and dropped for a moment first, so that it sees the answer rather than a reset.
    private func refuse(
        _ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ reason: String, extra: [(String, String)] = []
    ) {
        closing = true
        requestTimer?.cancel()
        let body = ByteBuffer(string: reason + "\n")
        var headers = Self.commonHeaders(type: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: "\(body.readableBytes)")
        headers.add(name: "Connection", value: "close")
        for (name, value) in extra { headers.add(name: name, value: value) }
        context.write(Self.wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(Self.wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        // The channel, not this context: these may come after the connection closed and its handlers went.
        let channel = context.channel
        context.writeAndFlush(Self.wrapOutboundOut(.end(nil))).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
        }
        _ = context.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
    }

    /// The event stream: its head, then each event the hub sends, and a comment line now and then.
    private func stream(_ context: ChannelHandlerContext, _ head: HTTPRequestHead) {
        var headers = Self.commonHeaders(type: "text/event-stream")
        headers.add(name: "Transfer-Encoding", value: "chunked")
        context.writeAndFlush(Self.wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
        let channel = context.channel
        listener = hub.listen(PreviewHub.Listener(
            send: { event in
                channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: event))), promise: nil)
            },
            finish: { channel.close(promise: nil) }))
        beat(context)
    }

    private func beat(_ context: ChannelHandlerContext) {
        heartbeat = context.eventLoop.assumeIsolated().scheduleTask(in: limits.heartbeat) {
            context.writeAndFlush(Self.wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: ":\n\n")))), promise: nil)
            self.beat(context)
        }
    }

    /// Gives the next request its time to arrive whole; past it the connection closes.
    private func awaitRequest(_ context: ChannelHandlerContext) {
        requestTimer?.cancel()
        requestTimer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.requestTimeout) {
            context.close(promise: nil)
        }
    }

    // MARK: rules

    private static func commonHeaders(type: String) -> HTTPHeaders {
        HTTPHeaders([("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")])
    }

    /// The names this server answers to: the loopback address it listens on, and the two names for it a browser
    /// may use, each with the port. Any other `Host` reached it through a name re-pointed at this machine.
    static func servedHosts(port: Int) -> Set<String> {
        ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    }

    static func isServed(host: [String], port: Int) -> Bool {
        guard host.count == 1, let name = host.first else { return false }
        return servedHosts(port: port).contains(name.lowercased())
    }

    /// Whether a request comes from the preview's own page or from no page at all (a typed address, a tool).
    /// A foreign `Origin` is refused everywhere; `strict` (the event stream and the reports) also refuses what
    /// the browser says came from another site (`Sec-Fetch-Site`), which an `<img>` or a link sends without
    /// an `Origin`.
    static func isSameOrigin(_ headers: HTTPHeaders, port: Int, strict: Bool) -> Bool {
        for origin in headers["origin"] {
            let host = origin.lowercased().hasPrefix("http://") ? String(origin.dropFirst("http://".count)) : ""
            guard servedHosts(port: port).contains(host.lowercased()) else { return false }
        }
        if strict, let site = headers["sec-fetch-site"].first, site != "same-origin", site != "none" { return false }
        return true
    }

    /// A page id as the page makes it: letters and digits, at most 64.
    static func isPageID(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7a).contains($0) || (0x41...0x5a).contains($0) }
    }
}
