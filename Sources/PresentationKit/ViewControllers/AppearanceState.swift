/// Where a controller's view is in its appearance cycle.
///
/// The legal moves (UIKit's, including the cancelled-transition paths the 2013 session warns about):
/// disappeared → appearing → appeared → disappearing → disappeared, plus appearing → disappearing and
/// disappearing → appearing when an interactive transition is cancelled. So `viewWillAppear` is not always
/// followed by `viewDidAppear`.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
    /// Not in the window (or hidden by a presentation that removed it): `viewDidDisappear` was last.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen: `viewDidAppear` was last.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// The state after beginning an appearance (`true`) or disappearance (`false`), or nil if not legal.
    func beginning(appearing: Bool) -> AppearanceState? {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): return .appearing
        case (.appeared, false), (.appearing, false): return .disappearing
        default: return nil
        }
    }

    /// The state after ending the transition under way, or nil if none is.
    var ended: AppearanceState? {
        switch self {
        case .appearing: return .appeared
        case .disappearing: return .disappeared
        default: return nil
        }
    }
}
