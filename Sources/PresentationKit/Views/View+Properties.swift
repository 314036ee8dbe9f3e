extension View {
    /// The center, in the superview's coordinates (the layer's `position`). Animatable.
    public var center: Point {
        get { model.center }
        set { change(.center, to: .point(newValue)) }
    }

    /// The view's own coordinate system: its origin (scroll offset) and size. Animatable; a new size makes
    /// the view need layout.
    public var bounds: Rect {
        get { model.bounds }
        set { change(.bounds, to: .rect(newValue)) }
    }

    /// A transform applied about the center. Animatable.
    public var transform: AffineTransform {
        get { model.transform }
        set { change(.transform, to: .transform(newValue)) }
    }

    /// The bounding box of the transformed bounds, in the superview's coordinates.
    ///
    /// Setting it moves the center to the rectangle's middle and sizes the bounds so the transformed bounds
    /// fill it: exactly when the transform is the identity or a pure scale. Under a rotation or shear UIKit
    /// leaves the result undefined; here the size is kept and only the center moves.
    public var frame: Rect {
        get { LayerModel.frame(center: model.center, bounds: model.bounds, transform: model.transform) }
        set {
            let newFrame = newValue.standardized
            let t = model.transform
            var size = model.bounds.size
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                size = Size(width: newFrame.width / Swift.abs(t.a), height: newFrame.height / Swift.abs(t.d))
            }
            let center = Point(x: newFrame.midX - t.tx, y: newFrame.midY - t.ty)
            change(.center, to: .point(center))
            change(.bounds, to: .rect(Rect(origin: model.bounds.origin, size: size)))
        }
    }

    /// The frame the view has with its transform set aside: its bounds' size about its center, in the
    /// superview's coordinates. Setting it sets ``bounds`` and ``center`` and leaves ``transform`` alone.
    ///
    /// This is how layout must place a view that may carry a transform. Apple's `UIView.frame` documentation
    /// warns: "If the transform property is not the identity transform, the value of this property is
    /// undefined and therefore should be ignored" — a frame set through a scale lands the bounds at the
    /// frame's size divided by the scale, and the view comes back too big once the transform is reset.
    /// UIKit's own layout (autoresizing, the sheet's receding presenter) sets `bounds` and `center` and the
    /// transform separately; the engine's does the same.
    var untransformedFrame: Rect {
        get {
            let size = model.bounds.size
            return Rect(x: model.center.x - size.width / 2, y: model.center.y - size.height / 2,
                        width: size.width, height: size.height)
        }
        set {
            let newFrame = newValue.standardized
            change(.center, to: .point(newFrame.center))
            change(.bounds, to: .rect(Rect(origin: model.bounds.origin, size: newFrame.size)))
        }
    }

    /// Sets a model value; inside an animation block the displayed value animates towards it.
    func change(_ property: AnimatableProperty, to value: AnimatableValue) {
        let old = model[property]
        guard old != value else { return }
        let displayed = displayedValue(of: property)
        model[property] = value
        if let restorationWatch { restorationWatch.note(property, of: self) }
        if property == .bounds, old.rect.size != value.rect.size {
            invalidateSafeAreaInsets()
            setNeedsLayout()
        } else if property.movesSafeArea {
            // A move changes which part of the superview's safe area the view overlaps: the next layout
            // pass brings the safe-area insets of this subtree up to date.
            invalidateSafeAreaInsets()
            window?.hasPendingLayout = true
        }
        let window = self.window
        window?.clock.propertyDidChange(property, of: self, displayed: displayed, to: value)
        if let window, let observer = window.viewChangeObserver { observer(self, property, window.currentChangeAuthor) }
    }

    /// The properties animating now.
    public var animatingProperties: [AnimatableProperty] {
        AnimatableProperty.allCases.filter { animations[$0] != nil }
    }
}

extension AnimatableProperty {
    /// Whether a new model value can change the view's safe-area insets (and its subviews'): its position,
    /// its bounds, its transform.
    var movesSafeArea: Bool { self == .center || self == .bounds || self == .transform }
}
