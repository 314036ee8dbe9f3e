/// A stack of view controllers, the top one shown, with a navigation bar above it (UIKit's
/// `UINavigationController`): push and pop slide controllers in and out, and its delegate can replace the
/// slide with any animator — the same animator types a presentation uses — and make it interactive.
///
///     let navigation = NavigationController(rootViewController: list)
///     window.rootViewController = navigation
///     window.makeKeyAndVisible()
///     navigation.pushViewController(detail, animated: true)   // slides in on the next clock step
///     window.clock.advance(by: 0.175)                           // half-way through the 0.35 s slide
///
/// The controllers in the stack are its children: a push calls the newcomer's `willMove(toParent:)` at once
/// and `didMove(toParent:)` when the transition ends; a pop calls `willMove(toParent: nil)` at once and
/// `didMove(toParent: nil)` at the end. Only the top controller's view is in the view tree at rest, inside
/// ``contentView`` (the container of its transitions); the ``navigationBar`` is in front of it.
///
/// Stack changes made while the controller is off screen take effect at once, without transitions. A change
/// asked for while a transition runs is refused and reported, as UIKit ignores it.
open class NavigationController: ViewController, ChildTransitionHost {
    /// Hears the transitions and vends their animators. Held weakly, as in UIKit.
    public weak var delegate: NavigationControllerDelegate?
    /// The stack, bottom (root) to top. It changes as soon as a push or pop is asked for, and goes back if
    /// the transition is cancelled.
    public internal(set) var viewControllers: [ViewController] = []
    /// The bar across the top: chrome, in front of the content, covering the safe area above it.
    public let navigationBar = View(name: "navigationBar")
    /// Where the children's views live and where push and pop transitions happen (UIKit's private
    /// transition view).
    public let contentView = View(name: "navigationContent")
    /// The height of the bar below the safe area, in points (in a vertically compact phone environment,
    /// ``compactNavigationBarHeight``).
    public static let navigationBarHeight = 44.0

    var runningTransition: ContainerTransition?
    /// The interaction controller a ``beginInteractivePop()`` hands to the pop it starts.
    var systemPopInteraction: PercentDrivenInteractiveTransition?
    /// The bar's hiding state (see NavigationController+Bars).
    var barHiding = BarHiding()

    /// An empty navigation controller named `name` (the type's name when nil).
    public override init(name: String? = nil) {
        super.init(name: name)
        navigationBar.backgroundColor = Color(white: 0.97, alpha: 0.94)
    }

    /// A navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: ViewController, name: String? = nil) {
        self.init(name: name)
        setViewControllers([rootViewController], animated: false)
    }

    /// The controller on top of the stack, shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller the user sees: one presented over the top controller, else the top controller.
    public var visibleViewController: ViewController? {
        guard let top = topViewController else { return nil }
        return top.presentedViewController ?? top
    }

    /// Whether a push or pop is under way.
    public var isTransitioning: Bool { runningTransition != nil }

    // MARK: View

    /// Makes the controller's view: the content view with the top controller's view, the bar in front.
    open override func loadView() {
        loadContainerView(bar: navigationBar)
    }

    /// Lays out the content and the bar; call `super` when overriding.
    open override func viewWillLayoutSubviews() {
        layoutBars()
    }

    // MARK: ChildTransitionHost

    var managedChildren: [ViewController] { viewControllers }
    var shownChild: ViewController? { topViewController }
}
