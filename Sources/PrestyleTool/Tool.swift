import Foundation
import Logging
import Prestyle

/// The operations behind the `prestyle` command — ``apply(_:)``, ``watch(_:options:shouldStop:pause:emit:)``,
/// ``check(_:jobs:)`` (and ``check(_:emit:)``, which streams), ``list(jobs:cache:)``, ``devices()``, ``newStyle(_:)``,
/// ``initStyles(_:)``, ``compare(_:)``, ``gallery(_:)``, ``styleCompletions(for:)``,
/// ``preview(_:options:shouldStop:emit:report:)`` — each returning what it printed and its exit
/// status (see ``ToolStatus``) rather than printing, so that tests and other tools run them in-process.
///
///     let tool = Tool()                                   // styles from PRESTYLE_PATH, ./Styles, the package
///     let result = tool.apply(ApplyRequest(style: "cool.lua"))
///     print(result.output, terminator: "")
///
/// Each operation makes its own registry with ``makeRegistry`` (a fresh one per run: `--watch` reloads that
/// way), and maps every error to one line and a status in one place (``ToolError``). All wording is in
/// one place, the internal `Messages`.
///
/// A tool is `Sendable` and a registry is not: ``makeRegistry`` is a `@Sendable` factory, so an operation that
/// spreads its work over the cores (``check(_:jobs:)``, through ``Batch``) gives each worker a registry of its
/// own, made on that worker's thread.
public struct Tool: Sendable {
    /// Makes the registry an operation looks styles up in; called on whichever thread needs one (each worker
    /// of a ``Batch`` calls it once), so it must not hand out one registry twice.
    public var makeRegistry: @Sendable () throws -> StyleRegistry
    /// Where the operations tell what they do (debug: the work spread over workers, a watch's wake-ups; info:
    /// a watch falling back to polling), beside what the registry logs through its own
    /// `StyleRegistry.Configuration.logger`. Nothing is logged above info.
    public var logger: Logger
    /// Where the programs that make GIFs and MP4s (`rsvg-convert`, `ffmpeg`) are looked for: folders separated
    /// by colons, the process's `PATH` by default.
    public var programSearchPath: String? = ProcessInfo.processInfo.environment["PATH"]

    /// A tool that looks styles up in the registries `makeRegistry` makes and logs to `logger`.
    ///
    /// - Parameters:
    ///   - logger: Where the operations log; by default `Logger(label: "prestyle")`, whatever the program
    ///     bootstrapped.
    ///   - makeRegistry: Makes the registry to use; by default one that searches the folders in
    ///     `PRESTYLE_PATH`, then the current directory's `Styles/`, then the bundled styles
    ///     (`PREFIX/share/prestyle/Styles` beside an installed `PREFIX/bin/prestyle`, then the package's own
    ///     `Styles/`), and logs to `logger`.
    public init(logger: Logger = Logger(label: "prestyle"), makeRegistry: (@Sendable () throws -> StyleRegistry)? = nil) {
        self.logger = logger
        self.makeRegistry = makeRegistry ?? {
            var configuration = StyleRegistry.Configuration()
            configuration.logger = logger
            return try StyleRegistry(configuration: configuration)
        }
    }

    func registry() throws(ToolError) -> StyleRegistry {
        do {
            return try makeRegistry()
        } catch {
            throw ToolError(error)
        }
    }
}
