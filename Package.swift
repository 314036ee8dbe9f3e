// swift-tools-version: 6.2
// 6.2: the oldest tools that can read swift-log 1.16's manifest (it says 6.2, and uses package traits).
// prestyle: a headless model of UIKit's presentation machinery with custom presentations written in Lua.
import PackageDescription

let package = Package(
    name: "prestyle",
    // macOS 15 is the floor because of Synchronization's Mutex (macOS 15.0), which the preview server and its
    // tests share state through; everything else needs at most macOS 13 (Duration, ContinuousClock,
    // Task.sleep(for:), Collection.firstRange(of:)). Swift 6.2's toolchain (Xcode 26) runs on macOS 15.6 or
    // later anyway.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PrestyleExport", targets: ["PrestyleExport"]),
        .library(name: "PrestyleStage", targets: ["PrestyleStage"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        .library(name: "Prestyle", targets: ["Prestyle"]),
        .library(name: "PrestyleTool", targets: ["PrestyleTool"]),
        .executable(name: "prestyle", targets: ["PrestyleCLI"]),
        .executable(name: "luakit-bench", targets: ["luakit-bench"]),
        .executable(name: "prestyle-bench", targets: ["prestyle-bench"]),
    ],
    dependencies: [
        // `make docs`: the DocC catalogues built with `swift package generate-documentation` (a plugin only:
        // no target links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The CLI's argument parsing, help, usage errors and shell completions; 1.8 for options that work as a
        // bare flag too (`--keyboard [HEIGHT]`).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        // `prestyle preview`'s HTTP server on 127.0.0.1: SwiftNIO's event loop and its HTTP/1 codec (llhttp, with
        // limits on the request line, each header and their total), its accept back-off, and small handlers for
        // timeouts and a bound on connections. FlyingFox 0.27.1 reads a request line without bound (in time
        // quadratic in its length), has no read timeout or connection limit and ends its accept loop for good on
        // one failed accept(); none of it is configurable. Hummingbird 2 sits on the same NIO and names 15 packages
        // (NIO extras, HTTP/2, SSL, metrics, tracing, service lifecycle…) for routing four paths. The cost is
        // build time: a clean debug build of NIOCore, NIOPosix and NIOHTTP1 alone took 38 s on this project's
        // 2-core machine at a load of 4 (FlyingFox: 10 s), and 3.7 minutes at a load of 12 to 24.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Logging: the libraries accept a Logger (StyleRegistry.Configuration.logger, Tool.logger); only the
        // `prestyle` executable bootstraps a handler (`--verbose`). InMemoryLogging captures it in tests.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // Lua 5.4 from the system, found with pkg-config. Nothing vendored. Homebrew's `lua` is 5.5; its 5.4 is the
        // keg-only `lua@5.4`, which pkg-config sees through PKG_CONFIG_PATH (the Makefile sets it).
        .systemLibrary(
            name: "CLua",
            path: "Sources/CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua@5.4"])]
        ),
        // The small unsafe C boundary under LuaKit: macro wrappers, the error trampoline, the capped
        // allocator and the instruction-budget hook.
        .target(name: "CLuaBridge", dependencies: ["CLua"]),
        // The safe Swift face of Lua: states, values, calls, Swift exposed to Lua, errors, sandbox, limits.
        .target(name: "LuaKit", dependencies: ["CLuaBridge"]),
        // The headless UIKit model. Knows nothing of Lua.
        .target(name: "PresentationKit"),
        .testTarget(name: "PresentationKitTests", dependencies: ["PresentationKit"]),
        // A recorded run (the JSON export) and its renderings: text, JSON, SVG, HTML, comparisons.
        // Resources/: the HTML pages' skeleton, scripts and stylesheets, as .html, .js and .css files (`make lint`
        // runs eslint on the scripts), read through Bundle.module; `make install` puts the bundle beside the binary.
        .target(name: "PrestyleExport", dependencies: ["PresentationKit"], resources: [.copy("Resources")]),
        .testTarget(
            name: "PrestyleExportTests",
            dependencies: ["PrestyleExport", "PrestyleStage", "RecordingTesting", "BrowserTesting", "TestSupport"]
        ),
        // Swift transitioning delegates shaped like the seeds' styles and a checked `record(_:)`: what the
        // export's and the stage's tests record.
        .target(name: "RecordingTesting", dependencies: ["PrestyleStage"], path: "Tests/RecordingTesting"),
        // Headless Chromium and a reader for the DOM it dumps: the HTML pages' browser tests (export and CLI).
        .target(name: "BrowserTesting", dependencies: ["TestSupport"], path: "Tests/BrowserTesting"),
        // What every test target shares, on Foundation and Swift Testing alone: the package's folders, temporary
        // folders and style folders, the built `prestyle` and other programs run as a shell runs them.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit", "TestSupport"], exclude: ["Fixtures"]),
        // Lua styles: the registry and the bindings, the one place where Lua and the engine meet.
        // Resources/prelude.lua: the runtime's Lua half (linted with the styles).
        .target(
            name: "Prestyle", dependencies: ["LuaKit", "PresentationKit", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Resources")]
        ),
        // The stage (a window, its controllers, a style's delegate) and its recorder, which runs it through its steps.
        // Re-exports Prestyle, PresentationKit and PrestyleExport: one import for an embedder.
        .target(name: "PrestyleStage", dependencies: ["Prestyle", "PresentationKit", "PrestyleExport"]),
        .testTarget(name: "PrestyleStageTests", dependencies: ["PrestyleStage", "RecordingTesting", "TestSupport"]),
        .testTarget(
            name: "PrestyleTests",
            dependencies: [
                "Prestyle", "LuaKit", "PresentationKit", "PrestyleExport", "PrestyleStage", "TestSupport",
                .product(name: "Logging", package: "swift-log"), .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]
        ),
        // The operations behind the CLI — apply, check, list, devices, new, compare — as functions that return
        // their output and exit status, so they run in-process in tests and in other tools.
        .target(
            name: "PrestyleTool",
            dependencies: [
                "Prestyle", "PrestyleExport", "PrestyleStage", "PresentationKit",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Resources/: the preview page (.html, .css, .js) and the style `prestyle new` writes (.lua).
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "PrestyleToolTests",
            dependencies: [
                "PrestyleTool", "Prestyle", "PrestyleExport", "PrestyleStage", "PresentationKit", "TestSupport",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"), .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]
        ),
        // The `prestyle` command: one file per subcommand, each run() calling one PrestyleTool function.
        .executableTarget(
            name: "PrestyleCLI",
            dependencies: [
                "PrestyleTool", "PrestyleExport", "PrestyleStage", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // End to end: the built binary, every command and format; and the commands parsed in-process.
        .testTarget(
            name: "PrestyleCLITests",
            dependencies: [
                "PrestyleCLI", "embedding-example", "contact-sheet-example", "custom-function-example", "PrestyleTool", "PrestyleExport", "PrestyleStage", "BrowserTesting", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The README's embedding example, built with everything else so that it keeps compiling.
        .executableTarget(
            name: "embedding-example", dependencies: ["PrestyleStage"],
            path: "Examples/Embedding"
        ),
        // The README's contact sheet: every style in a folder rendered across all cores (PrestyleTool's Batch)
        // into one HTML page.
        .executableTarget(
            name: "contact-sheet-example", dependencies: ["Prestyle", "PrestyleExport", "PrestyleTool"],
            path: "Examples/ContactSheet"
        ),
        // The README's custom function: a Swift function and a Swift value type given to styles as globals
        // (StyleRegistry.Configuration.globals), and a style in its Styles/ that uses them.
        .executableTarget(
            name: "custom-function-example", dependencies: ["LuaKit", "Prestyle", "PresentationKit"],
            path: "Examples/CustomFunction", exclude: ["Styles"]
        ),
        // `make bench`: LuaKit against the raw Lua C API, measured in one run.
        .target(name: "CLuaBaselines", dependencies: ["CLua"], path: "Benchmarks/CLuaBaselines"),
        .executableTarget(
            name: "luakit-bench",
            dependencies: ["LuaKit", "CLuaBaselines"],
            path: "Benchmarks/LuaKitBenchmarks"
        ),
        // `make bench`: a Lua style against the same presentation written in Swift, measured in one run.
        .executableTarget(
            name: "prestyle-bench",
            dependencies: ["Prestyle", "PrestyleExport", "PrestyleStage", "PresentationKit", "PrestyleTool"],
            path: "Benchmarks/PrestyleBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz-libfuzzer`: the libFuzzer targets, in the package only when PRESTYLE_FUZZ is set (they have no
// `main` of their own: libFuzzer's, linked by `-sanitize=fuzzer`, calls their `LLVMFuzzerTestOneInput`).
if Context.environment["PRESTYLE_FUZZ"] != nil {
    package.targets += [
        .target(name: "PrestyleFuzzing", dependencies: ["Prestyle", "PresentationKit"], path: "Fuzz/Support"),
        .target(name: "CFuzzing", path: "Fuzz/CFuzzing"),
        .executableTarget(name: "fuzz-style-source", dependencies: ["CFuzzing", "PrestyleFuzzing", "Prestyle", "PresentationKit"],
                          path: "Fuzz/StyleSource"),
        .executableTarget(name: "fuzz-hook-values", dependencies: ["CFuzzing", "PrestyleFuzzing", "Prestyle", "PresentationKit"],
                          path: "Fuzz/HookValues"),
        .executableTarget(name: "fuzz-engine-operations", dependencies: ["CFuzzing", "PrestyleFuzzing"], path: "Fuzz/EngineOperations"),
    ]
    package.products += ["fuzz-style-source", "fuzz-hook-values", "fuzz-engine-operations"].map {
        .executable(name: $0, targets: [$0])
    }
}
