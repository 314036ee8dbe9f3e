import LuaKit
import PresentationKit

extension StyleSession {
    // MARK: Views put outside the container

    /// A view style code made and put outside a presentation's container: into which view, in which hook,
    /// at which line.
    struct Placement {
        weak var view: View?
        let parent: String
        let hook: HookName
        let location: LuaSourceLocation?
    }

    func noteOutsidePlacement(_ placement: Placement) {
        outsidePlacements.removeAll { $0.view == nil || $0.view === placement.view }
        outsidePlacements.append(placement)
    }

    /// Takes away the views style code made and put outside the container (the window, the presenter's
    /// view) that are still there now that the presentation is over, reporting each at the line and hook
    /// that put it there.
    ///
    /// Why taken away rather than refused: a style may legitimately show something outside its container
    /// *while* presented (a glow behind the presenter, a badge in the window) — refusing the add would lose
    /// that. What must not happen is that it outlives the presentation and covers the app after the
    /// dismissal, with nothing said (a full-window view added during a dismissal would stay). Removing
    /// it when the presentation ends leaves the app as it was before (a view in no window by then covers
    /// nothing and is left to the style), and the report says where it came
    /// from so the author can remove it themselves (in `dismissalDidEnd`). A view moved back into the
    /// container by then is the container's and goes with it.
    ///
    /// - Parameter place: The ended presentation's window and container.
    func takeAwayViewsLeftOutside(in place: Place) {
        let placements = outsidePlacements
        outsidePlacements = []
        for placement in placements {
            guard let view = placement.view, let superview = view.superview, view.window != nil else { continue }
            if let container = place.container, view.isDescendant(of: container) { continue }
            view.removeFromSuperview()
            report(Diagnostic(
                .warning, "view '\(view.name)' that style code added to '\(superview.name)', outside the presentation's "
                    + "container, was still there when the presentation ended; it was removed (remove it in dismissalDidEnd)",
                code: .style.styleViewLeftOutside, file: placement.location?.chunkName ?? style.file,
                line: placement.location?.line, hook: placement.hook.description), in: place)
        }
    }
}
