import LuaKit
import PresentationKit

/// A transition coordinator as scripts see it — what `presentationWillBegin(self, coordinator)` and the
/// size and trait hooks get, and what alongside blocks are given.
///
/// `coordinator:alongside(changes, completion)` animates `changes` with the transition (in the animator's
/// context: inside the first animation its `animate` opens, with that timing, else over the transition's
/// duration; on its timeline, paused with it when interactive) and runs `completion(coordinator)` after it ends, or answers
/// false — reported at the caller's line — when the transition already ended (a coordinator kept from an
/// earlier hook);
/// `alongsideIn(view, changes, completion)` does the same for a view outside the container;
/// `onInteractionChange(fn)` runs `fn(coordinator)` when an interaction starts or stops. Read-only fields:
/// `isAnimated isInteractive initiallyInteractive isCancelled duration percentComplete completionVelocity
/// targetTransform container style`.
///
/// The coordinator is held weakly: the engine owns it while its transition runs, and one that a style keeps
/// past its hook (in a table its hooks share, or as garbage Lua has not collected yet) must not keep a finished
/// transition's window, controllers and clock alive. Read after the engine let it go, it answers as a finished
/// transition's (not animated, not interactive, not cancelled, duration 0, percentComplete 1,
/// completionVelocity 1, targetTransform identity, no container, no style), and `alongside` is reported.
struct ScriptCoordinator: ScriptValue {
    static let luaTypeName = "Coordinator"
    weak var context: ViewControllerTransitionCoordinatorContext?
    /// The scope callbacks run in: the hook that received the coordinator.
    let hook: HookName
    weak var session: StyleSession?
    let place: StyleSession.Place

    var coordinator: ViewControllerTransitionCoordinator? { context as? ViewControllerTransitionCoordinator }

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<ScriptCoordinator> {
        LuaUserdataType<ScriptCoordinator>()
            .property("isAnimated") { $0.context?.isAnimated ?? false }
            .property("isInteractive") { $0.context?.isInteractive ?? false }
            .property("initiallyInteractive") { $0.context?.initiallyInteractive ?? false }
            .property("isCancelled") { $0.context?.isCancelled ?? false }
            .property("duration") { $0.context?.transitionDuration ?? 0 }
            .property("percentComplete") { $0.context?.percentComplete ?? 1 }
            .property("completionVelocity") { $0.context?.completionVelocity ?? 1 }
            .property("targetTransform") { ScriptTransform($0.context?.targetTransform ?? .identity) }
            .property("container") { $0.context.map { ScriptView($0.containerView) } }
            .property("style") { $0.context?.presentationStyle.rawValue }
            .method("alongside") { [unowned state] (target: ScriptCoordinator, changes: LuaFunction?, completion: LuaFunction?) in
                target.alongside(in: nil, changes, completion, scopes: scopes, location: state.runningLocation())
            }
            .method("alongsideIn") {
                [unowned state] (target: ScriptCoordinator, view: ScriptView?, changes: LuaFunction?, completion: LuaFunction?) in
                target.alongside(in: view?.view, changes, completion, scopes: scopes, location: state.runningLocation())
            }
            .method("onInteractionChange") { (target: ScriptCoordinator, handler: LuaFunction) in
                target.coordinator?.notifyWhenInteractionChanges { context in
                    target.run(handler, .interactionChange, with: context)
                }
            }
            .metamethod(.toString) { (_: ScriptCoordinator) in "Coordinator" }
    }

    /// Queues the blocks with the transition; when it cannot (the transition ended, or this is the context an
    /// alongside block was given rather than a coordinator), the blocks never run: that is reported.
    private func alongside(
        in view: View?, _ changes: LuaFunction?, _ completion: LuaFunction?, scopes: HookScopes, location: LuaSourceLocation?
    ) -> Bool {
        let queued = coordinator?.animateAlongsideTransition(
            in: view,
            animation: changes.map { changes in { context in run(changes, .alongside, with: context) } },
            completion: completion.map { completion in { context in run(completion, .alongsideCompletion, with: context) } })
        if queued != true {
            scopes.current?.report(
                .warning, "coordinator:alongside(…) came after its transition ended (a coordinator kept from an earlier hook?); "
                    + "its blocks will not run", code: .style.styleIgnoredCall, at: location)
        }
        return queued ?? false
    }

    /// Runs a callback as its own call into Lua, given the coordinator it was registered with.
    private func run(_ function: LuaFunction, _ name: HookName.Callback, with context: ViewControllerTransitionCoordinatorContext) {
        guard let session else { return }
        let argument = ScriptCoordinator(context: context, hook: hook, session: session, place: place)
        let location = HookLocation.of(function, in: session.style.file)
        _ = session.run(hook.callback(name), in: place, fallback: "the rest of the block was skipped", location: location) {
            try function.call(argument)
        }
    }
}
