/// The navigation bar's height and hiding: `setNavigationBarHidden(_:animated:)` and iOS 8's condensing-bar
/// properties (`hidesBarsOnTap`, `hidesBarsOnSwipe`, `hidesBarsWhenVerticallyCompact`,
/// `hidesBarsWhenKeyboardAppears`) from the WWDC 2014 "View Controller Advancements in iOS 8" session: "It's
/// really easy now to hide your bars"; "when you swipe, those bars condense"; "the bars can hide when you're
/// in a vertically compact environment".
///
/// A hidden bar is moved up by its own height, above the top edge — the part over the status bar
/// included — then hidden; showing it reverses that. Animated, the move takes ``hideShowBarDuration``. The
/// content does not move: the children's views fill the controller under the bar either way.
///
/// Not modelled: the toolbar (this model has none, so only the navigation bar hides), and the seed's
/// `navigationBarCondensed`, a property the session announced that iOS 8 did not ship — the bars hide
/// instead of condensing, as they do in UIKit.
extension NavigationController {
    /// The state of the bar hiding, kept in the controller.
    struct BarHiding {
        var isHidden = false
        var hidesOnTap = false
        var hidesOnSwipe = false
        var hidesWhenVerticallyCompact = false
        var hidesWhenKeyboardAppears = false
        /// Whether the bar was hidden for a vertically compact environment (a tap or the return to regular
        /// shows it again).
        var hiddenForCompactness = false
        /// The vertical size class the last layout saw.
        var lastVerticalSizeClass: UserInterfaceSizeClass?
        /// How many hides and shows are animating: the bar view stays visible until they end.
        var runningAnimations = 0
    }

    /// How long the bar takes to hide or show, in seconds (UIKit's `UINavigationController.hideShowBarDuration`,
    /// `UINavigationControllerHideShowBarDuration`: 0.2 s).
    public static let hideShowBarDuration = 0.2
    /// The bar's height in a vertically compact environment on a phone, in points: 32 in landscape, against
    /// 44 upright (Josh Clark, *Tapworthy*, O'Reilly 2010, ch. 5: "44 pixels tall in portrait … in landscape,
    /// it shrinks to 32"; iOS 8 ties it to the vertical size class). An iPad's bar keeps 44 points in every
    /// orientation.
    public static let compactNavigationBarHeight = 32.0

    /// The bar's height below the safe area for `traits`: ``compactNavigationBarHeight`` on a phone when
    /// vertically compact, else ``navigationBarHeight``.
    public static func navigationBarHeight(for traits: TraitCollection) -> Double {
        traits.verticalSizeClass == .compact && traits.userInterfaceIdiom != .pad ? compactNavigationBarHeight : navigationBarHeight
    }

