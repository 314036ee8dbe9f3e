import Foundation

/// Where styles are looked for, and which files in a folder are styles.
enum StyleSearchPath {
    /// The environment variable listing extra style folders, colon-separated.
    static let environmentVariable = "PRESTYLE_PATH"

    /// The folders `PRESTYLE_PATH` lists, in order (empty entries skipped).
    static func environmentPaths(_ environment: [String: String]?) -> [String] {
        let value = (environment ?? ProcessInfo.processInfo.environment)[environmentVariable] ?? ""
        return value.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// `./Styles`, then the bundled styles: those installed beside the running program
    /// (``installedStylesFolder(executable:)``: `make install` puts the binary in `PREFIX/bin` and the styles in
    /// `PREFIX/share/prestyle/Styles`), then the package's `Styles/` (found from this source file's location at
    /// build time). An installed binary uses the styles installed with it even while the checkout it was built
    /// from is still there.
    static func standardPaths(_ configuration: StyleRegistry.Configuration) -> [String] {
        var paths: [String] = []
        if configuration.searchesWorkingDirectory { paths.append("Styles") }
        if configuration.searchesPackageStyles {
            if let installed = installedStylesFolder() { paths.append(installed) }
            if let package = packageStylesFolder { paths.append(package) }
        }
        return paths
    }

    /// `PREFIX/share/prestyle/Styles` for a program at `PREFIX/bin/NAME` (symbolic links resolved: a link to
    /// the binary finds the styles installed with the binary), when that folder exists; nil otherwise. The
    /// program is `/proc/self/exe` on Linux, else the executable Foundation names (its first argument resolved).
    static func installedStylesFolder(executable: String? = runningExecutable) -> String? {
        guard let executable else { return nil }
        let prefix = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = prefix.appendingPathComponent("share/prestyle/Styles").path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return folder
    }

    /// The running program's file.
    static var runningExecutable: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }

    /// `<package>/Styles`, from `<package>/Sources/Prestyle/Registry/StyleSearchPath.swift`; nil when the
    /// package is not where it was built (an installed binary).
    static var packageStylesFolder: String? {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        let folder = url.appendingPathComponent("Styles").path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return folder
    }

    /// The folders without repeats (the same folder reached two ways counts once), in order.
    static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert(canonical($0)).inserted }
    }

    /// A path made absolute and free of `.`, `..` and symbolic links, for comparing.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether a file name is a style: `*.lua`, not hidden, not editor annotations (`*.meta.lua`).
    static func isStyleFile(_ fileName: String) -> Bool {
        fileName.hasSuffix(".lua") && !fileName.hasPrefix(".") && !fileName.hasSuffix(".meta.lua") && fileName.count > 4
    }

    /// The style name of a file: its name without `.lua`.
    static func styleName(ofFile path: String) -> String {
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        return fileName.hasSuffix(".lua") ? String(fileName.dropLast(4)) : fileName
    }

    /// The style files in `folder`, by style name (nothing when the folder does not exist); a folder whose
    /// name ends in `.lua` is not one. Entries that cannot be styles but are named like one — a named pipe,
    /// a symbolic link loop or one that points nowhere, a file that cannot be read — are listed, so that
    /// loading them reports why (``InputFile``) instead of leaving them out unseen; listing never opens them.
    static func styleFiles(in folder: String) -> [(name: String, path: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter(isStyleFile).sorted().map { name in
            (String(name.dropLast(4)), folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        }.filter { isFile($0.path) }
    }

    /// Whether something other than a folder is at `path` (``InputFile/isEntryOtherThanFolder(_:)``): a file
    /// of any kind, or a symbolic link even when broken — what reading it will accept or refuse by name.
    static func isFile(_ path: String) -> Bool {
        InputFile.isEntryOtherThanFolder(path)
    }
}

extension StyleSearchPath {
    /// `path` relative to the current directory when it lies inside it (`Styles/cool.lua`), else as given:
    /// what diagnostics show.
    static func displayPath(_ path: String) -> String {
        displayPath(path, in: currentDirectory())
    }

    /// The current directory, canonical: for ``displayPath(_:in:)`` over many files (`prestyle list`), where
    /// working it out again for each file was a tenth of the listing.
    static func currentDirectory() -> String {
        canonical(FileManager.default.currentDirectoryPath)
    }

    /// ``displayPath(_:)`` with the canonical current directory given.
    static func displayPath(_ path: String, in directory: String) -> String {
        let full = canonical(path)
        guard full.hasPrefix(directory + "/") else { return path }
        return String(full.dropFirst(directory.count + 1))
    }
}
