import Foundation
import Prestyle

extension Tool {
    /// How `prestyle apply --watch` looks for saves.
    public struct WatchOptions: Sendable, Hashable {
        /// Seconds between two looks at the style files.
        public var interval: Double
        /// Stop after this many runs, good or broken (tests); nil runs until stopped.
        public var maximumRuns: Int?

        public init(interval: Double = 0.25, maximumRuns: Int? = nil) {
            self.interval = interval
            self.maximumRuns = maximumRuns
        }
    }

    /// Runs ``apply(_:)`` now and again on every save of the style's file (or of a style it `use`s), until
    /// `shouldStop` says so: `prestyle apply --watch`.
    ///
    /// A save is a change of a file's content (read every ``WatchOptions/interval``, so two saves within a
    /// second are told apart and an editor that saves by renaming is followed), measured from the content the
    /// last run started from, so a save made while a run is under way is not missed. A save that breaks the style
    /// — it no longer loads, or no longer takes the `--set` options — shows its error on standard error and
    /// keeps the last good run: its output file is not touched, and the next good save runs again. Errors
    /// of the command itself (an unknown style or device, a bad flag) end the watch at once, with status 2.
    ///
    /// - Parameters:
    ///   - request: What to run and where to write it.
    ///   - options: How often to look, and when to stop on its own.
    ///   - shouldStop: Asked between looks; true ends the watch (the CLI's SIGINT and SIGTERM handlers).
    ///   - pause: Waits between looks (tests pass one that edits the file instead).
    ///   - emit: Receives each run's output, and the notes and errors between runs, as they come.
    /// - Returns: The status of the last run.
    public func watch(
        _ request: ApplyRequest, options: WatchOptions = WatchOptions(), shouldStop: () -> Bool = { false },
        pause: (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }, emit: (ToolResult) -> Void
    ) -> ToolStatus {
        var watched = WatchedFiles()
        var lastGoodRun: Int?
        var status = ToolStatus.success
        var run = 0
        while true {
            run += 1
            // The files as this run reads them: a save made while it runs is a change, and runs it again.
            let read = watched.snapshot()
            do {
                let (result, files) = try applied(request)
                watched.files = files
                lastGoodRun = run
                status = result.status
                emit(result)
            } catch {
                status = error.status
                if lastGoodRun == nil, run == 1, error.file == nil {
                    emit(ToolResult(error))
                    return status
                }
                if let file = error.file, !watched.files.contains(file) { watched.files.append(file) }
                emit(ToolResult(errors: Messages.error(error.message) + Messages.keptLastGoodRun(lastGoodRun), status: status))
            }
            if run == 1 { emit(ToolResult(errors: Messages.watching(watched.files))) }
            if let maximum = options.maximumRuns, run >= maximum { return status }
            // A file first known from this run (the first run, a new `use`) counts from now.
            let before = read.merging(watched.snapshot()) { read, _ in read }
            var changed: [String] = []
            while changed.isEmpty {
                if shouldStop() { return status }
                pause(options.interval)
                changed = watched.changes(since: before)
            }
            emit(ToolResult(errors: Messages.changed(changed, run: run + 1)))
        }
    }
}

/// The style files a watch follows, and their content at one moment.
struct WatchedFiles {
    var files: [String] = []

    /// Each file's bytes now; nil for a file that cannot be read (deleted, or halfway through a save) or is
    /// over the registry's size cap (not read: the reload will say why).
    func snapshot() -> [String: Data?] {
        Dictionary(files.map { ($0, StyleRegistry.contentsOfStyleFile(atPath: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The files whose content differs from `snapshot`, in order.
    func changes(since snapshot: [String: Data?]) -> [String] {
        let now = self.snapshot()
        return files.filter { now[$0] != snapshot[$0] }
    }
}
