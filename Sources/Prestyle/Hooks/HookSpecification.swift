import LuaKit
import PresentationKit

/// Everything about one presentation hook, in one place: its names, what it answers, UIKit's default and how
/// that default is reached, and the row `Styles/README.md` documents it with. ``PresentationHook`` is the
/// hook's identity; its ``PresentationHook/specification`` is this. Registration (which fields of
/// `presentation = { … }` are hooks, which may be a boolean constant), the messages, `self:hook(…)` for a hook
/// a style leaves out, and the documentation tests all read it; the typed half of a hook the engine uses the
/// answer of (how the answer is read and checked) is its ``AnsweringHook``.
///
/// The table itself is in `HookSpecification+Table.swift`, in the order UIKit calls the hooks.
struct HookSpecification: Sendable {
    /// What the engine does with what the hook returns.
    enum Answer: Sendable, Hashable {
        /// Nothing: the hook is told something (a notification).
        case nothing
        /// A boolean; the style may also give a constant `true`/`false` instead of a function.
        case boolean
        /// A view that contains the presented controller's view.
        case view
        /// A frame in the container's coordinates.
        case frame
        /// A size.
        case size
        /// The name of a modal presentation style, or nil for no opinion.
        case adaptiveStyle
    }

    /// What `self:hook(…)` does in a style that leaves the hook out.
    enum Inherited: Sendable {
        /// Answers what the superclass (`UIPresentationController`) answers now, asked through the engine,
        /// as an override calling `super` would get.
        case superclass(@Sendable (LuaPresentationController, _ first: LuaValue, _ second: LuaValue) throws -> InheritedAnswer)
        /// Does nothing; the text says why (the engine already does the superclass's part).
        case nothing(because: String)
    }

    /// The hook.
    let hook: PresentationHook
    /// The `UIPresentationController` method it stands for.
    let uikitName: String
    /// The arguments after `self`, as documented (`self, size, coordinator`).
    let arguments: String
    /// What it returns, as documented ("—" for nothing).
    let returns: String
    let answer: Answer
    /// What UIKit does when the hook is missing, as documented and as messages name it when a hook that
    /// answers nothing fails ("UIKit's default (nothing) stands").
    let defaultBehaviour: String
    /// What a failed or unusable answer is replaced by, as messages name it ("used UIKit's default (the
    /// container's bounds)").
    let fallback: String
    /// What `self:hook(…)` does when the style leaves the hook out.
    let inherited: Inherited

    init(
        _ hook: PresentationHook, uikitName: String, arguments: String = "self", returns: String = "—",
        answer: Answer = .nothing, defaultBehaviour: String = "nothing", fallback: String? = nil, inherited: Inherited
    ) {
        self.hook = hook
        self.uikitName = uikitName
        self.arguments = arguments
        self.returns = returns
        self.answer = answer
        self.defaultBehaviour = defaultBehaviour
        self.fallback = fallback ?? defaultBehaviour
        self.inherited = inherited
    }

    /// Whether the hook may be a boolean constant instead of a function.
    var acceptsBoolean: Bool { answer == .boolean }

    /// Its row in the hook table of `Styles/README.md` (a boolean default is code there: `true`).
    var documentationRow: String {
        let shownDefault = answer == .boolean ? "`\(defaultBehaviour)`" : defaultBehaviour
        return "| `\(hook.rawValue)` | `\(arguments)` | \(returns) | `\(uikitName)` | \(shownDefault) |"
    }

    /// Every hook's specification, in the order UIKit calls the hooks.
    static let all: [HookSpecification] = PresentationHook.allCases.map(\.specification)
}

/// What the superclass answered for `self:hook(…)`, pushed as the hook itself would answer it.
enum InheritedAnswer: LuaPushable {
    case frame(Rect)
    case size(Size)
    case boolean(Bool)
    /// A modal presentation style's name, or nil for no opinion.
    case styleName(String?)
    case nothing

    func push(onto stack: LuaStack) throws {
        switch self {
        case .frame(let rect): try ScriptRect(rect).push(onto: stack)
        case .size(let size): try ScriptSize(size).push(onto: stack)
        case .boolean(let flag): try flag.push(onto: stack)
        case .styleName(let name): try name.push(onto: stack)
        case .nothing: try LuaValue.nil.push(onto: stack)
        }
    }
}
