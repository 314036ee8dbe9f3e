import Foundation
import PresentationKit
import Prestyle
import PrestyleExport

/// Everything the tool says to a person, in one place: errors, notes, headings. Errors are one line, lower
/// case, saying what is wrong and how to fix it, as argument-parser's own messages are.
///
/// Whatever a style or the file system controls — a name, a summary, a path, an error's message — is
/// escaped here with ``PrestyleExport/TerminalText/escaped(_:)`` before it joins a line, so no style can
/// move the cursor, fake a line or retitle the terminal with what the tool prints.
enum Messages {
    /// One field of a line, its control characters escaped.
    static func field(_ text: String) -> String {
        TerminalText.escaped(text)
    }

    // MARK: Errors

    /// An error as the CLI prints it: `Error: …` (argument-parser's prefix) and a newline.
    static func error(_ message: String) -> String {
        "Error: \(field(message))\n"
    }

    static func badFlagValue(_ text: String, expected: String) -> String {
        "\(text.debugDescription) is not \(expected)"
    }

    static func badKeyboardHeight(_ height: Double, screen: Double, device: String) -> String {
        let shown = height.isNaN ? "nan" : height.isInfinite ? (height < 0 ? "-inf" : "inf") : number(height)
        return "--keyboard \(shown) is not a keyboard height: give points from 0 to the screen's height, "
            + "\(number(screen)) on the \(device) as the run starts (or --keyboard alone for the device's keyboard)"
    }

    static func safeAreaTooLarge(_ insets: EdgeInsets, screen: Size) -> String {
        let n = number
        return "--safe-area \(n(insets.top)),\(n(insets.left)),\(n(insets.bottom)),\(n(insets.right)) leaves nothing "
            + "of a \(n(screen.width))x\(n(screen.height)) screen: left + right must be less than the width, top + bottom less than the height"
    }

    static let deviceListHint = " (prestyle devices lists them; --size WxH makes any other screen)"

    static func fileProblem(_ error: CocoaError) -> String {
        let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? error.errorUserInfo[NSFilePathErrorKey] as? String
        return field((path.map { "\($0): " } ?? "") + error.localizedDescription)
    }

    static func cannotWrite(_ path: String, _ error: any Error, fileInTheWay: String? = nil) -> String {
        if let fileInTheWay { return "cannot write \(path): \(fileInTheWay) is a file, not a folder" }
        return "cannot write \(path): \(systemReason(error))"
    }

