/// What a view shows while animations of its properties run: the animations of one property stack up.
///
/// Since iOS 8 UIKit animates additively: a block that changes a property already in flight does not remove
/// the running animation but adds one more, whose value is an offset that starts at (old displayed − new
/// model) and falls to zero, and the layer shows the model value plus every offset (WWDC 2014 session 236,
/// "Building Interruptible and Responsive Interactions"; iOS 8 adds `additive = 1` animations, as the
/// CAAnimations UIKit creates show). So a view heading right that is sent back keeps its momentum for a
/// moment, then turns smoothly. Each animation here is stored with the end value it heads for, `target`;
/// the displayed value is
///
///     latest target + Σ (animationᵢ's value now − targetᵢ)
///
/// One deliberate difference from Core Animation: the base is the latest animation's target, not the model
/// value, so a change made *outside* any animation block while animations run (a layout pass setting a
/// frame mid-transition) does not move the view until they end — the behaviour the engine always had, and
/// Core Animation's for non-additive animations. Animations of the iOS 7 kind (`AnimationBlending.replacing`)
/// stand alone on their property and show their own value.
extension View {
    /// The value of `property` on screen now.
    func displayedValue(of property: AnimatableProperty) -> AnimatableValue {
        guard let stack = animations[property], let last = stack.last else { return model[property] }
        if stack.count == 1 { return last.currentValue }
        var sum = last.target.components
        for animation in stack { sum += animation.currentValue.offset(from: animation.target) }
        return last.target.withComponents(sum)
    }

}
