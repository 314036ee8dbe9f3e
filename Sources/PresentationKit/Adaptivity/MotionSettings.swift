/// The two motion settings of Settings › Accessibility › Motion that change transitions: Reduce Motion and,
/// under it, Prefer Cross-Fade Transitions — what a run simulates (`--reduce-motion`, `--prefer-cross-fade`).
///
///     window.traitCollection = TraitCollection(traitsFrom: [window.traitCollection, MotionSettings.crossFade.traits])
///
/// The window's traits carry them (``TraitCollection/reduceMotion``); see ``TraitCollection/motion(for:)`` for
/// what they change.
public struct MotionSettings: Hashable, Sendable {
    /// Reduce Motion.
    public var reduceMotion: Bool
    /// Prefer Cross-Fade Transitions. Settings shows it only under Reduce Motion, and it takes effect only with
    /// Reduce Motion on (``TraitCollection/prefersCrossFadeTransitions``).
    public var preferCrossFadeTransitions: Bool

    /// Settings with the given switches; both off by default.
    public init(reduceMotion: Bool = false, preferCrossFadeTransitions: Bool = false) {
        self.reduceMotion = reduceMotion
        self.preferCrossFadeTransitions = preferCrossFadeTransitions
    }

    /// Both off: transitions as designed.
    public static let standard = MotionSettings()
    /// Reduce Motion on.
    public static let reduced = MotionSettings(reduceMotion: true)
    /// Reduce Motion and Prefer Cross-Fade Transitions on.
    public static let crossFade = MotionSettings(reduceMotion: true, preferCrossFadeTransitions: true)

    /// The settings as read from `traits` (an unspecified setting is off).
    public init(_ traits: TraitCollection) {
        self.init(reduceMotion: traits.reduceMotion == true, preferCrossFadeTransitions: traits.preferCrossFadeTransitions == true)
    }

    /// A trait collection that specifies the settings that are on and nothing else: one that is off is left
    /// unspecified, which reads as off, so a window with both off has exactly its device's traits.
    public var traits: TraitCollection {
        TraitCollection(reduceMotion: reduceMotion ? true : nil, preferCrossFadeTransitions: preferCrossFadeTransitions ? true : nil)
    }

    /// Whether cross-fades are preferred: both switches on.
    public var prefersCrossFadeTransitions: Bool { reduceMotion && preferCrossFadeTransitions }
}
