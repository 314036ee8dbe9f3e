import LuaKit
import PresentationKit

// The presentation hooks, declared: one declaration per ``PresentationHook``, and ``HookSpecification/all``
// listing them in the order UIKit calls them during a presentation and its dismissal. UIKit's defaults are
// `UIPresentationController`'s (its reference: "the default implementation returns …"), as
// `PresentationController` models them.

extension PresentationHook {
    /// Everything about the hook (see ``HookSpecification``).
    var specification: HookSpecification {
        guard let specification = HookSpecification.byHook[self] else {
            preconditionFailure("\(rawValue) has no declaration in HookSpecification.all")
        }
        return specification
    }
}

extension HookSpecification {
    /// Every hook's specification, in the order UIKit calls the hooks.
    static let all: [HookSpecification] = [
        shouldPresentInFullscreen.specification, shouldRemovePresentersView.specification, presentationWillBegin,
        presentedView.specification, frameOfPresentedView.specification, containerWillLayout, containerDidLayout,
        presentationDidEnd, sizeForChild.specification, preferredContentSizeDidChange, willTransitionToSize,
        willTransitionToTraits, adaptiveStyle.specification, keyboardWillChange, shouldDismiss.specification,
        dismissalWillBegin, dismissalDidEnd,
    ]

    fileprivate static let byHook = Dictionary(uniqueKeysWithValues: all.map { ($0.hook, $0) })

    /// The hooks' names for each of UIKit's spellings of them (see ``uikitSpellings``).
    static let uikitCounterparts: [String: [String]] = Dictionary(
        all.flatMap { specification in specification.uikitSpellings.map { ($0, [specification.hook.rawValue]) } },
        uniquingKeysWith: +)

    /// Why `self:hook()` does nothing for a notification whose superclass implementation is empty.
    private static let emptyInSuperclass = HookSpecification.Inherited.nothing(because: "UIPresentationController's does nothing")

    // The hooks whose answers the engine uses are computed rather than stored, so asking the frame hook (many
    // times a frame) checks no lazy global first and its check is a known function.

    static var shouldPresentInFullscreen: AnsweringHook<LuaValue, Bool> {
        .boolean(HookSpecification(
            .shouldPresentInFullscreen, uikitName: "shouldPresentInFullscreen", returns: "boolean (or a constant `true`/`false`)",
            answer: .boolean, defaultBehaviour: "true",
            inherited: .superclass { controller, _, _ in .boolean(controller.superclassShouldPresentInFullscreen) }))
    }

    static var shouldRemovePresentersView: AnsweringHook<LuaValue, Bool> {
        .boolean(HookSpecification(
            .shouldRemovePresentersView, uikitName: "shouldRemovePresentersView", returns: "boolean (or a constant)",
            answer: .boolean, defaultBehaviour: "false",
            inherited: .superclass { controller, _, _ in .boolean(controller.superclassShouldRemovePresentersView) }))
    }

    static let presentationWillBegin = HookSpecification(
        .presentationWillBegin, uikitName: "presentationTransitionWillBegin()", arguments: [.coordinator],
        inherited: emptyInSuperclass)

    /// A View holding the presented controller's view, outside the container. `self.presentedView` is the
    /// property (what this hook answers), so scripts never call the hook as a method.
    static var presentedView: AnsweringHook<LuaValue, View> {
        AnsweringHook(HookSpecification(
            .presentedView, uikitName: "presentedView", returns: "View containing the presented controller's view",
            answer: .view, defaultBehaviour: "the presented controller's view",
            inherited: .nothing(because: "self.presentedView is the property, the hook's answer: there is no method to call"))
        ) { answer, controller in
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
        }
    }

    /// A Rect (or a plain table of four numbers) the engine's gate accepts.
    static var frameOfPresentedView: AnsweringHook<RectAnswer, Rect> {
        AnsweringHook(HookSpecification(
            .frameOfPresentedView, uikitName: "frameOfPresentedViewInContainerView", returns: "Rect", answer: .frame,
            defaultBehaviour: "the container's bounds",
            inherited: .superclass { controller, _, _ in .frame(controller.superclassFrameOfPresentedView) })
        ) { answer, _ in try answer.frame("frameOfPresentedView's result") }
    }

    static let containerWillLayout = HookSpecification(
        .containerWillLayout, uikitName: "containerViewWillLayoutSubviews()", inherited: emptyInSuperclass)

    static let containerDidLayout = HookSpecification(
        .containerDidLayout, uikitName: "containerViewDidLayoutSubviews()", inherited: emptyInSuperclass)

    static let presentationDidEnd = HookSpecification(
        .presentationDidEnd, uikitName: "presentationTransitionDidEnd(_:)", arguments: [.completed],
        inherited: emptyInSuperclass)

    /// A Size (or a plain table of two numbers) the engine's gate accepts. Spelt as Objective-C spells it
    /// only: Swift's `size` would be taken for a view's or a rect's.
    static var sizeForChild: AnsweringHook<LuaValue, Size> {
        AnsweringHook(HookSpecification(
            .sizeForChild, uikitName: "size(forChildContentContainer:withParentContainerSize:)",
            arguments: [.child, .parentSize], returns: "Size", answer: .size, defaultBehaviour: "the parent's size",
            uikitSpellings: ["sizeForChildContentContainer"],
            inherited: .superclass { controller, child, parentSize in
                guard case .userdata(let data) = child, let child = (try? data.value(as: ScriptController.self))?.controller else {
                    throw LuaError(kind: .runtime, message: "self:sizeForChild(child, parentSize) needs the child ViewController, "
                        + "not \(child.typeDescription)")
                }
                let parent = try GeometryValues.size(parentSize, "sizeForChild's parentSize")
                return .size(controller.superclassSize(forChild: child, parentSize: parent))
            })
        ) { answer, _ in
            let size = try GeometryValues.size(answer, "sizeForChild's result")
            switch UnusableGeometry(size: size) {
            case nil: return size
            case .negativeSize?: throw LuaError(kind: .runtime, message: "sizeForChild returned a negative size (\(size))")
            // Reading checked every number; kept so that a new kind of answer cannot slip past the gate.
            case .notFinite?: throw LuaError(kind: .runtime, message: "sizeForChild returned a size that is not finite (\(size))")
            }
        }
    }

