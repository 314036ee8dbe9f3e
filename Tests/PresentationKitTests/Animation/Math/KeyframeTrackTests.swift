import Testing
@testable import PresentationKit

@Suite("KeyframeTrack")
struct KeyframeTrackTests {
    static let points: [(time: Double, value: Double)] = [(0, 0), (0.25, 100), (0.5, 100), (1, 0)]

    @Test func linearInterpolatesBetweenPointsAtTheirTimes() {
        let track = KeyframeTrack(points: Self.points, mode: .linear)
        #expect(track.value(at: 0) == 0)
        #expect(track.value(at: 0.125) == 50)
        #expect(track.value(at: 0.25) == 100)
        #expect(track.value(at: 0.4) == 100)
        #expect(track.value(at: 0.625) == 75)
        #expect(track.value(at: 1) == 0)
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
        let track = KeyframeTrack(points: [(0, 1.0), (0.3, 2), (0.6, 3)], mode: .discrete)
        #expect(track.value(at: 0) == 1)
        #expect(track.value(at: 0.2999) == 1)
        #expect(track.value(at: 0.3) == 2)
        #expect(track.value(at: 0.59) == 2)
        #expect(track.value(at: 0.6) == 3)
        #expect(track.value(at: 1) == 3)
    }

    @Test func pacedIgnoresKeyTimesAndMovesAtConstantSpeed() {
        // Distances 10, 30, 60 out of 100: the points fall at 0.1 and 0.4 whatever times were given.
        let track = KeyframeTrack(points: [(0, 0.0), (0.9, 10), (0.95, 40), (1, 100)], mode: .paced)
        #expect(abs(track.value(at: 0.05) - 5) < 1e-12)
        #expect(abs(track.value(at: 0.1) - 10) < 1e-12)
        #expect(abs(track.value(at: 0.25) - 25) < 1e-12)
        #expect(abs(track.value(at: 0.7) - 70) < 1e-12)
        #expect(track.value(at: 1) == 100)
    }

