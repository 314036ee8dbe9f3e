/// Animatable values as vectors, so animations can be summed: UIKit's additive animations (iOS 8 and later)
/// add each animation's offset from its own end value to the model value.
///
/// The components are the ones each type interpolates linearly in (see `Interpolatable`): x and y of a
/// point; origin and size of a rectangle (UIKit splits an additive `bounds` animation into `bounds.origin`
/// and `bounds.size` for the same reason, negative sizes being legal in a sum — David Rönnqvist's
/// "UIView animation API results in different CAAnimations on iOS 7 and 8", 2014); red, green, blue and alpha
/// of a color (clamped once, at the end); and the decomposition of a transform (translation, rotation,
/// scale, shear), so summed rotations stay rotations.
extension AnimatableValue {
    /// The value's components.
    var components: [Double] {
        switch self {
        case .scalar(let value): [value]
        case .point(let point): [point.x, point.y]
        case .rect(let rect): [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        case .transform(let transform): AffineTransformDecomposition(transform).components
        case .color(let color): [color.red, color.green, color.blue, color.alpha]
        }
    }

    /// A value of the same kind as `self` with the given components.
    func withComponents(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(Point(x: c[0], y: c[1]))
        case .rect: .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(AffineTransformDecomposition(components: c).transform)
        case .color: .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }

    /// `self − base`, component by component; a rotation is measured the short way round from `base`'s.
    func offset(from base: AnimatableValue) -> [Double] {
        if case .transform(let transform) = self, case .transform(let baseTransform) = base {
            let from = AffineTransformDecomposition(baseTransform)
            let to = AffineTransformDecomposition(transform).unwrapped(after: from)
            return zip(to.components, from.components).map { $0 - $1 }
        }
        return zip(components, base.components).map { $0 - $1 }
    }
}

extension [Double] {
    /// Adds `other` component by component.
    static func += (lhs: inout [Double], rhs: [Double]) {
        for index in lhs.indices { lhs[index] += rhs[index] }
    }
}
