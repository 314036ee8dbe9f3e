import BrowserTesting
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `prestyle preview` as a process, where its surroundings fail it: a limit on open files that makes
/// `accept()` fail (the server must keep listening, say so once, and serve again when files are free), and
/// `--open` with and without a program to open the page.
@Suite("prestyle preview, end to end")
struct PreviewEndToEndTests {
    static let style = """
        return style {
          summary = "A card",
          options = { inset = 30 },
          presentation = {
            frameOfPresentedView = function(self) return self.container.bounds:inset(self.options.inset) end,
          },
        }
        """

    /// A preview of a card style in a fresh folder, started with `arguments` around the binary (a shell for
    /// `ulimit`), and its port.
    static func start(
        _ folder: URL, shell: String? = nil, arguments: [String] = [], environment: [String: String?] = [:]
    ) async throws -> (RunningCommand, UInt16) {
        try style.write(to: folder.appendingPathComponent("mine.lua"), atomically: true, encoding: .utf8)
        let binary = try PrestyleBinary.locate().url
        let command = shell.map {
            Command(URL(fileURLWithPath: "/bin/sh"), ["-c", $0 + " && exec \"$0\" preview mine.lua", binary.path], in: folder,
                    mergingStandardError: true)
        } ?? Command(binary, ["preview", "mine.lua"] + arguments, in: folder, environment: environment, mergingStandardError: true)
        let preview = try command.start()
        try await preview.waitUntilPrinted("watching mine.lua")
        let address = try #require(preview.output.split(separator: "\n").first { $0.hasPrefix("preview: ") })
        let port = try #require(UInt16(address.split(separator: ":")[3].prefix { $0.isNumber }))
        return (preview, port)
    }

    @Test func failedAcceptsAreSurvivedAndReportedOnce() async throws {
        let folder = try TemporaryFolder()
        let (preview, port) = try await Self.start(folder.url, shell: "ulimit -n 64")
        defer { preview.stop() }
        // More connections than the preview has file descriptors left: accept() fails with EMFILE.
        let held = (0..<80).compactMap { _ in Loopback.connect(port: port) }
        #expect(held.count == 80)
        try await preview.waitUntilPrinted("the preview cannot accept connections for now")
        for socket in held { close(socket) }
        let answer = Loopback.get("/", port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(200))\n\(preview.output)")
        try await preview.waitUntilPrinted("the preview accepts connections again")
        let output: String = preview.output
        let warnings = output.ranges(of: "cannot accept connections for now").count
        let recoveries = output.ranges(of: "accepts connections again").count
        #expect(warnings == recoveries, "one warning per spell of failures: \(preview.output)")
    }

    @Test func openHandsThePageToTheSystemsOpener() async throws {
        let folder = try TemporaryFolder()
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        #if os(macOS)
        let opener = bin.appendingPathComponent("open")
        #else
        let opener = bin.appendingPathComponent("xdg-open")
        #endif
        let opened = folder.url.appendingPathComponent("opened").path
        try "#!/bin/sh\necho \"$1\" > '\(opened)'\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        let environment: [String: String?] = ["PATH": bin.path + ":/usr/bin:/bin"]
        let (preview, port) = try await Self.start(folder.url, arguments: ["--open"], environment: environment)
        defer { preview.stop() }
        try await waitUntil("the opener to run") { FileManager.default.fileExists(atPath: opened) }
        try await waitUntil("the opener to write") {
            let written: String? = try? String(contentsOfFile: opened, encoding: .utf8)
            return written == "http://127.0.0.1:\(port)/\n"
        }
        #expect(!preview.output.contains("cannot open the page"))
    }

    @Test func openWithoutAnOpenerSaysSoAndThePreviewGoesOn() async throws {
        let folder = try TemporaryFolder()
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let environment: [String: String?] = ["PATH": empty.path]
        let (preview, port) = try await Self.start(folder.url, arguments: ["--open"], environment: environment)
        defer { preview.stop() }
        #expect(preview.output.contains("note: cannot open the page in a browser (no "), "\(preview.output)")
        #expect(Loopback.get("/", port: port).hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test func ctrlCEndsThePreviewWhateverTheClientsDo() async throws {
        let folder = try TemporaryFolder()
        let (preview, port) = try await Self.start(folder.url)
        defer { preview.stop() }
        // A client that asks for the player and never reads, one that holds the event stream, one that sends
        // half a request.
        var held: [Int32] = []
        for request in [
            "GET /player HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1",
        ] {
            let socket = try #require(Loopback.connect(port: port))
            _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
            held.append(socket)
        }
        #expect(Loopback.get("/", port: port).hasPrefix("HTTP/1.1 200 OK"))
        #expect(preview.stop(), "the preview had to be killed: \(preview.output)")
        for socket in held { close(socket) }
    }
}

/// Blocking loopback sockets (a receive gives up after 30 s): many connections held open, and a plain GET.
enum Loopback {
    static func connect(port: UInt16) -> Int32? {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                Darwin.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// The whole answer to `GET path`, or "" when no connection could be made.
    static func get(_ path: String, port: UInt16) -> String {
        guard let fd = connect(port: port) else { return "" }
        defer { close(fd) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
