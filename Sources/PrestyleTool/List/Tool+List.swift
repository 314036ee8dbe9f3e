import Prestyle
import PrestyleExport

extension Tool {
    /// The styles the registry finds, each with its file, summary, hooks and options (name, default, type),
    /// without running any hook: `prestyle list`.
    ///
    /// Loading the files is shared among `jobs` workers (``Batch``: one registry each, a run of names in
    /// order each), so the listing is the same whatever the number.
    ///
    /// - Parameter jobs: How many workers load the styles; by default one per active processor.
    /// - Returns: Status 0, or 1 when a style does not load (it is listed with its error).
    public func list(jobs: Int = Batch.activeProcessors) -> ToolResult {
        do {
            let registry = try registry()
            let names = registry.styleNames
            let styles = jobs <= 1 || names.count < Self.stylesWorthAWorker * 2
                ? registry.styles(named: names) : try Self.styles(names, batch: Batch(jobs: jobs, makeRegistry: makeRegistry))
            guard !styles.isEmpty else {
                return ToolResult(output: Messages.noStylesFound(in: registry.searchPaths) + "\n")
            }
            var lines = [Messages.listHeading(count: styles.count, searchPaths: registry.searchPaths)]
            for style in styles {
                lines.append("")
                lines += describe(style)
            }
            let broken = styles.contains { $0.loadError != nil }
            return ToolResult(output: lines.joined(separator: "\n") + "\n", status: broken ? .failure : .success)
        } catch {
            return ToolResult(error)
        }
    }

    /// `names` listed by the batch's workers, each taking runs of about a sixteenth of a worker's share (so
    /// that one slow run does not keep the others waiting), in order.
    private static func styles(_ names: [String], batch: Batch) throws -> [StyleInfo] {
        let size = max(1, names.count / (max(batch.jobs, 1) * 16))
        let runs = stride(from: 0, to: names.count, by: size).map { Array(names[$0..<min($0 + size, names.count)]) }
        return try batch.map(runs) { run, registry in registry.styles(named: run) }.flatMap { $0 }
    }

    /// Below twice this many styles a listing uses the one registry it has: so short a listing takes a few
    /// milliseconds, and every worker would first make a registry of its own (a Lua state and the bindings).
    /// A judgement, not a measured break-even point.
    static let stylesWorthAWorker = 32

    private func describe(_ style: StyleInfo) -> [String] {
        var lines = [Messages.listStyle(style)]
        if let error = style.loadError {
            return lines + error.all.map { "  " + Messages.doesNotLoad($0.description) }
        }
        if !style.summary.isEmpty { lines.append("  " + Messages.field(style.summary)) }
        lines.append("  " + Messages.listHooks(style))
        guard !style.options.isEmpty else { return lines + ["  " + Messages.noOptions] }
        var table = TextTable(header: ["option", "default", "type"], alignments: [.left, .left, .left])
        for option in style.options {
            table.append([option.name, option.defaultValue.description, option.kind.description])
        }
        return lines + table.lines(indent: "  ")
    }
}
