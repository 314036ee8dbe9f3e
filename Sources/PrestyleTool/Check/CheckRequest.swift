/// What `prestyle check` is asked to do: which styles, on how many workers, in what form, to where.
public struct CheckRequest: Sendable, Hashable {
    /// Style names, file names, paths, or folders (every style file in them); empty for every style found.
    public var references: [String]
    /// How many styles are checked at once.
    public var jobs: Int
    /// The format; nil takes it from ``output``'s extension, else text.
    public var format: CheckFormat?
    /// A file to write the report to (standard output then gets the text report and where the file is).
    public var output: String?
    /// Whether to print only what failed: the lines of styles with errors, that do not load or are not
    /// found, and the closing count when any did; nothing at all when every style passes. A document (JSON,
    /// JUnit, or any format written to ``output``) is always whole.
    public var quiet: Bool

    /// A check of the styles named (every style found when empty), on `jobs` workers.
    public init(
        _ references: [String] = [], jobs: Int = Batch.activeProcessors, format: CheckFormat? = nil,
        output: String? = nil, quiet: Bool = false
    ) {
        self.references = references
        self.jobs = jobs
        self.format = format
        self.output = output
        self.quiet = quiet
    }

    /// The format that will be written.
    ///
    /// - Throws: ``ToolError`` (usage) when ``output``'s extension names no format and none is given, or names
    ///   another than the one given.
    public func resolvedFormat() throws(ToolError) -> CheckFormat {
        guard let output else { return format ?? .text }
        let named = CheckFormat(fileExtensionOf: output)
        switch (format, named) {
        case (nil, nil): throw .usage(Messages.checkOutputNamesNoFormat(output))
        case (nil, let named?): return named
        case (let format?, nil): return format
        case (let format?, let named?):
            guard format == named else { throw .usage(Messages.checkOutputFormatConflict(output, extension: named, format: format)) }
            return format
        }
    }
}
