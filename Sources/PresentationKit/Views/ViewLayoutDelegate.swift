/// Who hears about a view's layout passes: the view controller owning the view, or the presentation
/// controller owning a transition's container view.
protocol ViewLayoutDelegate: AnyObject {
    func viewWillLayoutSubviews(_ view: View)
    func viewDidLayoutSubviews(_ view: View)
    /// The view was added to or removed from a superview.
    func viewDidMoveInHierarchy(_ view: View)
}
