import Foundation
import PresentationKit

extension CheckReport {
    /// The whole check as one JSON document, `prestyle check --format json` (schema in the command
    /// reference, "The JSON report"): keys sorted and no times, so two checks of the same styles give the same bytes.
    func json() -> String {
        let document = Document(
            schema: Self.jsonSchema, status: Int(totals.status.rawValue),
            totals: .init(totals),
            styles: entries.map(StyleRecord.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, a number, a list or null: encoding cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The name and version of the document's layout; a new version would change a field's meaning or remove one.
    static let jsonSchema = "prestyle-check/1"

    private struct Document: Encodable {
        var schema: String
        var status: Int
        var totals: TotalsRecord
        var styles: [StyleRecord]
    }

    private struct TotalsRecord: Encodable {
        var styles, ok, warned, failed, missing, runs, errors, warnings, notes: Int

        init(_ totals: Totals) {
            styles = totals.checked
            ok = totals.ok
            warned = totals.warned
            failed = totals.failed
            missing = totals.notFound
            runs = totals.runs
            errors = totals.errors
            warnings = totals.warnings
            notes = totals.notes
        }
    }

    private struct StyleRecord: Encodable {
        var reference: String
        var name: String?
        var file: String?
        var status: String
        var error: String?
        var diagnostics: [DiagnosticRecord]
        var runs: [RunRecord]

        init(_ entry: Entry) {
            switch entry {
            case .missing(let reference, let error):
                self.reference = reference
                status = Verdict.missing.rawValue
                self.error = error.message
                diagnostics = []
                runs = []
            case .style(let style):
                reference = style.reference
                status = style.verdict.rawValue
                if style.notFound {
                    error = style.loadError?.description
                    diagnostics = []
                } else {
                    name = style.name
                    file = style.file
                    error = style.loadError.map { _ in "does not load" }
                    diagnostics = style.loadError != nil
                        ? style.loadDiagnostics.map { DiagnosticRecord($0, runs: []) }
                        : style.findings.map { DiagnosticRecord($0.diagnostic, runs: $0.runs) }
                }
                runs = style.runs.map(RunRecord.init)
            }
        }

        private enum CodingKeys: String, CodingKey { case reference, name, file, status, error, diagnostics, runs }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(reference, forKey: .reference)
            try container.encodeValueOrNull(name, forKey: .name)
            try container.encodeValueOrNull(file, forKey: .file)
            try container.encode(status, forKey: .status)
            try container.encodeValueOrNull(error, forKey: .error)
            try container.encode(diagnostics, forKey: .diagnostics)
            try container.encode(runs, forKey: .runs)
        }
    }

    private struct RunRecord: Encodable {
        var device: String
        var orientation: String
        var scene: String
        var status: String
        var diagnostics: [DiagnosticRecord]

        init(_ run: Run) {
            device = run.device
            orientation = run.orientation
            scene = run.scene
            status = run.verdict.rawValue
            diagnostics = run.diagnostics.map { DiagnosticRecord($0, runs: nil) }
        }
    }

    private struct DiagnosticRecord: Encodable {
        var diagnostic: Diagnostic
        /// The labels of the runs that reported it (a style's list only; a run's diagnostics have none).
        var runs: [String]?

        init(_ diagnostic: Diagnostic, runs: [String]?) {
            self.diagnostic = diagnostic
            self.runs = runs
        }

        private enum CodingKeys: String, CodingKey { case severity, code, file, line, hook, message, runs }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(diagnostic.severity.rawValue, forKey: .severity)
            try container.encodeValueOrNull(diagnostic.code?.name, forKey: .code)
            try container.encodeValueOrNull(diagnostic.file, forKey: .file)
            try container.encodeValueOrNull(diagnostic.line, forKey: .line)
            try container.encodeValueOrNull(diagnostic.hook, forKey: .hook)
            try container.encode(diagnostic.message, forKey: .message)
            if let runs { try container.encode(runs, forKey: .runs) }
        }
    }
}

private extension KeyedEncodingContainer {
    /// Writes `null` for an unknown field rather than leaving the key out: every record has every key.
    mutating func encodeValueOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
