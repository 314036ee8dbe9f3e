import LuaKit
import PresentationKit

/// Everything about one presentation hook, in one place: its names, its arguments, what it answers, UIKit's
/// default and how that default is reached. ``PresentationHook`` is the hook's identity; its
/// ``PresentationHook/specification`` is this. Registration (which fields of `presentation = { … }` are
/// hooks, which may be a boolean constant), the messages, `self:hook(…)` for a hook a style leaves out,
/// UIKit's spellings (``UIKitNames``), the row `Styles/README.md` documents it with and the annotations
/// `Styles/prestyle.meta.lua` must give it all read it. A hook whose answer the engine uses is declared as an
/// ``AnsweringHook``: this specification together with the typed check of that answer.
///
/// The declarations are in `HookSpecification+Table.swift`, in the order UIKit calls the hooks.
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

        /// The answer's type as the annotations write it; nil for nothing.
        var annotation: String? {
            switch self {
            case .nothing: nil
            case .boolean: "boolean"
            case .view: "View"
            case .frame: "Rect"
            case .size: "Size"
            case .adaptiveStyle: "AdaptiveStyle?"
            }
        }
    }

    /// An argument the hook gets after `self`: its name, as documented, and its type, as the annotations
    /// write it.
    struct Argument: Sendable, Hashable {
        let name: String
        let type: String

        static let coordinator = Argument(name: "coordinator", type: "Coordinator")
        static let completed = Argument(name: "completed", type: "boolean")
        static let child = Argument(name: "child", type: "ViewController")
        static let parentSize = Argument(name: "parentSize", type: "Size")
        static let size = Argument(name: "size", type: "Size")
        static let traits = Argument(name: "traits", type: "Traits")
        static let keyboard = Argument(name: "keyboard", type: "Keyboard")
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
    /// The arguments after `self`.
    let arguments: [Argument]
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
    /// UIKit's spellings when they are not just ``uikitName``'s Swift name (see ``uikitSpellings``).
    private let givenSpellings: [String]?

    /// - Parameter uikitSpellings: By default the Swift name of ``uikitName`` without its argument labels,
    ///   when that differs from the hook's; given where UIKit has more spellings (Objective-C's), or where
    ///   the Swift name alone (`size`) would be taken for something else.
    init(
        _ hook: PresentationHook, uikitName: String, arguments: [Argument] = [], returns: String = "—",
        answer: Answer = .nothing, defaultBehaviour: String = "nothing", fallback: String? = nil,
        uikitSpellings: [String]? = nil, inherited: Inherited
    ) {
        self.hook = hook
        self.uikitName = uikitName
        self.arguments = arguments
        self.returns = returns
        self.answer = answer
        self.defaultBehaviour = defaultBehaviour
        self.fallback = fallback ?? defaultBehaviour
        self.inherited = inherited
        givenSpellings = uikitSpellings
    }

    /// The names a style ported from UIKit code may give the hook instead (`viewWillTransition`,
    /// `viewWillTransitionToSize`): answered with the hook's name at load and at run time. Made when asked,
    /// not at the declaration: the engine asks some hooks many times a frame.
    var uikitSpellings: [String] {
        if let givenSpellings { return givenSpellings }
        let swiftName = String(uikitName.prefix { $0 != "(" })
        return swiftName == hook.rawValue ? [] : [swiftName]
    }

    /// Whether the hook may be a boolean constant instead of a function.
    var acceptsBoolean: Bool { answer == .boolean }

    /// The arguments as documented, `self` first: `self, size, coordinator`.
    var argumentList: String { (["self"] + arguments.map(\.name)).joined(separator: ", ") }

    /// Its row in the hook table of `Styles/README.md` (a boolean default is code there: `true`).
    var documentationRow: String {
        let shownDefault = answer == .boolean ? "`\(defaultBehaviour)`" : defaultBehaviour
        return "| `\(hook.rawValue)` | `\(argumentList)` | \(returns) | `\(uikitName)` | \(shownDefault) |"
    }
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
