import Dispatch
import Foundation
import Synchronization

/// How `prestyle preview` serves and watches.
public struct PreviewOptions: Sendable, Hashable {
    /// The port on 127.0.0.1; 0 takes any free one (the URL printed says which).
    public var port: UInt16
    /// How saves are watched (the same watcher as `prestyle apply --watch`).
    public var watch: Tool.WatchOptions
    /// Whether to open the page in the default browser once it is served (`open` on macOS, `xdg-open`
    /// elsewhere); when that cannot be done the preview says so and goes on.
    public var open: Bool

    /// How to serve and watch: by default any free port, and the watch's defaults (``Tool/WatchOptions``).
    public init(port: UInt16 = 0, watch: Tool.WatchOptions = Tool.WatchOptions(), open: Bool = false) {
        self.port = port
        self.watch = watch
        self.open = open
    }
}

extension Tool {
    /// Serves the HTML player of a style's run on 127.0.0.1 and updates the open page on every save of the
    /// style's file (or of a style it `use`s): `prestyle preview`.
    ///
    /// The run is `prestyle apply`'s with the same scene, rendered as its HTML player. Saves are watched as by
    /// ``watch(_:options:shouldStop:pause:emit:)`` (inotify, kqueue, else polling); each good run replaces the
    /// player in the page without reloading it, over a server-sent event stream, and a save that breaks the
    /// style shows its error (`file:line: …`) in a banner while the last good run stays. Only this machine can
    /// reach the server.
    ///
    /// Runs on the calling thread until `shouldStop` says so (the server has its own task): call it from a
    /// thread of its own, not from a task.
    ///
    /// - Parameters:
    ///   - request: The style, its `--set` options and the scene (its format and output are ignored).
    ///   - options: The port, and how saves are watched.
    ///   - shouldStop: Asked between looks at the files; true ends the preview (the CLI's SIGINT and SIGTERM).
    ///   - emit: Receives the page's address first (on standard output), then each run's and save's notes.
    ///   - report: Receives, from the server's thread, each page's word that it shows a run (on standard
    ///     output): `page 1 shows run 2, 38 ms after the save` — page 2 would be another page, or a reload; and
    ///     the server's warnings (on standard error): connections that cannot be accepted for now.
    /// - Returns: The status of the last run; 2 when the port cannot be had or the command is wrong.
    public func preview(
        _ request: ApplyRequest, options: PreviewOptions = PreviewOptions(), shouldStop: () -> Bool = { false },
        emit: (ToolResult) -> Void, report: @escaping @Sendable (ToolResult) -> Void = { _ in }
    ) -> ToolStatus {
        let hub = PreviewHub { report(ToolResult(output: Messages.previewShown($0))) }
        return preview(
            request, options: options, hub: hub, shouldStop: shouldStop, pause: nil, emit: emit,
            notice: { report(ToolResult(errors: $0)) })
    }

    /// ``preview(_:options:shouldStop:emit:)`` publishing to `hub` (tests listen to it), waiting with `pause`
    /// instead of the file watcher when given.
    func preview(
        _ request: ApplyRequest, options: PreviewOptions, hub: PreviewHub, shouldStop: () -> Bool,
        pause: ((Double) -> Void)?, emit: (ToolResult) -> Void, limits: PreviewServer.Limits = PreviewServer.Limits(),
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) -> ToolStatus {
        var request = request
        request.format = .html
        request.output = nil
        request.colors = false
        request.filmstripFrames = nil
        let title = request.style
        let server: PreviewServer
        let port: UInt16
        do {
            (server, port) = try Self.blocking {
                let server = PreviewServer(hub: hub, port: options.port, title: title, limits: limits, notice: notice)
                return (server, try await server.start())
            }
        } catch {
            emit(ToolResult(errors: Messages.error(Messages.previewPortUnavailable(options.port, error)), status: .usage))
            return .usage
        }
        defer { try? Self.blocking { await server.stop() } }
        // The address once the style is known to exist: a wrong name or flag is only an error.
        var announced = false
        return followSaves(
            request, options: options.watch, shouldStop: shouldStop, pause: pause, emit: emit
        ) { outcome, lastGoodRun, saved in
            if !announced {
                emit(ToolResult(output: Messages.previewAddress(port)))
                announced = true
                if options.open, let problem = BrowserOpener.open("http://127.0.0.1:\(port)/", notice: notice) {
                    emit(ToolResult(errors: Messages.previewCannotOpen(problem)))
                }
            }
            let savedAt = saved.compactMap(Self.modificationDate).max()
            switch outcome {
            case .success(let result):
                // Said before the page is told, so that the page's report always comes after it.
                let run = lastGoodRun ?? 1
                emit(ToolResult(errors: Messages.previewShows(run: run, status: result.status) + result.errors,
                                status: result.status))
                hub.publish(document: result.output, run: run, savedAt: savedAt)
            case .failure(let error):
                emit(ToolResult(
                    errors: Messages.error(error.message) + Messages.keptLastGoodRun(lastGoodRun), status: error.status))
                hub.publish(problem: error.message, savedAt: savedAt)
            }
        }
    }

    /// When the file at `path` was last written (the save a latency is measured from).
    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Runs `work` to its end from synchronous code (the CLI's thread), on a task of its own.
    static func blocking<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let value = try await work()
                outcome.value.withLock { $0 = .success(value) }
            } catch {
                outcome.value.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        return try outcome.value.withLock { $0 ?? .failure(CancellationError()) }.get()
    }
}

/// What a task handed back to the thread waiting for it.
private final class Outcome<Value: Sendable>: Sendable {
    let value = Mutex<Result<Value, any Error>?>(nil)
}
