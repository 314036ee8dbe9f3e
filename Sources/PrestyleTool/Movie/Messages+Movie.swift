import Foundation

extension Messages {
    /// A program moving pictures need is not on the `PATH`: which, why, and the package on Debian and Homebrew.
    static func programMissing(_ program: ExternalProgram, purpose: String) -> String {
        "\(program.name) is not installed (or not on the PATH); prestyle needs it \(purpose): install it with "
            + "'apt-get install \(program.debianPackage)' on Debian and Ubuntu, 'brew install \(program.homebrewFormula)' "
            + "on macOS (scripts/setup installs it)"
    }

    static func programDidNotStart(_ name: String, doing what: String, _ error: any Error) -> String {
        "\(field(name)) could not be started \(what): \(systemReason(error))"
    }

    /// A program that failed, with the last lines it wrote on standard error, joined on one line.
    static func programFailed(_ name: String, doing what: String, ending: String, stderr: String) -> String {
        let lines = stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.suffix(6)
        let tail = lines.isEmpty ? " and wrote nothing on standard error" : ": " + lines.map(field).joined(separator: " | ")
        return "\(field(name)) \(ending) \(what)\(tail)"
    }

    static func movieNeedsOutput(_ format: OutputFormat) -> String {
        "\(format.rawValue) is a binary file: add --output FILE.\(format.fileExtension)"
    }

    static func momentNotInMovie(_ format: OutputFormat) -> String {
        "--at picks one moment; \(format.rawValue) plays every phase from its start (--fps sets its sampling)"
    }

    static func badMovieWidth(_ width: Int) -> String {
        "--width takes 16 to \(MovieEncoder.maximumWidth) pixels, not \(width)"
    }

    static let widthNeedsMovie = "--width sets the size of a gif or mp4: use it with --format gif or mp4, or an --output FILE.gif or .mp4"
}
