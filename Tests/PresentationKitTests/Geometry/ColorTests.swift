import Testing
@testable import PresentationKit

@Suite("Color")
struct ColorTests {
    @Test(arguments: ["#000000", "#ff8000", "#11223344", "#ffffff"])
    func hexRoundTrips(_ hex: String) throws {
        let color = try #require(Color(hex: hex))
        #expect(color.hex == hex)
    }

    @Test func shortHexExpandsEachDigit() {
        #expect(Color(hex: "#f80")?.hex == "#ff8800")
        #expect(Color(hex: "0008")?.alpha.isApproximately(0x88 / 255.0) == true)
    }

    @Test(arguments: ["", "#12", "#12345", "#gggggg", "red", "#1234567", "#ＦＦＦ", "#１２３４５６", "#e\u{301}e"])
    func malformedHexIsRejected(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func componentsAreClampedAndNaNBecomesZero() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
}
