import LuaKit
import PresentationKit

/// What the style code running right now belongs to: a stack of ``Scope``s, one per call into Lua under
/// way (a hook's `ctx:complete()` may run a completion inside it). Host functions (`animate`,
/// `view:remove()`…) read the innermost; ``StyleSession`` pushes one around every call.
///
/// The bindings are handed the scopes; through them they also reach the runtime's two guards against work
/// no instruction budget sees: ``runawayGuard`` (animation blocks per instant) and ``madeViews`` (views style
/// code holds), each its own type.
final class HookScopes {
    /// The calls under way, outermost first. Unchecked exclusivity: it is read and changed only by complete
    /// accesses (an append, a remove, a read) on the one thread the runtime lives on, never across a call
    /// into Lua, and the dynamic check was a tenth of the session's cost of a `frameOfPresentedView` call.
    @exclusivity(unchecked) private(set) var stack: [Scope] = []
    /// Counts the calls from the engine into style code (the outermost scopes run).
    @exclusivity(unchecked) private(set) var calls = 0
    /// The hook that used up the instruction budget in a scope nested in the current outermost one. The budget
    /// is one per call from the engine, so the code that called it (through `ctx:complete()`, say) is stopped
    /// too, at its next instruction: that is not its own fault.
    var budgetSpentBy: (hook: HookName, callerLine: LuaSourceLocation?)? {
        didSet { isBudgetSpent = budgetSpentBy != nil }
    }
    /// Whether ``budgetSpentBy`` is set, read on every call: testing the optional tuple for nil copied it
    /// on the hottest path there is, every `frameOfPresentedView` call.
    @exclusivity(unchecked) private var isBudgetSpent = false

    /// Animation blocks per instant.
    let runawayGuard: AnimationRunawayGuard
    /// The views style code made and holds.
    let madeViews: MadeViews
    /// A view's `bounds` as Lua keeps it between crossings into Swift (see ``LuaKit/LuaPropertyMemo``): the
    /// value a hook reads most, `self.container.bounds`, which a presentation vouches for before each hook.
    let boundsMemo = LuaPropertyMemo()

    init(limits: StyleLimits) {
        runawayGuard = AnimationRunawayGuard(limits: limits)
        madeViews = MadeViews(limits: limits)
    }

    /// The innermost call under way.
    var current: Scope? { stack.last }

    /// Whether no style code is running: the next call is one from the engine.
    var isIdle: Bool { stack.isEmpty }

    /// Runs `body` with `scope` current.
    @inline(__always)
    func run<Result>(_ scope: Scope, _ body: () throws -> Result) rethrows -> Result {
        if stack.isEmpty {
            calls += 1
            if isBudgetSpent { budgetSpentBy = nil }
        }
        stack.append(scope)
        defer { stack.removeLast() }
        return try body()
    }
}
