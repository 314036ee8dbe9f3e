import Logging
import PresentationKit

extension Diagnostic {
    /// The diagnostic's parts as a log line's metadata (its text is the message): what a log backend filters
    /// and groups by.
    var logMetadata: Logger.Metadata {
        var metadata: Logger.Metadata = ["severity": "\(severity)"]
        if let code { metadata["code"] = "\(code)" }
        if let file { metadata["file"] = "\(file)" }
        if let line { metadata["line"] = "\(line)" }
        if let hook { metadata["hook"] = "\(hook)" }
        return metadata
    }
}
