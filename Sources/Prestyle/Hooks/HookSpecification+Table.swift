import LuaKit
import PresentationKit

// The table of hook specifications: one entry per ``PresentationHook``, in the order UIKit calls them during a
// presentation and its dismissal. UIKit's defaults are `UIPresentationController`'s (its reference: "the
// default implementation returns …"), as `PresentationController` models them.

extension PresentationHook {
    /// Everything about the hook (see ``HookSpecification``).
    var specification: HookSpecification {
        switch self {
        case .shouldPresentInFullscreen: .shouldPresentInFullscreen
        case .shouldRemovePresentersView: .shouldRemovePresentersView
        case .presentationWillBegin: .presentationWillBegin
        case .presentedView: .presentedView
        case .frameOfPresentedView: .frameOfPresentedView
        case .containerWillLayout: .containerWillLayout
        case .containerDidLayout: .containerDidLayout
        case .presentationDidEnd: .presentationDidEnd
        case .sizeForChild: .sizeForChild
        case .preferredContentSizeDidChange: .preferredContentSizeDidChange
        case .willTransitionToSize: .willTransitionToSize
        case .willTransitionToTraits: .willTransitionToTraits
        case .adaptiveStyle: .adaptiveStyle
        case .dismissalWillBegin: .dismissalWillBegin
        case .dismissalDidEnd: .dismissalDidEnd
        }
    }
}

extension HookSpecification {
    /// Why `self:hook()` does nothing for a notification whose superclass implementation is empty.
    private static let emptyInSuperclass = HookSpecification.Inherited.nothing(because: "UIPresentationController's does nothing")

    static let shouldPresentInFullscreen = HookSpecification(
        .shouldPresentInFullscreen, uikitName: "shouldPresentInFullscreen", returns: "boolean (or a constant `true`/`false`)",
        answer: .boolean, defaultBehaviour: "true",
        inherited: .superclass { controller, _, _ in .boolean(controller.superclassShouldPresentInFullscreen) })

    static let shouldRemovePresentersView = HookSpecification(
        .shouldRemovePresentersView, uikitName: "shouldRemovePresentersView", returns: "boolean (or a constant)",
        answer: .boolean, defaultBehaviour: "false",
        inherited: .superclass { controller, _, _ in .boolean(controller.superclassShouldRemovePresentersView) })

    static let presentationWillBegin = HookSpecification(
        .presentationWillBegin, uikitName: "presentationTransitionWillBegin()", arguments: "self, coordinator",
        inherited: emptyInSuperclass)

    /// `self.presentedView` is the property (what this hook answers), so scripts never call the hook as a method.
    static let presentedView = HookSpecification(
        .presentedView, uikitName: "presentedView", returns: "View containing the presented controller's view",
        answer: .view, defaultBehaviour: "the presented controller's view",
        inherited: .nothing(because: "self.presentedView is the property, the hook's answer: there is no method to call"))

    static let frameOfPresentedView = HookSpecification(
        .frameOfPresentedView, uikitName: "frameOfPresentedViewInContainerView", returns: "Rect", answer: .frame,
        defaultBehaviour: "the container's bounds",
        inherited: .superclass { controller, _, _ in .frame(controller.superclassFrameOfPresentedView) })

    static let containerWillLayout = HookSpecification(
        .containerWillLayout, uikitName: "containerViewWillLayoutSubviews()", inherited: emptyInSuperclass)

    static let containerDidLayout = HookSpecification(
        .containerDidLayout, uikitName: "containerViewDidLayoutSubviews()", inherited: emptyInSuperclass)

    static let presentationDidEnd = HookSpecification(
        .presentationDidEnd, uikitName: "presentationTransitionDidEnd(_:)", arguments: "self, completed",
        inherited: emptyInSuperclass)

    static let sizeForChild = HookSpecification(
        .sizeForChild, uikitName: "size(forChildContentContainer:withParentContainerSize:)",
        arguments: "self, child, parentSize", returns: "Size", answer: .size, defaultBehaviour: "the parent's size",
        inherited: .superclass { controller, child, parentSize in
            guard case .userdata(let data) = child, let child = try? data.value(as: ScriptController.self) else {
                throw LuaError(kind: .runtime, message: "self:sizeForChild(child, parentSize) needs the child ViewController, "
                    + "not \(child.typeDescription)")
            }
            let parent = try GeometryValues.size(parentSize, "sizeForChild's parentSize")
            return .size(controller.superclassSize(forChild: child.controller, parentSize: parent))
        })

    /// `PresentationController`'s grants nothing (the 2014 session: a presentation controller decides).
    static let preferredContentSizeDidChange = HookSpecification(
        .preferredContentSizeDidChange, uikitName: "preferredContentSizeDidChange(forChildContentContainer:)",
        arguments: "self, child", inherited: .nothing(because: "UIPresentationController's grants nothing"))

    /// The engine passes the change on to the presented controller after the hook runs (as an override
    /// calling `super` would), hook or not: passing it on from `self:willTransitionToSize()` too would
    /// deliver it twice.
    static let willTransitionToSize = HookSpecification(
        .willTransitionToSize, uikitName: "viewWillTransition(to:with:)", arguments: "self, size, coordinator",
        defaultBehaviour: "passing the change on to the presented controller",
        inherited: .nothing(because: "the engine passes the change on after the hook; doing it here too would pass it twice"))

    /// As ``willTransitionToSize``: the engine passes the traits on after the hook.
    static let willTransitionToTraits = HookSpecification(
        .willTransitionToTraits, uikitName: "willTransition(to:with:)", arguments: "self, traits, coordinator",
        defaultBehaviour: "passing the change on to the presented controller",
        inherited: .nothing(because: "the engine passes the change on after the hook; doing it here too would pass it twice"))

    static let adaptiveStyle = HookSpecification(
        .adaptiveStyle, uikitName: "adaptivePresentationStyle(for:)", arguments: "self, traits",
        returns: #"`"fullScreen"`, `"overFullScreen"`, `"formSheet"`, `"pageSheet"`, `"none"` or nil"#, answer: .adaptiveStyle,
        defaultBehaviour: "the adaptive delegate's answer, else no adaptation", fallback: "no adaptation",
        inherited: .superclass { controller, traits, _ in
            var collection = controller.traitCollection
            if case .userdata(let data) = traits, let given = try? data.value(as: ScriptTraits.self) { collection = given.traits }
            let style = controller.superclassAdaptivePresentationStyle(for: collection)
            // The superclass's own style (custom) is no adaptation: nil, "no opinion", as the hook says it.
            return .styleName(AdaptiveStyleName.name(of: style))
        })

    static let dismissalWillBegin = HookSpecification(
        .dismissalWillBegin, uikitName: "dismissalTransitionWillBegin()", arguments: "self, coordinator",
        inherited: emptyInSuperclass)

    static let dismissalDidEnd = HookSpecification(
        .dismissalDidEnd, uikitName: "dismissalTransitionDidEnd(_:)", arguments: "self, completed",
        inherited: emptyInSuperclass)
}
