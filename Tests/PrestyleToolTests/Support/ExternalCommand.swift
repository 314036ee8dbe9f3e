import Foundation

/// A program of the system (xmllint, luacheck) run to check what the tool wrote: found on the `PATH`, its
/// standard output and error read together.
enum ExternalCommand {
    /// Runs `tool` with `arguments` in `folder` (the current one when nil) and waits for it.
    static func run(_ tool: String, _ arguments: [String], in folder: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
