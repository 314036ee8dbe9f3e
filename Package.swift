// swift-tools-version: 6.0
// prestyle: a headless model of UIKit's presentation machinery with custom presentations written in Lua.
import PackageDescription

let package = Package(
    name: "prestyle",
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PrestyleExport", targets: ["PrestyleExport"]),
    ],
    targets: [
        // Lua 5.4 from the system, found with pkg-config. Nothing vendored.
        .systemLibrary(
            name: "CLua",
            path: "Sources/CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // The headless UIKit model. Knows nothing of Lua.
        .target(name: "PresentationKit"),
        .testTarget(name: "PresentationKitTests", dependencies: ["PresentationKit"]),
        // A recorded run (the JSON export) and its renderings: text, JSON, SVG, HTML, comparisons.
        .target(name: "PrestyleExport", dependencies: ["PresentationKit"]),
        .testTarget(name: "PrestyleExportTests", dependencies: ["PrestyleExport"]),
    ],
    swiftLanguageModes: [.v6]
)
