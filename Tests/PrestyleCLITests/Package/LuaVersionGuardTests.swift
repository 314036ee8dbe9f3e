import Foundation
import TestSupport
import Testing

/// A build that finds another Lua's headers (Homebrew's `lua` is 5.5; a Lua built by hand installs into
/// /usr/local/include) stops at the bridge's header with a message naming the fix, before anything compiles
/// against the wrong API. Proved by compiling that header with the C compiler the way SwiftPM does: against
/// stand-in headers of Lua 5.5 and 5.3, against none, and against the real Lua 5.4 that pkg-config finds.
@Suite("The Lua version guard")
struct LuaVersionGuardTests {
    static let header = PackageRoot.url("Sources/CLuaBridge/include/CLuaBridge.h").path

    /// The C compiler: `CC` when set, else the first of clang and cc on the PATH (a Swift toolchain has clang,
    /// a Mac's command line tools both).
    static func compiler() throws -> String {
        if let named = ProcessInfo.processInfo.environment["CC"], !named.isEmpty { return named }
        guard let found = Command.find("clang") ?? Command.find("cc") else { throw NoCompiler() }
        return found.path
    }

    struct NoCompiler: Error, CustomStringConvertible {
        var description: String { "no C compiler (clang or cc) on the PATH, and CC is not set" }
    }

    /// Checks the header's syntax with these include flags; the compiler's status and what it printed.
    static func compileHeader(flags: [String]) throws -> (status: Int32, errors: String) {
        let run = try Command(named: try compiler(), ["-fsyntax-only", "-x", "c"] + flags + [header]).run()
        return (run.status, run.stderr)
    }

    /// A folder of stand-in `lua.h`, `lualib.h` and `lauxlib.h` that say they are Lua `versionNumber`.
    static func standInHeaders(versionNumber: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "prestyle-lua\(versionNumber)")
        try folder.write("lua.h", "#define LUA_VERSION_NUM \(versionNumber)\ntypedef struct lua_State lua_State;\n")
        for name in ["lualib.h", "lauxlib.h"] {
            try folder.write(name, "")
        }
        return folder
    }

    /// The first error the compiler printed: the one a user reads.
    static func firstError(in text: String) -> String? {
        text.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
    }

    @Test(arguments: [505, 503])
    func anotherLuasHeadersStopTheBuildAtOnceNamingTheFix(versionNumber: Int) throws {
        let folder = try Self.standInHeaders(versionNumber: versionNumber)
        let result = try Self.compileHeader(flags: ["-I" + folder.path])
        #expect(result.status != 0)
        let first = try #require(Self.firstError(in: result.errors), "\(result.errors)")
        #expect(first.contains("prestyle needs Lua 5.4, and the lua.h found is another version"), "\(first)")
        #expect(first.contains("apt-get install liblua5.4-dev") && first.contains("brew install lua@5.4"), "\(first)")
        #expect(first.contains("PKG_CONFIG_PATH=$(brew --prefix lua@5.4)/lib/pkgconfig"), "\(first)")
    }

    @Test func noLuaHeadersAtAllStopTheBuildNamingTheFix() throws {
        let empty = try TemporaryFolder(prefix: "prestyle-nolua")
        // Only the empty folder and the compiler's own: no system include folders, where a Lua may be installed.
        let result = try Self.compileHeader(flags: ["-nostdinc", "-I" + empty.path])
        #expect(result.status != 0)
        let first = try #require(Self.firstError(in: result.errors), "\(result.errors)")
        #expect(first.contains("prestyle needs Lua 5.4's headers and cannot find lua.h"), "\(first)")
        #expect(first.contains("brew install lua@5.4 pkg-config"), "\(first)")
    }

    @Test func theLua54ThatPkgConfigFindsPassesTheGuard() throws {
        let pkgConfig = try Command(named: "pkg-config", ["--cflags", "lua5.4"]).run()
        try #require(pkgConfig.status == 0, "pkg-config cannot find lua5.4, which the package is built with")
        let flags = pkgConfig.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
        let result = try Self.compileHeader(flags: flags)
        #expect(result.status == 0, "\(result.errors)")
    }
}
