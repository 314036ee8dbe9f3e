/// The fields of an `animator` (or `dismissAnimator`) table (see `Styles/README.md`, "Animators"): what the
/// validator accepts and the names diagnostics give a running animator function (`animator.duration`).
enum AnimatorField: String, CaseIterable, Sendable {
    case duration
    case animate
    case ended

    static let names = allCases.map(\.rawValue)

    /// The `UIViewControllerAnimatedTransitioning` method it stands for.
    var uikitName: String {
        switch self {
        case .duration: "transitionDuration(using:)"
        case .animate: "animateTransition(using:)"
        case .ended: "animationEnded(_:)"
        }
    }

    /// The fields' names for each of UIKit's spellings of them (`transitionDuration`: `duration`).
    static let uikitCounterparts: [String: [String]] = Dictionary(
        uniqueKeysWithValues: allCases.map { (String($0.uikitName.prefix { $0 != "(" }), [$0.rawValue]) })
}
