extension ModalTransitionStyle {
    /// How the style moves: cover-vertical slides, a flip simulates depth, a cross-dissolve fades.
    public var movement: TransitionMovement {
        switch self {
        case .coverVertical: .slide
        case .flipHorizontal: .depth
        case .crossDissolve: .fade
        }
    }

    /// The style UIKit plays in place of this one under `traits`' motion settings
    /// (``TraitCollection/motion(for:)``): a cross-dissolve for a cover-vertical when cross-fades are preferred,
    /// and for a flip under Reduce Motion (a flip has no standard of its own to fall back to); otherwise itself.
    public func drawn(under traits: TraitCollection) -> ModalTransitionStyle {
        traits.motion(for: movement) == .asDesigned ? self : .crossDissolve
    }
}
