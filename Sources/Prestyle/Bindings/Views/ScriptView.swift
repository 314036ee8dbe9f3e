import LuaKit
import PresentationKit

/// A view as scripts see it: the engine's ``PresentationKit/View`` itself, so a script's changes are the
/// engine's changes (animated inside `animate { … }`, at once outside).
///
/// Properties: ``ScriptViewProperty/all`` (`name frame … borderColor`, read-only `superview` and
/// `safeAreaInsets`, UIKit's rules, see ``PresentationKit/View/safeAreaInsets``). Methods: `add(view)`,
/// `insert(view, index)` (1-based, 1 is the back-most), `remove()`, `subviews()`, `snapshot()`,
/// `bringToFront()`, `sendToBack()`, `convert(rect or point, toView)`, `addGesture(kind, handler)` (see
/// ``GestureBinding``). `==` compares identity. Every value
/// is checked before the engine sees it: a NaN frame is a Lua error at the script's line.
///
/// `bounds` is memoized (``HookScopes/boundsMemo``): Lua keeps the last value read until the next crossing into
/// Swift, and a presentation vouches for its container's before each hook, so `self.container.bounds` is in
/// place when a hook starts and read from the engine again only after it changed.
struct ScriptView: ScriptValue {
    static let luaTypeName = "View"
    let view: View

    init(_ view: View) { self.view = view }

    static func luaType(in state: LuaState, scopes: HookScopes) -> LuaUserdataType<ScriptView> {
        ScriptViewProperty.all.reduce(LuaUserdataType<ScriptView>()) { type, property in property.register(type, state) }
            .memoized("bounds", scopes.boundsMemo)
            .method("add") { [unowned state] (target: ScriptView, child: ScriptView) in
                try scopes.checkMove(child.view, into: target.view, at: state.runningLocation())
                target.view.addSubview(child.view)
            }
            .method("insert") { [unowned state] (target: ScriptView, child: ScriptView, index: Int) in
                guard index >= 1 else {
                    throw LuaError.argument(3, "positions start at 1 (the back-most), not \(index)")
                }
                try scopes.checkMove(child.view, into: target.view, at: state.runningLocation())
                target.view.insertSubview(child.view, at: index - 1)
            }
            .method("remove") { [unowned state] (target: ScriptView) in
                try scopes.checkRemoval(of: target.view, at: state.runningLocation())
                target.view.removeFromSuperview()
            }
            .method("bringToFront") { (target: ScriptView) in target.view.superview?.bringSubviewToFront(target.view) }
            .method("sendToBack") { (target: ScriptView) in target.view.superview?.sendSubviewToBack(target.view) }
            .method("subviews") { [unowned state] (target: ScriptView) in
                let list = try state.newTable()
                for (index, subview) in target.view.subviews.enumerated() { try list.rawSet(index + 1, ScriptView(subview)) }
                return list
            }
            .method("snapshot") { [unowned state] (target: ScriptView) in
                let layers = target.view.snapshotLayerCount
                try scopes.admitView(weight: layers) { try state.collectGarbage() }
                return ScriptView(scopes.noteMade(target.view.snapshotView(), weight: layers))
            }
            .method("convert") { (target: ScriptView, value: LuaValue, other: ScriptView?) in
                try convert(value, from: target.view, to: other?.view)
            }
            .method("addGesture") { [unowned state] (target: ScriptView, kind: String, handler: LuaFunction) in
                try GestureBinding.add(to: target.view, kind: kind, handler: handler, scopes: scopes,
                                       location: state.runningLocation())
            }
            .metamethod(.equal) { (a: ScriptView, b: ScriptView) in a.view === b.view }
            .metamethod(.toString) { (target: ScriptView) in "View(\(target.view.name) \(target.view.frame))" }
    }

    /// The longest view name, in characters: names are for traces and renderings, and each view keeps its own
    /// copy (a thousand views named with a string of megabytes would be gigabytes outside Lua's memory limit).
    static let maximumNameLength = StyleLimits.maximumViewNameLength

    /// A name a script gave a view, when it is not too long.
    static func name(_ text: String) throws -> String {
        guard text.utf8.count <= maximumNameLength * 4, text.count <= maximumNameLength else {
            throw LuaError(kind: .runtime, message: "a view's name may be \(maximumNameLength) characters long, not "
                + "\(text.count)")
        }
        return text
    }

    /// An alpha a script set: finite, clamped to 0...1 as UIKit does.
    static func alpha(_ value: Double) throws -> Double {
        guard value.isFinite else {
            throw LuaError(kind: .runtime, message: "a view's alpha must be a number from 0 to 1, not \(value.formatted)")
        }
        return Swift.min(1, Swift.max(0, value))
    }

    private static func convert(_ value: LuaValue, from view: View, to other: View?) throws
        -> Either<ScriptRect, ScriptPoint>
    {
        // A Rect, or a table that reads as one ({0, 0, 10, 10}); anything else must be a point.
        if let rect = try? GeometryValues.rect(value, "convert's argument") {
            return .first(try ScriptRect(checking: view.convert(rect, to: other)))
        }
        let converted = view.convert(try GeometryValues.point(value, "convert's argument"), to: other)
        return .second(try ScriptPoint(x: converted.x, y: converted.y))
    }
}