    /// `PresentationController`'s grants nothing (the 2014 session: a presentation controller decides).
    static let preferredContentSizeDidChange = HookSpecification(
        .preferredContentSizeDidChange, uikitName: "preferredContentSizeDidChange(forChildContentContainer:)",
        arguments: [.child], uikitSpellings: ["preferredContentSizeDidChangeForChildContentContainer"],
        inherited: .nothing(because: "UIPresentationController's grants nothing"))

    /// The engine passes the change on to the presented controller after the hook runs (as an override
    /// calling `super` would), hook or not: passing it on from `self:willTransitionToSize()` too would
    /// deliver it twice.
    static let willTransitionToSize = HookSpecification(
        .willTransitionToSize, uikitName: "viewWillTransition(to:with:)", arguments: [.size, .coordinator],
        defaultBehaviour: "passing the change on to the presented controller",
        uikitSpellings: ["viewWillTransition", "viewWillTransitionToSize"],
        inherited: .nothing(because: "the engine passes the change on after the hook; doing it here too would pass it twice"))

    /// As ``willTransitionToSize``: the engine passes the traits on after the hook.
    static let willTransitionToTraits = HookSpecification(
        .willTransitionToTraits, uikitName: "willTransition(to:with:)", arguments: [.traits, .coordinator],
        defaultBehaviour: "passing the change on to the presented controller",
        uikitSpellings: ["willTransition", "willTransitionToTraitCollection"],
        inherited: .nothing(because: "the engine passes the change on after the hook; doing it here too would pass it twice"))

    /// A style's name, or nil (no opinion: the superclass decides). Also spelt as the adaptive delegate's
    /// method, which a port may have written instead.
    static var adaptiveStyle: AnsweringHook<LuaValue, ModalPresentationStyle?> {
        AnsweringHook(HookSpecification(
            .adaptiveStyle, uikitName: "adaptivePresentationStyle(for:)", arguments: [.traits],
            returns: #"`"fullScreen"`, `"overFullScreen"`, `"formSheet"`, `"pageSheet"`, `"none"` or nil"#, answer: .adaptiveStyle,
            defaultBehaviour: "the adaptive delegate's answer, else no adaptation", fallback: "no adaptation",
            uikitSpellings: ["adaptivePresentationStyle", "adaptivePresentationStyleForTraitCollection",
                             "adaptivePresentationStyleForPresentationController"],
            inherited: .superclass { controller, traits, _ in
                var collection = controller.traitCollection
                if case .userdata(let data) = traits, let given = try? data.value(as: ScriptTraits.self) { collection = given.traits }
                let style = controller.superclassAdaptivePresentationStyle(for: collection)
                // The superclass's own style (custom) is no adaptation: nil, "no opinion", as the hook says it.
                return .styleName(AdaptiveStyleName.name(of: style))
            })
        ) { value, _ in
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
        }
    }

    /// UIKit has no such method: an app observes the keyboard's notifications, whose handlers run inside the
    /// keyboard's animation (see PresentationKit's `Keyboard`). Called while presented, with the keyboard's
    /// table (`frame`, `visible`, `duration`, `curve`), so frames set in it move with the keyboard. Spelt as
    /// the notifications and the handlers ports name after them.
    static let keyboardWillChange = HookSpecification(
        .keyboardWillChange, uikitName: "keyboardWillChangeFrameNotification", arguments: [.keyboard],
        uikitSpellings: ["keyboardWillChangeFrameNotification", "keyboardWillShowNotification", "keyboardWillHideNotification",
                         "keyboardWillChangeFrame", "keyboardWillShow", "keyboardWillHide"],
        inherited: .nothing(because: "UIPresentationController observes no keyboard"))

    /// The veto of a user's dismissal — the escape gesture, a finger's (`self:beginInteractiveDismissal()`) —
    /// answered for the style as its presentation controller's delegate would answer it; asked only when the
    /// presented controller is not modal in presentation. A failed answer lets the dismissal go ahead, as
    /// UIKit's default does: the presentation is then dismissed whole, never left half-way.
    static var shouldDismiss: AnsweringHook<LuaValue, Bool> {
        .boolean(HookSpecification(
            .shouldDismiss, uikitName: "presentationControllerShouldDismiss(_:)", returns: "boolean (or a constant)",
            answer: .boolean, defaultBehaviour: "true",
            inherited: .superclass { _, _, _ in .boolean(true) }))
    }

    static let dismissalWillBegin = HookSpecification(
        .dismissalWillBegin, uikitName: "dismissalTransitionWillBegin()", arguments: [.coordinator],
        inherited: emptyInSuperclass)

    static let dismissalDidEnd = HookSpecification(
        .dismissalDidEnd, uikitName: "dismissalTransitionDidEnd(_:)", arguments: [.completed],
        inherited: emptyInSuperclass)
}
