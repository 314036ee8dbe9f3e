import Foundation
import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// Delegates for a name come from a remembered lookup while the style's files stand, and from a new lookup
/// as soon as anything it depended on changed: a remembered lookup never hides a change.
@Suite struct StyleLookupCacheTests {
    private static func version(_ summary: String) -> String {
        "return style { summary = \"\(summary)\", presentation = {} }"
    }

    /// A registry over `styles` whose lookup cache sees every file as written long ago (the clock is moved
    /// on instead of waiting for files to settle).
    private func settledRegistry(_ styles: TemporaryStyles, searchPaths: [String]? = nil) throws -> StyleRegistry {
        let registry = try StyleRegistry(searchPaths: searchPaths ?? [styles.folder], configuration: .testing)
        registry.delegateLookups.clock = { FileIdentity.now() + 60 }
        return registry
    }

    @Test func aSettledStyleIsRememberedAndItsDelegatesRunIt() throws {
        let styles = TemporaryStyles()
        styles.write("card", Self.version("one"))
        let registry = try settledRegistry(styles)
        let first = try registry.transitioningDelegate(for: "card")
        #expect(registry.delegateLookups.remembers("card"))
        let second = try registry.transitioningDelegate(for: "card")
        #expect(first.style.summary == "one" && second.style.summary == "one")
        #expect(first !== second)
    }

    @Test func aFileThatChangedSinceIsLoadedAgainDespiteTheRememberedLookup() throws {
        let styles = TemporaryStyles()
        styles.write("card", Self.version("one"))
        let registry = try settledRegistry(styles)
        _ = try registry.transitioningDelegate(for: "card")
        styles.write("card", Self.version("a second version"))
        #expect(try registry.transitioningDelegate(for: "card").style.summary == "a second version")
    }

    @Test func aFileAddedToAnEarlierFolderTakesTheNameOver() throws {
        let (early, late) = (TemporaryStyles(), TemporaryStyles())
        late.write("card", Self.version("late"))
        let registry = try settledRegistry(late, searchPaths: [early.folder, late.folder])
        #expect(try registry.transitioningDelegate(for: "card").style.summary == "late")
        #expect(registry.delegateLookups.remembers("card"))
        early.write("card", Self.version("early"))
        #expect(try registry.transitioningDelegate(for: "card").style.summary == "early")
    }

    @Test func aDeletedFileIsNoLongerFound() throws {
        let styles = TemporaryStyles()
        let path = styles.write("card", Self.version("one"))
        let registry = try settledRegistry(styles)
        _ = try registry.transitioningDelegate(for: "card")
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: StyleError.self) { try registry.transitioningDelegate(for: "card") }
    }

    @Test func aFileThatChangedAMomentAgoIsNotRemembered() throws {
        let styles = TemporaryStyles()
        styles.write("card", Self.version("one"))
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: .testing)
        _ = try registry.transitioningDelegate(for: "card")
        // Two saves within the file system's time granularity may leave equal stamps: not trusted yet.
        #expect(!registry.delegateLookups.remembers("card"))
    }

    @Test func aStyleLoadedByPathIsLookedUpEachTime() throws {
        let styles = TemporaryStyles()
        let path = styles.write("card", Self.version("one"))
        let registry = try settledRegistry(styles)
        _ = try registry.transitioningDelegate(for: path)
        #expect(!registry.delegateLookups.remembers("card"))
        #expect(!registry.delegateLookups.remembers(path))
    }
}
