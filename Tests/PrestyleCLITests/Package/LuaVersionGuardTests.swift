import Foundation
import Testing

/// A build that finds another Lua's headers (Homebrew's `lua` is 5.5; a Lua built by hand installs into
/// /usr/local/include) stops at the bridge's header with a message naming the fix, before anything compiles
/// against the wrong API. Proved by compiling that header with the C compiler the way SwiftPM does: against
/// stand-in headers of Lua 5.5 and 5.3, against none, and against the real Lua 5.4 that pkg-config finds.
@Suite("The Lua version guard")
struct LuaVersionGuardTests {
    static let header = PrestyleBinary.package.appendingPathComponent("Sources/CLuaBridge/include/CLuaBridge.h").path

    /// The C compiler: `CC` when set, else the first of clang and cc on the PATH (a Swift toolchain has clang,
    /// a Mac's command line tools both).
    static func compiler() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["CC"], !named.isEmpty { return named }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["clang", "cc"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        throw NoCompiler()
    }

    struct NoCompiler: Error, CustomStringConvertible {
        var description: String { "no C compiler (clang or cc) on the PATH, and CC is not set" }
    }

    /// Checks the header's syntax with these include flags; the compiler's status and what it printed.
    static func compileHeader(flags: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [try compiler(), "-fsyntax-only", "-x", "c"] + flags + [header]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let printed = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    /// A folder of stand-in `lua.h`, `lualib.h` and `lauxlib.h` that say they are Lua `versionNumber`.
    static func standInHeaders(versionNumber: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-lua\(versionNumber)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lua = "#define LUA_VERSION_NUM \(versionNumber)\ntypedef struct lua_State lua_State;\n"
        try lua.write(to: folder.appendingPathComponent("lua.h"), atomically: true, encoding: .utf8)
        for name in ["lualib.h", "lauxlib.h"] {
            try "".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
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
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.compileHeader(flags: ["-I" + folder.path])
        #expect(result.status != 0)
        let first = try #require(Self.firstError(in: result.errors), "\(result.errors)")
        #expect(first.contains("prestyle needs Lua 5.4, and the lua.h found is another version"), "\(first)")
        #expect(first.contains("apt-get install liblua5.4-dev") && first.contains("brew install lua@5.4"), "\(first)")
        #expect(first.contains("PKG_CONFIG_PATH=$(brew --prefix lua@5.4)/lib/pkgconfig"), "\(first)")
    }

    @Test func noLuaHeadersAtAllStopTheBuildNamingTheFix() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-nolua-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        // Only the empty folder and the compiler's own: no system include folders, where a Lua may be installed.
        let result = try Self.compileHeader(flags: ["-nostdinc", "-I" + empty.path])
        #expect(result.status != 0)
        let first = try #require(Self.firstError(in: result.errors), "\(result.errors)")
        #expect(first.contains("prestyle needs Lua 5.4's headers and cannot find lua.h"), "\(first)")
        #expect(first.contains("brew install lua@5.4 pkg-config"), "\(first)")
    }

    @Test func theLua54ThatPkgConfigFindsPassesTheGuard() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags", "lua5.4"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pkg-config cannot find lua5.4, which the package is built with")
        let flags = String(decoding: printed, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        let result = try Self.compileHeader(flags: flags)
        #expect(result.status == 0, "\(result.errors)")
    }
}
