import Logging
import LuaKit
import PresentationKit

/// Finds Lua styles by name, loads and validates them, and vends a transitioning delegate that presents any
/// controller with any style — the presented controller never changes.
///
///     let registry = try StyleRegistry()                       // Styles/ of the package and of the current
///                                                              // directory, plus PRESTYLE_PATH
///     let delegate = try registry.transitioningDelegate(for: "bouncy", options: ["inset": 50])
///     presented.modalPresentationStyle = .custom
///     presented.transitioningDelegate = delegate               // weak, as in UIKit: keep `delegate` alive
///     presenting.present(presented, animated: true)
///
/// **Where styles come from.** A style is a file `NAME.lua` in a search folder; its name is the file name.
/// Folders are searched in this order, the first file with a name winning: the folders given to
/// ``init(searchPaths:configuration:)`` and ``addSearchPath(_:)``, then each folder of the `PRESTYLE_PATH`
/// environment variable (colon-separated), then `Styles/` in the current directory, then the bundled styles:
/// `PREFIX/share/prestyle/Styles` when the running program is `PREFIX/bin/…` (where `make install` puts them),
/// then the `Styles/` folder of the prestyle package this library was built from. `prestyle.meta.lua` (editor annotations) and other
/// `*.meta.lua` files are not styles.
///
/// **Loading.** Styles load lazily, when first looked up, and are validated then: the structure, the hook
/// names (a misspelt hook is a warning naming the closest real one), the options. A file that changed since
/// it was loaded is loaded again; if the new version is broken, the last good one is kept and the error is
/// reported in its ``StyleInfo/diagnostics`` and in ``diagnostics``. Loading runs the file, never its hooks.
///
/// **Running.** Hooks run sandboxed in the registry's one Lua state (no `io`, `os`, `debug`; an instruction
/// budget per call, a memory cap). Whatever a hook does wrong — an error, an endless loop, a NaN frame — is
/// reported into the window's `Window.diagnostics` with file, line and hook, and UIKit's
/// default is used instead; an animator that fails or never completes is completed by the engine's
/// watchdog, which the delegate turns on. The presentation always completes.
///
/// **Sharing.** A registry and everything it vends belong to one isolation domain (it is not `Sendable`, and
/// says so: the conformance is unavailable, so no extension can claim it): create it, use it and present with
/// it on the same thread or actor. Registries do not share anything, so several may run at once, one per
/// thread; to spread work over the cores, give each thread a registry of its own from a `@Sendable` factory
/// (PrestyleTool's `Batch` does that) and let only values (names, ``StyleInfo``, recordings) cross threads.
public final class StyleRegistry {
    let runtime: StyleRuntime
    /// How the registry's Lua state is limited.
    public let configuration: Configuration
    var explicitPaths: [String]
    var environmentPaths: [String]
    var standardPaths: [String]
    /// Styles loaded so far, by name.
    var loaded: [String: LoadedStyle] = [:]
    /// Files loaded by path that are outside the search folders, by style name.
    var extraFiles: [String: String] = [:]
    /// The search folders' style files as the lookup under way found them (``withOneLookAtTheFolders(_:)``);
    /// nil between lookups.
    var folderFilesOfThisLookup: [String: String]?
    /// Fingerprints of broken versions already reported, by file, so a broken file is reported once.
    var reportedBrokenVersions: [String: StyleFingerprint] = [:]
    /// Every load-time diagnostic so far, in order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The lookups delegates were made from, while their files stand (Delegate/StyleLookupCache.swift).
    let delegateLookups = StyleLookupCache()

    /// A registry searching `searchPaths` first, then `PRESTYLE_PATH`, `./Styles` and the package's `Styles/`.
    ///
    /// - Parameters:
    ///   - searchPaths: Folders to search before the standard ones (relative paths are relative to the
    ///     current directory).
    ///   - configuration: Limits of the Lua state and which standard folders to search.
    /// - Throws: ``StyleError`` when the configuration is invalid (a limit that is not a positive, finite
    ///   number) or the Lua state cannot be set up (not enough memory for the bindings).
    public init(searchPaths: [String] = [], configuration: Configuration = Configuration()) throws {
        if let problem = configuration.problem {
            throw StyleError(.configuration, "the style registry's configuration is invalid: \(problem)")
        }
        self.configuration = configuration
        explicitPaths = searchPaths
        environmentPaths = StyleSearchPath.environmentPaths(configuration.environment)
        standardPaths = StyleSearchPath.standardPaths(configuration)
        do {
            runtime = try StyleRuntime(configuration: configuration)
        } catch let error as LuaError {
            throw StyleError(.configuration, "the Lua runtime for styles could not be set up: \(error)")
        }
        do {
            try Self.install(configuration.globals, in: runtime.state)
        } catch let error as StyleError {
            throw error
        } catch {
            throw StyleError(.configuration, "the host globals could not be installed: \(error)")
        }
        runtime.useResolver = { [weak self] name, caller in
            guard let self else { throw LuaError(kind: .runtime, message: "the style registry is gone") }
            return try self.definitionForUse(name, from: caller)
        }
    }

