import LuaKit
import PresentationKit

/// An `animate { … }` table, read and checked: every number is finite and in range before the engine (whose
/// `Spring` initializers trap on bad parameters) sees it — and so is every number the engine would derive
/// from them (a spring's stiffness and damping), see ``SpringCheck``.
///
/// What is not an error but not what the author wrote is kept in ``notes``, which `animate{}` reports as
/// warnings at the calling line: a curve given with a spring (UIKit lets the spring drive the motion and
/// ignores the curve), and a spring the engine cannot run (animated with the curve instead).
struct AnimationRequest {
    static let fields = ["duration", "delay", "curve", "spring", "changes", "completion", "repeats", "autoreverses"]

    var parameters: AnimationParameters
    var changes: LuaFunction?
    var completion: LuaFunction?
    /// Warnings about the request, each a sentence; reported by `animate{}` at the calling line.
    var notes: [String] = []

    init(_ table: LuaTable) throws {
        let fields = try ValueFields(table, of: "animate{}", allowed: Self.fields)
        let delay = try fields.number("delay").map { try ScriptNumbers.duration($0, "animate{}.delay") } ?? 0
        var duration = try fields.number("duration").map { try ScriptNumbers.duration($0, "animate{}.duration") }
        var timing = AnimationTiming.curve(.easeInEaseOut)
        let curve = try fields.value("curve", TimingCurveText.curve)
        if let curve { timing = .curve(curve) }
        if let spring = try fields.table("spring") {
            let outcome = try Self.spring(spring, duration: duration)
            duration = duration ?? outcome.settling
            if let made = outcome.spring {
                timing = .spring(made)
                if curve != nil { notes.append(Self.curveWithSpringNote) }
            }
            if let refusal = outcome.refusal { notes.append(refusal) }
        }
        guard let duration else {
            throw LuaError(kind: .runtime, message: "animate{} needs a duration in seconds (animate{ duration = 0.3, "
                + "changes = function() … end })")
        }
        var options: AnimationOptions = []
        if try fields.boolean("repeats") == true { options.insert(.repeat) }
        if try fields.boolean("autoreverses") == true { options.insert(.autoreverse) }
        parameters = AnimationParameters(duration: duration, delay: delay, timing: timing, options: options)
        changes = try fields.function("changes")
        completion = try fields.function("completion")
    }

    /// What `animate{}` says when it is given a curve and a spring. UIKit's spring block animation
    /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`) takes the curve
    /// options (`.curveEaseIn`, …) in its `options` without complaint, but its motion is the spring's: the
    /// timing of a spring animation is the spring (`UISpringTimingParameters`, `CASpringAnimation`), and a
    /// `UIViewPropertyAnimator` made from spring timing parameters has no curve at all. prestyle does the
    /// same — the spring drives the motion, the curve is ignored — and says so.
    static let curveWithSpringNote = "animate{} was given a curve and a spring: the spring drives the motion and "
        + "the curve is ignored, as UIKit ignores a curve option on a spring animation"

    /// The spring of `spring = { damping =, velocity = }` (UIKit's, fitted to the animation's duration) or
    /// `spring = { duration =, bounce = }` (SwiftUI's), and for the latter the time it takes to settle, which
    /// is the animation's duration when `animate{}` gives none. No spring when the duration is 0 (nothing
    /// animates, and the engine's spring refuses a zero duration), nor when ``SpringCheck`` finds the spring
    /// the engine would derive unusable (then `refusal` says why, and the animation runs on its curve).
    private static func spring(_ table: LuaTable, duration: Double?) throws
        -> (spring: Spring?, settling: Double?, refusal: String?)
    {
        let fields = try ValueFields(table, of: "animate{}.spring", allowed: ["damping", "velocity", "duration", "bounce"])
        let velocity = try fields.number("velocity").map { try ScriptNumbers.number($0, in: -1000...1000, "spring.velocity") } ?? 0
        if fields.has("damping") {
            guard !fields.has("bounce"), !fields.has("duration") else {
                throw LuaError(kind: .runtime, message: "a spring is { damping =, velocity = } (UIKit's) or "
                    + "{ duration =, bounce = } (SwiftUI's), not a mix")
            }
            let damping = try ScriptNumbers.number(try fields.number("damping")!, in: 0...10, "spring.damping")
            guard let duration else {
                throw LuaError(kind: .runtime, message: "a { damping, velocity } spring settles within the animation's "
                    + "duration: give animate{} a duration")
            }
            guard duration > 0 else { return (nil, nil, nil) }
            if let refusal = SpringCheck.fitted(dampingRatio: damping, duration: duration) { return (nil, nil, refusal) }
            return (Spring(dampingRatio: damping, initialVelocity: velocity, duration: duration), nil, nil)
        }
        guard let perceptual = try fields.number("duration") else {
            throw LuaError(kind: .runtime, message: "a spring needs { damping =, velocity = } or { duration =, bounce = }")
        }
        guard perceptual.isFinite, perceptual > 0, perceptual <= 60 else {
            throw LuaError(kind: .runtime, message: "spring.duration must be more than 0 and at most 60 seconds, not "
                + perceptual.formatted)
        }
        let bounce = try fields.number("bounce") ?? 0
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw LuaError(kind: .runtime, message: "spring.bounce must be more than -1 and at most 1, not \(bounce.formatted)")
        }
        if let refusal = SpringCheck.perceptual(duration: perceptual, bounce: bounce) {
            return (nil, duration == nil ? perceptual : nil, refusal)
        }
        let spring = Spring(duration: perceptual, bounce: bounce, initialVelocity: velocity)
        let settling = Swift.min(spring.settlingDuration, ScriptNumbers.maximumDuration)
        guard duration ?? settling > 0 else { return (nil, settling, nil) }
        return (spring, settling, nil)
    }
}