    /// Whether the navigation bar is hidden (UIKit's `isNavigationBarHidden`); setting it hides or shows the
    /// bar at once. It tells the state asked for: during an animated hide the bar is still moving.
    public var isNavigationBarHidden: Bool {
        get { barHiding.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether a tap in the content (``handleTap()``) hides a shown bar and shows a hidden one (UIKit's
    /// `hidesBarsOnTap`).
    public var hidesBarsOnTap: Bool {
        get { barHiding.hidesOnTap }
        set { barHiding.hidesOnTap = newValue }
    }

    /// Whether an upward swipe (the content scrolling up) hides the bar and a downward one shows it (UIKit's
    /// `hidesBarsOnSwipe`); see ``handleSwipe(direction:)``.
    public var hidesBarsOnSwipe: Bool {
        get { barHiding.hidesOnSwipe }
        set { barHiding.hidesOnSwipe = newValue }
    }

    /// Whether the bar hides when the controller's vertical size class becomes compact and shows again when
    /// it becomes regular (UIKit's `hidesBarsWhenVerticallyCompact`); a tap in the content shows it meanwhile.
    /// The change rides on the rotation's animation.
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barHiding.hidesWhenVerticallyCompact }
        set {
            barHiding.hidesWhenVerticallyCompact = newValue
            barHiding.lastVerticalSizeClass = nil
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the bar hides when the keyboard appears (``Window/keyboardWillShow()``), staying hidden when it
    /// goes (UIKit's `hidesBarsWhenKeyboardAppears`).
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { barHiding.hidesWhenKeyboardAppears }
        set { barHiding.hidesWhenKeyboardAppears = newValue }
    }

    /// Hides or shows the navigation bar (UIKit's `setNavigationBarHidden(_:animated:)`): animated, it slides
    /// up out of sight (or down into place) over ``hideShowBarDuration`` with the default curve.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barHiding.hiddenForCompactness = false
        changeBarHidden(hidden, animated: animated, reason: "setNavigationBarHidden")
    }

    // MARK: Taps, swipes, the keyboard

    /// A tap in the content that nothing else handled (UIKit's `barHideOnTapGestureRecognizer`): with
    /// ``hidesBarsOnTap`` it toggles the bar; a bar hidden for vertical compactness comes back.
    /// - Returns: Whether the tap changed the bar.
    @discardableResult
    public func handleTap() -> Bool {
        window?.trace.record("handleTap", target: name)
        if barHiding.isHidden, barHiding.hiddenForCompactness {
            barHiding.hiddenForCompactness = false
            return changeBarHidden(false, animated: true, reason: "tap")
        }
        guard hidesBarsOnTap else { return false }
        return changeBarHidden(!barHiding.isHidden, animated: true, reason: "tap")
    }

    /// The direction of a vertical swipe: `up` moves the content up (scrolling down the page).
    public enum SwipeDirection: String, Hashable, Sendable {
        case up
        case down
    }

    /// A vertical swipe over the content (UIKit's `barHideOnSwipeGestureRecognizer`): with
    /// ``hidesBarsOnSwipe``, up hides the bar and down shows it.
    /// - Returns: Whether the swipe changed the bar.
    @discardableResult
    public func handleSwipe(direction: SwipeDirection) -> Bool {
        window?.trace.record("handleSwipe", target: name, detail: direction.rawValue)
        guard hidesBarsOnSwipe else { return false }
        barHiding.hiddenForCompactness = false
        return changeBarHidden(direction == .up, animated: true, reason: "swipe")
    }

    /// The keyboard is about to appear: with ``hidesBarsWhenKeyboardAppears`` the bar hides.
    func keyboardWillShow() {
        guard hidesBarsWhenKeyboardAppears else { return }
        barHiding.hiddenForCompactness = false
        changeBarHidden(true, animated: true, reason: "keyboard")
    }

    // MARK: Layout

    /// Lays out the content and the bar — its height for the traits, moved up out of sight when hidden — and
    /// follows the vertical size class for ``hidesBarsWhenVerticallyCompact``.
    func layoutBars() {
        followVerticalCompactness()
        layoutContent(bar: navigationBar, barHeight: Self.navigationBarHeight(for: traitCollection), atTop: true)
        if barHiding.isHidden {
            navigationBar.frame = navigationBar.frame.offsetBy(dx: 0, dy: -navigationBar.frame.height)
        }
        navigationBar.isHidden = barHiding.isHidden && barHiding.runningAnimations == 0
    }

    private func followVerticalCompactness() {
        let vertical = traitCollection.verticalSizeClass
        defer { barHiding.lastVerticalSizeClass = vertical }
        guard hidesBarsWhenVerticallyCompact, vertical != barHiding.lastVerticalSizeClass else { return }
        if vertical == .compact, !barHiding.isHidden {
            barHiding.isHidden = true
            barHiding.hiddenForCompactness = true
            window?.trace.record("navigationBarHidden", target: name, detail: "true (vertically compact)")
        } else if vertical == .regular, barHiding.isHidden, barHiding.hiddenForCompactness {
            barHiding.isHidden = false
            barHiding.hiddenForCompactness = false
            window?.trace.record("navigationBarHidden", target: name, detail: "false (vertically regular)")
        }
    }

    /// Changes the bar's state and moves it, animated on screen.
    @discardableResult
    private func changeBarHidden(_ hidden: Bool, animated: Bool, reason: String) -> Bool {
        guard hidden != barHiding.isHidden else { return false }
        barHiding.isHidden = hidden
        window?.trace.record("navigationBarHidden", target: name, detail: "\(hidden) (\(reason))")
        guard let view = viewIfLoaded else { return true }
        view.setNeedsLayout()
        guard animated, let clock = window?.clock, view.window != nil else {
            view.layoutIfNeeded()
            return true
        }
        barHiding.runningAnimations += 1
        navigationBar.isHidden = false
        clock.animate(AnimationParameters(duration: Self.hideShowBarDuration), label: "navigationBar(\(hidden ? "hide" : "show"))",
                      animations: { view.layoutIfNeeded() },
                      completion: { [weak self] _ in
                          guard let self else { return }
                          self.barHiding.runningAnimations -= 1
                          if self.barHiding.runningAnimations == 0 { self.navigationBar.isHidden = self.barHiding.isHidden }
                      })
        return true
    }
}

extension Window {
    /// Posts the keyboard's will-show notification (UIKit's `UIResponder.keyboardWillShowNotification`) to
    /// the window's controllers: navigation controllers with ``NavigationController/hidesBarsWhenKeyboardAppears``
    /// hide their bars.
    public func keyboardWillShow() {
        trace.record("keyboardWillShow", target: name)
        for case let navigation as NavigationController in allControllers {
            navigation.keyboardWillShow()
        }
    }
}
