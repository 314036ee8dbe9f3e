import Foundation

/// `prestyle preview --open`: the page handed to the desktop's default browser, by the program each system
/// has for it — `open` on macOS, `xdg-open` (freedesktop.org's xdg-utils) elsewhere — found on the `PATH`.
/// Never waited for and never fatal: the preview goes on whatever becomes of it.
enum BrowserOpener {
    #if os(macOS)
    static let program = "open"
    #else
    static let program = "xdg-open"
    #endif

    /// Starts the opener on `address`; returns why it could not be started (nil: started). Its failure later —
    /// it ran but found no browser — is told to `notice`.
    static func open(
        _ address: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        notice: @escaping @Sendable (String) -> Void
    ) -> String? {
        guard let executable = find(program, path: environment["PATH"] ?? "") else {
            return "no \(program) on the PATH"
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                notice(Messages.previewCannotOpen("\(program) exited with status \(finished.terminationStatus)"))
            }
        }
        do {
            try process.run()
        } catch {
            return "\(executable.path): \(error.localizedDescription)"
        }
        return nil
    }

    /// The first executable file named `name` in the folders of `path` (a `PATH` value).
    static func find(_ name: String, path: String) -> URL? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
