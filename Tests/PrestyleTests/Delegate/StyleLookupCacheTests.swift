import Foundation
import LuaKit
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

    @Test func aFolderAddedBeforeTheRememberedOnesTakesTheNameOver() throws {
        let (early, late) = (TemporaryStyles(), TemporaryStyles())
        late.write("card", Self.version("late"))
        early.write("card", Self.version("early"))
        let registry = try settledRegistry(late)
        #expect(try registry.transitioningDelegate(for: "card").style.summary == "late")
        #expect(registry.delegateLookups.remembers("card"))
        registry.addSearchPath(early.folder)
        #expect(try registry.transitioningDelegate(for: "card").style.summary == "early")
    }

    @Test func aRememberedLookupGivesTheCurrentVersionsDefaultsAndTakesOverrides() throws {
        let styles = TemporaryStyles()
        styles.write("card", "return style { options = { inset = 10 }, presentation = {} }")
        let registry = try settledRegistry(styles)
        #expect(try registry.transitioningDelegate(for: "card").options["inset"] == .number(10))
        #expect(registry.delegateLookups.remembers("card"))
        let remembered = try registry.transitioningDelegate(for: "card")
        #expect(remembered.options["inset"] == .number(10) && remembered.traceName == "Style(card)")
        #expect(try registry.transitioningDelegate(for: "card", options: ["inset": 5]).options["inset"] == .number(5))
        styles.write("card", "return style { options = { inset = 20, dim = 0.5 }, presentation = {} }")
        let changed = try registry.transitioningDelegate(for: "card")
        #expect(changed.options == ["inset": .number(20), "dim": .number(0.5)])
        #expect(throws: StyleError.self) { try registry.transitioningDelegate(for: "card", options: ["inset": "wide"]) }
    }

    @Test func eachDelegateOfARememberedLookupHasOptionsTablesOfItsOwn() throws {
        let styles = TemporaryStyles()
        styles.write("card", "return style { options = { inset = 10, names = { \"a\", \"b\" } }, presentation = {} }")
        let registry = try settledRegistry(styles)
        let delegates = try (0..<3).map { _ in try registry.transitioningDelegate(for: "card") }
        try delegates[1].session.options.rawSet("inset", 99)
        try delegates[1].session.options.get("names").tableValue?.rawSet(1, "changed")
        for delegate in [delegates[0], delegates[2], try registry.transitioningDelegate(for: "card")] {
            #expect(try delegate.session.options.get("inset") == .integer(10))
            #expect(try delegate.session.options.get("names").tableValue?.get(1) == .string("a"))
            #expect(try delegate.session.options.get("names").tableValue?.get(2) == .string("b"))
        }
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
