import LuaKit
import PresentationKit

/// A view controller as scripts see it (`self.presented`, `ctx.to`, a child in `sizeForChild`): read-only
/// `name view preferredContentSize traits isBeingPresented isBeingDismissed style presentingViewController`;
/// `dismiss()` dismisses it (animated; `dismiss{ animated = false }` at once); `==` compares identity.
///
/// `presentingViewController` is UIKit's: the controller that presented this one (or one of its ancestors),
/// nil when it is not presented — so a style tells that it presents over another presentation by
/// `self.presenting.presentingViewController ~= nil`.
///
/// The controller is held weakly, as `ctx` and the coordinator hold their transition: one a style keeps past
/// its hook, or leaves as garbage Lua has not collected yet, must not keep a window's controllers alive after
/// the window went. Read then, it answers nil (`name` "gone") and `dismiss()` does nothing.
struct ScriptController: ScriptValue {
    static let luaTypeName = "ViewController"
    weak var controller: ViewController?

    init(_ controller: ViewController) { self.controller = controller }

    /// A content container a hook is told about, when it is a controller.
    init?(_ container: ContentContainer) {
        guard let controller = container as? ViewController else { return nil }
        self.controller = controller
    }

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<ScriptController> {
        LuaUserdataType<ScriptController>()
            .property("name") { $0.controller?.name ?? "gone" }
            .property("view") { $0.controller.map { ScriptView($0.view) } }
            .property("preferredContentSize") { $0.controller.map { ScriptSize($0.preferredContentSize) } }
            .property("traits") { $0.controller.map { ScriptTraits($0.traitCollection, in: $0.window) } }
            .property("isBeingPresented") { $0.controller?.isBeingPresented ?? false }
            .property("isBeingDismissed") { $0.controller?.isBeingDismissed ?? false }
            .property("style") { $0.controller?.modalPresentationStyle.rawValue }
            .property("presentingViewController") { $0.controller?.presentingViewController.map(ScriptController.init) }
            .method("dismiss") { [unowned state] (target: ScriptController, options: LuaTable?) in
                var animated = true
                if let options {
                    animated = try ValueFields(options, of: "dismiss{}", allowed: ["animated"]).boolean("animated") ?? true
                }
                guard let controller = target.controller else { return false }
                return dismiss(controller, animated: animated, scopes: scopes, location: state.runningLocation())
            }
            .metamethod(.equal) { (a: ScriptController, b: ScriptController) in a.controller === b.controller }
            .metamethod(.toString) { (target: ScriptController) in "ViewController(\(target.controller?.name ?? "gone"))" }
    }

    /// `vc:dismiss()`: UIKit's `dismiss(animated: true)` (the tap-outside idiom), or with
    /// `vc:dismiss{ animated = false }` `dismiss(animated: false)` — the same callbacks, the animator told the
    /// transition is not animated (UIKit's animators then take no time) — while a style runs and the controller
    /// is presented with no transition under way; otherwise reported and ignored. Answers whether the dismissal
    /// started. A programmatic dismissal: no veto is asked.
    private static func dismiss(_ controller: ViewController, animated: Bool, scopes: HookScopes,
                                location: LuaSourceLocation?) -> Bool {
        guard let scope = scopes.current else { return false }
        guard controller.presentingViewController != nil, !controller.isBeingPresented, !controller.isBeingDismissed,
              controller.transitionCoordinator == nil
        else {
            scope.report(.warning, "\(controller.name):dismiss() came while it is not presented, or during a transition; "
                + "the call was ignored", code: .style.styleIgnoredCall, at: location)
            return false
        }
        return controller.dismiss(animated: animated)
    }
}

/// A trait collection as scripts see it: `horizontal` and `vertical` (`"compact"`, `"regular"` or
/// `"unspecified"`), `idiom` (`"phone"`, `"pad"`, `"unspecified"`), `scale`; UIKit's longer names
/// `horizontalSizeClass verticalSizeClass userInterfaceIdiom displayScale` work too. `systemVersion` is the
/// major version of the iOS the window models (26, 18 or 12: `SystemVersion`) — in UIKit it is the device's
/// (`UIDevice.current.systemVersion`), given here with the traits because a style asks it where it asks them.
struct ScriptTraits: ScriptValue {
    static let luaTypeName = "Traits"
    let traits: TraitCollection
    let systemVersion: SystemVersion

    /// The traits of an environment in `window`, whose era they carry (today's when it is in none).
    init(_ traits: TraitCollection, in window: Window?) {
        self.traits = traits
        systemVersion = window?.systemVersion ?? .current
    }

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptTraits> {
        LuaUserdataType<ScriptTraits>()
            .property("horizontal") { $0.traits.horizontalSizeClass.rawValue }
            .property("vertical") { $0.traits.verticalSizeClass.rawValue }
            .property("idiom") { $0.traits.userInterfaceIdiom.rawValue }
            .property("scale") { $0.traits.displayScale }
            .property("horizontalSizeClass") { $0.traits.horizontalSizeClass.rawValue }
            .property("verticalSizeClass") { $0.traits.verticalSizeClass.rawValue }
            .property("userInterfaceIdiom") { $0.traits.userInterfaceIdiom.rawValue }
            .property("displayScale") { $0.traits.displayScale }
            .property("reduceMotion") { $0.traits.isReduceMotionEnabled }
            .property("prefersCrossFadeTransitions") { $0.traits.prefersCrossFadeTransitions(on: $0.systemVersion) }
            .property("systemVersion") { $0.systemVersion.major }
            .metamethod(.equal) { (a: ScriptTraits, b: ScriptTraits) in
                a.traits == b.traits && a.systemVersion == b.systemVersion
            }
            .metamethod(.toString) { (target: ScriptTraits) in "Traits(\(target.traits))" }
    }
}
