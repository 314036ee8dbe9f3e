import Foundation

/// The built `prestyle` executable, run as a user runs it: its own process, arguments, working directory and
/// environment; what it printed on each stream and its exit status come back.
///
/// It is found, in order: at `PRESTYLE_BINARY` (an explicit path); next to the test binary (the build's
/// products folder, where `swift build --build-tests` and `swift test` put both, on Linux and macOS alike); in
/// the package's `.build/debug`. The test targets that run it depend on the executable, so a test build
/// always has it.
public struct PrestyleBinary: Sendable {
    public let url: URL

    public static let environmentVariable = "PRESTYLE_BINARY"

    /// What a finished run printed, and how it ended.
    public typealias Run = Command.Output

    /// The binary, or an error saying where it was looked for; another executable of the build (the embedding
    /// example) is looked for in the same places, beside `PRESTYLE_BINARY` when that is set.
    public static func locate(_ name: String = "prestyle") throws -> PrestyleBinary {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment[environmentVariable] {
            let binary = URL(fileURLWithPath: explicit)
            candidates.append(name == "prestyle" ? binary : binary.deletingLastPathComponent().appendingPathComponent(name))
        }
        for bundle in [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap({ $0 }) {
            candidates.append(bundle.deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(PackageRoot.url(".build/debug/" + name))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw BinaryNotFound(candidates: candidates.map(\.path))
        }
        return PrestyleBinary(url: found)
    }

    public struct BinaryNotFound: Error, CustomStringConvertible {
        public let candidates: [String]
        public var description: String {
            "no prestyle binary at \(candidates.joined(separator: ", ")): run swift build --build-tests, or set \(PrestyleBinary.environmentVariable)"
        }
    }

    /// `prestyle arguments…` in `folder` (the package root by default, where `Styles/` is), with no
    /// `PRESTYLE_PATH` and the variables in `environment` set.
    public func command(_ arguments: [String], in folder: URL = PackageRoot.url, environment: [String: String] = [:]) -> Command {
        Command(url, arguments, in: folder, environment: ["PRESTYLE_PATH": nil].merging(environment.mapValues { $0 }) { $1 })
    }

    /// Runs `prestyle arguments…` to the end (at most `timeout` seconds); see ``command(_:in:environment:)``.
    public func run(_ arguments: [String], in folder: URL = PackageRoot.url, environment: [String: String] = [:], timeout: Double = 120) throws -> Run {
        try start(arguments, in: folder, environment: environment).finish(timeout: timeout)
    }

    /// Starts `prestyle arguments…` and returns at once (for `--watch`).
    public func start(_ arguments: [String], in folder: URL = PackageRoot.url, environment: [String: String] = [:]) throws -> RunningCommand {
        let scratch = try TemporaryFolder(prefix: "prestyle-run")
        var command = self.command(arguments, in: folder, environment: environment)
        // `prestyle list` keeps a cache in $XDG_CACHE_HOME: this run's own, never the user's.
        if environment["XDG_CACHE_HOME"] == nil { command.environment["XDG_CACHE_HOME"] = scratch.path("cache") }
        return try command.start(scratch: scratch)
    }
}
