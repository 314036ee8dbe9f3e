import LuaKit
import PresentationKit

extension HookScopes {
    // MARK: Views a script must not take apart

    /// Refuses to move `child` into `parent` when that would make a cycle, or move the window's root view,
    /// the current presentation's container or one of its ancestors.
    ///
    /// - Parameter location: The line making the move, asked only when the move takes a view out of the
    ///   presentation's container (see ``checkRemoval(of:at:)``).
    func checkMove(_ child: View, into parent: View, at location: @autoclosure () -> LuaSourceLocation?) throws {
        if parent.isDescendant(of: child) {
            throw LuaError(kind: .runtime, message: "cannot add view '\(child.name)' to '\(parent.name)': '\(parent.name)' "
                + "is '\(child.name)' or lies inside it")
        }
        try checkRemoval(of: child, at: location())
        noteOutsidePlacement(of: child, into: parent, at: location())
    }

    /// Notes a view style code made that it is putting outside the current presentation's container, into a
    /// window (the window's root view, the presenter's view…), with the hook and line: when the presentation
    /// ends, the session takes it away (``StyleSession/takeAwayViewsLeftOutside(in:)``). A view put into a
    /// view in no window (chrome being assembled) is not outside anything yet; views that are not the
    /// style's own (the app's, the engine's) are the app's business and are not noted.
    private func noteOutsidePlacement(of child: View, into parent: View, at location: @autoclosure () -> LuaSourceLocation?) {
        // A style's own parent takes the child wherever it goes: the parent was noted (or not) when it was
        // put into a view that is not the style's, so only such adds need the walk — and a style nesting
        // views a thousand deep pays nothing per level.
        guard let scope = current, let session = scope.session, let container = scope.container,
            !madeViews.mayContain(parent), Self.isInWindow(parent, outside: container),
            madeViews.contains(child)
        else { return }
        session.noteOutsidePlacement(StyleSession.Placement(view: child, parent: parent.name, hook: scope.hook, location: location()))
    }

    /// Whether `view` is in a window but not inside `container`: one walk up from `view`, stopping at the
    /// container (this runs for every `add`, and a style may nest views a thousand deep).
    private static func isInWindow(_ view: View, outside container: View) -> Bool {
        var current = view
        while true {
            if current === container { return false }
            guard let parent = current.superview else { return current.window != nil }
            current = parent
        }
    }

    /// Refuses to remove (or move) the window's root view, or the current container or an ancestor of it.
    /// A view that leaves the container is noted with the running hook and line: if it held the presented
    /// view, the report that puts that back says where it was taken.
    func checkRemoval(of view: View, at location: @autoclosure () -> LuaSourceLocation?) throws {
        if let window = view.window, window.rootView === view {
            throw LuaError(kind: .runtime, message: "the window's root view '\(view.name)' cannot be moved or removed")
        }
        guard let scope = current, let container = scope.container else { return }
        if container.isDescendant(of: view) {
            throw LuaError(kind: .runtime, message: "view '\(view.name)' holds the presentation's container: the engine "
                + "owns it, so a style cannot move or remove it")
        }
        if view.isDescendant(of: container) {
            scope.session?.detachments.note(DetachmentTracker.Detachment(view: view, hook: scope.hook, location: location()))
        }
    }

    // MARK: How many views style code holds

    /// Counts a view style code is about to make, or refuses it (see ``MadeViews/admit(weight:duringCall:collect:)``).
    func admitView(weight: Int = 1, collect: () throws -> Void) throws {
        try madeViews.admit(weight: weight, duringCall: calls, collect: collect)
    }

    /// Counts `view` among the views style code made.
    func noteMade(_ view: View, weight: Int = 1) -> View {
        madeViews.note(view, weight: weight)
        return view
    }
}
