import Foundation
import Prestyle

extension Tool {
    /// How `prestyle apply --watch` looks for saves.
    public struct WatchOptions: Sendable, Hashable {
        /// The longest wait between two looks at the style files, in seconds: with the kernel's file events
        /// (inotify on Linux, kqueue on macOS) a save is looked at as soon as it is written, and this only
        /// bounds how long a stop request waits; without them (``polling``) it is the polling period.
        public var interval: Double
        /// Look every ``interval`` rather than waking on the kernel's file events.
        public var polling: Bool
        /// Stop after this many runs, good or broken (tests); nil runs until stopped.
        public var maximumRuns: Int?

        /// Options as the CLI's defaults: look at least every 0.25 s (`--watch-interval`), wake on the kernel's file
        /// events, run until stopped.
        public init(interval: Double = 0.25, maximumRuns: Int? = nil, polling: Bool = false) {
            self.interval = interval
            self.maximumRuns = maximumRuns
            self.polling = polling
        }
    }

    /// Runs ``apply(_:)`` now and again on every save of the style's file (or of a style it `use`s), until
    /// `shouldStop` says so: `prestyle apply --watch`.
    ///
    /// A save is a change of a file's content, looked at as soon as the kernel says a watched file was written
    /// (the internal `FileWatcher`: inotify, kqueue) and at least every ``WatchOptions/interval``, so two saves within a
    /// second are told apart and an editor that saves by renaming is followed; it is measured from the content
    /// the last run started from, so a save made while a run is under way is not missed. A save that breaks the style
    /// — it no longer loads, or no longer takes the `--set` options — shows its error on standard error and
    /// keeps the last good run: its output file is not touched, and the next good save runs again. Errors
    /// of the command itself (an unknown style or device, a bad flag) end the watch at once, with status 2.
    ///
    /// - Parameters:
    ///   - request: What to run and where to write it.
    ///   - options: How often to look, and when to stop on its own.
    ///   - shouldStop: Asked between looks; true ends the watch (the CLI's SIGINT and SIGTERM handlers).
    ///   - pause: Waits between looks instead of the file watcher (tests pass one that edits the file).
    ///   - emit: Receives each run's output, and the notes and errors between runs, as they come.
    /// - Returns: The status of the last run.
    public func watch(
        _ request: ApplyRequest, options: WatchOptions = WatchOptions(), shouldStop: () -> Bool = { false },
        pause: ((Double) -> Void)? = nil, emit: (ToolResult) -> Void
    ) -> ToolStatus {
        followSaves(request, options: options, shouldStop: shouldStop, pause: pause, emit: emit) { outcome, lastGoodRun, _ in
            switch outcome {
            case .success(let result): emit(result)
            case .failure(let error):
                emit(ToolResult(errors: Messages.error(error.message) + Messages.keptLastGoodRun(lastGoodRun), status: error.status))
            }
        }
    }

    /// The loop behind ``watch(_:options:shouldStop:pause:emit:)`` and ``preview(_:options:shouldStop:emit:)``:
    /// runs `request` now and on every save, handing each run's result — or the error of a save that broke
    /// the style, with the last good run's number and the files whose save made the run (none the first
    /// time) — to `deliver`, and the notes between runs to `emit`.
    func followSaves(
        _ request: ApplyRequest, options: WatchOptions, shouldStop: () -> Bool, pause: ((Double) -> Void)?,
        emit: (ToolResult) -> Void,
        deliver: (Result<ToolResult, ToolError>, _ lastGoodRun: Int?, _ saved: [String]) -> Void
    ) -> ToolStatus {
        let watcher = FileWatcher(polling: options.polling, logger: logger)
        var watched = WatchedFiles()
        var lastGoodRun: Int?
        var status = ToolStatus.success
        var run = 0
        var changed: [String] = []
        while true {
            run += 1
            // The files as this run reads them: a save made while it runs is a change, and runs it again.
            let read = watched.snapshot()
            do {
                let (result, files) = try applied(request)
                watched.files = files
                lastGoodRun = run
                status = result.status
                deliver(.success(result), lastGoodRun, changed)
            } catch {
                status = error.status
                if lastGoodRun == nil, run == 1, error.file == nil {
                    emit(ToolResult(error))
                    return status
                }
                if let file = error.file, !watched.files.contains(file) { watched.files.append(file) }
                deliver(.failure(error), lastGoodRun, changed)
            }
            if run == 1 { emit(ToolResult(errors: Messages.watching(watched.files))) }
            if let maximum = options.maximumRuns, run >= maximum { return status }
            // A file first known from this run (the first run, a new `use`) counts from now.
            let before = read.merging(watched.snapshot()) { read, _ in read }
            changed = []
            var gone: Set<String> = []
            while changed.isEmpty {
                if shouldStop() { return status }
                if let pause {
                    pause(options.interval)
                } else {
                    watcher.follow(watched.files)
                    watcher.wait(atMost: options.interval)
                }
                let look = watched.changes(since: before)
                changed = look.changed
                // A file that is not there is not a save: an editor between removing and writing it, a
                // folder being replaced. Said once; the watch waits for the file to come back.
                let newlyGone = look.missing.filter { !gone.contains($0) }
                if !newlyGone.isEmpty { emit(ToolResult(errors: Messages.watchedFilesGone(newlyGone))) }
                gone = Set(look.missing)
            }
            emit(ToolResult(errors: Messages.changed(changed, run: run + 1)))
        }
    }
}
