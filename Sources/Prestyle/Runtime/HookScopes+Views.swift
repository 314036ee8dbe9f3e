import LuaKit
import PresentationKit

/// A view held weakly, with how many views it counts as: 1, or a snapshot's captured layers.
struct WeakView {
    weak var view: View?
    var weight = 1
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
            !madeIdentifiers.contains(ObjectIdentifier(parent)), Self.isInWindow(parent, outside: container),
            isMadeByStyle(child)
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

    /// Whether style code made `view` (`view{}`, `snapshot()`) and still holds it.
    func isMadeByStyle(_ view: View) -> Bool {
        madeViews.contains { $0.view === view }
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

    /// Counts a view style code is about to make, or refuses it once style code holds
    /// ``StyleRegistry/Configuration/maximumViews`` views it made: views live outside the Lua state's
    /// memory limit, and a style making them without end would exhaust the host's memory and time. A snapshot
    /// counts as the views it captured (``PresentationKit/View/snapshotLayerCount``): snapshots of snapshots
    /// copy each other, and would otherwise double the host's memory with every line.
    ///
    /// - Parameters:
    ///   - weight: How many views the new one counts as.
    ///   - collect: Runs Lua's collector, which lets go of the views scripts no longer reach; called
    ///     before refusing when views were made since it last ran or this is another call into style code
    ///     (not for each retry of a loop that keeps asking).
    func admitView(weight: Int = 1, collect: () throws -> Void) throws {
        guard madeWeight + weight > maximumViews else { return }
        pruneMadeViews()
        if madeWeight + weight > maximumViews, viewsMadeSinceCollection > 0 || collectedDuringCall != calls {
            collectedDuringCall = calls
            viewsMadeSinceCollection = 0
            try collect()
            pruneMadeViews()
        }
        guard madeWeight + weight <= maximumViews else {
            if weight > 1 {
                throw LuaError(kind: .runtime, message: "a snapshot of \(weight) views would take style code past the "
                    + "\(maximumViews) views it may hold (StyleRegistry.Configuration.maximumViews; a snapshot counts the "
                    + "views it captured, snapshots inside it included): snapshot less, or let go of views it no longer needs")
            }
            throw LuaError(kind: .runtime, message: "style code holds \(maximumViews) views it made, the most it may "
                + "(StyleRegistry.Configuration.maximumViews): remove and let go of views it no longer needs")
        }
    }

    private func pruneMadeViews() {
        madeViews.removeAll { $0.view == nil }
        madeIdentifiers = Set(madeViews.compactMap { $0.view.map(ObjectIdentifier.init) })
        madeWeight = madeViews.reduce(0) { $0 + $1.weight }
    }

    /// Counts `view` among the views style code made.
    func noteMade(_ view: View, weight: Int = 1) -> View {
        madeViews.append(WeakView(view: view, weight: weight))
        madeIdentifiers.insert(ObjectIdentifier(view))
        madeWeight += weight
        viewsMadeSinceCollection += 1
        return view
    }
}
