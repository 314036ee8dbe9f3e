import LuaKit
import PresentationKit

/// `dynamics { items = { view, … }, gravity =, collision =, snap =, push =, attachment =, item =,
/// completion = }`: UIKit Dynamics over views of the presentation's container, on its window's clock (see
/// ``DynamicsRequest`` for the fields and ``DynamicsRun`` for when it ends). Works wherever `animate{}`
/// does — an animator, a presentation hook, a callback — and is counted like an animation block against
/// the per-instant runaway guard; it moves at most ``DynamicsRequest/maximumItems`` views for at most
/// ``DynamicsRun/maximumDuration`` simulated seconds.
enum DynamicsFunction {
    static func install(in state: LuaState, scopes: HookScopes) throws {
        try state.setHostGlobal("dynamics", state.function { [unowned state] (table: LuaTable) -> ScriptDynamics? in
            let request = try DynamicsRequest(table)
            let (scope, clock) = try AnimationFunctions.current(scopes, "dynamics")
            guard let container = scope.container else {
                throw LuaError(kind: .runtime, message: "dynamics{} moves views in a presentation's container; "
                    + "this hook has none")
            }
            for (index, item) in request.items.enumerated() where !item.isDescendant(of: container) || item === container {
                throw LuaError(kind: .runtime, message: "dynamics{}.items[\(index + 1)] (\(item.name)) is not inside the "
                    + "container: add it (container:add(view)) before moving it")
            }
            let behaviors = try request.behaviors()
            let location = state.runningLocation()
            guard AnimationFunctions.admit(scopes, clock: clock, scope: scope, location: location) else { return nil }
            let completion = AnimationFunctions.callback(request.completion, scope: scope, name: .completion)
            let run = DynamicsRun(
                container: container, items: request.items,
                completion: completion.map { run in { run { try $0.call() } } },
                overran: {
                    scope.report(.warning, "dynamics{} ran \(Int(DynamicsRun.maximumDuration)) s without coming to "
                        + "rest; stopped where the views were", code: .style.dynamicsTimeout, at: location)
                })
            run.start(behaviors, on: clock)
            return ScriptDynamics(run: run)
        })
    }
}
