import Foundation

/// A 2-D affine transform (UIKit's `CGAffineTransform`): the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty). As in Core Graphics, `t1.concatenating(t2)`
/// applies `t1` first, then `t2`; `t.rotated(by:)`, `t.scaledBy(x:y:)` and `t.translatedBy(x:y:)` apply the
/// new operation first, then `t`.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix's first row, first column: the x-scale (with rotation, the cosine).
    public var a: Double
    /// The matrix's first row, second column: how x feeds y (with rotation, the sine).
    public var b: Double
    /// The matrix's second row, first column: how y feeds x (with rotation, minus the sine).
    public var c: Double
    /// The matrix's second row, second column: the y-scale (with rotation, the cosine).
    public var d: Double
    /// The horizontal translation, in points.
    public var tx: Double
    /// The vertical translation, in points.
    public var ty: Double

    /// A transform of the given matrix components (`CGAffineTransform(a:b:c:d:tx:ty:)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx`, `sy` about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen, where y grows downwards.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly ``identity`` (`CGAffineTransform.isIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform that applies `self`, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A translation followed by this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale followed by this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation followed by this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero when the transform cannot be inverted.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or the transform unchanged when it is singular (as `CGAffineTransform.inverted()`).
    public func inverted() -> AffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(
            a: d / det,
            b: -b / det,
            c: -c / det,
            d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }
}

extension AffineTransform: CustomStringConvertible {
    /// The transform as `identity` or its six components `[a, b, c, d, tx, ty]`.
    public var description: String {
        if isIdentity { return "identity" }
        let parts = [a, b, c, d, tx, ty].map(GeometryFormat.number)
        return "[\(parts.joined(separator: ", "))]"
    }
}
