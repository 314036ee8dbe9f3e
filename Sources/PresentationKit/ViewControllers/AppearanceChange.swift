/// One controller's appearance transition begun by a present, dismiss, push, pop or tab switch, to be ended
/// or run back when that transition ends.
///
/// A transition ends or runs back only the changes it still owns: when a controller's appearance was taken
/// over by a transition begun in the meantime — a dismissal asked for in `presentationTransitionDidEnd`, a
/// push from a `viewDidDisappear` — the newer transition ends it, when it ends. So a controller never hears a
/// `did` for an appearance another transition has since reversed.
struct AppearanceChange {
    let controller: ViewController
    /// True for `viewWillAppear`, false for `viewWillDisappear`.
    let appearing: Bool

    /// Whether the controller is still in the transition this change began.
    private var isOwned: Bool { controller.appearanceState == (appearing ? .appearing : .disappearing) }

    /// Begins `controller`'s appearance (`appearing`) or disappearance, calling its `will` callback, and
    /// returns the change for the transition to end or run back.
    static func begin(_ controller: ViewController, appearing: Bool, animated: Bool) -> AppearanceChange {
        controller.beginAppearanceTransition(appearing, animated: animated)
        return AppearanceChange(controller: controller, appearing: appearing)
    }

    /// The transition completed: each controller gets the `did` of the transition it began.
    static func end(_ changes: [AppearanceChange]) {
        for change in changes where change.isOwned {
            change.controller.endAppearanceTransition()
        }
    }

    /// The transition was cancelled: the callbacks run back, as UIKit runs them for a cancelled interactive
    /// pop — first each controller that was appearing gets `viewWillDisappear` then `viewDidDisappear`, then
    /// each that was disappearing gets `viewWillAppear` then `viewDidAppear`. A controller never gets the
    /// `did` of the direction that was cancelled: a `viewWillAppear` not followed by `viewDidAppear`, which
    /// the 2013 session warns about.
    static func reverse(_ changes: [AppearanceChange], animated: Bool) {
        for change in changes.filter(\.appearing) + changes.filter({ !$0.appearing }) where change.isOwned {
            change.controller.beginAppearanceTransition(!change.appearing, animated: animated)
            change.controller.endAppearanceTransition()
        }
    }
}
