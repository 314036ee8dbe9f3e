/// The package's `Styles/`, found from this file's path: the benchmark runs the bundled styles wherever it is
/// started from, and no `PRESTYLE_PATH` or `./Styles` can stand in for them.
enum BundledStyles {
    static let folder = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Styles"
}
