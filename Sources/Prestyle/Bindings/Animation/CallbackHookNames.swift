/// The hook names of callbacks (`animator.animate (completion)`, `presentationWillBegin (alongside)`), made
/// once per hook and kept: an `animate{}` completion or an alongside block is registered on every transition,
/// and making its name each time (``HookScopes/callbackHook(of:_:)`` scans the hook's name with Foundation and
/// builds a new string) cost about 6,000 instructions of each registration (callgrind, `prestyle-bench one
/// run60 lua`). One per Lua state, held by the host functions that register callbacks; as many entries as a
/// style has hooks and callback kinds.
final class CallbackHookNames {
    private var names: [Key: String] = [:]

    private struct Key: Hashable {
        let hook: String
        let callback: String
    }

    /// `hook (callback)`, as ``HookScopes/callbackHook(of:_:)`` makes it.
    func name(of hook: String, _ callback: String) -> String {
        let key = Key(hook: hook, callback: callback)
        if let name = names[key] { return name }
        let name = HookScopes.callbackHook(of: hook, callback)
        names[key] = name
        return name
    }
}
