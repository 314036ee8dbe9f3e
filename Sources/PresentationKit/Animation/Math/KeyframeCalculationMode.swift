/// How a keyframe track fills in values between its keyframes (Core Animation's `calculationMode`,
/// UIKit's `UIView.KeyframeAnimationOptions.calculationMode…`).
public enum KeyframeCalculationMode: String, Sendable, CaseIterable {
    /// Straight lines between consecutive keyframes, at their key times.
    case linear
    /// No in-between values: each keyframe's value holds from its key time until the next key time.
    case discrete
    /// Key times are ignored; the value moves through the keyframes at constant speed.
    case paced
    /// A smooth Catmull-Rom spline through the keyframes, at their key times.
    case cubic
}
