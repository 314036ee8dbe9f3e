import LuaKit
import PresentationKit

/// An interactive dismissal a style began (`local it = self:beginInteractiveDismissal()`): the style's
/// dismissal animators run paused, and `it` drives them like UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// `it:update(fraction)` scrubs to `fraction` (0…1) of the transition; `it:finish{ velocity = v }` and
/// `it:cancel{ velocity = v }` end it, running to the end or back to the start — with the style's
/// `interaction.completionSpeed` and `completionCurve`, or, given a velocity, on a critically damped spring
/// that starts at `v` (fractions of the transition per second, positive towards the end; a finger at
/// 600 pt/s on a 400-point dismissal is 1.5), as an interruptible animator continued with
/// `UISpringTimingParameters(dampingRatio: 1, initialVelocity:)` does (WWDC 2016 session 216). `damping`
/// sets another ζ. `it.fraction` is the last fraction; `it.isEnded` whether `finish` or `cancel` was called.
///
/// Misuse is reported at the calling line and never leaves the presentation stuck: a non-finite fraction is
/// ignored; a non-finite velocity or damping is dropped (the curve runs instead); a second `finish` or
/// `cancel`, or an `update` after one, is ignored (`styleIgnoredCall`).
final class ScriptInteraction: ScriptValue {
    static let luaTypeName = "Interaction"
    let interaction: PercentDrivenInteractiveTransition
    private(set) var isEnded = false

    init(_ interaction: PercentDrivenInteractiveTransition) {
        self.interaction = interaction
    }

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<ScriptInteraction> {
        LuaUserdataType<ScriptInteraction>()
            .property("fraction") { $0.interaction.percentComplete }
            .property("isEnded") { $0.isEnded }
            .method("update") { [unowned state] (it: ScriptInteraction, fraction: Double) in
                let location = state.runningLocation()
                guard !it.isEnded else {
                    return ignored("it:update(…) came after it:finish or it:cancel", scopes: scopes, at: location)
                }
                guard fraction.isFinite else {
                    scopes.current?.report(.error, "it:update(…) needs a fraction from 0 to 1, not \(fraction.formatted); "
                        + "the call was ignored", code: .style.styleBadResult, at: location)
                    return
                }
                it.interaction.update(Swift.min(1, Swift.max(0, fraction)))
            }
            .method("finish") { [unowned state] (it: ScriptInteraction, options: LuaTable?) in
                try it.end(finishing: true, options, scopes: scopes, at: state.runningLocation())
            }
            .method("cancel") { [unowned state] (it: ScriptInteraction, options: LuaTable?) in
                try it.end(finishing: false, options, scopes: scopes, at: state.runningLocation())
            }
            .metamethod(.toString) { (it: ScriptInteraction) in
                "Interaction(\(it.isEnded ? "ended" : "at \(it.interaction.percentComplete.formatted)"))"
            }
    }

    /// Ends the interaction on the engine's side without a style's call (the gesture that drove it ended).
    func cancelAbandoned() {
        guard !isEnded else { return }
        isEnded = true
        interaction.cancel()
    }

    private func end(finishing: Bool, _ options: LuaTable?, scopes: HookScopes, at location: LuaSourceLocation?) throws {
        let name = finishing ? "finish" : "cancel"
        guard !isEnded else {
            return Self.ignored("it:\(name){…} came after the interaction already ended (it:finish or it:cancel was called)",
                                scopes: scopes, at: location)
        }
        var velocity: Double?
        var damping = 1.0
        if let options {
            let fields = try ValueFields(options, of: "it:\(name){}", allowed: ["velocity", "damping"])
            velocity = try fields.number("velocity")
            if let given = try fields.number("damping") {
                if given.isFinite, given > 0, given <= 10 { damping = given } else {
                    scopes.current?.report(.error, "it:\(name){} damping must be more than 0 and at most 10, not "
                        + "\(given.formatted); a damping of 1 was used", code: .style.styleBadResult, at: location)
                }
            }
        }
        if let given = velocity, !given.isFinite || Swift.abs(given) > 1000 {
            scopes.current?.report(.error, "it:\(name){} velocity must be a finite number of fractions per second "
                + "(within ±1000), not \(given.formatted); it \(finishing ? "finished" : "was cancelled") along the "
                + "completion curve instead", code: .style.styleBadResult, at: location)
            velocity = nil
        }
        isEnded = true
        switch (finishing, velocity) {
        case (true, let velocity?): interaction.finish(velocity: velocity, dampingRatio: damping)
        case (true, nil): interaction.finish()
        case (false, let velocity?): interaction.cancel(velocity: velocity, dampingRatio: damping)
        case (false, nil): interaction.cancel()
        }
    }

    private static func ignored(_ problem: String, scopes: HookScopes, at location: LuaSourceLocation?) {
        scopes.current?.report(.warning, problem + ", so this call was ignored", code: .style.styleIgnoredCall, at: location)
    }
}