    /// Adds a folder to search before every other (the most recently added first).
    public func addSearchPath(_ path: String) {
        explicitPaths.insert(path, at: 0)
    }

    /// The folders searched, in order.
    public var searchPaths: [String] {
        StyleSearchPath.unique(explicitPaths + environmentPaths + standardPaths)
    }

    /// The names of the styles found, sorted, without loading any of them.
    public var styleNames: [String] {
        discoveredFiles().keys.sorted()
    }

    /// Every style found, loaded for its metadata (never running a hook), sorted by name. A style that does
    /// not load is listed with its ``StyleInfo/loadError``.
    public var styles: [StyleInfo] {
        listings(of: styleFiles).map(\.info)
    }

    /// The styles with these names, each as ``styles`` lists it, in the order given; a name the registry does
    /// not find is left out. A tool listing many styles on several registries (one per thread) gives each a
    /// share of ``styleNames``.
    public func styles(named names: [String]) -> [StyleInfo] {
        let files = Dictionary(uniqueKeysWithValues: styleFiles.map { ($0.name, $0) })
        return listings(of: names.compactMap { files[$0] }).map(\.info)
    }

    /// The style named `name`, loading it (or loading it again, if its file changed) first.
    ///
    /// - Parameter name: A style's name, a file name (`cool.lua`) or a path (`Styles/cool.lua`).
    /// - Throws: ``StyleError``: an unknown name (with close names suggested), a missing file, or a style
    ///   that does not load (syntax error, error at load, wrong structure) — with file and line.
    public func style(named name: String) throws -> StyleInfo {
        try resolve(name).info
    }

    /// Loads the style at `path` — `cool.lua`, `Styles/cool.lua`, `/abs/path/fancy.lua` — or, when no such file
    /// exists, the style with that name. A file outside the search folders is remembered under its name.
    ///
    /// - Throws: ``StyleError`` as ``style(named:)`` does.
    @discardableResult
    public func load(path: String) throws -> StyleInfo {
        try resolve(path).info
    }

    /// A transitioning delegate that presents with the style, with `options` overriding its defaults.
    ///
    /// Set it on the controller to present, with `ModalPresentationStyle.custom`. UIKit's
    /// property is weak: keep the delegate alive as long as the controller may present or dismiss with it
    /// (the CLI's stage holds it). It vends a new presentation controller for each presentation, the style's
    /// animators, and (when the window has none) turns on the engine's transition watchdog.
    ///
    /// - Parameters:
    ///   - name: A style's name, file name or path (see ``load(path:)``).
    ///   - options: Overrides of the style's options; each must have the kind of the option's default.
    /// - Throws: ``StyleError``: the style does not load, or an option is unknown or of the wrong kind.
    public func transitioningDelegate(for name: String, options: [String: OptionValue] = [:]) throws
        -> StyleTransitioningDelegate
    {
        let found = try delegateLookups.style(name, in: self)
        let resolved = options.isEmpty ? found.defaults : try found.style.info.resolvedOptions(options)
        do {
            return try StyleTransitioningDelegate(
                style: found.style, options: resolved, optionsTable: options.isEmpty ? delegateLookups.defaultOptionsTable(for: found, in: runtime) : nil,
                traceName: found.traceName, runtime: runtime)
        } catch {
            throw StyleError(.load, "the style's options could not be handed to Lua: \(error)", file: found.style.file)
        }
    }

    /// The load-time diagnostics of one style (its warnings, and why a changed version was not taken).
    public func diagnostics(for name: String) -> [Diagnostic] {
        (try? resolve(name).info.diagnostics) ?? []
    }

    func record(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { configuration.logger.debug("\(diagnostic)", metadata: diagnostic.logMetadata) }
        self.diagnostics += diagnostics
    }
}

/// A registry owns a Lua state, which one thread at a time may use: never `Sendable` (see "Sharing" above).
@available(*, unavailable, message: "a StyleRegistry stays on the thread that made it; make one per thread")
extension StyleRegistry: Sendable {}
