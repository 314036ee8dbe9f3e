/// `viewIsAppearing(_:)`: the appearance callback that comes once the view is really there.
///
/// Apple ("viewIsAppearing(_:)", UIKit; WWDC 2023 "What's new in UIKit" and "Unleash the UIKit trait
/// system"): the system calls it once each time the view appears, after `viewWillAppear(_:)`, once it has
/// added the view to the view hierarchy and the superview has laid it out; by then the controller and its
/// view have their updated traits and the view has accurate geometry — which `viewWillAppear` cannot promise.
/// It comes before `viewDidAppear(_:)`. Documented with iOS 17's SDK and back-deployed to iOS 13, so the
/// ``SystemVersion`` eras from iOS 13 on call it and the iOS 12 era never does.
///
/// The engine calls it, for a controller that is appearing and has not heard it yet:
/// - in the first layout pass that reaches the controller while its view is in a window, after the traits are
///   reported (`traitCollectionDidChange`) and before `viewWillLayoutSubviews` — a view that enters a window
///   while appearing is marked for layout, so that pass comes at the next commit, the transition's first
///   frame;
/// - else just before `viewDidAppear`, for an appearance that ends before any pass reached the view (one that
///   begins and ends at once, a cancelled disappearance running back), with the children that follow it.
///
/// An appearance cancelled before the view was laid out in a window never hears it: `viewWillAppear` then
/// `viewWillDisappear`, as UIKit runs a cancelled interactive transition back.
extension ViewController {
    /// Whether the window's era calls `viewIsAppearing`: iOS 13 and later (``SystemVersion/iOS18`` and
    /// ``SystemVersion/iOS26``), not ``SystemVersion/iOS12``. A controller in no window yet (a root before it
    /// is shown) follows today's era.
    var hasViewIsAppearing: Bool { (window?.systemVersion ?? .current) > .iOS12 }

    /// The view entered a window: an appearing controller that owes `viewIsAppearing` gets it in the next
    /// layout pass, which this asks for.
    func viewDidEnterWindowWhileAppearing() {
        guard owesViewIsAppearing, appearanceState == .appearing, let view = viewIfLoaded, view.window != nil else { return }
        view.setNeedsLayout()
    }

    /// Calls `viewIsAppearing` now if it is owed, then on the children whose views follow this one's
    /// appearance: the appearance ends before a layout pass reached them.
    func deliverOwedViewIsAppearing() {
        if owesViewIsAppearing, appearanceState == .appearing { callViewIsAppearing() }
        for child in childrenFollowingAppearance where child.owesViewIsAppearing {
            child.deliverOwedViewIsAppearing()
        }
    }

    /// Records and calls `viewIsAppearing`, once for this appearance.
    func callViewIsAppearing() {
        owesViewIsAppearing = false
        record("viewIsAppearing", String(appearanceAnimated))
        viewIsAppearing(appearanceAnimated)
    }
}
