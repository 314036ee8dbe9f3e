#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

extension StyleRegistry {
    /// A style file the registry finds: the style's name and its file, as diagnostics show it.
    public struct StyleFile: Hashable, Sendable {
        /// The style's name: the file name without `.lua`.
        public var name: String
        /// The file, relative to the current directory when inside it (`Styles/cool.lua`), else as found.
        public var path: String

        /// The style `name` in the file at `path`.
        public init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// Every style file found, sorted by name, none of them loaded: the files ``styles`` lists.
    ///
    /// A tool that lists many styles finds them once with this and hands each worker's registry a share
    /// (``listings(of:)``), instead of every share searching the folders again.
    public var styleFiles: [StyleFile] {
        let directory = StyleSearchPath.currentDirectory()
        var folders: [Substring: String] = [:]
        return discoveredFiles().sorted { $0.key < $1.key }.map { name, path in
            StyleFile(name: name, path: Self.displayPath(path, in: directory, canonicalFolders: &folders))
        }
    }

    /// ``StyleSearchPath/displayPath(_:in:)`` of a file found in a folder, the folder made canonical once for
    /// all its files: a file that is not a symbolic link is canonically the canonical folder's entry of its
    /// name. Canonicalising each of 1,000 paths (URL's `standardizedFileURL` and `resolvingSymlinksInPath`)
    /// was three quarters of a listing whose styles all came from the cache (callgrind of `prestyle list`).
    private static func displayPath(_ path: String, in directory: String, canonicalFolders: inout [Substring: String]) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex, !isSymbolicLink(path) else {
            return StyleSearchPath.displayPath(path, in: directory)
        }
        let folder = path[..<slash]
        let canonicalFolder = canonicalFolders[folder] ?? StyleSearchPath.canonical(String(folder))
        canonicalFolders[folder] = canonicalFolder
        if canonicalFolder == directory { return String(path[path.index(after: slash)...]) }
        guard canonicalFolder.hasPrefix(directory + "/") else { return path }
        return String(canonicalFolder.dropFirst(directory.count + 1)) + path[slash...]
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 || info.st_mode & S_IFMT == S_IFLNK
    }

    /// A style as ``styles`` lists it, with the files its listing was made from beside its own.
    public struct Listing: Sendable {
        /// The style's metadata, or its load error.
        public var info: StyleInfo
        /// The files it borrowed from with `use()`, directly or not, as diagnostics show them (empty when it
        /// uses none or does not load): what its metadata depends on beside its own file.
        public var filesUsed: [String]
    }

    /// The styles in `files` (as ``styleFiles`` gives them), each as ``styles`` lists it, in the order given,
    /// with the files each borrowed from: loaded for its metadata, or with its load error.
    ///
    /// The files used are those of the version just loaded: read later, the registry may hold another style
    /// of that name (one `use()` found next to another style).
    public func listings(of files: [StyleFile]) -> [Listing] {
        withOneLookAtTheFolders {
            files.map { file in
                let (info, style) = listed(name: file.name, file: file.path)
                return Listing(info: info, filesUsed: style?.dependencies.map(\.file) ?? [])
            }
        }
    }

    /// The style `name` in `file` (a display path) loaded for its metadata, or with its load error; and the
    /// version loaded, when it loads.
    func listed(name: String, file: String) -> (info: StyleInfo, style: LoadedStyle?) {
        do {
            let style = try loadedStyle(named: name, file: file)
            return (style.info, style)
        } catch let error as StyleError {
            return (StyleInfo(name: name, source: file, loadError: error), nil)
        } catch {
            return (StyleInfo(name: name, source: file, loadError: StyleError(.load, "\(error)", file: file)), nil)
        }
    }
}
