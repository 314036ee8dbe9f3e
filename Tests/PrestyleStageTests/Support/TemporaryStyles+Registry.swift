import PrestyleStage
import TestSupport

extension TemporaryStyles {
    /// An isolated registry that finds the styles written here, then the package's own `Styles/`.
    func registry() throws -> StyleRegistry {
        try StyleRegistry(searchPaths: searchPaths(includingBundledStyles: true), configuration: .isolated)
    }
}
