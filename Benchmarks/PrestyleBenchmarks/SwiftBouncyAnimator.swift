import PresentationKit

/// `Styles/bouncy.lua`'s `animator` written in Swift: presenting, the view drops in from just above the
/// screen to its final frame on a spring (`duration`, `damping`, `velocity`); dismissing, it falls out of
/// the bottom in half the time, easing in. One animator per direction, as the Lua style's delegate vends.
final class SwiftBouncyAnimator: ViewControllerAnimatedTransitioning {
    let options: SwiftBouncyOptions
    let isPresenting: Bool

    init(options: SwiftBouncyOptions, isPresenting: Bool) {
        self.options = options
        self.isPresenting = isPresenting
    }

    var traceName: String { "\(options.styleName).animator" }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        isPresenting ? options.duration : options.duration / 2
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        let complete: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if isPresenting {
            guard let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) else { return }
            let final = context.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: -(final.y + final.height))
            context.containerView.addSubview(view)
            let spring = Spring(dampingRatio: options.damping, initialVelocity: options.velocity, duration: duration)
            context.clock.animate(
                AnimationParameters(duration: duration, timing: .spring(spring)), label: options.presentLabel,
                animations: { view.frame = final }, completion: complete)
        } else {
            guard let view = context.view(forKey: .from) else { return }
            var below = view.frame
            below.y = context.containerView.bounds.maxY
            context.clock.animate(
                AnimationParameters(duration: duration, timing: .curve(.easeIn)), label: options.dismissLabel,
                animations: { view.frame = below }, completion: complete)
        }
    }
}
