import Foundation
import Testing

/// The luacheck on the `PATH`, run with the bundled styles' configuration (`Styles/.luacheckrc`). Without
/// one the tests that use it are skipped, unless `PRESTYLE_REQUIRE_LUACHECK=1` (as `make test` sets) makes
/// that a failure.
public enum Luacheck {
    public static let requiredVariable = "PRESTYLE_REQUIRE_LUACHECK"

    public static var executable: URL? { Command.find("luacheck") }

    public static var shouldRun: Bool {
        ProcessInfo.processInfo.environment[requiredVariable] == "1" || executable != nil
    }

    /// luacheck's plain report on `path` (one warning a line with its code, no colours) and its exit status.
    public static func run(on path: String) throws -> Command.Output {
        let executable = try #require(executable, "luacheck is not on the PATH (Debian: apt-get install lua-check)")
        return try Command(
            executable, ["--config", PackageRoot.styles + "/.luacheckrc", "--no-color", "--codes", path],
            mergingStandardError: true
        ).run()
    }

    /// luacheck's report on `source`, saved as a style file of its own.
    public static func lint(_ source: String) throws -> Command.Output {
        let styles = TemporaryStyles()
        return try run(on: styles.write("linted", source))
    }
}
