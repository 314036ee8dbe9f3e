import LuaKit
import PresentationKit

/// One property of a view as scripts see it, declared once: its name, how it reads back, and how a script's
/// value is checked — with the one message that says what is wrong — and set on the engine's view.
///
/// The list of them (``all``) is the whole of it: it makes the View userdata's members (`view.cornerRadius`,
/// `view.cornerRadius = 12`), the fields `view{ cornerRadius = 12 }` takes, the UIKit spellings answered
/// with prestyle's (`backgroundColor` is `color`), and what `Styles/prestyle.meta.lua` and `Styles/README.md`
/// are tested against. A value is checked the same way whichever way it came; the message names the way:
/// `a view's cornerRadius must not be negative…`, `view{}.cornerRadius must not be negative…`.
struct ScriptViewProperty: Sendable {
    /// The name scripts write.
    let name: String
    /// Whether `view{}` takes the property as a field (the shadow's single fields and the read-only
    /// properties it does not).
    let isConstructorField: Bool
    /// UIKit's names for the property, whose use prestyle answers with ``name`` (``UIKitNames``).
    let uikitNames: [String]
    /// Adds the property to the View userdata: its getter, and its setter unless it is read-only.
    let register: @Sendable (LuaUserdataType<ScriptView>, LuaState) -> LuaUserdataType<ScriptView>
    /// Checks a script's value and sets it on a view; `what` names where the value was written, for the
    /// message. Nil for a read-only property.
    let assign: (@Sendable (View, LuaValue, _ what: String) throws -> Void)?

    /// A property scripts read and write.
    ///
    /// - Parameters:
    ///   - name: the name scripts write.
    ///   - constructorField: whether `view{}` takes it.
    ///   - uikit: UIKit's names for it.
    ///   - get: the value scripts read back (the state makes tables).
    ///   - check: the script's value as the engine takes it, or a Lua error naming `what` (the one message
    ///     for a value of the wrong type or out of range).
    ///   - set: sets the checked value on the view.
    static func readWrite<Value: LuaPushable & SendableMetatype, Checked>(
        _ name: String, constructorField: Bool = true, uikit: [String] = [],
        get: @escaping @Sendable (View, LuaState) throws -> Value,
        check: @escaping @Sendable (LuaValue, _ what: String) throws -> Checked,
        set: @escaping @Sendable (View, Checked) -> Void
    ) -> ScriptViewProperty {
        let assign: @Sendable (View, LuaValue, String) throws -> Void = { view, value, what in set(view, try check(value, what)) }
        return ScriptViewProperty(
            name: name, isConstructorField: constructorField, uikitNames: uikit,
            register: { type, state in
                type.property(name, get: { [unowned state] in try get($0.view, state) }, setAny: { target, value in
                    try assign(target.view, value, "a view's \(name)")
                })
            },
            assign: assign)
    }

    /// A property scripts only read.
    static func readOnly<Value: LuaPushable & SendableMetatype>(_ name: String, get: @escaping @Sendable (View) throws -> Value) -> ScriptViewProperty {
        ScriptViewProperty(
            name: name, isConstructorField: false, uikitNames: [],
            register: { type, _ in type.property(name) { try get($0.view) } }, assign: nil)
    }
}

extension ScriptViewProperty {
    /// The prestyle names of the view's properties for each UIKit name they answer, in ``all``'s order:
    /// `layer` is `cornerRadius`, `borderWidth`, `borderColor` or `shadow`.
    static var uikitCounterparts: [String: [String]] {
        var names: [String: [String]] = [:]
        for property in all {
            for uikit in property.uikitNames { names[uikit, default: []].append(property.name) }
        }
        return names
    }
}