    /// What the system said, in its own words (`No space left on device`) rather than Foundation's wrapper
    /// ("The operation could not be completed. (NSCocoaErrorDomain error 512.)").
    static func systemReason(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return systemReason(underlying) }
        if (error as? CocoaError)?.code == .fileWriteNoPermission { return "permission denied" }
        return error.localizedDescription
    }

    static let momentNotInJSON = "--at picks the moment that text, svg and html show; json has every frame (--fps samples finer)"

    static let emptyOutputPath = "--output needs a file name"

    static func outputIsFolder(_ path: String) -> String {
        "cannot write \(path): it is a folder; name a file"
    }

    static func outputIsStyleFile(_ path: String, style: String) -> String {
        "--output \(path) is the style file \(style); not writing over it (choose another file)"
    }

    static func badFrameCount(_ count: Int) -> String {
        "--frames takes 1 to \(Rendering.maximumFilmstripFrames) moments per phase, not \(count)"
    }

    static let framesNeedFilmstrip = "--frames sets the moments of an SVG filmstrip: use it with --format svg and without --at"

    static func compareFormats(_ format: OutputFormat) -> String {
        "compare writes text or html, not \(format.rawValue) (prestyle apply writes \(format.rawValue) for one style)"
    }

    static func noStylesFound(in folders: [String]) -> String {
        "no styles found in \(folders.isEmpty ? "any folder" : field(folders.joined(separator: ", "))) "
            + "(prestyle new NAME makes one; PRESTYLE_PATH adds folders)"
    }

    static func badStyleName(_ name: String) -> String {
        "\(name.debugDescription) cannot name a style: use letters, digits, - and _, starting with a letter (it becomes the file name NAME.lua)"
    }

    static func styleNameTooLong(_ name: String, limit: Int) -> String {
        "a style's name is at most \(limit) characters, and \(name.debugDescription) has \(name.count)"
    }

    /// `text` as one word a POSIX shell reads back unchanged: as it is when it holds only safe characters,
    /// else in single quotes.
    static func shellWord(_ text: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%=")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func fileExists(_ path: String) -> String {
        "\(path) already exists; pass --force to replace it, or choose another name"
    }

    static let outputOrDirectory = "give --output or --directory, not both"

    static func outputNameMismatch(_ output: String, name: String) -> String {
        "a style's file name is its name: write --output \(((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name + ".lua")), or name the style \(((output as NSString).lastPathComponent as NSString).deletingPathExtension)"
    }

    static func doesNotLoad(_ error: String) -> String {
        "does not load: \(field(error))"
    }

    // MARK: apply and compare

    /// Where a document went: `HTML preview: out/cool.html (file:///…/out/cool.html)`.
    static func wrote(_ format: OutputFormat, to path: String, address: String, comparison: Bool = false) -> String {
        let what = switch format {
        case .text: comparison ? "Text comparison" : "Text summary"
        case .json: "JSON export"
        case .svg: "SVG picture"
        case .html: comparison ? "HTML comparison" : "HTML preview"
        case .gif: "GIF"
        case .mp4: "MP4 video"
        }
        return (format == .text ? "" : "\n") + "\(what): \(path)" + (format == .html ? " (\(address))" : "") + "\n"
    }

    /// The diagnostics of a run whose document went to standard output, for standard error.
    static func diagnostics(_ diagnostics: [Recording.RecordedDiagnostic]) -> String {
        diagnostics.map { field("\($0)") + "\n" }.joined()
    }

    // MARK: watch

    static func watching(_ files: [String]) -> String {
        "watching \(field(files.joined(separator: ", "))) — each save runs it again; Ctrl-C stops\n"
    }

    static func watchedFilesGone(_ files: [String]) -> String {
        "\(field(files.joined(separator: ", "))) is gone — waiting for it to come back (the last run stays)\n"
    }

    static func changed(_ files: [String], run: Int) -> String {
        "\n\(field(files.joined(separator: ", "))) changed — run \(run)\n"
    }

    static func keptLastGoodRun(_ run: Int?) -> String {
        guard let run else { return "no good run yet: fix the file and save it again\n" }
        return "the last good run (run \(run)) stays: fix the file and save it again\n"
    }

    // MARK: check

    /// The word a style's line in a check starts with.
    static func checkVerdict(_ status: ToolStatus, warnings: Int = 0) -> String {
        switch status {
        case .success: warnings > 0 ? "warn" : "ok"
        case .failure: "error"
        case .usage: "missing"
        }
    }

    static func checkRuns(_ style: StyleInfo, runs: Int, errors: Int, warnings: Int, notes: Int) -> String {
        var counts = [count(errors, "error"), count(warnings, "warning"), count(notes, "note")].compactMap { $0 }
        if counts.isEmpty { counts = ["no diagnostics"] }
        return "\(field(style.source)) · \(runs) runs · " + counts.joined(separator: ", ")
    }

    static func checkDoesNotLoad(_ file: String) -> String {
        "\(field(file)) · does not load"
    }

    /// A diagnostic under its style, with the runs that reported it when not every run did.
    static func checkFinding(_ diagnostic: Recording.RecordedDiagnostic, runs: [String], of total: Int) -> String {
        let shown = 3
        var text = "  " + field("\(diagnostic)")
        if total > 0, runs.count < total {
            let listed = runs.prefix(shown).joined(separator: ", ") + (runs.count > shown ? " and \(runs.count - shown) more" : "")
            text += " (in \(runs.count) of \(total) runs: \(listed))"
        }
        return text
    }

    static func checkSummary(ok: Int, warned: Int, failed: Int, notFound: Int, settings: RunSettings) -> String {
        // A reference that named nothing was not checked: it is counted after the colon, not in the total.
        let total = ok + warned + failed
        var parts = ["\(ok) ok"]
        if warned > 0 { parts.append("\(warned) with warnings") }
        if failed > 0 { parts.append("\(failed) with errors") }
        if notFound > 0 { parts.append("\(notFound) not found") }
        let steps = settings.steps.map(\.phaseName).joined(separator: ", ")
        return "\nchecked \(total) \(total == 1 ? "style" : "styles") on \(Device.presets.count) devices, portrait and landscape "
            + "(\(steps)): " + parts.joined(separator: ", ")
    }

    // MARK: list and devices

    static func listHeading(count: Int, searchPaths: [String]) -> String {
        "\(count) \(count == 1 ? "style" : "styles") (searched \(field(searchPaths.joined(separator: ", "))))"
    }

    static func listStyle(_ style: StyleInfo) -> String {
        "\(field(style.name))  \(field(style.source))"
    }

    static func listHooks(_ style: StyleInfo) -> String {
        let hooks = style.hooks.isEmpty ? "none (UIKit's defaults)" : field(style.hooks.joined(separator: ", "))
        var text = "hooks: \(hooks) · animators: " + (style.animators.isEmpty ? "none" : field(style.animators.joined(separator: ", ")))
        if !style.uses.isEmpty { text += " · uses: " + field(style.uses.joined(separator: ", ")) }
        return text
    }

    static let noOptions = "no options"

    static let devicesFooter = "Use one with --device SLUG (names work too: --device \"iPad Pro 11\"); "
        + "--size WxH [--traits H,V] [--safe-area T,L,B,R] [--scale N] [--idiom phone|pad] makes any other screen."

    // MARK: new

    static func created(_ path: String, name: String, setUp: String = "") -> String {
        """
        created \(path)
        \(setUp)see it:   prestyle apply \(shellWord(path)) --watch
        check it: prestyle check \(shellWord(path))

        """
    }

    // MARK: Numbers

    /// A number as the tool prints it: `3`, `0.5`, `59`.
    static func number(_ value: Double) -> String {
        OptionValue.number(value).description
    }

    private static func count(_ value: Int, _ noun: String) -> String? {
        value == 0 ? nil : "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
