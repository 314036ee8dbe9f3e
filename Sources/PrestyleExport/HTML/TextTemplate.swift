/// A text with named holes, `{{name}}`, filled in one pass: a page skeleton or a file to write, kept in its own
/// language's file (a resource) rather than in a Swift string.
///
/// A value is inserted as it is, so a value holding `{{…}}` (a style's name in a title, a recording's JSON) is
/// never read as a hole.
///
/// ```swift
/// let greeting = TextTemplate("<title>{{title}}</title>")
/// greeting.filled(["title": "cool"])   // "<title>cool</title>"
/// ```
package struct TextTemplate: Sendable {
    private enum Piece: Sendable {
        case text(Substring)
        case hole(String)
    }

    private let pieces: [Piece]

    /// The holes' names, in the order they first occur.
    package let holes: [String]

    /// A template read from `text`: each `{{name}}` (a name of letters, digits, `-` and `_`) is a hole, anything
    /// else is kept as written.
    package init(_ text: String) {
        var pieces: [Piece] = []
        var holes: [String] = []
        var rest = text[...]
        while let open = rest.firstRange(of: "{{"),
              let close = rest[open.upperBound...].firstRange(of: "}}") {
            let name = rest[open.upperBound..<close.lowerBound]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                // Not a hole: keep the first brace and look again from the next one (`{{{name}}}` holds one).
                let next = rest.index(after: open.lowerBound)
                pieces.append(.text(rest[..<next]))
                rest = rest[next...]
                continue
            }
            pieces.append(.text(rest[..<open.lowerBound]))
            pieces.append(.hole(String(name)))
            if !holes.contains(String(name)) { holes.append(String(name)) }
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(rest))
        self.pieces = pieces
        self.holes = holes
    }

    /// The text with every hole replaced by its value.
    ///
    /// A hole without a value is a mistake in the code that fills the template, which ships with it: it traps.
    package func filled(_ values: [String: String]) -> String {
        var result = ""
        result.reserveCapacity(pieces.reduce(0) { total, piece in
            switch piece {
            case .text(let text): total + text.utf8.count
            case .hole(let name): total + (values[name]?.utf8.count ?? 0)
            }
        })
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .hole(let name):
                guard let value = values[name] else { preconditionFailure("no value for the template's hole {{\(name)}}") }
                result += value
            }
        }
        return result
    }
}
