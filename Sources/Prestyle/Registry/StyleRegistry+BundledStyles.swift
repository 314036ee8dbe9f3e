extension StyleRegistry {
    /// The folders of the styles that come with prestyle, which every registry searches last: the installed
    /// `PREFIX/share/prestyle/Styles` beside a binary in `PREFIX/bin`, then the package's own `Styles/`, those
    /// that exist. They also hold the style API's annotations for editors (`prestyle.meta.lua`) and luacheck's
    /// configuration (`.luacheckrc`), which `prestyle new` and `prestyle init` point a folder of styles at.
    public static var bundledStylesFolders: [String] {
        [StyleSearchPath.installedStylesFolder(), StyleSearchPath.packageStylesFolder].compactMap { $0 }
    }
}
