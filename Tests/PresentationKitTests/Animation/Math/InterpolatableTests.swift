import Testing
@testable import PresentationKit

@Suite("Interpolatable")
struct InterpolatableTests {
    @Test func numbersInterpolateLinearlyAndExtrapolate() {
        #expect(Double.interpolate(from: 10, to: 20, fraction: 0.25) == 12.5)
        #expect(Double.interpolate(from: 10, to: 20, fraction: 1.5) == 25)
        #expect(Double.interpolate(from: 10, to: 20, fraction: -0.5) == 5)
        #expect(Double(3).distance(to: -1) == 4)
    }

    @Test func endpointsAreExactAndConstantValuesNeverDrift() {
        let from = 0.1, to = 0.7
        #expect(Double.interpolate(from: from, to: to, fraction: 0) == from)
        #expect(Double.interpolate(from: from, to: to, fraction: 1) == to)
        for fraction in stride(from: -1.0, through: 2.0, by: 0.01) {
            #expect(Double.interpolate(from: 0.1, to: 0.1, fraction: fraction) == 0.1)
        }
    }

    @Test func pointsSizesAndRectsInterpolateComponentwise() {
        #expect(Point.interpolate(from: Point(x: 0, y: 10), to: Point(x: 100, y: 30), fraction: 0.5)
            == Point(x: 50, y: 20))
        #expect(Size.interpolate(from: Size(width: 10, height: 10), to: Size(width: 30, height: 50), fraction: 0.25)
            == Size(width: 15, height: 20))
        let from = Rect(x: 0, y: 0, width: 100, height: 200)
        let to = Rect(x: 40, y: -20, width: 300, height: 0)
        #expect(Rect.interpolate(from: from, to: to, fraction: 0.5) == Rect(x: 20, y: -10, width: 200, height: 100))
        #expect(Rect.interpolate(from: from, to: to, fraction: 1.5) == Rect(x: 60, y: -30, width: 400, height: -100))
    }

    @Test func distancesAreEuclideanInTheNaturalComponents() {
        #expect(Size(width: 0, height: 0).distance(to: Size(width: 3, height: 4)) == 5)
        #expect(Rect(x: 0, y: 0, width: 0, height: 0).distance(to: Rect(x: 1, y: 1, width: 1, height: 1)) == 2)
        #expect(Color.black.distance(to: .white).isApproximately(3.squareRoot()))
        #expect(Color.clear.distance(to: .white) == 2)
    }

    @Test func colorsInterpolateRGBAAndClampOnlyTheResult() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let middle = Color.interpolate(from: red, to: blue, fraction: 0.5)
        #expect(middle == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
        let overshoot = Color.interpolate(from: red, to: blue, fraction: 1.5)
        #expect(overshoot == Color(red: 0, green: 0, blue: 1, alpha: 0.25))
    }

    @Test func colorBlendsClampOnceAtTheEnd() {
        // 2·0.8 − 1·0.9 = 0.7: clamping the first term (1.6 → 1) halfway would give 0.1 instead.
        let blend = Color.affineCombination([(Color(white: 0.8), 2), (Color(white: 0.9), -1)])
        #expect(blend.red.isApproximately(0.7))
    }

    @Test func theDefaultBlendIsTheWeightedSum() {
        let terms: [(value: Point, weight: Double)] = [
            (Point(x: 0, y: 0), -0.125), (Point(x: 10, y: 0), 0.625), (Point(x: 20, y: 10), 0.625),
            (Point(x: 30, y: 10), -0.125),
        ]
        let blend = Point.affineCombination(terms)
        #expect(blend.x.isApproximately(15) && blend.y.isApproximately(5))
        #expect(Double.affineCombination([(4, 1)]) == 4)
        #expect(Double.affineCombination([(4, 0), (8, 1)]) == 8)
    }
}
