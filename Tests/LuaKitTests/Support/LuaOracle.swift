import Foundation
import LuaKit
import TestSupport

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
        let directory = try TemporaryFolder(prefix: "luakit-oracle")
        try directory.write(chunkName, source)
        // A program Lua takes more than 20 s over is cut short (and differs from the sandbox's answer).
        do {
            let run = try Command(named: "lua5.4", [chunkName], in: directory.url).run(timeout: 20)
            guard run.status != 0 else { return run.stdout }
            let message = run.stderr.split(separator: "\n").first ?? ""
            return run.stdout + "error: " + message.replacingOccurrences(of: "lua5.4: ", with: "")
        } catch let timedOut as RunningCommand.TimedOut {
            return timedOut.stdout + "error: lua5.4 ran past 20 s"
        }
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
