import LuaKit
import PresentationKit

/// `animate { … }`, `keyframes { … }` and `withoutAnimation(fn)`: the engine's animation blocks on the
/// clock of the window the running hook belongs to.
///
/// `changes` runs at once, inside the block (an error in it is the calling hook's error); `completion` runs
/// when the engine completes the block, as its own call into Lua (an error in it is reported on its own).
/// Style code may start at most ``StyleRegistry/Configuration/maximumAnimationsPerInstant`` blocks at one
/// instant of virtual time: a completion that starts a zero-length animation whose completion starts
/// another would otherwise keep the clock at that instant for ever (no per-call budget sees it, each call
/// being short). Past the limit, blocks apply their changes at once and their completions are not called,
/// which ends the chain; it is reported once per instant.
enum AnimationFunctions {
    static func install(in state: LuaState, scopes: HookScopes) throws {
        try state.setHostGlobal("animate", state.function { [unowned state] (table: LuaTable) in
            let request = try AnimationRequest(table)
            let (scope, clock) = try current(scopes, "animate")
            let location = state.runningLocation()
            let label = "animate \(location?.description ?? scope.file)"
            for note in request.notes { scope.report(.warning, note, code: .style.animationAdjusted, at: location) }
            let completion = callback(request.completion, scope: scope, name: .completion)
            guard admit(scopes, clock: clock, scope: scope, location: location) else {
                try runUnanimated(request.changes, on: clock)
                return
            }
            var failure: (any Error)?
            clock.animate(request.parameters, label: label, animations: {
                do { try request.changes?.call() } catch { failure = error }
            }, completion: completion.map { run in { finished in run { try $0.call(finished) } } })
            if let failure { throw failure }
        })
        try state.setHostGlobal("keyframes", state.function { [unowned state] (table: LuaTable) in
            let request = try KeyframesRequest(table)
            let (scope, clock) = try current(scopes, "keyframes")
            let location = state.runningLocation()
            let completion = callback(request.completion, scope: scope, name: .completion)
            guard admit(scopes, clock: clock, scope: scope, location: location) else {
                for frame in request.frames { try runUnanimated(frame.changes, on: clock) }
                return
            }
            var failure: (any Error)?
            clock.animateKeyframes(
                withDuration: request.duration, delay: request.delay, calculationMode: request.mode, timing: request.timing,
                label: "keyframes \(location?.description ?? scope.file)",
                animations: {
                    for frame in request.frames where failure == nil {
                        clock.addKeyframe(withRelativeStartTime: frame.start, relativeDuration: frame.length) {
                            do { try frame.changes.call() } catch { failure = error }
                        }
                    }
                }, completion: completion.map { run in { finished in run { try $0.call(finished) } } })
            if let failure { throw failure }
        })
        try state.setHostGlobal("withoutAnimation", state.function { (changes: LuaFunction) in
            guard let clock = scopes.current?.window?.clock else {
                try changes.call()
                return
            }
            try runUnanimated(changes, on: clock)
        })
    }

    /// The running hook's scope and its window's clock; animating outside a hook is an error.
    static func current(_ scopes: HookScopes, _ function: String) throws -> (HookScopes.Scope, AnimationClock) {
        guard let scope = scopes.current, let clock = scope.window?.clock else {
            throw LuaError(kind: .runtime, message: "\(function){} only works while a style runs (in a hook, an animator "
                + "or a callback during a presentation), not while its file loads")
        }
        return (scope, clock)
    }

    /// A Lua callback as an engine closure: run later in its own scope (`<hook> (completion)`), through the
    /// session, so an error in it is reported and never escapes into the engine.
    static func callback(_ function: LuaFunction?, scope: HookScopes.Scope, name: HookName.Callback)
        -> ((_ call: (LuaFunction) throws -> Void) -> Void)?
    {
        guard let function, let session = scope.session else { return nil }
        let place = scope.place
        let hook = scope.hook.callback(name)
        let location = HookLocation.of(function, in: scope.file)
        return { [weak session] call in
            _ = session?.run(hook, in: place, fallback: "the rest of the \(name.rawValue) was skipped", location: location) {
                try call(function)
            }
        }
    }

    /// Counts an animation block against the runaway guard; reports (once per instant) when it is refused.
    static func admit(_ scopes: HookScopes, clock: AnimationClock, scope: HookScopes.Scope, location: LuaSourceLocation?)
        -> Bool
    {
        guard !scopes.runawayGuard.admit(on: clock) else { return true }
        if scopes.runawayGuard.shouldReport(on: clock) {
            scope.report(
                .error, "style code started more than \(scopes.runawayGuard.maximumPerInstant) animation blocks at "
                    + "t = \(clock.now.formatted) s (a completion that starts another animation at once, for ever?); the "
                    + "rest at this instant apply their changes without animating and their completions are not called",
                code: .style.styleRunaway, at: location)
        }
        return false
    }

    static func runUnanimated(_ changes: LuaFunction?, on clock: AnimationClock) throws {
        guard let changes else { return }
        var failure: (any Error)?
        clock.performWithoutAnimation {
            do { try changes.call() } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
