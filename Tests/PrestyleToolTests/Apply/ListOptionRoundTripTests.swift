import Foundation
import PrestyleExport
import Testing

@testable import PrestyleTool

/// A list option given with `--set` reaches the style as a Lua sequence, and the recording states it: in
/// the JSON header (an array, read back equal), in the text summary and in `prestyle list`.
@Suite("list options")
struct ListOptionRoundTripTests {
    static let sheet = """
        return style {
          summary = "detents from a list option",
          options = { detents = { "medium", "large" }, stops = { 0.5 } },
          presentation = {
            frameOfPresentedView = function(self)
              local b = self.container.bounds
              local height = #self.options.detents * 100
              if self.options.detents[1] == "large" then height = height + 1 end
              return rect(0, b.height - height, b.width, height)
            end,
          },
        }
        """

    @Test func aListSetOnTheCommandLineRoundTripsThroughTheJSONRecording() throws {
        let workspace = try Workspace()
        let path = try workspace.write("sheet", Self.sheet)
        let request = ApplyRequest(style: path, assignments: ["detents=large,medium,small", "stops="], format: .json)
        let result = workspace.tool.apply(request)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains(#""detents": ["large", "medium", "small"]"#) || result.output.contains(#""detents":["large","medium","small"]"#))
        let recording = try Recording(json: result.output)
        #expect(recording.options["detents"] == .list(["large", "medium", "small"]))
        #expect(recording.options["stops"] == .list([]))
        // The style saw the list: three detents, the first "large".
        let settled = try #require(recording.phases.first?.final.views.first { $0.name.contains("presented") })
        #expect(settled.frame.height == 301)
        // Read back, encoded again: the same JSON.
        #expect(try Recording(json: try recording.rendered(as: .json)).options == recording.options)
    }

    @Test func theTextSummaryAndTheListShowListsAsTheStyleWritesThem() throws {
        let workspace = try Workspace()
        let path = try workspace.write("sheet", Self.sheet)
        let text = workspace.tool.apply(ApplyRequest(style: path, assignments: ["detents=large"]))
        #expect(text.output.contains("options  detents = { \"large\" }, stops = { 0.5 }"), "\(text.output)")
        let list = workspace.tool.list().output.split(separator: "\n").map(String.init)
        #expect(list.contains("  detents  { \"medium\", \"large\" }  list of strings"), "\(list)")
        #expect(list.contains("  stops    { 0.5 }                list of numbers"), "\(list)")
    }
}
