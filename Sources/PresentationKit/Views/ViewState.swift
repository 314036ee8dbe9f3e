/// The state of one view at one moment, as a value: what `CALayer.presentation()` gives for the displayed
/// state, or the model values.
///
/// ``frame`` is in the superview's coordinates, as UIKit reports it. How the view looks is its
/// ``appearance``, whose properties read and write through the state itself (`state.alpha`,
/// `state.borderWidth`), so that a property added to ``ViewAppearance`` is in every state without a word here.
@dynamicMemberLookup
public struct ViewState: Hashable, Sendable {
    /// The view's ``View/name``.
    public var name: String
    /// The frame: the bounding box of the transformed bounds, in the superview's coordinates.
    public var frame: Rect
    /// The bounds: the view's own coordinate system.
    public var bounds: Rect
    /// The center, in the superview's coordinates.
    public var center: Point
    /// The transform, applied about the center.
    public var transform: AffineTransform
    /// How the view looks: its alpha, color, corners, border, shadow, clipping and visibility.
    public var appearance: ViewAppearance

    /// A state from its values (renderings and tests build them; the engine takes them from views).
    public init(
        name: String, frame: Rect, bounds: Rect, center: Point, transform: AffineTransform,
        appearance: ViewAppearance = ViewAppearance()
    ) {
        self.name = name
        self.frame = frame
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.appearance = appearance
    }

    /// A property of the state's ``appearance``: `state.alpha` is `state.appearance.alpha`.
    public subscript<Value>(dynamicMember property: WritableKeyPath<ViewAppearance, Value>) -> Value {
        get { appearance[keyPath: property] }
        set { appearance[keyPath: property] = newValue }
    }

    /// UIKit's `frame` for a view with these bounds, center and transform: the bounding box, in the
    /// superview's coordinates, of the bounds' size placed at `center` and transformed about it. The engine's
    /// one frame formula, public so that a recording derives frames exactly as the engine does.
    public static func frame(bounds: Rect, center: Point, transform: AffineTransform) -> Rect {
        LayerModel.frame(center: center, bounds: bounds, transform: transform)
    }
}

extension View {
    /// The displayed state at the clock's current time: model values, overridden by running animations.
    public var presentation: ViewState { state(displayed: true) }

    /// The model state (what the properties return).
    public var modelState: ViewState { state(displayed: false) }

    private func state(displayed: Bool) -> ViewState {
        var layer = model
        if displayed {
            for property in animations.keys { layer[property] = displayedValue(of: property) }
        }
        return ViewState(
            name: name, frame: LayerModel.frame(center: layer.center, bounds: layer.bounds, transform: layer.transform),
            bounds: layer.bounds, center: layer.center, transform: layer.transform, appearance: layer.appearance)
    }
}
