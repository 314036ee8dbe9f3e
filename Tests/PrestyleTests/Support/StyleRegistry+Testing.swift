import Prestyle
import TestSupport

extension StyleRegistry.Configuration {
    /// ``isolated``, with a time limit far above the default 2 s: the tests run in parallel on shared,
    /// loaded machines, where a hostile style that the instruction budget or a runaway guard is meant to
    /// stop (traces of megabytes, views nested 10,000 deep) could otherwise hit the wall-clock limit first and
    /// be reported as something else. Tests of the time limit itself set theirs explicitly.
    static var testing: Self {
        var configuration = isolated
        configuration.timeLimit = 60
        return configuration
    }
}

extension TemporaryStyles {
    /// A registry searching this folder (and, when asked, the repository's styles after it).
    func registry(includingBundledStyles: Bool = false) throws -> StyleRegistry {
        try StyleRegistry(searchPaths: searchPaths(includingBundledStyles: includingBundledStyles), configuration: .testing)
    }
}
