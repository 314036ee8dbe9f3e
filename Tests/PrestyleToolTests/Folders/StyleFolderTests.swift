import Foundation
import TestSupport
import Testing

@testable import PrestyleTool

/// `gallery` and `compare` take folders as `check` does: a folder names every style file in it, sorted, through
/// the one resolver the three share (``StyleTarget``).
@Suite("folders of styles")
struct StyleFolderTests {
    /// A folder in the workspace holding copies of the named bundled styles.
    static func folder(_ workspace: Workspace, named name: String, holding styles: [String]) throws -> String {
        let folder = workspace.path(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for style in styles {
            try FileManager.default.copyItem(atPath: PackageRoot.styles + "/\(style).lua", toPath: folder + "/\(style).lua")
        }
        return folder
    }

    @Test func theResolverExpandsAFolderInPlaceAndKeepsOtherReferences() throws {
        let workspace = try Workspace()
        let folder = try Self.folder(workspace, named: "pair", holding: ["fade", "bouncy"])
        let empty = try Self.folder(workspace, named: "empty", holding: [])
        let registry = try workspace.tool.makeRegistry()
        let targets = try StyleTarget.resolve(["cool", folder, empty], registry: registry)
        #expect(targets == [.style("cool"), .style(folder + "/bouncy.lua"), .style(folder + "/fade.lua"),
                            .missing(reference: empty, error: .usage(Messages.noStylesFound(in: [empty])))])
        #expect(throws: ToolError.usage(Messages.noStylesFound(in: [empty]))) {
            try StyleTarget.styles([folder, empty], registry: registry)
        }
    }

    @Test func galleryOfAFolderHasACardForEachStyleInIt() throws {
        let workspace = try Workspace()
        let folder = try Self.folder(workspace, named: "mine", holding: ["bouncy", "fade", "zoom"])
        let output = workspace.path("gallery.html")
        let result = workspace.tool.gallery(GalleryRequest(styles: [folder], output: output))
        #expect(result.status == .success, "\(result)")
        let report = result.output.split(separator: "\n").map(String.init)
        #expect(report.filter { $0.contains(folder) }.map { $0.split(separator: " ").first } == ["bouncy", "fade", "zoom"])
        #expect(workspace.read("gallery.html")?.contains("mine/zoom.lua") == true)
    }

    @Test func compareOfAFolderHoldingTwoStylesComparesThem() throws {
        let workspace = try Workspace()
        let folder = try Self.folder(workspace, named: "pair", holding: ["cool", "bouncy"])
        let result = workspace.tool.compare(CompareRequest(styles: [folder]))
        #expect(result.status == .success, "\(result)")
        #expect(result.output.hasPrefix("prestyle compare · A \"bouncy\" vs B \"cool\""))
        #expect(result.output == workspace.tool.compare(CompareRequest(first: folder + "/bouncy.lua", second: folder + "/cool.lua")).output)
    }

    @Test func compareOfAnythingButTwoStylesIsAUsageErrorNamingWhatItFound() throws {
        let workspace = try Workspace()
        let three = try Self.folder(workspace, named: "three", holding: ["cool", "bouncy", "fade"])
        let result = workspace.tool.compare(CompareRequest(styles: [three]))
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: compare shows two styles, A and B, and \(three) names 3: \(three)/bouncy.lua, "))
        #expect(workspace.tool.compare(CompareRequest(styles: ["bouncy"])).errors.contains("names one: bouncy"))
        #expect(workspace.tool.compare(CompareRequest(styles: [])).status == .usage)
    }
}
