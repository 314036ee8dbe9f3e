import Foundation

extension StyleRegistry {
    /// The style files in `folder`, as paths, sorted by name: what the registry would find there (`*.lua`,
    /// not hidden, not `*.meta.lua` annotations). Empty when the folder does not exist.
    ///
    /// Tools that take a folder where a style is expected (`prestyle check Styles/`) list it with this, so
    /// they agree with the registry on what a style file is.
    public static func styleFiles(inFolder folder: String) -> [String] {
        StyleSearchPath.styleFiles(in: folder).map(\.path)
    }

    /// The largest style file the registry reads, in bytes: 1 MiB. A larger file is refused before it is
    /// read, with an error naming the file, its size and this cap — whichever way the style arrives (a name,
    /// a path, `PRESTYLE_PATH`, `use()`, a reload, `prestyle apply`, `check` or `list`).
    ///
    /// Styles are kilobytes (the bundled ones are 2–5 KB), so the cap is 200 times the largest; without
    /// one, `prestyle check` on a sparse file of gigabytes would read it whole into memory before failing.
    public static let maximumStyleFileSize = 1 << 20

    /// The bytes of the style file at `path`, or nil when it cannot be read, is not a regular file or is
    /// larger than ``maximumStyleFileSize`` (then it is not read): what a tool watching style files compares.
    public static func contentsOfStyleFile(atPath path: String) -> Data? {
        guard case .success(let bytes) = InputFile.bytes(atPath: path, cap: maximumStyleFileSize) else { return nil }
        return Data(bytes)
    }
}
