import LuaKit
import PresentationKit

/// A view held weakly.
struct WeakView {
    weak var view: View?
}

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
            scope.session?.noteDetachment(StyleSession.Detachment(view: view, hook: scope.hook, location: location()))
        }
    }

    // MARK: How many views style code holds

    /// Counts a view style code is about to make, or refuses it once style code holds
    /// ``StyleRegistry/Configuration/maximumViews`` views it made: views live outside the Lua state's
    /// memory limit, and a style making them without end would exhaust the host's memory and time.
    ///
    /// - Parameter collect: Runs Lua's collector, which lets go of the views scripts no longer reach; called
    ///   before refusing when views were made since it last ran or this is another call into style code
    ///   (not for each retry of a loop that keeps asking).
    func admitView(collect: () throws -> Void) throws {
        guard madeViews.count >= maximumViews else { return }
        madeViews.removeAll { $0.view == nil }
        if madeViews.count >= maximumViews, viewsMadeSinceCollection > 0 || collectedDuringCall != calls {
            collectedDuringCall = calls
            viewsMadeSinceCollection = 0
            try collect()
            madeViews.removeAll { $0.view == nil }
        }
        guard madeViews.count < maximumViews else {
            throw LuaError(kind: .runtime, message: "style code holds \(maximumViews) views it made, the most it may "
                + "(StyleRegistry.Configuration.maximumViews): remove and let go of views it no longer needs")
        }
    }

    /// Counts `view` among the views style code made.
    func noteMade(_ view: View) -> View {
        madeViews.append(WeakView(view: view))
        viewsMadeSinceCollection += 1
        return view
    }
}
