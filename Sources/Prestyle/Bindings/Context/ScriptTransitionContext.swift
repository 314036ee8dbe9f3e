import LuaKit
import PresentationKit

/// The transition context as an animator's functions see it (`ctx`).
///
/// Read-only: `container from to fromView toView isPresenting isAnimated isInteractive wasCancelled duration
/// options`; methods `initialFrame(vc)`, `finalFrame(vc)` and `complete(didComplete)` (without an argument:
/// `not ctx.wasCancelled`). Calls to `complete` are counted, so the engine can tell a style that never
/// completes from one that does.
struct ScriptTransitionContext: LuaUserdataRepresentable {
    static let luaTypeName = "TransitionContext"

    /// What the animator knows about one transition; shared by every `ctx` made for it.
    final class Transition {
        let context: ViewControllerContextTransitioning?
        let isPresenting: Bool
        let options: LuaTable
        /// The duration the animator answered.
        var duration: Double = 0
        /// How often the script called `complete`.
        var completions = 0

        init(context: ViewControllerContextTransitioning?, isPresenting: Bool, options: LuaTable) {
            self.context = context
            self.isPresenting = isPresenting
            self.options = options
        }
    }

    let transition: Transition

    private var context: ViewControllerContextTransitioning? { transition.context }

    static func register(in state: LuaState) throws {
        try state.register(
            LuaUserdataType<ScriptTransitionContext>()
                .property("container") { $0.context.map { ScriptView($0.containerView) } }
                .property("from") { $0.context?.viewController(forKey: .from).map(ScriptController.init) }
                .property("to") { $0.context?.viewController(forKey: .to).map(ScriptController.init) }
                .property("fromView") { $0.context?.view(forKey: .from).map(ScriptView.init) }
                .property("toView") { $0.context?.view(forKey: .to).map(ScriptView.init) }
                .property("isPresenting") { $0.transition.isPresenting }
                .property("isAnimated") { $0.context?.isAnimated ?? true }
                .property("isInteractive") { $0.context?.isInteractive ?? false }
                .property("wasCancelled") { $0.context?.transitionWasCancelled ?? false }
                .property("duration") { $0.transition.duration }
                .property("options") { $0.transition.options }
                .method("initialFrame") { (target: ScriptTransitionContext, controller: ScriptController) in
                    try ScriptRect(checking: target.context?.initialFrame(for: controller.controller) ?? .zero, for: "initialFrame")
                }
                .method("finalFrame") { (target: ScriptTransitionContext, controller: ScriptController) in
                    try ScriptRect(checking: target.context?.finalFrame(for: controller.controller) ?? .zero, for: "finalFrame")
                }
                .method("complete") { (target: ScriptTransitionContext, didComplete: Bool?) in
                    guard let context = target.context else { return }
                    target.transition.completions += 1
                    context.completeTransition(didComplete ?? !context.transitionWasCancelled)
                }
                .metamethod(.toString) { (target: ScriptTransitionContext) in
                    "TransitionContext(\(target.transition.isPresenting ? "presenting" : "dismissing"))"
                })
    }
}
