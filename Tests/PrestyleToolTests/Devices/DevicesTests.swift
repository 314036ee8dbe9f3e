import PresentationKit
import Testing

@testable import PrestyleTool

/// `prestyle devices`: each preset in portrait and landscape with its size, scale, safe area and size classes,
/// and its display corner radius.
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
        #expect(lines.contains("iphone-15 iPhone 15 portrait 393×852 @3x 59,0,34,0 compact,regular 55"))
        #expect(lines.contains("landscape 852×393 0,59,21,59 compact,compact"))
        #expect(lines.contains("landscape 932×430 0,59,21,59 regular,compact"))
    }

    /// The corner radii are third-party readings of iOS's private `_displayCornerRadius` (Kyle Bashour's
    /// ScreenCorners README: 62 for the iPhone 16 Pro Max); an unpublished one shows as `-`, as for the iPhone
    /// Air, whose screen and safe areas are an iOS 26.5 simulator's (flutter_device_preview's probe).
    @Test func theCornerColumnGivesEachDisplaysRadiusOrADash() {
        let lines = Tool().devices().output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.first?.hasSuffix("corners (pt)") == true)
        #expect(lines.contains("iphone-16-pro-max iPhone 16 Pro Max portrait 440×956 @3x 62,0,34,0 compact,regular 62"))
        #expect(lines.contains("iphone-se iPhone SE portrait 375×667 @2x 20,0,0,0 compact,regular 0"))
        #expect(lines.contains("ipad-mini iPad mini portrait 744×1133 @2x 24,0,20,0 regular,regular -"))
        #expect(lines.contains("iphone-air iPhone Air portrait 420×912 @3x 68,0,34,0 compact,regular -"))
        #expect(lines.contains("iphone-17-pro iPhone 17 Pro portrait 402×874 @3x 62,0,34,0 compact,regular 62"))
    }
}
