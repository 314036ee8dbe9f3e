import PresentationKit
import Testing

@testable import PrestyleTool

/// `prestyle devices`: each preset in portrait and landscape with its size, scale, safe area and size classes.
@Suite("devices")
struct DevicesTests {
    @Test func everyPresetIsListedInBothOrientations() {
        let result = Tool().devices()
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0].split(separator: " ", omittingEmptySubsequences: true).prefix(4) == ["device", "name", "orientation", "size"])
        for device in Device.presets {
            let row = lines.firstIndex { $0.hasPrefix(device.slug + " ") }
            #expect(row != nil, "\(device.slug)")
            guard let row else { continue }
            #expect(lines[row].contains(device.name) && lines[row].contains(" portrait "))
            #expect(lines[row + 1].contains(" landscape "))
        }
    }

    @Test func theIPhone15RowsGiveItsRealFigures() throws {
        let lines = Tool().devices().output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("iphone-15 iPhone 15 portrait 393×852 @3x 59,0,34,0 compact,regular"))
        #expect(lines.contains("landscape 852×393 0,59,21,59 compact,compact"))
        #expect(lines.contains("landscape 932×430 0,59,21,59 regular,compact"))
    }
}
