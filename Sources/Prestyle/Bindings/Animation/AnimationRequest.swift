import LuaKit
import PresentationKit

/// An `animate { … }` table, read and checked: every number is finite and in range before the engine (whose
/// `Spring` initializers trap on bad parameters) sees it.
struct AnimationRequest {
    static let fields = ["duration", "delay", "curve", "spring", "changes", "completion", "repeats", "autoreverses"]

    var parameters: AnimationParameters
    var changes: LuaFunction?
    var completion: LuaFunction?

    init(_ table: LuaTable) throws {
        let fields = try ValueFields(table, of: "animate{}", allowed: Self.fields)
        let delay = try fields.number("delay").map { try ScriptNumbers.duration($0, "animate{}.delay") } ?? 0
        var duration = try fields.number("duration").map { try ScriptNumbers.duration($0, "animate{}.duration") }
        var timing = AnimationTiming.curve(.easeInEaseOut)
        if let curve = try fields.value("curve", TimingCurveText.curve) { timing = .curve(curve) }
        if let spring = try fields.table("spring") {
            guard !fields.has("curve") else {
                throw LuaError(kind: .runtime, message: "animate{} takes a curve or a spring, not both")
            }
            let (made, settling) = try Self.spring(spring, duration: duration)
            duration = duration ?? settling
            if let made { timing = .spring(made) }
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

    /// The spring of `spring = { damping =, velocity = }` (UIKit's, fitted to the animation's duration) or
    /// `spring = { duration =, bounce = }` (SwiftUI's), and for the latter the time it takes to settle, which
    /// is the animation's duration when `animate{}` gives none. No spring when the duration is 0 (nothing
    /// animates, and the engine's spring refuses a zero duration).
    private static func spring(_ table: LuaTable, duration: Double?) throws -> (Spring?, Double?) {
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
            guard duration > 0 else { return (nil, nil) }
            return (Spring(dampingRatio: damping, initialVelocity: velocity, duration: duration), nil)
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
        let spring = Spring(duration: perceptual, bounce: bounce, initialVelocity: velocity)
        let settling = Swift.min(spring.settlingDuration, ScriptNumbers.maximumDuration)
        guard duration ?? settling > 0 else { return (nil, settling) }
        return (spring, settling)
    }
}
