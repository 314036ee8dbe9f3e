import Foundation
import LuaKit

/// Runs the same Lua program in LuaKit's sandbox and in the real interpreter (Debian's `lua5.4`, which
/// `scripts/setup` installs), and says what each printed.
///
/// Both runs see the program as `snippet.lua`, so positions in messages read the same. What is compared
/// is everything `print` wrote, then, if the program failed, `error: ` and its message (the interpreter's
/// first line of standard error without its `lua5.4: ` prefix).
enum LuaOracle {
    static let chunkName = "snippet.lua"

    /// What the real interpreter printed.
    static func real(_ source: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("luakit-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(source.utf8).write(to: directory.appendingPathComponent(chunkName))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["lua5.4", chunkName]
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A program Lua takes more than 20 s over is cut short (and differs from the sandbox's answer). Done here
        // rather than by coreutils' timeout(1), which macOS does not have.
        let pid = process.processIdentifier
        let deadline = DispatchWorkItem { kill(pid, SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: deadline)
        // Read both pipes to their ends before waiting, so that neither fills up.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let failed = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        var text = String(decoding: printed, as: UTF8.self)
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM {
            text += "error: lua5.4 ran past 20 s"
        } else if process.terminationStatus != 0 {
            let message = String(decoding: failed, as: UTF8.self).split(separator: "\n").first ?? ""
            text += "error: " + message.replacingOccurrences(of: "lua5.4: ", with: "")
        }
        return text
    }

    /// What the sandbox printed, in a new state with `configuration`.
    static func sandboxed(_ source: String, configuration: LuaState.Configuration = .init()) throws -> String {
        let state = try LuaState(configuration: configuration)
        return try sandboxed(source, in: state, environment: state.newEnvironment())
    }

    /// What the sandbox printed, running in `environment` of `state`.
    static func sandboxed(_ source: String, in state: LuaState, environment: LuaTable) throws -> String {
        // print as Lua's: tostring of each argument, tab-separated, a newline after; into a buffer.
        let capture = try state.load(
            """
            local output, tostring, select, concat = {}, tostring, select, table.concat
            function print(...)
              local n = select('#', ...)
              local parts = {}
              for i = 1, n do parts[i] = tostring((select(i, ...))) end
              output[#output + 1] = concat(parts, '\\t') .. '\\n'
            end
            return function() return concat(output) end
            """, chunkName: "print", environment: environment)
        guard let printed = try capture.call(with: []).first?.functionValue else {
            throw LuaError(kind: .runtime, message: "the print capture returned no function")
        }
        var failure = ""
        do {
            _ = try state.load(source, chunkName: chunkName, environment: environment).call(with: [])
        } catch let error as LuaError {
            failure = "error: " + error.description
        }
        let text = try printed.call(with: []).first?.stringValue ?? ""
        return text + failure
    }
}
