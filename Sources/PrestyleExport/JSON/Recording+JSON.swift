import Foundation

extension Recording {
    /// The recording as prestyle's JSON export: keys in a fixed, readable order, numbers rounded to four
    /// decimals, each view state, event and diagnostic on one line.
    ///
    /// - Throws: ``ExportError`` when a number is NaN or infinite (JSON cannot hold it), naming where it is.
    public func jsonText() throws -> String {
        String(decoding: try jsonBytes(), as: UTF8.self)
    }

    /// ``jsonText()`` as UTF-8 bytes, written as they are made (no text is built and then copied out).
    ///
    /// - Throws: ``ExportError`` when a number is NaN or infinite (JSON cannot hold it), naming where it is.
    public func jsonBytes() throws -> [UInt8] {
        // A view state takes some 200 bytes in the export: reserving that up front saves regrowing the buffer.
        let states = phases.reduce(0) { $0 + $1.frames.reduce(0) { $0 + $1.views.count } }
        do {
            var bytes = try OrderedJSONEncoder().bytes(self, capacity: 4096 + states * 200)
            bytes.append(UInt8(ascii: "\n"))
            return bytes
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { throw error }
            throw ExportError("cannot write \(Recording.path(context.codingPath)) as JSON: \(context.debugDescription)")
        }
    }

    /// Reads a recording from prestyle's JSON export.
    ///
    /// - Throws: ``ExportError`` saying where the document departs from the format and how.
    public init(json: Data) throws {
        do {
            self = try JSONDecoder().decode(Recording.self, from: json)
        } catch let error as DecodingError {
            throw ExportError("not a prestyle run: " + Recording.explain(error))
        }
    }

    /// Reads a recording from the text of prestyle's JSON export.
    public init(json: String) throws {
        try self.init(json: Data(json.utf8))
    }

    private static func explain(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) should be \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null but should be \(describe(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "the text is not valid JSON" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "\(type)"
        }
    }

    /// A coding path as a person writes it: `phases[0].frames[3].views[1].frame`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }
}
