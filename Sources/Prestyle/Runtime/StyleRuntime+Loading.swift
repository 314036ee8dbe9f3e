import LuaKit
import PresentationKit

extension StyleRuntime {
    /// Loads one version of a style file: compiles it in a fresh sandboxed environment, runs it (it may
    /// `use()` other styles, loading them in turn), and validates what it returns. No hook runs.
    ///
    /// The source is loaded byte for byte, as `lua` loads a file: string literals in a style saved in Latin-1
    /// keep their bytes. Diagnostics quote its lines as UTF-8 text.
    ///
    /// - Throws: ``StyleError``: a syntax error, an error while running (at its line), or a wrong structure.
    func load(name: String, file: String, source bytes: [UInt8], fingerprint: StyleFingerprint) throws -> LoadedStyle {
        if let cycleStart = loading.loads.firstIndex(where: { $0.name == name }) {
            let chain = loading.loads[cycleStart...].map(\.name) + [name]
            let message = "use() cycle: " + chain.joined(separator: " → ") + " (styles cannot use each other in a circle)"
            loading.raisedUseCycle = (message, depth: loading.loads.count)
            throw StyleError(.useCycle, message, file: loading.loads.last?.file ?? file)
        }
        if loading.loads.isEmpty { (loading.useCalls, loading.raisedUseCycle) = (0, nil) }
        loading.loads.append(StyleLoadingState.Load(name: name, file: file))
        let callsBefore = loading.styleCalls.count
        defer {
            loading.loads.removeLast()
            loading.styleCalls.removeSubrange(callsBefore...)
        }
        let results: [LuaValue]
        do {
            let environment = try state.newEnvironment()
            try HostGlobals.installLibraries(in: environment, state: state)
            let chunk = try state.load(bytes, chunkName: file, environment: environment)
            results = try chunk.call(with: [])
        } catch let error as LuaError {
            throw cycle(in: error, file: file) ?? StyleError(loading: file, error)
        }
        let source = SourceText(file: file, text: String(decoding: bytes, as: UTF8.self))
        guard case .table(let definition)? = results.first else {
            let got = results.first.map { $0.typeDescription } ?? "nothing"
            throw StyleError(.structure, "a style file must end with return style { … }; this one returned \(got)", file: file,
                             line: source.lines.count)
        }
        let styleLine = loading.styleCalls[callsBefore...].last { LuaValue.table($0.definition) == .table(definition) }?.line
        let load = loading.loads.last!
        var validator = StyleValidator(name: name, file: file, source: source, styleLine: styleLine)
        do {
            return try validator.validate(definition, fingerprint: fingerprint, dependencies: load.dependencies,
                                          uses: load.uses)
        } catch let error as LuaError {
            throw StyleError(.structure, error.message, file: file, line: styleLine)
        }
    }

    /// Notes that the style being loaded uses `style` (and, through it, what that one uses).
    func recordUse(of style: LoadedStyle) {
        guard !loading.loads.isEmpty else { return }
        loading.raisedUseCycle = nil
        let index = loading.loads.count - 1
        if !loading.loads[index].uses.contains(style.name) { loading.loads[index].uses.append(style.name) }
        loading.loads[index].dependencies += [(style.file, style.fingerprint)] + style.dependencies
    }

    /// A use() cycle found while loading comes back as a Lua error raised at the `use` line; keep its code.
    /// The cycle is known from ``StyleLoadingState/raisedUseCycle`` (raised by a load nested in this one, at this
    /// depth), never from the message's text.
    private func cycle(in error: LuaError, file: String) -> StyleError? {
        guard let raised = loading.raisedUseCycle, raised.depth == loading.loads.count, error.kind == .runtime else { return nil }
        // The refusal goes on up as this load's error, to the `use` line of the load around it, if any.
        loading.raisedUseCycle = (raised.message, depth: raised.depth - 1)
        return StyleError(.useCycle, raised.message, file: error.chunkName.map { ChunkName.file(for: $0, among: [file]) },
                          line: error.line)
    }
}
