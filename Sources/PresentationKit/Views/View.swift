/// A rectangular area in a tree of views (UIKit's `UIView`, with its layer's properties folded in).
///
/// Geometry follows UIKit exactly: ``center`` is the position in the superview's coordinates, ``bounds`` is
/// the view's own coordinate system, and ``transform`` applies about the center (anchor point 0.5, 0.5).
/// ``frame`` is derived: the bounding box of the transformed bounds, in the superview's coordinates.
///
/// Every property has a *model* value (what you set, what the getters return) and a *displayed* value (what
/// is on screen at the clock's current time, ``presentation``), which differ while an animation runs — the
/// distinction Core Animation makes between a layer and its presentation layer.
///
/// Every view has a ``name`` so traces and exports can say which is which: the engine names a transition's
/// container `container`, and a view controller's view takes the controller's name.
public final class View {
    /// A readable name for traces and exports.
    public var name: String
    /// The parent view, if any.
    public internal(set) weak var superview: View?
    /// The child views, back to front.
    public internal(set) var subviews: [View] = []
    /// Set on a window's root view only.
    weak var hostingWindow: Window?
    /// Whether the view stays above its later siblings: set on the keyboard's view only
    /// (View+KeyboardStacking.swift).
    var staysInFront = false

    var model = LayerModel()
    /// The running animations of each property, oldest first (View+Animations.swift); no empty lists.
    var animations: [AnimatableProperty: [PropertyAnimation]] = [:]

    /// The timeline animations of this view and its descendants start on (a transition's container has the
    /// transition's timeline), unless an animation block says otherwise. Nil inherits the superview's.
    public var timeline: Timeline?

    /// Whether touches reach the view and its subviews (``hitTest(_:)`` skips the subtree when false).
    public var isUserInteractionEnabled = true
    /// Whether a touch that lands on this view itself, on none of its subviews, goes on to the views behind
    /// it, as if the view were not there (View+HitTesting.swift). UIKit's transition view does this under a
    /// sheet that dims nothing, so the presenter stays interactive beside it; false by default.
    public var passesTouchesThrough = false
    /// Decides, for a touch that lands on this view itself, whether it goes on to the views behind it: a
    /// popover's dimming view lets touches on its passthrough views through (View+HitTesting.swift).
    var passesTouch: ((_ point: Point) -> Bool)?
    /// Whether VoiceOver treats the view as modal, ignoring the elements of its sibling views (UIKit's
    /// `accessibilityViewIsModal`, iOS 5). The engine sets it on a presented view while it is presented; false
    /// by default.
    public var accessibilityViewIsModal = false
    /// The gesture recognizers attached to the view, in the order added (`View+Gestures.swift`).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Called when the view's ``safeAreaInsets`` change, during the layout pass and before the view's
    /// layout callbacks (UIKit's `safeAreaInsetsDidChange()`; `View` is final, so this is a handler rather
    /// than an override). Not called when the insets stayed the same.
    public var safeAreaInsetsDidChange: ((View) -> Void)?
    /// Set on a presenting controller's view while it presents: notes who changes its geometry and alpha
    /// (`PresenterRestoration.swift`).
    var restorationWatch: PresenterRestoration?
    /// What a snapshot view shows: nil for ordinary views.
    public internal(set) var snapshot: ViewSnapshot?

    var needsLayout = false
    /// Whether the next layout pass must visit this view: it, or a view under it, was marked
    /// (`View+Layout.swift`). A new view is, until its first pass.
    var isOnLayoutPath = true
    /// Whether the view's safe-area insets must be worked out again at the next pass: its geometry, superview
    /// or controller's additional insets changed since the last one.
    var safeAreaInputsChanged = true
    /// The insets the subviews were last laid out against, and the bounds: a subtree laid out against the same
    /// ones, with nothing in it marked, is skipped.
    var laidOutSafeAreaInsets: EdgeInsets?
    var laidOutBounds: Rect?
    /// The safe-area insets last reported through ``safeAreaInsetsDidChange``.
    var reportedSafeAreaInsets = EdgeInsets.zero
    weak var layoutDelegate: ViewLayoutDelegate? {
        didSet { if layoutDelegate !== oldValue { invalidateSafeAreaInsets() } }
    }

    /// A view named `name` with a frame.
    public init(name: String = "view", frame: Rect = .zero) {
        self.name = name
        self.model.bounds = Rect(origin: .zero, size: frame.size)
        self.model.center = frame.center
    }

    /// The window whose tree holds this view, if any.
    public var window: Window? {
        var view = self
        while let parent = view.superview { view = parent }
        return view.hostingWindow
    }

    /// The clock of the view's window, if the view is in one.
    public var clock: AnimationClock? { window?.clock }

    /// The timeline set on this view or its nearest ancestor, if any.
    var inheritedTimeline: Timeline? {
        var view: View? = self
        while let current = view {
            if let timeline = current.timeline { return timeline }
            view = current.superview
        }
        return nil
    }
}

extension View: CustomStringConvertible {
    /// `View(name frame)`.
    public var description: String { "View(\(name) \(frame))" }
}
