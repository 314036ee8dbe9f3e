import Testing
@testable import PresentationKit

@Suite("Rect")
struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 200)

    @Test func minMidMaxDescribeTheEdgesAndCentre() {
        #expect(rect.minX == 10 && rect.midX == 60 && rect.maxX == 110)
        #expect(rect.minY == 20 && rect.midY == 120 && rect.maxY == 220)
        #expect(rect.center == Point(x: 60, y: 120))
    }

    @Test func negativeSizesAreStandardized() {
        let flipped = Rect(x: 110, y: 220, width: -100, height: -200)
        #expect(flipped.standardized == rect)
        #expect(flipped.minX == 10 && flipped.maxY == 220)
    }

    @Test func insetByDxDyShrinksEveryEdge() {
        #expect(rect.insetBy(dx: 30, dy: 30) == Rect(x: 40, y: 50, width: 40, height: 140))
        #expect(rect.insetBy(dx: -5, dy: 0) == Rect(x: 5, y: 20, width: 110, height: 200))
    }

    @Test func insetPastZeroSizeIsNull() {
        #expect(rect.insetBy(dx: 60, dy: 0).isNull)
        #expect(rect.inset(by: EdgeInsets(top: 150, left: 0, bottom: 60, right: 0)).isNull)
    }

    @Test func insetByEdgeInsetsUsesEachEdge() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 94, height: 196))
    }

    @Test func offsetMovesTheOriginOnly() {
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 200))
    }

    @Test func unionCoversBothAndAbsorbsNull() {
        let other = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(rect.union(other) == Rect(x: 0, y: 0, width: 110, height: 220))
        #expect(rect.union(.null) == rect)
        #expect(Rect.null.union(rect) == rect)
    }

    @Test func intersectionIsTheOverlapOrNull() {
        #expect(rect.intersection(Rect(x: 0, y: 0, width: 50, height: 50)) == Rect(x: 10, y: 20, width: 40, height: 30))
        #expect(rect.intersection(Rect(x: 500, y: 500, width: 1, height: 1)).isNull)
        #expect(!rect.intersects(Rect(x: 110, y: 20, width: 10, height: 10)), "touching edges do not intersect")
    }

    @Test func containsTreatsMaxEdgesAsOutside() {
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 110, y: 50)))
        #expect(rect.contains(Rect(x: 20, y: 30, width: 10, height: 10)))
        #expect(!rect.contains(Rect(x: 20, y: 30, width: 100, height: 10)))
    }

    @Test func integralRoundsOutwards() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10.1, height: 3.9).integral == Rect(x: 0, y: 1, width: 11, height: 5))
    }

    @Test func applyingATransformGivesTheBoundingBox() {
        let square = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(square.applying(AffineTransform(scaleX: 2, y: 3)) == Rect(x: 0, y: 0, width: 20, height: 30))
        let turned = square.applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX - -10) < 1e-9 && abs(turned.width - 10) < 1e-9)
    }

    @Test func descriptionPrintsCompactNumbers() {
        #expect(Rect(x: 30, y: 30.5, width: 333, height: 0.125).description == "(30, 30.5, 333, 0.125)")
        #expect(Rect.null.description == "(null)")
        #expect(Rect(x: -3.5e307, y: 1e20, width: .infinity, height: .nan).description == "(-3.5e+307, 1e+20, inf, nan)",
                "huge numbers print as themselves, not as the infinity that scaling them for rounding would give")
    }
}
