import Foundation
import Logging
import LuaKit
import PresentationKit

extension StyleRegistry {
    /// Every style file found, by name: the first folder holding a name wins; files loaded by path outside
    /// the folders are added (and win over a folder's file of the same name). Paths are as found; callers
    /// turn the one they use into its display form (``StyleSearchPath/displayPath(_:)`` canonicalises paths,
    /// which is most of a lookup's cost when done for every file).
    func discoveredFiles() -> [String: String] {
        var files = folderFilesOfThisLookup ?? folderFiles()
        for (name, path) in extraFiles { files[name] = path }
        return files
    }

    /// The search folders' style files, read now: the first folder holding a name wins.
    private func folderFiles() -> [String: String] {
        var files: [String: String] = [:]
        for folder in searchPaths {
            for (name, path) in StyleSearchPath.styleFiles(in: folder) where files[name] == nil {
                files[name] = path
            }
        }
        return files
    }

    /// Runs one lookup — a name resolved with every `use()` its loading makes, or a listing of many styles —
    /// reading the search folders and letting go of vanished styles once for all of it, not once per name:
    /// a thousand styles that each `use()` a base in another folder would otherwise read that folder of a
    /// thousand files a thousand times. A lookup nested in another (`use()` while loading) shares the outer
    /// one's reading. Between lookups nothing is kept, so a file added or removed is seen by the next one.
    func withOneLookAtTheFolders<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard folderFilesOfThisLookup == nil else { return try body() }
        forgetVanishedStyles()
        folderFilesOfThisLookup = folderFiles()
        defer { folderFilesOfThisLookup = nil }
        return try body()
    }

    /// Lets go of the loaded styles whose files are gone, so that a long-lived registry whose styles come
    /// and go does not fill its Lua state with definitions nobody can look up (delegates made from them
    /// hold their own references and keep working).
    func forgetVanishedStyles() {
        for (name, style) in loaded where !StyleSearchPath.isFile(style.file) {
            configuration.logger.debug("let go of style '\(name)': its file is gone", metadata: ["file": "\(style.file)"])
            loaded[name] = nil
            reportedBrokenVersions[style.file] = nil
            if extraFiles[name] == style.file { extraFiles[name] = nil }
        }
    }

    /// The loaded style a name or a path refers to, loading it (again, if its file changed) first.
    func resolve(_ reference: String) throws -> LoadedStyle {
        try withOneLookAtTheFolders { try resolveInThisLookup(reference) }
    }

    private func resolveInThisLookup(_ reference: String) throws -> LoadedStyle {
        guard !reference.allSatisfy(\.isWhitespace) else {
            throw StyleError(.unknownStyle, "an empty name names no style: give a style's name (cool) or its file (Styles/cool.lua)")
        }
        let looksLikePath = reference.contains("/") || reference.hasSuffix(".lua")
        if looksLikePath, StyleSearchPath.isFile(reference) {
            guard reference.hasSuffix(".lua") else { throw notAStyleFile(reference) }
            let name = StyleSearchPath.styleName(ofFile: reference)
            let path = StyleSearchPath.displayPath(reference)
            let found = discoveredFiles()[name]
            if found.map(StyleSearchPath.canonical) != StyleSearchPath.canonical(path) { extraFiles[name] = path }
            return try loadedStyle(named: name, file: path)
        }
        let name = StyleSearchPath.styleName(ofFile: reference)
        let files = discoveredFiles()
        if let file = files[name] { return try loadedStyle(named: name, file: StyleSearchPath.displayPath(file)) }
        if StyleSearchPath.isFile(reference) { throw notAStyleFile(reference) }
        let suggestions = NameSuggestions.closest(to: name, among: Array(files.keys))
        if reference.contains("/") {
            throw StyleError(.fileNotFound, "no style file at \(reference), and no style named '\(name)' in "
                + searchPaths.joined(separator: ", "), suggestions: suggestions)
        }
        let known = files.isEmpty ? "no styles were found in \(searchPaths.joined(separator: ", "))"
            : "known styles: \(files.keys.sorted().joined(separator: ", "))"
        throw StyleError(.unknownStyle, "no style named '\(name)' (\(known))", suggestions: suggestions)
    }

    /// A file named where a style was expected that cannot be one: the file name is the style's name, and
    /// only `.lua` files are styles.
    private func notAStyleFile(_ path: String) -> StyleError {
        StyleError(.fileNotFound, "\(path) is not a style file: a style is a .lua file, named for the style (Styles/NAME.lua)")
    }

    /// The current version of the style in `file`: the one loaded, unless the file (or a file it uses)
    /// changed; a changed file that no longer loads keeps the last good version, reporting why once.
    func loadedStyle(named name: String, file: String) throws -> LoadedStyle {
        let existing = loaded[name].flatMap { StyleSearchPath.canonical($0.file) == StyleSearchPath.canonical(file) ? $0 : nil }
        let source: [UInt8], fingerprint: StyleFingerprint
        switch StyleFingerprint.read(file) {
        case .unreadable(let refusal):
            if let existing { return existing }
            throw StyleError.unreadableFile(file, refusal)
        case .tooLarge(let size):
            return try keep(existing, despite: .fileTooLarge(file, size: size), file: file,
                            fingerprint: StyleFingerprint(oversized: size))
        case .source(let bytes, let sourceFingerprint):
            (source, fingerprint) = (bytes, sourceFingerprint)
        }
        if let existing, existing.fingerprint == fingerprint, !dependenciesChanged(existing) { return existing }
        do {
            let style = try runtime.load(name: name, file: file, source: source, fingerprint: fingerprint)
            configuration.logger.debug(existing == nil ? "loaded style '\(name)'" : "reloaded style '\(name)': its file changed",
                                       metadata: ["file": "\(file)", "bytes": "\(fingerprint.size)"])
            loaded[name] = style
            reportedBrokenVersions[file] = nil
            record(style.info.diagnostics)
            return style
        } catch let error as StyleError {
            return try keep(existing, despite: error, file: file, fingerprint: fingerprint)
        }
    }

    /// The style `name` in the folder of the file `caller`, when there is one.
    private func neighbour(_ name: String, of caller: String?) throws -> LoadedStyle? {
        guard let caller, StyleSearchPath.isStyleFile(name + ".lua") else { return nil }
        let folder = URL(fileURLWithPath: caller).deletingLastPathComponent().path
        let path = folder + "/" + name + ".lua"
        guard StyleSearchPath.isFile(path) else { return nil }
        return try loadedStyle(named: name, file: StyleSearchPath.displayPath(path))
    }

    /// The last good version of a style whose file changed and no longer loads, reporting why once per
    /// broken version; rethrows `error` when there is no good version.
    private func keep(
        _ existing: LoadedStyle?, despite error: StyleError, file: String, fingerprint: StyleFingerprint
    ) throws -> LoadedStyle {
        guard let existing else {
            configuration.logger.debug("style file does not load: \(error)", metadata: ["file": "\(file)"])
            throw error
        }
        if reportedBrokenVersions[file] != fingerprint {
            configuration.logger.info("style '\(existing.name)' changed and no longer loads; its last good version is used: \(error)",
                                      metadata: ["file": "\(file)"])
            reportedBrokenVersions[file] = fingerprint
            let diagnostic = Diagnostic(
                .error, "\(error.message) — the file changed and no longer loads; the last good version is used",
                code: .style.styleReloadFailed, file: error.file ?? file, line: error.line, hook: error.hook)
            existing.keptDespite = diagnostic
            record([diagnostic])
        }
        return existing
    }

    /// Whether a file the style borrowed from changed since.
    private func dependenciesChanged(_ style: LoadedStyle) -> Bool {
        style.dependencies.contains { dependency in StyleFingerprint.read(dependency.file).fingerprint != dependency.fingerprint }
    }

    /// `use(name)` from a loading style: the named style's definition (loaded now if need be), found first
    /// in the folder of the file that calls `use()` (`caller`), then in the search folders. A name only: a
    /// path would let a style read any file on the host (and whether it exists) and make the registry
    /// remember it under a name another style then resolves to. A neighbour found next to the caller is
    /// loaded under its name but not remembered as the style of that name: looking the name up later still
    /// goes through the search folders.
    func definitionForUse(_ name: String, from caller: String?) throws -> LuaTable {
        guard !name.contains("/"), !name.hasSuffix(".lua"), !name.contains("\0") else {
            throw LuaError(kind: .runtime, message: "use(\(name.debugDescription)): use() takes the name of a style next to "
                + "the file or in the search folders, like use(\"bouncy\"), not a file")
        }
        do {
            let style = try neighbour(name, of: caller) ?? resolve(name)
            runtime.recordUse(of: style)
            return style.definition
        } catch let error as StyleError {
            var message = error.description
            if [.unknownStyle, .fileNotFound, .fileRefused].contains(error.code) { message = "use(\(name.debugDescription)): \(message)" }
            throw LuaError(kind: .runtime, message: message)
        }
    }
}
