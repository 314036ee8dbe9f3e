import LuaKit
import PresentationKit

extension BaseSettings {
    /// The hooks a style standing on a base may still give in `presentation = { … }`: those UIKit asks the
    /// built-in controller's delegate rather than the controller itself, so a style answers them as an app
    /// would, without a controller of its own — `shouldDismiss`, `presentationControllerShouldDismiss(_:)`.
    static let delegateHooks: Set<PresentationHook> = [.shouldDismiss]
}

/// The `shouldDismiss` of a style standing on a base (`base = "pageSheet"`, `"popover"`, …), answered for the
/// built-in controller as its delegate, just as a custom style's is (``StyleDismissalDelegate``): asked for a
/// swipe on the sheet, VoiceOver's escape and a tap outside a popover, only when the presented controller is
/// not modal in presentation, and only from iOS 13, which brought the method.
///
/// The hook gets `self`, a table of what a custom style's `self` reads — `presented`, `presenting`,
/// `presentedView`, `container`, `traits`, `phase`, `keyboard` and `options` — made for the call (the veto is
/// asked once per dismissal, not per frame). It answers a boolean, or is a constant (`shouldDismiss = false`); a
/// failure or another answer is reported at the hook, and the dismissal goes ahead, as UIKit's default does.
final class BaseDismissalVeto {
    private let session: StyleSession
    private weak var controller: PresentationController?
    private let window: Window?

    init(session: StyleSession, controller: PresentationController, window: Window?) {
        self.session = session
        self.controller = controller
        self.window = window
    }

    /// Whether the hook is being asked: asked again from inside, the veto refuses without running it.
    private var isAnswering = false

    /// The style's answer: the constant, the function's boolean, else true.
    func answer() -> Bool {
        guard !isAnswering else { return false }
        isAnswering = true
        defer { isAnswering = false }
        switch session.style.hooks[.shouldDismiss] {
        case .constant(let flag)?: return flag
        case .function(let function, let location)?: return ask(function, location: location) ?? true
        case nil: return true
        }
    }

    private func ask(_ function: LuaFunction, location: HookLocation) -> Bool? {
        guard let controller else { return nil }
        let hook = PresentationHook.shouldDismiss
        let fallback = "used UIKit's default (\(hook.specification.defaultBehaviour))"
        let container = controller.containerView
        let place = StyleSession.Place(window: container?.window ?? window, container: container)
        let session = session
        guard let value = session.run(.presentation(hook), in: place, fallback: fallback, location: location, {
            try function.call(try scriptSelf(for: controller, in: place)) as LuaValue
        }) else { return nil }
        guard case .boolean(let flag) = value else {
            let problem = "shouldDismiss must return true or false, not \(value.typeDescription)"
            let message = value.isNothing ? "returned nothing (a missing return?): \(problem)" : problem
            let at = value.isNothing ? HookLocation(file: location.file, line: location.line, returnLine: nil) : location
            session.reportBadResult(message, hook: .presentation(hook), in: place, fallback: fallback, location: at)
            return nil
        }
        return flag
    }

    /// `self` for the call: what the built-in controller shows a style, read-only by convention.
    private func scriptSelf(for controller: PresentationController, in place: StyleSession.Place) throws -> LuaTable {
        let state = session.runtime.state
        let table = try state.newTable()
        let window = place.window
        try table.rawSet("presented", ScriptController(controller.presentedViewController))
        if let presenting = controller.presentedViewController.presentingViewController {
            try table.rawSet("presenting", ScriptController(presenting))
        }
        if let view = controller.presentedView { try table.rawSet("presentedView", ScriptView(view)) }
        if let container = controller.containerView { try table.rawSet("container", ScriptView(container)) }
        try table.rawSet("traits", ScriptTraits(controller.traitCollection, in: window))
        try table.rawSet("phase", controller.phase.rawValue)
        if let window { try table.rawSet("keyboard", try KeyboardTable.make(window.keyboard, in: controller.containerView, state: state)) }
        try table.rawSet("options", session.options)
        return table
    }
}

extension StyleSession {
    /// Makes `controller` — the built-in controller of a style standing on a base — ask the style's
    /// `shouldDismiss`, when it has one: through the style's adaptive delegate when it has that (one delegate
    /// answers both, as an app's does), else through a ``StyleDismissalDelegate`` this session keeps for as long
    /// as the presentation lasts (a presentation controller holds its delegate weakly).
    func installDismissalVeto(on controller: PresentationController, window: Window?) {
        guard style.hooks[.shouldDismiss] != nil else { return }
        let veto = BaseDismissalVeto(session: self, controller: controller, window: window)
        if let popover = controller as? StylePopoverController, let adaptive = popover.adaptiveDelegate {
            adaptive.veto = veto
            return
        }
        let delegate = StyleDismissalDelegate(styleName: style.name) { veto.answer() }
        controller.delegate = delegate
        keptDismissalDelegates.removeAll { $0.controller == nil || $0.controller?.phase == .dismissed }
        keptDismissalDelegates.append(KeptDismissalDelegate(controller: controller, delegate: delegate))
    }
}

/// A delegate ``StyleSession/installDismissalVeto(on:window:)`` keeps alive for a built-in controller.
struct KeptDismissalDelegate {
    weak var controller: PresentationController?
    let delegate: StyleDismissalDelegate
}
