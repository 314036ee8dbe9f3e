/// How a new animation of a property combines with animations of that property already running.
///
/// UIKit changed this in iOS 8 (WWDC 2014 session 236, "Building Interruptible and Responsive
/// Interactions"): before, a new animation replaced the running one and, with `beginFromCurrentState`,
/// started from the value on screen — the same ends, but the old velocity lost at once; since, the new
/// animation is added on top of the running one, so both curves contribute and the motion turns smoothly.
public enum AnimationBlending: Hashable, Sendable {
    /// UIKit since iOS 8, the default: the running animations continue, and the new one adds an offset that
    /// starts at (old displayed − new model) and falls to zero along its own curve; the view shows the model
    /// value plus every offset (View+Animations.swift). Every block's completion runs when its own animation
    /// reaches its end, with `finished == true`: nothing was removed.
    case additive
    /// UIKit before iOS 8 with `beginFromCurrentState`: the running animation is removed (its block completes
    /// with `finished == false`) and the new one runs from the value on screen to the new model value.
    case replacing
}