    @Test func pacedPointsMoveAlongTheirPathAtConstantSpeed() {
        let track = KeyframeTrack(values: [Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 30, y: 90)], mode: .paced)
        // Legs of 50 and 50: halfway is the corner, a quarter is halfway along the first leg.
        #expect(track.value(at: 0.5) == Point(x: 30, y: 40))
        let quarter = track.value(at: 0.25)
        #expect(abs(quarter.x - 15) < 1e-12 && abs(quarter.y - 20) < 1e-12)
    }

    @Test func cubicIsACatmullRomSplineThroughThePoints() {
        let track = KeyframeTrack(values: [0.0, 10, 20], mode: .cubic)
        // Through the points…
        #expect(track.value(at: 0) == 0)
        #expect(track.value(at: 0.5) == 10)
        #expect(track.value(at: 1) == 20)
        // …with end tangents from duplicated end points: Hermite with m0 = 5, m1 = 10 per segment gives
        // 0.125·5 + 0.5·10 − 0.125·10 = 4.375 halfway through the first segment, and symmetrically 15.625.
        #expect(abs(track.value(at: 0.25) - 4.375) < 1e-12)
        #expect(abs(track.value(at: 0.75) - 15.625) < 1e-12)
    }

    @Test func cubicOvershootsWhereTheValuesTurn() {
        let track = KeyframeTrack(points: [(0, 0.0), (0.5, 100), (1, 100)], mode: .cubic)
        // Tangent at the middle point is (100 − 0) / (1 − 0) = 100 per unit time, so the spline rises above 100.
        #expect(track.value(at: 0.6) > 100)
        #expect(track.value(at: 1) == 100)
    }

    @Test func cubicUsesTimeScaledTangentsForUnevenKeyTimes() {
        let track = KeyframeTrack(points: [(0, 0.0), (0.2, 10), (1, 30)], mode: .cubic)
        // Segment 1 (0.2 → 1, length 0.8) at s = 0.5: neighbours are (0, 0) and a phantom (1.8, 30).
        // Tangent·length at 0.2: 0.8·30/1 = 24; at 1: 0.8·20/1.6 = 10.
        // 0.5·10 + 0.125·24 + 0.5·30 − 0.125·10 = 21.75
        #expect(abs(track.value(at: 0.6) - 21.75) < 1e-12)
    }

    @Test func pointsSharingATimeJumpAndTheLastOneApplies() {
        let track = KeyframeTrack(points: [(0, 0.0), (0.5, 10), (0.5, 50), (1, 60)], mode: .linear)
        #expect(track.value(at: 0.25) == 5)
        #expect(track.value(at: 0.5) == 50)
        #expect(track.value(at: 0.75) == 55)
    }

    @Test func valuesHoldOutsideTheKeyTimes() {
        let track = KeyframeTrack(points: [(0.2, 1.0), (0.8, 2)], mode: .linear)
        #expect(track.value(at: 0) == 1)
        #expect(track.value(at: 0.9) == 2)
        #expect(track.value(at: 1.5) == 2)
        #expect(KeyframeTrack(values: [7.0], mode: .cubic).value(at: 0.4) == 7)
    }

    @Test func transformKeyframesRotateThroughTheirDecomposition() {
        let quarter = AffineTransform(rotationAngle: .pi / 2)
        let track = KeyframeTrack(values: [.identity, quarter, AffineTransform(rotationAngle: .pi)], mode: .linear)
        let step = track.value(at: 0.75)
        let expected = AffineTransform(rotationAngle: 3 * .pi / 4)
        #expect(abs(step.a - expected.a) < 1e-12 && abs(step.b - expected.b) < 1e-12)
    }

    @Test func uikitKeyframesHoldUntilTheirStartAndArriveByTheirEnd() {
        let track = KeyframeTrack(initialValue: 1.0, keyframes: [(0.75, 0.25, 0.5), (0.25, 0.25, 0)], mode: .linear)
        #expect(track.times == [0, 0.25, 0.5, 0.75, 1])
        #expect(track.values == [1, 1, 0, 0, 0.5])
        #expect(track.value(at: 0.2) == 1)
        #expect(track.value(at: 0.375) == 0.5)
        #expect(track.value(at: 0.6) == 0)
        #expect(track.value(at: 0.875) == 0.25)
    }

    @Test func uikitKeyframesEndAtOneAndClipOverlaps() {
        let track = KeyframeTrack(initialValue: 0.0, keyframes: [(0, 0.5, 10), (0.25, 0.5, 20)], mode: .linear)
        // The second keyframe starts when the first ends (0.5) and still ends at 0.75; 20 holds to the end.
        #expect(track.times == [0, 0.5, 0.75, 1])
        #expect(track.values == [0, 10, 20, 20])
        let instant = KeyframeTrack(initialValue: 0.0, keyframes: [(0.4, 0, 5), (2, 1, 9)], mode: .linear)
        #expect(instant.times == [0, 0.4, 0.4, 1, 1])
        #expect(instant.value(at: 0.4) == 5)
        #expect(instant.value(at: 1) == 9)
    }

    @Test func uikitDiscreteKeyframesJumpWhenEachKeyframeEnds() {
        let track = KeyframeTrack(initialValue: 0.0, keyframes: [(0.2, 0.2, 1), (0.6, 0.2, 2)], mode: .discrete)
        #expect(track.value(at: 0.3) == 0)
        #expect(track.value(at: 0.4) == 1)
        #expect(track.value(at: 0.79) == 1)
        #expect(track.value(at: 0.8) == 2)
    }

    @Test func uikitPacedKeyframesIgnoreRelativeTimes() {
        let track = KeyframeTrack(initialValue: 0.0, keyframes: [(0.8, 0.1, 10), (0.9, 0.1, 30)], mode: .paced)
        #expect(abs(track.value(at: 0.25) - 7.5) < 1e-12)
        #expect(abs(track.value(at: 0.5) - 15) < 1e-12)
    }
}
