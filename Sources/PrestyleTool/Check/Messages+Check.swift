extension Messages {
    static func checkOutputNamesNoFormat(_ path: String) -> String {
        "--output \(field(path)): the extension names no report format; use .txt (text), .json (json) or .xml (junit), "
            + "or give --format (github has no extension of its own)"
    }

    static func checkOutputFormatConflict(_ path: String, extension named: CheckFormat, format: CheckFormat) -> String {
        "--output \(field(path)) names the \(named.rawValue) format but --format is \(format.rawValue); "
            + "give the file a matching extension, or leave out --format"
    }

    /// Where a check's report went: `JUnit report: out/check.xml`.
    static func wroteCheckReport(_ format: CheckFormat, to path: String) -> String {
        let what = switch format {
        case .text: "Text report"
        case .json: "JSON report"
        case .junit: "JUnit report"
        case .github: "GitHub annotations"
        }
        return "\(what): \(field(path))\n"
    }
}
