import PresentationKit

/// Checks the spring the engine would derive from a script's numbers before it is built: `Spring`'s
/// initializers trap (a precondition, which no `pcall` catches) when the stiffness or damping they derive is
/// not a finite positive number, and a finite but absurd one (a spring of 1e-200 s has a stiffness of about
/// 4e401, which is infinity in a `Double`) reaches them from inputs that are each in range.
///
/// A spring shorter than ``minimumDuration`` is refused: nothing it does could be seen (one frame at 120 Hz is
/// 8.3 ms), and it bounds the derived stiffness to (2π / 0.001)² ≈ 3.9e7 for `{ duration, bounce }` and, for the
/// fitted `{ damping, velocity }` spring (ω₀ ≈ ln(1000) / (ζ·duration) at the smallest ratio 0.01), to about
/// 4.8e11 — finite, with room to spare. Each check returns nil when the spring is fine, else a sentence for the
/// warning that says what was done instead.
enum SpringCheck {
    /// The shortest spring, in seconds, `animate{}` builds: a thousandth of a second.
    static let minimumDuration = 0.001
    /// The largest damping ratio a `{ duration, bounce }` spring may derive (bounce −0.999): beyond it the
    /// overdamped motion's slow rate rounds to 0 in `Double` arithmetic and the spring would never move.
    static let maximumDampingRatio = 1000.0

    /// The fallback every refusal names: the animation keeps its duration and runs on its curve.
    private static let fallback = "animated with its curve instead"

    /// `spring = { damping = ratio }` over an animation of `duration` seconds (more than 0).
    static func fitted(dampingRatio: Double, duration: Double) -> String? {
        guard duration >= minimumDuration else {
            return "animate{}'s duration \(ScriptNumbers.format(duration)) s is too short for a spring (at least "
                + "\(ScriptNumbers.format(minimumDuration)) s: a shorter one needs an unbounded stiffness); \(fallback)"
        }
        guard dampingRatio.isFinite, dampingRatio >= 0 else {
            return "spring.damping \(ScriptNumbers.format(dampingRatio)) is not a damping ratio; \(fallback)"
        }
        return nil
    }

    /// `spring = { duration = perceptual, bounce = bounce }` (the duration more than 0, the bounce in −1<…≤1).
    static func perceptual(duration: Double, bounce: Double) -> String? {
        guard duration >= minimumDuration else {
            return "spring.duration \(ScriptNumbers.format(duration)) s is too short for a spring (at least "
                + "\(ScriptNumbers.format(minimumDuration)) s: a shorter one needs an unbounded stiffness); \(fallback)"
        }
        let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        let angularFrequency = 2 * Double.pi / duration
        let stiffness = angularFrequency * angularFrequency
        let damping = 2 * ratio * angularFrequency
        guard ratio.isFinite, ratio <= maximumDampingRatio else {
            return "spring.bounce \(ScriptNumbers.format(bounce)) makes a damping ratio of \(ScriptNumbers.format(ratio)), "
                + "beyond the \(ScriptNumbers.format(maximumDampingRatio)) a spring can move with; \(fallback)"
        }
        guard stiffness.isFinite, stiffness > 0, damping.isFinite, damping >= 0 else {
            return "spring { duration = \(ScriptNumbers.format(duration)), bounce = \(ScriptNumbers.format(bounce)) } "
                + "makes stiffness \(ScriptNumbers.format(stiffness)) and damping \(ScriptNumbers.format(damping)), "
                + "which the engine cannot run; \(fallback)"
        }
        return nil
    }
}
