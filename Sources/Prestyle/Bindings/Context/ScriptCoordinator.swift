import LuaKit
import PresentationKit

/// A transition coordinator as scripts see it — what `presentationWillBegin(self, coordinator)` and the
/// size and trait hooks get, and what alongside blocks are given.
///
/// `coordinator:alongside(changes, completion)` animates `changes` with the transition (same duration, same
/// timeline, paused with it when interactive) and runs `completion(coordinator)` after it ends;
/// `alongsideIn(view, changes, completion)` does the same for a view outside the container;
/// `onInteractionChange(fn)` runs `fn(coordinator)` when an interaction starts or stops. Read-only fields:
/// `isAnimated isInteractive initiallyInteractive isCancelled duration percentComplete completionVelocity
/// targetTransform container style`.
struct ScriptCoordinator: LuaUserdataRepresentable {
    static let luaTypeName = "Coordinator"
    let context: ViewControllerTransitionCoordinatorContext
    /// The scope callbacks run in: the hook that received the coordinator.
    let hook: String
    weak var session: StyleSession?
    let place: StyleSession.Place

    var coordinator: ViewControllerTransitionCoordinator? { context as? ViewControllerTransitionCoordinator }

    static func register(in state: LuaState) throws {
        try state.register(
            LuaUserdataType<ScriptCoordinator>()
                .property("isAnimated") { $0.context.isAnimated }
                .property("isInteractive") { $0.context.isInteractive }
                .property("initiallyInteractive") { $0.context.initiallyInteractive }
                .property("isCancelled") { $0.context.isCancelled }
                .property("duration") { $0.context.transitionDuration }
                .property("percentComplete") { $0.context.percentComplete }
                .property("completionVelocity") { $0.context.completionVelocity }
                .property("targetTransform") { ScriptTransform($0.context.targetTransform) }
                .property("container") { ScriptView($0.context.containerView) }
                .property("style") { $0.context.presentationStyle.rawValue }
                .method("alongside") { (target: ScriptCoordinator, changes: LuaFunction?, completion: LuaFunction?) in
                    target.alongside(in: nil, changes, completion)
                }
                .method("alongsideIn") { (target: ScriptCoordinator, view: ScriptView?, changes: LuaFunction?, completion: LuaFunction?) in
                    target.alongside(in: view?.view, changes, completion)
                }
                .method("onInteractionChange") { (target: ScriptCoordinator, handler: LuaFunction) in
                    target.coordinator?.notifyWhenInteractionChanges { context in
                        target.run(handler, "interaction change", with: context)
                    }
                }
                .metamethod(.toString) { (_: ScriptCoordinator) in "Coordinator" })
    }

    private func alongside(in view: View?, _ changes: LuaFunction?, _ completion: LuaFunction?) -> Bool {
        guard let coordinator else { return false }
        return coordinator.animateAlongsideTransition(
            in: view,
            animation: changes.map { changes in { context in run(changes, "alongside", with: context) } },
            completion: completion.map { completion in { context in run(completion, "alongside completion", with: context) } })
    }

    /// Runs a callback as its own call into Lua, given the coordinator it was registered with.
    private func run(_ function: LuaFunction, _ name: String, with context: ViewControllerTransitionCoordinatorContext) {
        guard let session else { return }
        let argument = ScriptCoordinator(context: context, hook: hook, session: session, place: place)
        _ = session.run(HookScopes.callbackHook(of: hook, name), in: place, fallback: "the rest of the block was skipped", location: nil) {
            try function.call(argument)
        }
    }
}
