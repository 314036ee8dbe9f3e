import Foundation
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Finding styles: folders in order, PRESTYLE_PATH, names, file names and paths, close matches for a
/// misspelt name, and metadata listed without running any hook.
@Suite struct StyleDiscoveryTests {
    @Test func listingGivesMetadataWithoutRunningAnyHook() throws {
        let styles = TemporaryStyles()
        styles.write("quiet", """
            -- every hook would fail if it ran
            return style {
              summary = "Listed, never run",
              options = { inset = 12, tint = "#ff0000", rounded = true },
              presentation = {
                frameOfPresentedView = function() error("ran frameOfPresentedView") end,
                presentationWillBegin = function() error("ran presentationWillBegin") end,
              },
              animator = { duration = function() error("ran duration") end, animate = function() error("ran animate") end },
            }
            """)
        styles.write("broken", "return style {")
        let registry = try styles.registry()
        let listed = registry.styles
        #expect(listed.map(\.name) == ["broken", "quiet"])
        let quiet = listed[1]
        #expect(quiet.summary == "Listed, never run")
        #expect(quiet.source == styles.folder + "/quiet.lua")
        #expect(quiet.options == [
            StyleOption(name: "inset", defaultValue: 12), StyleOption(name: "rounded", defaultValue: true),
            StyleOption(name: "tint", defaultValue: "#ff0000"),
        ])
        #expect(quiet.hooks == ["presentationWillBegin", "frameOfPresentedView"])
        #expect(quiet.animators == ["animator"])
        #expect(quiet.loadError == nil)
        #expect(listed[0].loadError?.code == .syntax)
    }

    @Test func theMetaFileAndHiddenFilesAreNotStyles() throws {
        let registry = try makeRegistry([PackageRoot.styles])
        #expect(!registry.styleNames.contains { $0.contains("meta") })
        let styles = TemporaryStyles()
        styles.write("prestyle.meta", "---@meta")
        styles.write(".hidden", "return style {}")
        styles.write("real", "return style {}")
        #expect(try styles.registry().styleNames == ["real"])
    }

    @Test func aStyleIsFoundByNameFileNameOrPath() throws {
        let registry = try makeRegistry()
        #expect(try registry.load(path: "cool").name == "cool")
        #expect(try registry.load(path: "cool.lua").name == "cool")
        #expect(try registry.load(path: PackageRoot.styles + "/cool.lua").name == "cool")
        let styles = TemporaryStyles()
        let path = styles.write("elsewhere", "return style { summary = \"outside the folders\" }")
        #expect(try registry.load(path: path).summary == "outside the folders")
        #expect(try registry.style(named: "elsewhere").source == path)
    }

    @Test func anUnknownNameSuggestsCloseOnes() throws {
        let registry = try makeRegistry()
        #expect(throws: StyleError.self) { try registry.style(named: "bouncey") }
        do {
            _ = try registry.transitioningDelegate(for: "coool.lua")
        } catch let error as StyleError {
            #expect(error.code == .unknownStyle)
            #expect(error.suggestions.first == "cool")
            #expect(error.description.hasPrefix("no style named 'coool'"))
        }
        do {
            _ = try registry.load(path: "Nowhere/cool2.lua")
        } catch let error as StyleError {
            #expect(error.code == .fileNotFound)
            #expect(error.suggestions.contains("cool"))
        }
    }

    @Test func foldersAreSearchedInOrderAndPrestylePathIsRead() throws {
        let first = TemporaryStyles()
        let second = TemporaryStyles()
        first.write("twin", "return style { summary = \"first\" }")
        second.write("twin", "return style { summary = \"second\" }")
        second.write("only", "return style { summary = \"only in second\" }")
        var configuration = StyleRegistry.Configuration.isolated
        configuration.environment = ["PRESTYLE_PATH": "\(first.folder)::\(second.folder)"]
        let registry = try StyleRegistry(configuration: configuration)
        #expect(registry.searchPaths == [first.folder, second.folder])
        #expect(try registry.style(named: "twin").summary == "first")
        #expect(try registry.style(named: "only").summary == "only in second")
        registry.addSearchPath(second.folder)
        #expect(registry.searchPaths == [second.folder, first.folder])
    }

    @Test func theDefaultRegistryFindsThePackagesStyles() throws {
        var configuration = StyleRegistry.Configuration()
        configuration.environment = [:]
        configuration.searchesWorkingDirectory = false
        let registry = try StyleRegistry(configuration: configuration)
        #expect(registry.styleNames.contains("bouncy"))
        #expect(registry.styleNames.contains("cool"))
    }
}
