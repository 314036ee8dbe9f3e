import Foundation
import Prestyle
import TestSupport
import Testing

/// What a registry's Lua state holds can be read: a loaded style is counted, and garbage goes at a collection.
@Suite struct StyleMemoryTests {
    private static let smallStyle = """
        return style {
          summary = "a card",
          presentation = {
            frameOfPresentedView = function(self) return self.container.bounds:inset(20, 20) end,
          },
        }
        """

    @Test func aLoadedStyleIsCountedInMemoryInUse() throws {
        let styles = TemporaryStyles()
        styles.write("hoard", """
            local rows = {}
            for i = 1, 20000 do rows[i] = i end
            return style {
              summary = "keeps a table of twenty thousand numbers",
              presentation = {
                frameOfPresentedView = function(self) return self.container.bounds:inset(#rows % 7) end,
              },
            }
            """)
        let registry = try styles.registry()
        registry.collectGarbage()
        let empty = registry.memoryInUse
        #expect(empty > 0, "the bindings and the prelude live in the state")
        _ = try registry.style(named: "hoard")
        registry.collectGarbage()
        // 20,000 array slots of at least 8 bytes each: the style's upvalue keeps them alive.
        #expect(registry.memoryInUse - empty >= 160_000)
    }

    @Test func stylesWhoseFilesAreGoneAreLetGoSoALongLivedRegistryKeepsLoading() throws {
        let styles = TemporaryStyles()
        var configuration = StyleRegistry.Configuration.isolated
        configuration.memoryLimit = 1 << 20
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
        // Each style holds a few kilobytes: kept for ever, a thousand names would fill a megabyte.
        let padded = "local pad = string.rep('x', 4000)\n" + Self.smallStyle.replacingOccurrences(
            of: "return self.container.bounds:inset(20, 20)", with: "return self.container.bounds:inset(#pad % 20, 20)")
        for round in 1...300 {
            let path = styles.write("style\(round)", padded)
            let delegate = try registry.transitioningDelegate(for: "style\(round)")
            _ = delegate
            try FileManager.default.removeItem(atPath: path)
        }
        #expect(registry.styleNames.isEmpty)
        _ = registry.styles
        registry.collectGarbage()
        #expect(registry.memoryInUse < 512 << 10, "\(registry.memoryInUse) bytes held after every style went")
    }

    @Test func aConfigurationWithALimitThatIsNotPositiveAndFiniteIsRefused() {
        for configuration in [
            StyleRegistry.Configuration(memoryLimit: 0), StyleRegistry.Configuration(instructionBudget: 0),
            StyleRegistry.Configuration(watchdogGrace: .infinity), StyleRegistry.Configuration(watchdogGrace: .nan),
            StyleRegistry.Configuration(maximumViews: 0), StyleRegistry.Configuration(timeLimit: 0),
            StyleRegistry.Configuration(timeLimit: .nan), StyleRegistry.Configuration(timeLimit: .infinity),
        ] {
            let error = #expect(throws: StyleError.self) { try StyleRegistry(configuration: configuration) }
            #expect(error?.message.hasPrefix("the style registry's configuration is invalid: ") == true, "\(String(describing: error))")
        }
    }

    @Test func collectingFreesWhatLoadingLeftBehind() throws {
        let styles = TemporaryStyles()
        styles.write("wasteful", "local scratch = string.rep('x', 4000000)\n" + Self.smallStyle)
        styles.write("plain", Self.smallStyle)
        let registry = try styles.registry()
        _ = try registry.style(named: "plain")
        registry.collectGarbage()
        let before = registry.memoryInUse
        _ = try registry.style(named: "wasteful")
        registry.collectGarbage()
        // The four megabytes are garbage once the file has run: the style keeps no reference to them.
        #expect(registry.memoryInUse - before < 1_000_000)
        #expect(registry.memoryInUse > before, "the second style is held")
    }
}
