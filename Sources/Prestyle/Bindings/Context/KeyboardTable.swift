import LuaKit
import PresentationKit

/// The keyboard as styles see it (`self.keyboard`, `ctx.keyboard`, and the `keyboardWillChange` hook's
/// argument): a plain table, made anew on each read, in the coordinates of the presentation's container.
///
///     { frame = Rect, beginFrame = Rect, visible = boolean, duration = number, curve = "keyboard" }
///
/// `frame` is where the keyboard is or is going (UIKit's `keyboardFrameEndUserInfoKey`): docked at the bottom
/// while visible, just below the screen otherwise; `beginFrame` where its latest change started
/// (`keyboardFrameBeginUserInfoKey`); `duration` and `curve` what UIKit's notifications give
/// (`keyboardAnimationDurationUserInfoKey`, 0.25, or 0 for a change that is not animated;
/// `keyboardAnimationCurveUserInfoKey`, 7, named `"keyboard"`, which `animate{ curve = … }` takes too).
enum KeyboardTable {
    /// The curve's name for scripts.
    static let curveName = "keyboard"

    /// The table for `keyboard` (during `change` when given, else as it is now), in `view`'s coordinates (the
    /// window's when nil).
    static func make(_ keyboard: Keyboard, change: KeyboardChange? = nil, in view: View?, state: LuaState) throws -> LuaTable {
        let latest = change ?? keyboard.lastChange
        let root = view ?? keyboard.view.window?.rootView
        func converted(_ rect: Rect) -> Rect {
            guard let root, let window = root.window else { return rect }
            return root.convert(rect, from: window.rootView)
        }
        let table = try state.newTable()
        try table.rawSet("frame", ScriptRect(converted(change?.endFrame ?? keyboard.frame)))
        try table.rawSet("beginFrame", ScriptRect(converted(latest?.beginFrame ?? keyboard.frame)))
        try table.rawSet("visible", change?.isVisible ?? keyboard.isVisible)
        try table.rawSet("duration", latest?.duration ?? KeyboardChange.notifiedDuration)
        try table.rawSet("curve", curveName)
        return table
    }
}
