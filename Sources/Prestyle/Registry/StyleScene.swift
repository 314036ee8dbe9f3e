/// Where a style's animators play — the names a style lists in `style { scenes = { "present", "push" } }` and
/// `prestyle apply --scene` takes.
///
/// UIKit hands the same `UIViewControllerAnimatedTransitioning` object to a presentation, a navigation
/// controller's push or pop and a tab bar controller's switch (WWDC 2013 session 218, "Custom Transitions Using
/// View Controllers"), but an animator written for one may assume things only it gives (a presented
/// controller's final frame inset, a dimming view): so a style says which scenes it was written for, and
/// `prestyle apply --scene` and `prestyle check` run only those. Without the field a style plays in ``present``
/// alone.
///
/// The cases are in the order `prestyle` lists them. The stage (PrestyleStage's `Stage`) builds each scene's
/// controllers; the registry checks the names a style lists against `allCases`.
public enum StyleScene: String, CaseIterable, Hashable, Sendable {
    /// `presenting` presents `presented`: phases `present` and `dismiss` (the default).
    case present
    /// A navigation controller (`navigation`) with `presenting` at its root pushes `presented` and pops it:
    /// phases `push` and `pop`; the delegate's presenting animator plays the push, its dismissing one the pop.
    case push
    /// A tab bar controller (`tabs`) with the two as its tabs switches to `presented` and back: phases `tab` and
    /// `tab-back`, with the same animators.
    case tab
    /// A navigation controller pushes a collection view controller whose layout is another layout of the same
    /// items, with `useLayoutToLayoutNavigationTransitions` (WWDC 2013 session 218: the collection view moves into
    /// the pushed controller and animates from one layout to the other), then pops it: phases `push` and `pop`,
    /// played by the engine's layout-to-layout animator as UIKit's are; the style's animator is not asked.
    case layout
    /// A split view controller's (`split`) secondary, `presenting`, presents `presented`: phases `present` and
    /// `dismiss`; an adapt step collapses or expands the split view under the presentation (collapsed on a phone
    /// in portrait, the secondary pushed onto the primary's stack).
    case split

    /// The scenes of a style that does not say.
    public static let standard: [StyleScene] = [.present]
}
