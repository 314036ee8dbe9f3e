extension View {
    /// How the view looks: every appearance property at once, as the model values (what the properties
    /// return, not what an animation shows now: that is ``presentation``'s ``ViewState/appearance``).
    ///
    /// Setting it sets each property that differs: inside an animation block the animatable ones (``alpha``,
    /// ``backgroundColor``, ``cornerRadius``) animate towards their new values, the others change at once, as
    /// setting them one by one would.
    public var appearance: ViewAppearance {
        get { model.appearance }
        set {
            var target = model
            target.appearance = newValue
            for property in AnimatableProperty.allCases where property.isAppearance {
                change(property, to: target[property])
            }
            model.appearance = newValue
        }
    }

    /// The opacity, 0 (invisible) to 1. Animatable.
    public var alpha: Double {
        get { model.appearance.alpha }
        set { change(.alpha, to: .scalar(newValue)) }
    }

    /// The fill color; clear by default. Animatable.
    public var backgroundColor: Color {
        get { model.appearance.backgroundColor }
        set { change(.backgroundColor, to: .color(newValue)) }
    }

    /// The radius of the rounded corners. Animatable.
    public var cornerRadius: Double {
        get { model.appearance.cornerRadius }
        set { change(.cornerRadius, to: .scalar(newValue)) }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default (Core Animation's `maskedCorners`).
    public var maskedCorners: CornerMask { get { model.appearance.maskedCorners } set { model.appearance.maskedCorners = newValue } }

    /// The width of the border drawn inside the bounds.
    public var borderWidth: Double { get { model.appearance.borderWidth } set { model.appearance.borderWidth = newValue } }

    /// The color of the border.
    public var borderColor: Color { get { model.appearance.borderColor } set { model.appearance.borderColor = newValue } }

    /// The shadow drawn behind the view, if any.
    public var shadow: Shadow? { get { model.appearance.shadow } set { model.appearance.shadow = newValue } }

    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds: Bool { get { model.appearance.clipsToBounds } set { model.appearance.clipsToBounds = newValue } }

    /// Whether the view is hidden (not animatable, as in UIKit: it changes at once).
    public var isHidden: Bool { get { model.appearance.isHidden } set { model.appearance.isHidden = newValue } }
}

extension AnimatableProperty {
    /// Whether the property is part of a view's ``ViewAppearance`` rather than of where the view is.
    var isAppearance: Bool {
        switch self {
        case .center, .bounds, .transform: false
        case .alpha, .backgroundColor, .cornerRadius: true
        }
    }
}
