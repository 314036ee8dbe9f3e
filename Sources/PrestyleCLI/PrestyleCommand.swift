import ArgumentParser
import Foundation
import Logging
import PrestyleTool

/// `prestyle`: runs Lua presentation styles on a simulated device and shows what they do.
///
/// The root command only holds the subcommands; each subcommand parses its flags into a request and calls one
/// `PrestyleTool` function. `main()` is argument-parser's, except for the exit status of a usage error: 2, as
/// the project documents (argument-parser's own is 64, `EX_USAGE`).
@main
struct PrestyleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prestyle",
        abstract: "Run Lua presentation styles on a simulated device and see what they do.",
        discussion: """
            A style (Styles/NAME.lua) is a custom presentation controller and animator written in Lua. \
            prestyle presents a controller with it on a simulated iPhone or iPad — present, settle, \
            dismiss — and shows the hooks UIKit called, where every view went and how it moved.

            Styles are found in the folders of PRESTYLE_PATH (colon-separated), then in ./Styles, then in \
            the bundled styles: PREFIX/share/prestyle/Styles for a prestyle installed in PREFIX/bin, then the \
            prestyle package's own Styles folder (the first file with a name wins); a path to a .lua \
            file works anywhere a style is named.

            Exit status: 0 fine; 1 a style error (it does not load, or a run reported an error); \
            2 a usage error (a bad flag or value, an unknown style, device or option, a missing file).

            Examples:
              prestyle apply cool.lua
              prestyle apply bouncy --device ipad-pro-11 --landscape --rotate
              prestyle apply cool.lua --format html --output out/cool.html
              prestyle check
              prestyle check Styles --format github
              prestyle compare bouncy cool
              prestyle init --style sheet

            Logging: --verbose, given anywhere before a lone --, logs what the libraries do to standard \
            error (styles loaded and reloaded, every diagnostic, the work spread over the cores, a watch's \
            wake-ups). Without it nothing is logged: the libraries log at info and below, and the default \
            level is warning.

            Shell completions (commands, flags, devices and the names of the styles found): \
            prestyle --generate-completion-script bash|zsh|fish
            """,
        version: Tool.version,
        subcommands: [
            ApplyCommand.self, CheckCommand.self, ListCommand.self, DevicesCommand.self, NewCommand.self, InitCommand.self,
            CompareCommand.self, GalleryCommand.self, PreviewCommand.self,
        ]
    )

    @Flag(help: "Log what prestyle does to standard error (debug level), with any command.")
    var verbose = false

    /// Takes `--verbose` out, bootstraps logging (debug with `--verbose`, else warnings only, to standard
    /// error), then parses and runs the subcommand, exiting with its status; an error that ends the command
    /// exits with ``exitStatus(for:)`` (2 for a usage error).
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let verbose = takeVerbose(from: &arguments)
        joinNegativeKeyboardHeights(in: &arguments)
        // The only place logging is set up: every library logs to a Logger it is given or `Logger(label:)`.
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .debug : .warning
            return handler
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Whether `--verbose` was given, before any lone `--` (after which every word is an argument), taking it
    /// out: it is the whole command's, and no subcommand declares it.
    static func takeVerbose(from arguments: inout [String]) -> Bool {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let found = arguments[..<end].contains("--verbose")
        if found { arguments = arguments[..<end].filter { $0 != "--verbose" } + arguments[end...] }
        return found
    }

    /// Joins a negative number after `--keyboard` to it (`--keyboard -5` becomes `--keyboard=-5`), before any
    /// lone `--`. `--keyboard` also stands alone, so argument-parser takes a value after it only when that does
    /// not look like an option, and `-5` does: it would be refused as an unknown option, far from what is wrong.
    /// Joined, it reaches the height check, which says that a keyboard's height is from 0 to the screen's.
    static func joinNegativeKeyboardHeights(in arguments: inout [String]) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var index = arguments.startIndex
        while index < end - 1 {
            let value = arguments[index + 1]
            if arguments[index] == "--keyboard", value.hasPrefix("-"), FlagValues.keyboardHeight(value) != nil {
                arguments[index...index + 1] = ["--keyboard=" + value]
                return joinNegativeKeyboardHeights(in: &arguments)
            }
            index += 1
        }
    }

    /// Prints what argument-parser would for `error` — help and version to standard output, errors with the
    /// usage to standard error — and exits with its status.
    private static func exit(reporting error: any Error) -> Never {
        let message = fullMessage(for: error)
        if !message.isEmpty {
            Console.write(message + "\n", to: exitCode(for: error).isSuccess ? .output : .errors)
        }
        Foundation.exit(exitStatus(for: error))
    }

    /// The exit status for an error that ended the command: argument-parser's, except that a usage error
    /// (its `validationFailure`, 64) is 2.
    static func exitStatus(for error: any Error) -> Int32 {
        let code = exitCode(for: error)
        return code == .validationFailure ? Console.usageStatus : code.rawValue
    }
}
