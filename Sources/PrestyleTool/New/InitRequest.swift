/// What `prestyle init` is asked to set up: a folder of styles for editors and luacheck, and optionally a
/// first style in it.
public struct InitRequest: Sendable, Hashable {
    /// The folder, made when missing; `Styles` by default (where prestyle looks from the current folder).
    public var folder: String
    /// The name of a first style to write from `prestyle new`'s template, if any.
    public var style: String?

    /// A request to set `folder` up, with a first style named `style` when given.
    public init(folder: String? = nil, style: String? = nil) {
        self.folder = folder ?? NewStyleRequest.defaultDirectory
        self.style = style
    }
}
