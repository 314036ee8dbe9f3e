/// Hears a dynamic animator stop and start (UIKit's `UIDynamicAnimatorDelegate`).
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again after a pause (a behaviour or item changed).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest: the animator stopped stepping. A dynamics-driven transition completes here.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
