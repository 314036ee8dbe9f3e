import Testing
@testable import PresentationKit

@Suite("AffineTransform")
struct AffineTransformTests {
    @Test func concatenatingAppliesTheReceiverFirst() {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(Point(x: 1, y: 1).applying(scaleThenMove) == Point(x: 12, y: 2))
    }

    @Test func translatedByAppliesTheTranslationFirstLikeCoreGraphics() {
        let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(t.tx == 20)
        #expect(Point(x: 0, y: 0).applying(t) == Point(x: 20, y: 0))
    }

    @Test func rotationTurnsClockwiseWithYDown() {
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func invertedUndoesTheTransform() {
        let t = AffineTransform.identity.rotated(by: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let round = Point(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(round.x - 3) < 1e-9 && abs(round.y - 4) < 1e-9)
        #expect(t.concatenating(t.inverted()).a.isApproximately(1))
    }

    @Test func singularTransformsInvertToThemselves() {
        let flat = AffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }
}

extension Double {
    func isApproximately(_ other: Double, tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}
