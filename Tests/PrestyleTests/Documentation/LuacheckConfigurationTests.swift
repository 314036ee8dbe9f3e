import Foundation
import LuaKit
import Testing

/// `Styles/.luacheckrc` declares the globals a style sees, so that luacheck reports only real mistakes: it names
/// exactly the globals `prestyle.meta.lua` annotates (which ``APIDocumentationTests`` checks against the globals
/// a style really gets), `transform`'s members among them, and keeps the ones the sandbox leaves out undeclared.
@Suite struct LuacheckConfigurationTests {
    /// What the configuration declares, read by running it as luacheck does: a Lua chunk setting globals in a
    /// table of its own.
    struct Declared {
        var std: String
        var globals: Set<String>
        var transformFields: Set<String>
        var removed: Set<String>
    }

    static func declared() throws -> Declared {
        let state = try LuaState()
        let source = try String(contentsOfFile: TestPaths.styles + "/.luacheckrc", encoding: .utf8)
        let settings = try state.newEnvironment()
        try settings.rawSet("stds", try state.newTable())
        try settings.rawSet("files", try state.newTable())
        _ = try state.run(source, chunkName: "Styles/.luacheckrc", environment: settings)
        let globals = try settings.get("stds", as: LuaTable.self).get("prestyle", as: LuaTable.self)
            .get("read_globals", as: LuaTable.self)
        let transform = try globals.get("transform", as: LuaTable.self).get("fields", as: LuaTable.self)
        return Declared(
            std: try settings.get("std", as: String.self), globals: try names(in: globals),
            transformFields: try names(in: transform), removed: try names(in: settings.get("not_globals", as: LuaTable.self)))
    }

    /// The names a luacheck list declares: its string entries and its string keys.
    static func names(in table: LuaTable) throws -> Set<String> {
        Set(try table.entries().compactMap { entry -> String? in
            if case .string(let name) = entry.value { return name }
            if case .string(let name) = entry.key { return name }
            return nil
        })
    }

    @Test func theDeclaredGlobalsAreTheOnesAStyleSees() throws {
        let declared = try Self.declared()
        #expect(declared.std == "lua54+prestyle")
        #expect(declared.globals == APIDocumentationTests.annotatedGlobals)
    }

    @Test func transformsMembersAreDeclaredSoAMisspeltOneIsReported() throws {
        let annotated = APIDocumentationTests.meta.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function transform.") else { return nil }
            return String(line.dropFirst("function transform.".count).prefix { $0 != "(" })
        }
        #expect(try Self.declared().transformFields == Set(annotated + ["identity"]))
    }

    @Test func whatTheSandboxLeavesOutStaysUndeclared() throws {
        let removed = try Self.declared().removed
        for name in ["io", "os", "debug", "package", "require", "dofile", "loadfile", "collectgarbage"] {
            #expect(removed.contains(name), "\(name) is not in a style's sandbox but .luacheckrc allows it")
        }
    }
}
