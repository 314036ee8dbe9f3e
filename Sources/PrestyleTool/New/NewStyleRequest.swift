/// What `prestyle new` is asked to write.
public struct NewStyleRequest: Sendable, Hashable {
    /// The style's name, which is its file's name: letters, digits, `-` and `_`, starting with a letter.
    public var name: String
    /// The folder to write `NAME.lua` in; `Styles` by default.
    public var directory: String?
    /// The file to write instead (its name must be `NAME.lua`).
    public var output: String?
    /// Whether to replace a file that exists.
    public var force: Bool

    /// A request to write `NAME.lua` from the template.
    ///
    /// - Parameters:
    ///   - name: The style's name (`--name`).
    ///   - directory: The folder to write it in; nil for ``defaultDirectory``.
    ///   - output: The file to write instead of `DIRECTORY/NAME.lua`.
    ///   - force: Whether to replace a file that exists (`--force`).
    public init(name: String, directory: String? = nil, output: String? = nil, force: Bool = false) {
        self.name = name
        self.directory = directory
        self.output = output
        self.force = force
    }

    /// The folder new styles go in when none is given.
    public static let defaultDirectory = "Styles"
}
