/// The invariants of split view controllers, checked with the window's container invariants.
///
/// At rest (in a window, no size or trait change under way, no display-mode animation):
/// - its children are exactly its view controllers; collapsed, it has one;
/// - it is collapsed exactly when its horizontal size class is compact;
/// - expanded, its primary has a compact horizontal size class;
/// - the children's views are where the state says: collapsed, the primary's alone; expanded, the
///   secondary's, and the primary's unless the display mode hides it.
extension Window {
    func checkSplitViews(_ problems: inout [String]) {
        for case let split as SplitViewController in allControllers {
            guard let view = split.viewIfLoaded, view.window === self, contentTransitions.isEmpty,
                  !split.isAnimatingDisplayMode else { continue }
            checkAtRest(split, in: view, &problems)
        }
    }

    private func checkAtRest(_ split: SplitViewController, in view: View, _ problems: inout [String]) {
        let members = split.viewControllers
        if split.children.count != members.count || !members.allSatisfy({ member in split.children.contains { $0 === member } }) {
            problems.append("the children of '\(split.name)' are not its view controllers: "
                + "\(split.children.map(\.name)) against \(members.map(\.name))")
        }
        let compact = split.traitCollection.horizontalSizeClass == .compact
        if split.isCollapsed != compact {
            problems.append("'\(split.name)' is \(split.isCollapsed ? "collapsed" : "expanded") in a "
                + "\(split.traitCollection.horizontalSizeClass.rawValue) width")
        }
        if split.isCollapsed && members.count > 1 {
            problems.append("'\(split.name)' is collapsed with \(members.count) children")
        }
        if let primary = split.primaryViewController, !split.isCollapsed,
           primary.traitCollection.horizontalSizeClass != .compact {
            problems.append("the primary of the expanded '\(split.name)' is not horizontally compact")
        }
        for (index, member) in members.enumerated() {
            let shown = split.isCollapsed || index == 1 || split.displayMode != .primaryHidden
            let inView = member.viewIfLoaded?.superview === view
            if shown != inView {
                problems.append("the view of '\(member.name)' is \(inView ? "in" : "not in") '\(split.name)', which is "
                    + (split.isCollapsed ? "collapsed" : "expanded, \(split.displayMode.rawValue)"))
            }
        }
    }
}
