import Testing
@testable import PresentationKit

@Suite("AffineTransform interpolation")
struct AffineTransformInterpolationTests {
    static let samples: [AffineTransform] = [
        .identity,
        AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 10, y: -4),
        AffineTransform(scaleX: -1, y: 1),
        AffineTransform(scaleX: 1, y: -3).rotated(by: 2.5),
        AffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 3, ty: 4),
        AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0),
        AffineTransform(a: 0, b: 0, c: 2, d: 1, tx: 5, ty: 5),
        AffineTransform(a: 2, b: 1, c: 4, d: 2, tx: 0, ty: 0),
        AffineTransform(a: -0.3, b: 1.2, c: -2, d: -0.1, tx: 7, ty: 8),
    ]

    @Test(arguments: samples)
    func decompositionRecomposesTheSameTransform(transform: AffineTransform) {
        expectClose(AffineTransformDecomposition(transform).transform, transform)
    }

    @Test func aHorizontalFlipDecomposesAsANegativeXScaleWithoutRotation() {
        let parts = AffineTransformDecomposition(AffineTransform(scaleX: -1, y: 1))
        #expect(parts.scaleX == -1 && parts.scaleY == 1 && parts.rotation == 0)
    }

    @Test func rotatingByHalfATurnPassesThroughAQuarterTurnWithUnitScale() {
        let half = AffineTransform.interpolate(from: .identity, to: AffineTransform(rotationAngle: .pi), fraction: 0.5)
        expectClose(half, AffineTransform(rotationAngle: .pi / 2))
        // Entry-wise interpolation would have given the zero matrix here.
        #expect(abs(half.determinant - 1) < 1e-12)
        let quarter = AffineTransform.interpolate(from: .identity, to: AffineTransform(rotationAngle: .pi), fraction: 0.25)
        expectClose(quarter, AffineTransform(rotationAngle: .pi / 4))
    }

    @Test func minusHalfATurnIsTheSameMatrixAndTurnsTheSameWay() {
        let half = AffineTransform.interpolate(from: .identity, to: AffineTransform(rotationAngle: -.pi), fraction: 0.5)
        expectClose(half, AffineTransform(rotationAngle: .pi / 2))
    }

    @Test func rotationTakesTheShorterWayRound() {
        // Three quarters of a turn clockwise is reached by a quarter turn anticlockwise.
        let to = AffineTransform(rotationAngle: 1.5 * .pi)
        expectClose(AffineTransform.interpolate(from: .identity, to: to, fraction: 0.5),
                    AffineTransform(rotationAngle: -.pi / 4))
        // Across the ±π seam: from 170° to −170° goes through 180°, not through 0°.
        let from = AffineTransform(rotationAngle: 170 * .pi / 180)
        let across = AffineTransform(rotationAngle: -170 * .pi / 180)
        expectClose(AffineTransform.interpolate(from: from, to: across, fraction: 0.5), AffineTransform(rotationAngle: .pi))
    }

    @Test func scaleRotationAndTranslationInterpolateIndependently() {
        let to = AffineTransform(scaleX: 3, y: 3).rotated(by: .pi / 2).concatenating(AffineTransform(translationX: 100, y: 0))
        let half = AffineTransform.interpolate(from: .identity, to: to, fraction: 0.5)
        let expected = AffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 4)
            .concatenating(AffineTransform(translationX: 50, y: 0))
        expectClose(half, expected)
        expectClose(AffineTransform.interpolate(from: .identity, to: to, fraction: 1.5),
                    AffineTransform(scaleX: 4, y: 4).rotated(by: 3 * .pi / 4)
                        .concatenating(AffineTransform(translationX: 150, y: 0)))
    }

    @Test func aFlipShrinksThroughZeroWidthInsteadOfSpinning() {
        let half = AffineTransform.interpolate(from: .identity, to: AffineTransform(scaleX: -1, y: 1), fraction: 0.5)
        expectClose(half, AffineTransform(scaleX: 0, y: 1))
    }

    @Test func reflectionsOnDifferentAxesKeepTheirSizeWhileTurning() {
        let from = AffineTransform(scaleX: -1, y: 1), to = AffineTransform(scaleX: 1, y: -1)
        for fraction in [0.25, 0.5, 0.75] {
            let step = AffineTransform.interpolate(from: from, to: to, fraction: fraction)
            #expect(abs(step.determinant + 1) < 1e-12)
            #expect(abs((step.a * step.a + step.b * step.b).squareRoot() - 1) < 1e-12)
        }
    }

    @Test func endpointsAreExact() {
        let from = Self.samples[1], to = Self.samples[3]
        #expect(AffineTransform.interpolate(from: from, to: to, fraction: 0) == from)
        #expect(AffineTransform.interpolate(from: from, to: to, fraction: 1) == to)
        #expect(AffineTransform.interpolate(from: to, to: to, fraction: 0.3) == to)
    }

    @Test func distanceIsThePathLengthInDecomposedComponents() {
        #expect(AffineTransform.identity.distance(to: AffineTransform(rotationAngle: .pi / 2)).isApproximately(.pi / 2))
        #expect(AffineTransform.identity.distance(to: AffineTransform(translationX: 3, y: 4)) == 5)
        #expect(AffineTransform.identity.distance(to: AffineTransform(rotationAngle: 1.5 * .pi)).isApproximately(.pi / 2))
        #expect(AffineTransform.identity.distance(to: AffineTransform(scaleX: 2, y: 1)).isApproximately(1))
    }

    @Test func blendingUnwrapsAnglesInTheOrderOfTheTerms() {
        // 0°, 120°, 240°, 360° as matrices: equal weights on the middle two give 180°, not 0°.
        let angles = [0.0, 120, 240, 360].map { AffineTransform(rotationAngle: $0 * .pi / 180) }
        let blend = AffineTransform.affineCombination([(angles[0], 0), (angles[1], 0.5), (angles[2], 0.5), (angles[3], 0)])
        expectClose(blend, AffineTransform(rotationAngle: .pi))
    }

    private func expectClose(_ actual: AffineTransform, _ expected: AffineTransform,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
                     (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty)]
        #expect(pairs.allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }
}
