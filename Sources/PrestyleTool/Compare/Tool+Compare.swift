import PrestyleExport
import PrestyleStage

extension Tool {
    /// Runs two styles on the same scene and shows them side by side: `prestyle compare A B`, or
    /// `prestyle compare FOLDER` for a folder holding two styles (a folder stands for its style files, sorted,
    /// as in `check`).
    ///
    /// Text (the default) diffs the hook traces and final states phase by phase (every frame in the container
    /// view's coordinates) and draws both layouts; HTML is one page whose two players share one set of controls. Output goes where ``apply(_:)``'s does: the
    /// document to standard output, or to a file with the text comparison and where the file is printed.
    ///
    /// - Returns: Status 0; 1 when either style does not load or either run reported an error; 2 for a usage
    ///   error (a format other than text or HTML, an unknown style or device, a bad `--set`, references
    ///   that do not name exactly two styles).
    public func compare(_ request: CompareRequest) -> ToolResult {
        do {
            let format = try OutputFormat.checked(
                request.format, output: request.output, allowed: [.text, .html], fallback: .text, command: "compare")
            guard format == .text || format == .html else { throw ToolError.usage(Messages.compareFormats(format)) }
            let registry = try registry()
            guard !request.styles.isEmpty else { throw ToolError.usage(Messages.compareNeedsTwo([], found: [])) }
            let styles = try StyleTarget.styles(request.styles, registry: registry)
            guard styles.count == 2 else { throw ToolError.usage(Messages.compareNeedsTwo(request.styles, found: styles)) }
            let first = try StyleRun(styles[0], assignments: request.firstAssignments, settings: request.settings, registry: registry)
            let second = try StyleRun(styles[1], assignments: request.secondAssignments, settings: request.settings, registry: registry)
            let status = first.status.combined(with: second.status)
            let moment = request.settings.moment
            let text = ComparisonRendering.text(.init(moment: moment, colors: request.colors && request.output == nil))
            let comparison = format == .html ? ComparisonRendering.html(.init(start: moment)) : text
            let document = try compare(first.recording, second.recording, as: comparison)
            guard let path = request.output else { return ToolResult(output: document, status: status) }
            try OutputFile.write(document, to: path, protecting: first.files + second.files)
            let summary = format == .text ? ""
                : try compare(first.recording, second.recording, as: .text(.init(moment: moment, colors: request.colors)))
            return ToolResult(output: summary + Messages.wrote(format, to: path, address: OutputFile.address(of: path), comparison: true),
                              status: status)
        } catch {
            return ToolResult(error)
        }
    }

    private func compare(_ first: Recording, _ second: Recording, as rendering: ComparisonRendering) throws(ToolError) -> String {
        do {
            return try rendering.render(first, second)
        } catch {
            throw ToolError(error)
        }
    }
}
