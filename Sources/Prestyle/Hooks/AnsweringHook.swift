import LuaKit
import PresentationKit

/// A hook whose answer the engine uses, declared whole: its ``HookSpecification`` and the typed check of its
/// answer — how the answer is read straight from the Lua stack (`Raw`, a ``HookAnswer``) and checked into what
/// the engine takes (`Answer`), with the message that says what is wrong. Whether a frame or size is usable at
/// all is the engine's one gate, ``UnusableGeometry``: the checks ask it, and only word the answer for the
/// style (Prestyle adds the file, line and hook).
///
/// A check that throws makes the caller report the answer at the hook's `return` line and fall back to the
/// superclass (see ``HookSpecification/fallback``).
struct AnsweringHook<Raw: HookAnswer, Answer>: Sendable {
    let specification: HookSpecification
    /// The answer the engine takes, or an error naming what is wrong with `raw`; `controller` is the
    /// presentation asking.
    let check: @Sendable (_ raw: Raw, _ controller: LuaPresentationController) throws -> Answer

    init(_ specification: HookSpecification,
         check: @escaping @Sendable (_ raw: Raw, _ controller: LuaPresentationController) throws -> Answer) {
        self.specification = specification
        self.check = check
    }

    var hook: PresentationHook { specification.hook }
}

extension AnsweringHook where Raw == LuaValue, Answer == Bool {
    /// A hook answering true or false (``HookSpecification/Answer/boolean``).
    static func boolean(_ specification: HookSpecification) -> AnsweringHook {
        let hook = specification.hook
        return AnsweringHook(specification) { answer, _ in
            guard case .boolean(let flag) = answer else {
                throw LuaError(kind: .runtime, message: "\(hook.rawValue) must return true or false, not \(answer.typeDescription)")
            }
            return flag
        }
    }
}
