import LuaKit

/// Why a style could not be found, loaded or used, and where: the registry's one error type.
///
/// `description` is ready for a person, position first as compilers write it, e.g.
///
///     Styles/cool.lua:12: animator.duration must be a number or a function, not a string
///     no style named 'bouncey' (did you mean 'bouncy'?)
///     bad value for option 'inset' of style 'bouncy': expected a number, got "wide"
///
/// Problems a style causes while it *runs* are not errors but `Diagnostic`s in the window's
/// diagnostics: a presentation never fails because of its style.
public struct StyleError: Error, Hashable, Sendable {
    /// The kinds of failure.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// No style has that name (``StyleError/suggestions`` holds close names).
        case unknownStyle
        /// A path that names no readable style file: none there, not a `.lua` file, not a regular file (a
        /// named pipe, a device, a socket), a symbolic link loop, or one the system will not let be read.
        case fileNotFound
        /// The file is not valid Lua.
        case syntax
        /// Running the file failed: an error raised while it ran (at its line), or in a style it uses.
        case load
        /// Running the file used up the instruction budget of its load (an endless loop?):
        /// ``StyleRegistry/Configuration`` sets the budget.
        case instructionBudget
        /// Running the file took longer than the state's time limit: work the instruction count does not
        /// see, such as comparing or searching very long strings.
        case timeLimit
        /// Running the file reached the memory limit of the styles' Lua state.
        case memory
        /// The file is larger than a style file may be (1 MiB); it was not read.
        case fileTooLarge
        /// Something stands at the file's name that is not a regular file (a named pipe, a folder, a device,
        /// a symbolic link loop or a link to nothing), or it cannot be read; it was not read.
        case fileRefused
        /// The file ran but did not return a valid `style { … }`.
        case structure
        /// An option's override has the wrong kind, or a `--set` text does not parse.
        case badOption
        /// An override names an option the style does not declare.
        case unknownOption
        /// `use()` styles that use each other.
        case useCycle
        /// The registry could not be made: its configuration is invalid (a limit that is not a positive,
        /// finite number; a host global that cannot be installed), or its Lua state could not be set up.
        case configuration
    }

    /// The kind of failure: what a tool branches on (the ``message`` is for people and may change).
    public var code: Code
    /// What is wrong and, where it helps, what to do.
    public var message: String
    /// The style file the problem is in, when there is one.
    public var file: String?
    /// The 1-based line in ``file``, when known.
    public var line: Int?
    /// The part of the style concerned (`presentation.frameOfPresentedView`, `options.inset`), when known.
    public var hook: String?
    /// Close matches for a misspelt name, best first.
    public var suggestions: [String]
    /// The further problems found in the same file when a style does not load, in line order after this one:
    /// a style reports everything wrong with it at once, not one problem per attempt. Empty for other errors.
    public var others: [StyleError] = []

    /// An error of kind `code` saying `message`, with where it is and close names when known.
    ///
    /// A message of more than 2,000 characters is cut there and ends with `… (N more bytes)`: a message often
    /// quotes what a style handed over, and a hostile style can hand over megabytes. ``others`` starts empty.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: What is wrong, without the position (``description`` puts `file:line:` before it).
    ///   - file: The style file concerned.
    ///   - line: The 1-based line in `file`.
    ///   - hook: The part of the style concerned, such as `options.inset`.
    ///   - suggestions: Close matches for a misspelt name, best first.
    public init(
        _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, hook: String? = nil,
        suggestions: [String] = []
    ) {
        self.code = code
        self.message = DiagnosticText.capped(message)
        self.file = file
        self.line = line
        self.hook = hook
        self.suggestions = suggestions
    }
}

extension StyleError: CustomStringConvertible {
    /// `file:line: message; did you mean 'x'?`, leaving out what is unknown. The close names follow a
    /// semicolon because a message may itself end in parentheses (`no style named 'bouncey' (known styles:
    /// …)`), and two groups in a row read as a glitch.
    public var description: String {
        var text = ""
        if let file {
            text += file
            if let line { text += ":\(line)" }
            text += ": "
        }
        text += message
        if !suggestions.isEmpty {
            text += "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        }
        for other in others { text += "\n" + other.description }
        return text
    }

    /// This error and the ``others``, one per problem, in line order.
    public var all: [StyleError] {
        var first = self
        first.others = []
        return [first] + others
    }
}

extension StyleError {
    static func badOption(_ option: String, style: String?, expected: OptionValue.Kind, got value: String) -> StyleError {
        let owner = style.map { " of style '\($0)'" } ?? ""
        return StyleError(.badOption, "bad value for option '\(option)'\(owner): expected a \(expected), got \(value)",
                          hook: "options.\(option)")
    }

    /// A LuaKit error met while loading `file`, as a style error at the position Lua gave.
    /// The code comes from the error's kind, never from its message.
    init(loading file: String, _ error: LuaError) {
        let code: Code
        var message = error.message
        switch error.kind {
        case .syntax:
            code = .syntax
        case .instructionBudget:
            code = .instructionBudget
            message = "the file ran too long while loading (instruction budget exceeded: an endless loop?)"
        case .timeLimit:
            code = .timeLimit
            message = "the file ran too long while loading (time limit exceeded: work the instruction count does not "
                + "see, such as comparing or searching very long strings?)"
        case .memory:
            code = .memory
            message = "the file used too much memory while loading: \(error.message)"
        default:
            code = .load
        }
        let sameFile = error.chunkName.map { ChunkName.names($0, file) } ?? true
        self.init(code, sameFile ? message : "\(error.description)", file: file, line: sameFile ? error.line : nil)
    }
}

extension StyleError {
    /// A style file refused for its size, before it was read.
    static func fileTooLarge(_ file: String, size: Int) -> StyleError {
        StyleError(.fileTooLarge, "the style file is \(size) bytes, over the \(StyleRegistry.maximumStyleFileSize)-byte (1 MiB) "
            + "limit for style files; it was not read (styles are a few kilobytes)", file: file)
    }

    /// A style file that was not read: not there, not a regular file, a symbolic link loop or unreadable.
    static func unreadableFile(_ file: String, _ refusal: InputFile.Refusal) -> StyleError {
        // Nothing at the name is the caller's mistake (a usage error); anything else there is a broken file.
        switch refusal {
        case .missing: return StyleError(.fileNotFound, "cannot read the style file: it is not there", file: file)
        default: return StyleError(.fileRefused, "the style file \(refusal) (a style is a regular .lua file)", file: file)
        }
    }
}
