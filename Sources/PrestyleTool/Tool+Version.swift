extension Tool {
    /// prestyle's version, said here only: `prestyle --version` prints it, and a test holds it equal to the newest
    /// release in CHANGELOG.md. Semantic versioning: the libraries' public API and the command's flags and output
    /// formats are what a minor version keeps and a major version may change.
    public static let version = "0.1.0"
}
