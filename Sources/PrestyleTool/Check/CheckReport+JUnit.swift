import Foundation
import PresentationKit

extension CheckReport {
    /// The whole check as JUnit XML, `prestyle check --format junit`: the report CI servers (Jenkins, GitLab,
    /// GitHub test reporters, Buildkite) read, in the common Ant/Surefire layout Jenkins's `junit-4.xsd`
    /// describes.
    ///
    /// One `<testsuite>` per style, named after it, with one `<testcase>` per run (`iphone-15 portrait`, its
    /// class the style's name), and one for the run under Reduce Motion when it found something
    /// (`iphone-15 portrait reduce-motion`): a run that reported an error has a `<failure>` holding every error,
    /// its first as the message; warnings and notes go to the case's `<system-out>`. A style that does not load, or a
    /// name that names none, is a suite with one case, `load`, holding an `<error>`. Times are seconds of
    /// real time.
    func junit() -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let failures = entries.reduce(0) { $0 + Self.failures(in: $1) }
        let errors = entries.reduce(0) { $0 + Self.errors(in: $1) }
        let tests = entries.reduce(0) { $0 + Self.tests(in: $1) }
        xml += "<testsuites name=\"prestyle check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "time=\"\(Self.seconds(totals.seconds))\">\n"
        for entry in entries { xml += Self.suite(entry) }
        return xml + "</testsuites>\n"
    }

    private static func tests(in entry: Entry) -> Int {
        guard case .style(let style) = entry, style.loadError == nil else { return 1 }
        return style.runs.count + extraRuns(of: style).count
    }

    /// The runs a style's findings name that are not among its runs, in the order first named: the run under
    /// Reduce Motion (``ReducedMotionCheck``), whose warning the other formats show as a finding of its own. Each
    /// is a case of its own, so every diagnostic `check` prints is in the report.
    private static func extraRuns(of style: Style) -> [(label: String, diagnostics: [Diagnostic])] {
        let labels = Set(style.runs.map(\.label))
        var extra: [(label: String, diagnostics: [Diagnostic])] = []
        for finding in style.findings {
            for label in finding.runs where !labels.contains(label) {
                if let index = extra.firstIndex(where: { $0.label == label }) {
                    extra[index].diagnostics.append(finding.diagnostic)
                } else {
                    extra.append((label, [finding.diagnostic]))
                }
            }
        }
        return extra
    }

    private static func failures(in entry: Entry) -> Int {
        guard case .style(let style) = entry, style.loadError == nil else { return 0 }
        return style.runs.filter { $0.verdict == .error }.count
            + extraRuns(of: style).filter { $0.diagnostics.contains { $0.severity == .error } }.count
    }

    private static func errors(in entry: Entry) -> Int {
        guard case .style(let style) = entry else { return 1 }
        return style.loadError == nil ? 0 : 1
    }

    private static func suite(_ entry: Entry) -> String {
        let name: String, file: String?, cases: String
        switch entry {
        case .missing(let reference, let error):
            (name, file) = (reference, nil)
            cases = loadCase(classname: reference, type: "missing", message: error.message, detail: error.message)
        case .style(let style) where style.notFound:
            let message = style.loadError?.description ?? ""
            (name, file) = (style.reference, nil)
            cases = loadCase(classname: style.reference, type: "missing", message: message, detail: message)
        case .style(let style) where style.loadError != nil:
            (name, file) = (style.name, style.file)
            let problems = style.loadDiagnostics
            cases = loadCase(classname: style.name, type: "load", message: problems.first?.message ?? "does not load",
                             detail: problems.map(\.description).joined(separator: "\n"))
        case .style(let style):
            (name, file) = (style.name, style.file)
            cases = style.runs.map { runCase($0, style: style.name) }.joined()
                + extraRuns(of: style).map { runCase(label: $0.label, seconds: 0, diagnostics: $0.diagnostics, style: style.name) }
                .joined()
        }
        let time = seconds(entryTime(entry))
        var xml = "  <testsuite name=\"\(escaped(name))\" tests=\"\(tests(in: entry))\" failures=\"\(failures(in: entry))\" "
            + "errors=\"\(errors(in: entry))\" skipped=\"0\" time=\"\(time)\">\n"
        if let file {
            xml += "    <properties>\n      <property name=\"file\" value=\"\(escaped(file))\"/>\n    </properties>\n"
        }
        return xml + cases + "  </testsuite>\n"
    }

    private static func entryTime(_ entry: Entry) -> Double {
        guard case .style(let style) = entry else { return 0 }
        return style.runs.reduce(0) { $0 + $1.seconds }
    }

    private static func loadCase(classname: String, type: String, message: String, detail: String) -> String {
        "    <testcase name=\"load\" classname=\"\(escaped(classname))\" time=\"0.000\">\n"
            + "      <error message=\"\(escaped(message))\" type=\"\(type)\">\(escaped(detail))</error>\n"
            + "    </testcase>\n"
    }

    private static func runCase(_ run: Run, style: String) -> String {
        runCase(label: run.label, seconds: run.seconds, diagnostics: run.diagnostics, style: style)
    }

    private static func runCase(label: String, seconds time: Double, diagnostics: [Diagnostic], style: String) -> String {
        var xml = "    <testcase name=\"\(escaped(label))\" classname=\"\(escaped(style))\" time=\"\(seconds(time))\""
        let errors = diagnostics.filter { $0.severity == .error }
        let others = diagnostics.filter { $0.severity != .error }
        guard !errors.isEmpty || !others.isEmpty else { return xml + "/>\n" }
        xml += ">\n"
        if let first = errors.first {
            xml += "      <failure message=\"\(escaped(first.message))\" type=\"\(escaped(first.code?.name ?? "error"))\">"
                + escaped(errors.map(\.description).joined(separator: "\n")) + "</failure>\n"
        }
        if !others.isEmpty {
            xml += "      <system-out>" + escaped(others.map(\.description).joined(separator: "\n")) + "</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// Seconds with millisecond precision, as JUnit's `time` attributes are written: `0.125`.
    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), max(0, value))
    }

    /// Text made safe for XML 1.0 in an attribute or an element: the five special characters as entities,
    /// line breaks and tabs as character references (an attribute keeps them), and every character XML 1.0
    /// forbids (other control characters, lone surrogates cannot occur in a `String`) as `\u{…}`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) && !(0x7F...0x9F).contains(value)
                result += allowed ? String(scalar) : "\\u{\(String(value, radix: 16))}"
            }
        }
        return result
    }
}
