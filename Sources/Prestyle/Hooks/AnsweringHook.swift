import LuaKit
import PresentationKit

/// The typed half of a hook whose answer the engine uses: how the answer is read straight from the Lua stack
/// (`Raw`, a ``HookAnswer``) and checked into what the engine takes (`Answer`), with the message that says
/// what is wrong. Whether a frame or size is usable at all is the engine's one gate, ``UnusableGeometry``:
/// the checks here ask it, and only word the answer for the style (Prestyle adds the file, line and hook).
///
/// A check that throws makes the caller report the answer at the hook's `return` line and fall back to the
/// superclass (see ``HookSpecification/fallback``).
struct AnsweringHook<Raw: HookAnswer, Answer>: Sendable {
    /// The hook; its ``HookSpecification`` is looked up only for a message (the frame hook runs many times a
    /// frame, and its answer is usually fine).
    let hook: PresentationHook
    /// The answer the engine takes, or an error naming what is wrong with `raw`; `controller` is the
    /// presentation asking.
    let check: @Sendable (_ raw: Raw, _ controller: LuaPresentationController) throws -> Answer

    var specification: HookSpecification { hook.specification }
}

/// The answering hooks' typed specifications, one per hook the engine uses the answer of. Computed rather
/// than stored, so asking the frame hook checks no lazy global first and its check is a known function.
enum AnsweringHooks {
    static var shouldPresentInFullscreen: AnsweringHook<LuaValue, Bool> { boolean(.shouldPresentInFullscreen) }
    static var shouldRemovePresentersView: AnsweringHook<LuaValue, Bool> { boolean(.shouldRemovePresentersView) }

    /// A View holding the presented controller's view, outside the container.
    static var presentedView: AnsweringHook<LuaValue, View> { AnsweringHook(hook: .presentedView) { answer, controller in
        guard case .userdata(let data) = answer, let view = try? data.value(as: ScriptView.self) else {
            throw LuaError(kind: .runtime, message: "presentedView must return a View, not \(answer.typeDescription)")
        }
        if let container = controller.containerView, container.isDescendant(of: view.view) {
            throw LuaError(kind: .runtime, message: "presentedView returned '\(view.view.name)', which holds the container "
                + "'\(container.name)': the presented view goes inside the container")
        }
        if let presentedRoot = controller.presentedViewController.viewIfLoaded, !presentedRoot.isDescendant(of: view.view) {
            throw LuaError(kind: .runtime, message: "presentedView returned '\(view.view.name)', which does not contain the "
                + "presented controller's view '\(presentedRoot.name)' (add it inside first, in presentationWillBegin)")
        }
        return view.view
    } }

    /// A Rect (or a plain table of four numbers) the engine's gate accepts.
    static var frameOfPresentedView: AnsweringHook<RectAnswer, Rect> {
        AnsweringHook(hook: .frameOfPresentedView) { answer, _ in try answer.frame("frameOfPresentedView's result") }
    }

    /// A Size (or a plain table of two numbers) the engine's gate accepts.
    static var sizeForChild: AnsweringHook<LuaValue, Size> { AnsweringHook(hook: .sizeForChild) { answer, _ in
        let size = try GeometryValues.size(answer, "sizeForChild's result")
        switch UnusableGeometry(size: size) {
        case nil: return size
        case .negativeSize?: throw LuaError(kind: .runtime, message: "sizeForChild returned a negative size (\(size))")
        // Reading checked every number; kept so that a new kind of answer cannot slip past the gate.
        case .notFinite?: throw LuaError(kind: .runtime, message: "sizeForChild returned a size that is not finite (\(size))")
        }
    } }

    /// A style's name, or nil (no opinion: the superclass decides).
    static var adaptiveStyle: AnsweringHook<LuaValue, ModalPresentationStyle?> { AnsweringHook(hook: .adaptiveStyle) { value, _ in
        switch value {
        case .nil: return nil
        case .string(let name):
            guard let style = AdaptiveStyleName.styles[name] else {
                throw LuaError(kind: .runtime, message: "adaptiveStyle returned \(name.debugDescription): use \"fullScreen\", "
                    + "\"overFullScreen\", \"formSheet\", \"pageSheet\" or \"none\" (or nil for no opinion)")
            }
            return style
        default:
            throw LuaError(kind: .runtime, message: "adaptiveStyle must return a style name or nil, not \(value.typeDescription)")
        }
    } }

    private static func boolean(_ hook: PresentationHook) -> AnsweringHook<LuaValue, Bool> {
        AnsweringHook(hook: hook) { answer, _ in
            guard case .boolean(let flag) = answer else {
                throw LuaError(kind: .runtime, message: "\(hook.rawValue) must return true or false, not \(answer.typeDescription)")
            }
            return flag
        }
    }
}

/// The names `adaptiveStyle` answers with, and the styles they stand for.
enum AdaptiveStyleName {
    static let styles: [String: ModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "formSheet": .formSheet, "pageSheet": .pageSheet,
        "none": .none,
    ]

    /// The name of `style`, or nil for one a hook cannot name (the presentation's own, custom: no adaptation).
    static func name(of style: ModalPresentationStyle) -> String? {
        styles.first { $0.value == style }?.key
    }
}
