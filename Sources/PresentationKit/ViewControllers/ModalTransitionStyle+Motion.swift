extension ModalTransitionStyle {
    /// How the style moves: cover-vertical slides, a flip simulates depth, a cross-dissolve fades.
    public var movement: TransitionMovement {
        switch self {
        case .coverVertical: .slide
        case .flipHorizontal, .partialCurl: .depth
        case .crossDissolve: .fade
        }
    }

    /// The style UIKit plays in place of this one under `traits`' motion settings in the era `systemVersion`
    /// (``TraitCollection/motion(for:on:)``): a cross-dissolve for a cover-vertical when cross-fades are
    /// preferred, and for a flip under Reduce Motion (a flip has no standard of its own to fall back to);
    /// otherwise itself.
    public func drawn(under traits: TraitCollection, on systemVersion: SystemVersion = .current) -> ModalTransitionStyle {
        traits.motion(for: movement, on: systemVersion) == .asDesigned ? self : .crossDissolve
    }
}
