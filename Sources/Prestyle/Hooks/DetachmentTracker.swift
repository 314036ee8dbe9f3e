import LuaKit
import PresentationKit

/// The last view style code took out of a presentation's container, with the hook and line that took it:
/// when the presented view turns out lost, the report that puts it back says where style code lost it.
/// One per delegate (its ``StyleSession``).
final class DetachmentTracker {
    /// A view style code took out of a presentation's container: where, and in which hook.
    struct Detachment {
        weak var view: View?
        let hook: HookName
        let location: LuaSourceLocation?
    }

    private var last: Detachment?

    func note(_ detachment: Detachment) {
        last = detachment
    }

    /// The last detachment, when the view it took out is `view` or holds it: where style code lost `view`.
    func detachment(holding view: View) -> Detachment? {
        guard let last, let detached = last.view, view.isDescendant(of: detached) else { return nil }
        return last
    }
}
