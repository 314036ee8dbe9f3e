import Foundation
import LuaKit
import TestSupport
import Testing

/// Lua strings are bytes: source given as bytes loads byte for byte, and `Data` reads and writes strings
/// exactly, where `String` would turn bytes that are not UTF-8 into U+FFFD.
@Suite struct ByteExactTests {
    /// `return "café", #"café"` saved in Latin-1: é is the one byte 0xE9.
    static let latin1Source: [UInt8] = Array("return \"caf".utf8) + [0xE9] + Array("\", #\"caf".utf8) + [0xE9]
        + Array("\"".utf8)

    @Test func latin1SourceLoadsWithItsBytes() throws {
        let state = try LuaState()
        let chunk = try state.load(Self.latin1Source, chunkName: "latin1.lua")
        let (text, length) = try chunk.call() as (Data, Int)
        #expect([UInt8](text) == [0x63, 0x61, 0x66, 0xE9])
        #expect(length == 4)
        let fromData = try state.load(Data(Self.latin1Source), chunkName: "latin1.lua")
        #expect(try fromData.call() as Data == text)
    }

    @Test func aLatin1FileLoadsByteForByteKeepingItsLineNumbers() throws {
        let folder = try TemporaryFolder(prefix: "latin1")
        let path = folder.url.appendingPathComponent("latin1.lua")
        // Line 2 holds "café" in Latin-1; line 3 fails only if it kept its 4 bytes.
        let file = Array("#!/usr/bin/env lua\nlocal s = \"caf".utf8) + [0xE9]
            + Array("\"\nif #s == 4 and s:byte(4) == 0xE9 then error('x') end\n".utf8)
        try Data(file).write(to: path)
        let state = try LuaState()
        let chunk = try state.load(contentsOfFile: path.path, chunkName: "latin1.lua")
        let error = try #require(throws: LuaError.self) { try chunk.call() as Void }
        #expect(error.description == "latin1.lua:3: x")
        // The #! line is skipped only in files, as lua does.
        #expect(throws: LuaError.self) { try state.load(file, chunkName: "b.lua") }
        #expect(LuaState.sourceBytes(ofFile: [0xEF, 0xBB, 0xBF] + Self.latin1Source) == Self.latin1Source)
        #expect(LuaState.sourceBytes(ofFile: Array("#!lua\nreturn 1".utf8)) == Array("\nreturn 1".utf8))
    }

    @Test func dataCrossesTheBoundaryByteForByte() throws {
        let state = try LuaState()
        let bytes = Data([0, 0xFF, 0x0A, 0xE9, 0x80])
        try state.setHostGlobal("blob", bytes)
        #expect(try state.evaluate("return #blob") == 5)
        #expect(try state.evaluate("return blob:byte(2) + blob:byte(5)") == 383)  // 0xFF + 0x80
        let environment = try state.newEnvironment()
        let back = try state.load("return blob .. '\\xFE', string.pack('>I2', 0xBEEF), 12", chunkName: "d.lua",
                                  environment: environment)
        let (joined, packed, number) = try back.call() as (Data, Data, Data)
        #expect(joined == bytes + Data([0xFE]))
        #expect(packed == Data([0xBE, 0xEF]))
        #expect(number == Data("12".utf8))
    }
}
