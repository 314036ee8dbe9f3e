/// Which style code a call into Lua runs: a presentation hook, a field of an animator, or a callback one of
/// those registered. Diagnostics name it (`[frameOfPresentedView]`, `[animator.animate (completion)]`), a
/// hook that ran past its budget is quarantined under it, and host functions read it from the running scope.
///
/// A value rather than the text it prints: the engine asks some hooks many times a frame, and comparing or
/// hashing a case costs less than building and comparing a string; the text is made only when something is
/// reported. A callback's name is built from its parts, never parsed out of the text.
struct HookName: Hashable, Sendable, CustomStringConvertible {
    /// The code that registered the call: a hook the engine calls itself.
    enum Origin: Hashable, Sendable {
        /// A hook of `presentation = { … }`.
        case presentation(PresentationHook)
        /// A field of an animator table: `key` is `animator` or `dismissAnimator` (``AnimatorDefinition/key``).
        case animator(key: String, AnimatorField)
        /// A function of `sheet.detents`, at its place (1-based) in the list.
        case sheetDetent(Int)
        /// A function-valued setting of a style standing on a base, such as `zoom.source`.
        case setting(String)
    }

    /// A function style code handed to the host to call later, on behalf of the hook that registered it.
    enum Callback: String, Sendable {
        /// The completion of `animate{}`, `spring{}` or `keyframes{}`.
        case completion
        /// The changes block of `coordinator:alongside(…)`.
        case alongside
        /// The completion block of `coordinator:alongside(…)`.
        case alongsideCompletion = "alongside completion"
        /// The handler of `coordinator:onInteractionChange(…)`.
        case interactionChange = "interaction change"
        /// The handler of `view:addGesture(…)`.
        case gesture
    }

    let origin: Origin
    /// Nil for the hook itself.
    let callback: Callback?

    init(_ origin: Origin, callback: Callback? = nil) {
        self.origin = origin
        self.callback = callback
    }

    /// A presentation hook called by the engine.
    static func presentation(_ hook: PresentationHook) -> HookName { HookName(.presentation(hook)) }

    /// A field of the animator `key` (`animator`, `dismissAnimator`).
    static func animator(_ key: String, _ field: AnimatorField) -> HookName { HookName(.animator(key: key, field)) }

    /// The detent function at `position` (1-based) in `sheet.detents`.
    static func sheetDetent(_ position: Int) -> HookName { HookName(.sheetDetent(position)) }

    /// The name a callback registered in this hook runs under, `name (callback)`: a completion started from a
    /// completion still belongs to the hook that started the first, so any callback this name has is replaced.
    func callback(_ callback: Callback) -> HookName { HookName(origin, callback: callback) }

    /// The text diagnostics give, as they always have: `frameOfPresentedView`, `dismissAnimator.duration`,
    /// `presentationWillBegin (alongside completion)`.
    var description: String {
        let base = switch origin {
        case .presentation(let hook): hook.rawValue
        case .animator(let key, let field): "\(key).\(field.rawValue)"
        case .sheetDetent(let position): "sheet.detents[\(position)]"
        case .setting(let path): path
        }
        guard let callback else { return base }
        return "\(base) (\(callback.rawValue))"
    }
}
