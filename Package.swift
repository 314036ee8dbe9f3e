// swift-tools-version: 6.0
// prestyle: a headless model of UIKit's presentation machinery with custom presentations written in Lua.
import PackageDescription

let package = Package(
    name: "prestyle",
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PrestyleExport", targets: ["PrestyleExport"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        .library(name: "Prestyle", targets: ["Prestyle"]),
        .executable(name: "luakit-bench", targets: ["luakit-bench"]),
    ],
    targets: [
        // Lua 5.4 from the system, found with pkg-config. Nothing vendored.
        .systemLibrary(
            name: "CLua",
            path: "Sources/CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
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
        .target(name: "PrestyleExport", dependencies: ["PresentationKit"]),
        .testTarget(name: "PrestyleExportTests", dependencies: ["PrestyleExport"]),
        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit"]),
        // Lua styles: the registry and the bindings, the one place where Lua and the engine meet.
        .target(name: "Prestyle", dependencies: ["LuaKit", "PresentationKit"]),
        .testTarget(
            name: "PrestyleTests", dependencies: ["Prestyle", "LuaKit", "PresentationKit", "PrestyleExport"],
            exclude: ["Fixtures"]
        ),
        // `make bench`: LuaKit against the raw Lua C API, measured in one run.
        .target(name: "CLuaBaselines", dependencies: ["CLua"], path: "Benchmarks/CLuaBaselines"),
        .executableTarget(
            name: "luakit-bench",
            dependencies: ["LuaKit", "CLuaBaselines"],
            path: "Benchmarks/LuaKitBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
