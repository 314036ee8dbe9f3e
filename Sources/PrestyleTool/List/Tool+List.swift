import Prestyle
import PrestyleExport

extension Tool {
    /// The styles the registry finds, each with its file, summary, hooks and options (name, default, type),
    /// without running any hook: `prestyle list`.
    ///
    /// - Returns: Status 0, or 1 when a style does not load (it is listed with its error).
    public func list() -> ToolResult {
        do {
            let registry = try registry()
            let styles = registry.styles
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
