import PresentationKit
import Testing

/// The engine's one gate for a frame or size a presentation controller answers: finite, and neither length
/// below 0 (a zero size is usable: a collapsed presentation).
@Suite struct UnusableGeometryTests {
    @Test func aFiniteFrameWithASizeOfZeroOrMoreIsUsable() {
        #expect(UnusableGeometry(frame: Rect(x: -10, y: 20, width: 0, height: 5)) == nil)
        #expect(UnusableGeometry(size: Size(width: 0, height: 0)) == nil)
    }

    @Test func aNegativeLengthIsANegativeSize() {
        #expect(UnusableGeometry(frame: Rect(x: 0, y: 0, width: -1, height: 5)) == .negativeSize)
        #expect(UnusableGeometry(size: Size(width: 3, height: -0.5)) == .negativeSize)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberThatIsNotFiniteAnywhereIsNotFinite(_ bad: Double) {
        #expect(UnusableGeometry(frame: Rect(x: bad, y: 0, width: 1, height: 1)) == .notFinite)
        #expect(UnusableGeometry(frame: Rect(x: 0, y: 0, width: 1, height: bad)) == .notFinite)
        #expect(UnusableGeometry(size: Size(width: bad, height: 1)) == .notFinite)
    }
}
