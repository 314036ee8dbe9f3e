import Foundation
import InMemoryLogging
import Logging
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// The registry logs to the `Logger` in its configuration: loads, reloads and styles let go at debug, every
/// diagnostic at debug in the one form `file:line: severity: message [hook]`, a changed file that no longer
/// loads at info — and, as swift-log asks of a library, nothing above info.
@Suite("registry logging")
struct RegistryLoggingTests {
    static let card = """
        return style {
          summary = "A card",
          presentation = { frameOfPresentedView = function(self) return self.container.bounds:inset(20, 20) end },
        }
        """

    /// A registry of `styles`' folder that logs everything into `handler`.
    static func registry(_ styles: TemporaryStyles, logging handler: InMemoryLogHandler) throws -> StyleRegistry {
        var configuration = StyleRegistry.Configuration.testing
        configuration.logger = Logger(label: "test") { _ in handler }
        configuration.logger.logLevel = .trace
        return try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
    }

    @Test func loadsAndReloadsAreLoggedAtDebugWithTheirFile() throws {
        let styles = TemporaryStyles()
        let file = styles.write("card", Self.card)
        let handler = InMemoryLogHandler()
        let registry = try Self.registry(styles, logging: handler)
        _ = try registry.style(named: "card")
        _ = try registry.style(named: "card")
        styles.write("card", Self.card.replacingOccurrences(of: "A card", with: "A changed card"))
        _ = try registry.style(named: "card")
        let lines = handler.entries.map { "\($0.level) \($0.message)" }
        #expect(lines == ["debug loaded style 'card'", "debug reloaded style 'card': its file changed"])
        #expect(handler.entries.allSatisfy { $0.metadata["file"] == "\(file)" })
    }

    @Test func aSaveThatNoLongerLoadsIsLoggedAtInfoOnceAndItsDiagnosticAtDebug() throws {
        let styles = TemporaryStyles()
        styles.write("card", Self.card)
        let handler = InMemoryLogHandler()
        let registry = try Self.registry(styles, logging: handler)
        _ = try registry.style(named: "card")
        styles.write("card", "return style {")
        _ = try registry.style(named: "card")
        _ = try registry.style(named: "card")
        let info = handler.entries.filter { $0.level == .info }
        #expect(info.count == 1)
        let text = info.first.map { "\($0.message)" } ?? ""
        #expect(text.hasPrefix("style 'card' changed and no longer loads; its last good version is used: "), "\(text)")
        let diagnostic = try #require(registry.diagnostics.last)
        #expect(handler.entries.contains { $0.level == .debug && "\($0.message)" == diagnostic.description })
    }

    @Test func aLoadTimeWarningIsLoggedAsTheDiagnosticWithItsPartsAsMetadata() throws {
        let styles = TemporaryStyles()
        let file = styles.write("misspelt", """
            return style {
              presentation = { frameOfPresentedVeiw = function(self) return self.container.bounds end },
            }
            """)
        let handler = InMemoryLogHandler()
        let registry = try Self.registry(styles, logging: handler)
        let warning = try #require(try registry.style(named: "misspelt").diagnostics.first)
        let entry = try #require(handler.entries.first { "\($0.message)" == warning.description })
        #expect(entry.level == .debug)
        #expect(entry.metadata["severity"] == "warning")
        #expect(entry.metadata["file"] == "\(file)")
        #expect(entry.metadata["line"] == "2")
    }

    @Test func aHookFailingWhilePresentingIsLoggedWhereTheWindowReportsIt() throws {
        let styles = TemporaryStyles()
        styles.write("faulty", """
            return style {
              presentation = { frameOfPresentedView = function(self) error("no frame today") end },
            }
            """)
        let handler = InMemoryLogHandler()
        let registry = try Self.registry(styles, logging: handler)
        let scene = StyleScene(try registry.transitioningDelegate(for: "faulty"))
        scene.present()
        let reported = scene.diagnostics.filter { $0.hook == "frameOfPresentedView" }
        #expect(!reported.isEmpty)
        for diagnostic in reported {
            #expect(handler.entries.contains { $0.level == .debug && "\($0.message)" == diagnostic.description })
        }
        #expect(handler.entries.allSatisfy { $0.level <= .info }, "a library logs at info and below")
    }

    @Test func aStyleWhoseFileIsGoneIsLetGoAtDebug() throws {
        let styles = TemporaryStyles()
        let file = styles.write("card", Self.card)
        let handler = InMemoryLogHandler()
        let registry = try Self.registry(styles, logging: handler)
        _ = try registry.style(named: "card")
        try FileManager.default.removeItem(atPath: file)
        _ = registry.styleNames
        _ = registry.styles
        #expect(handler.entries.contains { $0.level == .debug && "\($0.message)" == "let go of style 'card': its file is gone" })
    }
}
