import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
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
/// It is SwiftNIO's event loop, one thread, with NIO's HTTP/1 decoder (llhttp) and these bounds (``Limits``):
/// the request line and each header are read up to a size, past which the answer is 431 and the connection
/// closes; a request has a time to arrive whole and a stuck response a time to drain, else the connection is
/// dropped; the open connections are bounded (more wait in the kernel's queue until one closes); a failed
/// `accept()` (no file descriptors left) is retried with a growing pause and reported once, and the server
/// never stops listening. Only requests for this server by name — `Host` `127.0.0.1:PORT`, `localhost:PORT`
/// or `[::1]:PORT` — are answered (another name is a page re-pointed at this machine: 421), and the event
/// stream and reports refuse other sites (`Origin`, `Sec-Fetch-Site`: 403).
///
/// The thread that runs the style publishes to the ``PreviewHub``.
final class PreviewServer: Sendable {
    /// The server's bounds.
    struct Limits: Sendable {
        /// The request line's and each header's size in bytes, and all of them together.
        var requestLine = 16 * 1_024
        var requestHead = 64 * 1_024
        /// How many header fields a request may have.
        var headerFields = 100
        /// How many connections are open at once; more wait to be accepted.
        var connections = 128
        /// How long a request may take to arrive whole, from the connection's opening or the last response.
        var requestTimeout: TimeAmount = .seconds(10)
        /// How long a response may sit unsent because the client does not read, before the connection is dropped.
        var writeTimeout: TimeAmount = .seconds(10)
        /// How often an idle event stream is sent a comment line (a client gone is found out by it).
        var heartbeat: TimeAmount = .seconds(15)
        /// The longest pause between tries when `accept()` fails.
        var acceptBackoff: TimeAmount = .seconds(1)

        var decoder: NIOHTTPDecoderLimitConfiguration {
            var limits = NIOHTTPDecoderLimitConfiguration()
            limits.maxHeaderFieldSize = requestLine
            limits.maxHeaderListSize = requestHead
            limits.maxHeaderFieldCount = headerFields
            return limits
        }
    }

    let hub: PreviewHub
    private let limits: Limits
    private let page: ByteBuffer
    private let port: UInt16
    /// Told, once per spell of failed accepts, that connections cannot be accepted, and when they can again.
    private let notice: @Sendable (String) -> Void
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let channel = Mutex<(any Channel)?>(nil)
    private let connections = Atomic<Int>(0)

    /// How many connections are open now.
    var openConnections: Int { connections.load(ordering: .relaxed) }

    /// A server for `hub` on 127.0.0.1, at `port` (0: any free port, which ``start()`` returns).
    init(
        hub: PreviewHub, port: UInt16, title: String, limits: Limits = Limits(),
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.hub = hub
        self.port = port
        self.limits = limits
        self.notice = notice
        page = ByteBuffer(string: PreviewPage.html(title: title))
    }

    /// Starts listening and returns the port (the one asked for, or the free one the system gave).
    func start() async throws -> UInt16 {
        let (hub, page, limits, notice) = (hub, page, limits, notice)
        let counted = { @Sendable (change: Int) in _ = self.connections.add(change, ordering: .relaxed) }
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            // One connection per accept, so that the limit is exact.
            .serverChannelOption(.maxMessagesPerRead, value: 1)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let retry = AcceptRetry(longest: limits.acceptBackoff, notice: notice)
                    try channel.pipeline.syncOperations.addHandler(
                        AcceptBackoffHandler(shouldForwardIOErrorCaught: false, backoffProvider: retry.pause))
                    try channel.pipeline.syncOperations.addHandler(ConnectionLimit(maximum: limits.connections, retry: retry, counted: counted))
                }
            }
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .dropBytes, limitConfiguration: limits.decoder)))
                    try channel.pipeline.syncOperations.addHandler(HTTPResponseEncoder())
                    try channel.pipeline.syncOperations.addHandler(PreviewConnection(hub: hub, page: page, limits: limits))
                }
            }
        let listening: any Channel
        do {
            listening = try await bootstrap.bind(host: "127.0.0.1", port: Int(port)).get()
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        channel.withLock { $0 = listening }
        return UInt16(listening.localAddress?.port ?? Int(port))
    }

    /// Stops listening, ends the pages' event streams and closes every connection, whatever the clients do.
    func stop() async {
        hub.finish()
        let listening = channel.withLock { channel in
            defer { channel = nil }
            return channel
        }
        try? await listening?.close()
        try? await group.shutdownGracefully()
    }
}

/// What the server does when `accept()` fails (EMFILE, ENFILE, ENOBUFS, ENOMEM: the process or the system is
/// out of something a connection needs): tries again after a pause that doubles from 10 ms up to a limit, says
/// so once, and says so again when a connection is accepted. Lives on the server's event loop.
final class AcceptRetry {
    private let longest: TimeAmount
    private let notice: @Sendable (String) -> Void
    private var pause: TimeAmount?

    init(longest: TimeAmount, notice: @escaping @Sendable (String) -> Void) {
        self.longest = longest
        self.notice = notice
    }

    /// The pause before the next try (NIO's `AcceptBackoffHandler` asks).
    func pause(after error: IOError) -> TimeAmount? {
        if pause == nil { notice(Messages.previewCannotAccept(error)) }
        let next = pause.map { TimeAmount.nanoseconds(min($0.nanoseconds * 2, longest.nanoseconds)) } ?? .milliseconds(10)
        pause = next
        return next
    }

    /// A connection was accepted: the spell of failures, if any, is over.
    func accepted() {
        guard pause != nil else { return }
        pause = nil
        notice(Messages.previewAcceptsAgain)
    }
}

/// The bound on open connections, on the listening socket: past `maximum`, it stops asking to accept (the
/// connections wait in the kernel's queue) until one closes.
final class ConnectionLimit: ChannelDuplexHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel
    typealias OutboundIn = any Channel

    private let maximum: Int
    private let retry: AcceptRetry
    /// Told of each connection opened (+1) and closed (-1).
    private let counted: @Sendable (Int) -> Void
    private var open = 0
    private var readHeld = false

    init(maximum: Int, retry: AcceptRetry, counted: @escaping @Sendable (Int) -> Void) {
        self.maximum = maximum
        self.retry = retry
        self.counted = counted
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let connection = Self.unwrapInboundIn(data)
        open += 1
        counted(1)
        retry.accepted()
        let listening = context.channel
        connection.closeFuture.hop(to: context.eventLoop).assumeIsolated().whenComplete { _ in
            self.open -= 1
            self.counted(-1)
            if self.readHeld, self.open < self.maximum {
                self.readHeld = false
                // Through the channel (and this handler's read again): the listening socket may have closed.
                listening.read()
            }
        }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        if open >= maximum {
            readHeld = true
        } else {
            context.read()
        }
    }
}
