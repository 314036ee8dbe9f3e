internal import CLuaBridge

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LuaState {
    /// Compiles Lua source text into a function, without running it.
    ///
    /// `chunkName` is what errors point into: with `"Styles/cool.lua"`, a failure on line 12 reads
    /// `Styles/cool.lua:12: …` (LuaKit passes Lua the "@Styles/cool.lua" form for that).
    ///
    /// - Parameters:
    ///   - source: Lua source text. Precompiled (binary) chunks are refused: a crafted one can crash
    ///     the Lua VM.
    ///   - chunkName: the name errors and tracebacks use, usually the script's path.
    ///   - environment: the global table of the chunk; nil gives it a new one from
    ///     ``newEnvironment()``.
    /// - Returns: the chunk as a function; call it to run the script.
    /// - Throws: ``LuaError`` of kind ``LuaError/Kind/syntax`` (with the line) when the source does
    ///   not compile.
    public func load(_ source: String, chunkName: String, environment: LuaTable? = nil) throws -> LuaFunction {
        var source = source
        return try source.withUTF8 { bytes in
            try load(bytes: UnsafeRawBufferPointer(bytes), chunkName: chunkName, environment: environment)
        }
    }

    /// Compiles Lua source given as bytes, byte for byte (see the `String` form): a
    /// file saved in Latin-1 or any other encoding keeps its string literals' bytes, as `lua` would.
    public func load(_ source: [UInt8], chunkName: String, environment: LuaTable? = nil) throws -> LuaFunction {
        try source.withUnsafeBytes { try load(bytes: $0, chunkName: chunkName, environment: environment) }
    }

    /// Compiles Lua source given as bytes (see the `[UInt8]` form of `load(_:chunkName:environment:)`).
    public func load(_ source: Data, chunkName: String, environment: LuaTable? = nil) throws -> LuaFunction {
        try source.withUnsafeBytes { try load(bytes: $0, chunkName: chunkName, environment: environment) }
    }

    /// Compiles the Lua source file at `path` byte for byte, read as ``sourceBytes(ofFile:)`` reads it: a
    /// byte-order mark and a `#!` first line are skipped.
    ///
    /// - Parameters:
    ///   - path: the file to read.
    ///   - chunkName: the name errors use; `path` when nil.
    ///   - environment: the global table of the chunk, as in ``load(_:chunkName:environment:)-(String,_,_)``.
    public func load(contentsOfFile path: String, chunkName: String? = nil, environment: LuaTable? = nil) throws
        -> LuaFunction
    {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LuaError(kind: .file, message: "cannot read \(path): \(error)", chunkName: chunkName ?? path)
        }
        return try load(LuaState.sourceBytes(ofFile: [UInt8](data)), chunkName: chunkName ?? path, environment: environment)
    }

    /// Loads `source` and runs it, returning what the chunk returns.
    @discardableResult
    public func run(_ source: String, chunkName: String, environment: LuaTable? = nil) throws -> [LuaValue] {
        try load(source, chunkName: chunkName, environment: environment).call(with: [])
    }

    private func load(bytes: UnsafeRawBufferPointer, chunkName: String, environment: LuaTable?) throws -> LuaFunction {
        if bytes.first == 0x1B {
            // LUA_SIGNATURE starts with ESC; lua_load in text mode would refuse it too, less clearly.
            throw LuaError(
                kind: .syntax,
                message: "attempt to load a binary chunk: only Lua source text is accepted",
                chunkName: chunkName
            )
        }
        let environment = try environment ?? newEnvironment()
        return try environment.reference.withPushed { state, environmentIndex in
            let status = luakit_load(
                state, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, "@" + chunkName,
                environmentIndex)
            guard status == LUA_OK else {
                var error = runtime.failure(status: status, in: state, chunkName: chunkName)
                // The parser's other failures ("C stack overflow" on too deeply nested source) are
                // also the source's fault.
                if error.kind == .runtime { error.kind = .syntax }
                throw error
            }
            let function = try runtime.reference(at: -1, in: state)
            function.chunkName = chunkName
            return LuaFunction(reference: function)
        }
    }
}
