/// A stable name for a kind of ``Diagnostic``: what a tool or a test matches on, and what
/// `prestyle check --format json` prints (the message is for people and may change).
///
/// Codes are declared, never spelt at the point of use: each layer keeps its codes in one catalogue, a type whose
/// stored properties are its codes, reached through a static property of `DiagnosticCode`. An emitter names
/// one, so a misspelt code does not compile:
///
///     window.diagnostics.report(.error, message, code: .engine.presentWhileTransitioning)
///     let refused = window.diagnostics.diagnostics(withCode: .engine.presentWhileTransitioning)
///
/// The engine's codes are in ``Engine`` (<doc:EngineDiagnosticCodes> says what each means); a layer above the
/// engine adds its own catalogue the same way, as Prestyle's `DiagnosticCode.Style` does.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    /// The code as it is recorded and printed, e.g. `presentWhileTransitioning`.
    public let name: String
    /// One line for a reader: what happened and what to do about it.
    public let meaning: String

    /// A code for a catalogue: a stored property named `name` whose value this is.
    ///
    /// - Parameters:
    ///   - name: The code as it is recorded and printed; the name of the catalogue's property that holds it.
    ///   - meaning: One line: what happened and what to do about it.
    public init(_ name: String, meaning: String) {
        self.name = name
        self.meaning = meaning
    }

    /// The ``name``: a code prints as itself.
    public var description: String { name }
}

/// A layer's diagnostic codes: a type whose stored ``DiagnosticCode`` properties, each named as its code, are
/// every code the layer reports.
public protocol DiagnosticCodeCatalogue: Sendable {}

extension DiagnosticCodeCatalogue {
    /// Every code the catalogue declares, in the order declared.
    public var codes: [DiagnosticCode] {
        Mirror(reflecting: self).children.compactMap { $0.value as? DiagnosticCode }
    }
}
