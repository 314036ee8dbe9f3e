import Foundation

/// An affine transform split into the parts Core Animation interpolates: translation, rotation, scale and
/// shear.
///
/// The transform is rebuilt as *shear, then scale, then rotate, then translate*:
///
///     transform = K(shear) · S(scaleX, scaleY) · R(rotation) · T(translation)   (Core Graphics order)
///
/// so a point (x, y) becomes (x + shear·y, y), then is scaled, rotated by `rotation` (clockwise on screen,
/// as `AffineTransform(rotationAngle:)`) and moved. Every invertible or singular 2-D affine transform has
/// such a form; `transform` recomposes it exactly up to rounding.
///
/// A reflection (negative determinant) needs one negative scale. Which axis carries it is a choice; like
/// the "unmatrix" decomposition Core Animation and WebKit use, the x axis is flipped when `a < d` and the y
/// axis otherwise, so `scaleX: -1` decomposes as a horizontal flip with no rotation rather than as a half
/// turn combined with a vertical flip. `unwrapped(after:)` reconciles two decompositions that chose different
/// axes before they are interpolated.
public struct AffineTransformDecomposition: Hashable, Sendable {
    /// The translation applied last (the transform's `tx`, `ty`).
    public var translation: Point
    /// The rotation in radians, in `-π...π`.
    public var rotation: Double
    /// The horizontal scale, applied after the shear; negative for a horizontal flip.
    public var scaleX: Double
    /// The vertical scale, applied after the shear; negative for a vertical flip.
    public var scaleY: Double
    /// The horizontal shear applied before scaling: x moves by `shear · y`.
    public var shear: Double

    /// A decomposition from its parts; the defaults make the identity.
    public init(translation: Point = .zero, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
                shear: Double = 0) {
        self.translation = translation
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// Splits `transform` into translation, rotation, scale and shear.
    public init(_ transform: AffineTransform) {
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        translation = Point(x: transform.tx, y: transform.ty)
        var scaleX = (a * a + b * b).squareRoot()
        guard scaleX != 0 else {
            // The x axis collapses to a point: all the remaining information is the image of the y axis,
            // which a rotation and a y scale describe without shear.
            let length = (c * c + d * d).squareRoot()
            self.rotation = length == 0 ? 0 : atan2(-c, d)
            self.scaleX = 0
            self.scaleY = length
            self.shear = 0
            return
        }
        if a * d - b * c < 0, a < d { scaleX = -scaleX }
        let rotation = atan2(b / scaleX, a / scaleX)
        let cosine = cos(rotation), sine = sin(rotation)
        // Undo the rotation on the image of the y axis: what remains is (scaleX · shear, scaleY).
        let unrotatedX = c * cosine + d * sine
        let unrotatedY = -c * sine + d * cosine
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = unrotatedY
        self.shear = unrotatedX / scaleX
    }

    /// The transform these parts describe.
    public var transform: AffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        let shearedX = scaleX * shear
        return AffineTransform(
            a: scaleX * cosine,
            b: scaleX * sine,
            c: shearedX * cosine - scaleY * sine,
            d: shearedX * sine + scaleY * cosine,
            tx: translation.x,
            ty: translation.y
        )
    }

    /// The same transform described with both scales negated and the rotation turned by half a turn
    /// (R(θ + π) · S(−sx, −sy) = R(θ) · S(sx, sy)).
    var withBothScalesNegated: AffineTransformDecomposition {
        var flipped = self
        flipped.scaleX = -scaleX
        flipped.scaleY = -scaleY
        flipped.rotation = rotation + (rotation > 0 ? -Double.pi : Double.pi)
        return flipped
    }

    /// This decomposition rewritten, without changing the transform it describes, to continue from
    /// `previous` the way Core Animation interpolates from one transform to the next.
    ///
    /// Two reflections decomposed on different axes (one with a negative x scale, the other with a negative
    /// y scale) are made to agree by negating both scales of this one and turning it by half a turn; then
    /// this rotation is moved by whole turns to lie within half a turn of `previous`'s, so the rotation
    /// takes the shorter way round. At exactly half a turn apart it goes the positive way (clockwise on
    /// screen): identity → `AffineTransform(rotationAngle: .pi)` passes through a quarter turn clockwise,
    /// and so does identity → `rotationAngle: -.pi`, which is the same matrix (as reported for UIKit).
    ///
    /// - Returns: the rewritten decomposition; only `rotation`, `scaleX` and `scaleY` may differ.
    func unwrapped(after previous: AffineTransformDecomposition) -> AffineTransformDecomposition {
        var next = self
        if (previous.scaleX < 0 && next.scaleY < 0) || (previous.scaleY < 0 && next.scaleX < 0) {
            next = next.withBothScalesNegated
        }
        next.rotation = previous.rotation + Self.shortestTurn(from: previous.rotation, to: next.rotation)
        return next
    }

    /// The signed angle in `(-π, π]` that turns `from` onto `to` the short way round.
    static func shortestTurn(from: Double, to: Double) -> Double {
        let turn = (to - from).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { return turn - 2 * .pi }
        if turn <= -.pi { return turn + 2 * .pi }
        return turn
    }

    /// The components as a vector, in the order the doc comment lists them, for distances and blends.
    var components: [Double] {
        [translation.x, translation.y, rotation, scaleX, scaleY, shear]
    }

    /// The decomposition with the given component vector (the inverse of `components`).
    init(components: [Double]) {
        self.init(translation: Point(x: components[0], y: components[1]), rotation: components[2],
                  scaleX: components[3], scaleY: components[4], shear: components[5])
    }
}
