extension StyleRegistry {
    /// The style files in `folder`, as paths, sorted by name: what the registry would find there (`*.lua`,
    /// not hidden, not `*.meta.lua` annotations). Empty when the folder does not exist.
    ///
    /// Tools that take a folder where a style is expected (`prestyle check Styles/`) list it with this, so
    /// they agree with the registry on what a style file is.
    public static func styleFiles(inFolder folder: String) -> [String] {
        StyleSearchPath.styleFiles(in: folder).map(\.path)
    }
}
