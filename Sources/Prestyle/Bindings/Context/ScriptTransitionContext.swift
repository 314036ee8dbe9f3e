import LuaKit
import PresentationKit

/// The transition context as an animator's functions see it (`ctx`).
///
/// Read-only: `container from to fromView toView isPresenting isAnimated isInteractive wasCancelled duration
/// options keyboard traits` (`traits`: the presented or pushed side's); methods `initialFrame(vc)`, `finalFrame(vc)` and `complete(didComplete)` (without an argument:
/// `not ctx.wasCancelled`). `complete` passes on the first call only: a second call, or one after the
/// transition ended (a `ctx` kept from an earlier transition), is reported at its line and ignored, and the
/// engine can tell a style that never completes from one that does.
struct ScriptTransitionContext: ScriptValue {
    static let luaTypeName = "TransitionContext"

    /// What the animator knows about one transition; shared by every `ctx` made for it.
    final class Transition {
        /// Weak: the engine owns the context while its transition runs; a `ctx` that Lua keeps (in a global, or
        /// as garbage not yet collected) must not keep a finished or abandoned transition's controllers and clock.
        private(set) weak var context: ViewControllerContextTransitioning?
        let isPresenting: Bool
        let options: LuaTable
        /// The duration the animator answered.
        var duration: Double = 0
        /// Whether the script called `complete`.
        var isCompleted = false
        /// Whether the transition is over (`animationEnded`): a `complete` now belongs to no transition.
        var hasEnded = false

        init(context: ViewControllerContextTransitioning?, isPresenting: Bool, options: LuaTable) {
            self.context = context
            self.isPresenting = isPresenting
            self.options = options
        }
    }

    let transition: Transition

    private var context: ViewControllerContextTransitioning? { transition.context }

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<ScriptTransitionContext> {
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
            .property("keyboard") { [unowned state] target -> LuaTable? in
                guard let container = target.context?.containerView, let window = container.window else { return nil }
                return try KeyboardTable.make(window.keyboard, in: container, state: state)
            }
            .property("traits") { target in
                // The presented (or pushed) side's: the controller the transition brings in or takes away.
                target.context?.viewController(forKey: target.transition.isPresenting ? .to : .from)
                    .map { ScriptTraits($0.traitCollection, in: $0.window) }
            }
            .method("initialFrame") { (target: ScriptTransitionContext, controller: ScriptController) in
                try ScriptRect(checking: controller.controller.flatMap { target.context?.initialFrame(for: $0) } ?? .zero, for: "initialFrame")
            }
            .method("finalFrame") { (target: ScriptTransitionContext, controller: ScriptController) in
                try ScriptRect(checking: controller.controller.flatMap { target.context?.finalFrame(for: $0) } ?? .zero, for: "finalFrame")
            }
            .method("complete") { [unowned state] (target: ScriptTransitionContext, didComplete: Bool?) in
                let transition = target.transition
                guard !transition.isCompleted, !transition.hasEnded else {
                    let problem = transition.isCompleted
                        ? "ctx:complete(…) was called again; a transition completes once"
                        : "ctx:complete(…) was called after its transition ended (a ctx kept from an earlier transition?)"
                    scopes.current?.report(.warning, problem + ", so this call was ignored", code: .style.styleIgnoredCall,
                                           at: state.runningLocation())
                    return
                }
                guard let context = target.context else { return }
                transition.isCompleted = true
                context.completeTransition(didComplete ?? !context.transitionWasCancelled)
            }
            .metamethod(.toString) { (target: ScriptTransitionContext) in
                "TransitionContext(\(target.transition.isPresenting ? "presenting" : "dismissing"))"
            }
    }
}
