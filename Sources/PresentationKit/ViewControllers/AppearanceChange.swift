/// One controller's appearance transition begun by a present, dismiss, push, pop or tab switch, to be ended
/// or run back when that transition ends.
struct AppearanceChange {
    let controller: ViewController
    /// True for `viewWillAppear`, false for `viewWillDisappear`.
    let appearing: Bool

    /// The transition completed: each controller gets the `did` of the transition it began.
    static func end(_ changes: [AppearanceChange]) {
        for change in changes where change.controller.appearanceState.ended != nil {
            change.controller.endAppearanceTransition()
        }
    }

    /// The transition was cancelled: the callbacks run back, as UIKit runs them for a cancelled interactive
    /// pop — first each controller that was appearing gets `viewWillDisappear` then `viewDidDisappear`, then
    /// each that was disappearing gets `viewWillAppear` then `viewDidAppear`. A controller never gets the
    /// `did` of the direction that was cancelled: a `viewWillAppear` not followed by `viewDidAppear`, which
    /// the 2013 session warns about.
    static func reverse(_ changes: [AppearanceChange], animated: Bool) {
        for change in changes.filter(\.appearing) + changes.filter({ !$0.appearing }) {
            change.controller.beginAppearanceTransition(!change.appearing, animated: animated)
            change.controller.endAppearanceTransition()
        }
    }
}
