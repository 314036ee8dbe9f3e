import PresentationKit

/// The appearance of a presented controller's view before a style touched it, to put back afterwards. Not
/// its frame: where the view goes is the presentation's business, and the next one sets it again.
struct SavedViewState {
    let alpha: Double
    let transform: PresentationKit.AffineTransform
    let isHidden: Bool
    let backgroundColor: Color
    let cornerRadius: Double
    let shadow: Shadow?
    let clipsToBounds: Bool
    let borderWidth: Double
    let borderColor: Color
    let maskedCorners: CornerMask

    init(_ view: View) {
        alpha = view.alpha
        transform = view.transform
        isHidden = view.isHidden
        backgroundColor = view.backgroundColor
        cornerRadius = view.cornerRadius
        shadow = view.shadow
        clipsToBounds = view.clipsToBounds
        borderWidth = view.borderWidth
        borderColor = view.borderColor
        maskedCorners = view.maskedCorners
    }

    /// Puts everything back, without animating.
    func restore(on view: View, clock: AnimationClock?) {
        let apply = {
            view.transform = transform
            view.alpha = alpha
            view.backgroundColor = backgroundColor
            view.cornerRadius = cornerRadius
        }
        if let clock { clock.performWithoutAnimation(apply) } else { apply() }
        view.isHidden = isHidden
        view.shadow = shadow
        view.clipsToBounds = clipsToBounds
        view.borderWidth = borderWidth
        view.borderColor = borderColor
        view.maskedCorners = maskedCorners
    }
}
