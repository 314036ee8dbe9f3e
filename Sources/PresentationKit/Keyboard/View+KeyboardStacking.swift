/// The keyboard stays in front of everything an app adds to its window.
///
/// In UIKit the keyboard is drawn in a window of the system's own, at a window level above the app's window
/// (the level of `UIWindow.Level.normal`, the default), and Apple's documentation of `UIWindow.Level` says that
/// "even the bottom window in a level obscures the top window of the next level down". A presentation's
/// container is a view inside the app's window, so a presentation that begins while the keyboard is up goes
/// *under* it. The model draws the keyboard as a subview of the window's root view instead, so the root view
/// keeps it frontmost: a view inserted there — a new presentation's container, a view brought to the front —
/// goes below it.
extension View {
    /// Where a view asked to go at `index` among the subviews (counted without `view`) goes: no higher than
    /// just below a subview that stays in front (the keyboard's view, always the last), unless `view` is that
    /// view itself.
    func indexBelowFrontmost(_ index: Int, inserting view: View) -> Int {
        guard !view.staysInFront, let last = subviews.last, last.staysInFront else { return index }
        return Swift.min(index, subviews.count - 1)
    }
}
