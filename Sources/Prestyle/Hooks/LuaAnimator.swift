import LuaKit
import PresentationKit

/// An animator a Lua style defines (`animator`, or `dismissAnimator` for dismissals): `duration` (a number,
/// or `function(ctx)`), `animate(ctx)`, and `ended(completed, ctx)`.
///
/// A failing `duration` counts as UIKit's standard 0.5 s. A failing `animate`, or one that never calls
/// `ctx:complete`, leaves the transition to the engine's watchdog, which completes it after the duration plus
/// the grace period; the never-completed case is reported here, at `animate`'s definition, when the transition
/// ends.
final class LuaAnimator: ViewControllerAnimatedTransitioning {
    /// The duration used when `duration` fails: the engine's standard modal transition.
    static let fallbackDuration = 0.5
    /// What a failing `duration` is reported to have done instead.
    private static let durationFallback = "used \(fallbackDuration.formatted) s"

    let session: StyleSession
    let definition: AnimatorDefinition
    let isPresenting: Bool
    /// The hooks' names in diagnostics and the profile (`animator.duration`, `animator.animate`).
    private let durationHook: HookName
    private let animateHook: HookName
    private var transition: ScriptTransitionContext.Transition?
    private var animateFailed = false
    /// The window and container of the transition, remembered: by the time it ends the container has left
    /// the window.
    private var lastPlace = StyleSession.Place()

    init(session: StyleSession, definition: AnimatorDefinition, isPresenting: Bool) {
        self.session = session
        self.definition = definition
        self.isPresenting = isPresenting
        durationHook = .animator(definition.key, .duration)
        animateHook = .animator(definition.key, .animate)
        traceName = "\(session.style.name).\(definition.key)"
    }

    /// `bouncy.animator`: the engine records it with every call it makes, so it is made once.
    let traceName: String
    var sourcePosition: SourcePosition? {
        SourcePosition(file: definition.animateLocation.file, line: definition.animateLocation.line)
    }

    private func place(_ context: ViewControllerContextTransitioning?) -> StyleSession.Place {
        if let container = context?.containerView, let window = container.window,
           lastPlace.window !== window || lastPlace.container !== container
        {
            lastPlace = StyleSession.Place(window: window, container: container)
        }
        return lastPlace
    }

    /// The state shared by every `ctx` of one transition.
    private func transition(for context: ViewControllerContextTransitioning?) -> ScriptTransitionContext.Transition {
        if let transition, transition.context === context || context == nil { return transition }
        let made = ScriptTransitionContext.Transition(context: context, isPresenting: isPresenting, options: session.options)
        transition = made
        return made
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
        let transition = transition(for: context)
        switch definition.duration {
        case .fixed(let seconds):
            transition.duration = seconds
        case .function(let function, let location):
            let hook = durationHook, fallback = Self.durationFallback
            let place = place(context)
            var seconds = Self.fallbackDuration
            if let answer = session.run(hook, in: place, fallback: fallback, location: location, {
                try function.call(ScriptTransitionContext(transition: transition)) as LuaValue
            }) {
                if let number = answer.doubleValue, number.isFinite, number >= 0, number <= ScriptNumbers.maximumDuration {
                    seconds = number
                } else {
                    let problem = answer == .nil
                        ? "returned nothing (a missing return?)"
                        : "returned \(answer.typeDescription), not a number of seconds from 0 to \(ScriptNumbers.maximumDuration.formatted)"
                    session.reportBadResult(problem, hook: hook, in: place, fallback: fallback, location: location)
                }
            }
            transition.duration = seconds
        }
        return transition.duration
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let transition = transition(for: context)
        if isPresenting, let presented = context.viewController(forKey: .to) {
            session.appearances.remember(presented)
            if let presenter = context.viewController(forKey: .from) { session.appearances.rememberPresenter(presenter) }
        }
        let limits = session.runtime.limits
        let ran: Void? = session.run(
            animateHook, in: place(context),
            fallback: "the engine completes the transition after its duration plus "
                + "\((context.containerView.window?.transitionWatchdog?.grace ?? limits.watchdogGrace).formatted) s",
            location: definition.animateLocation
        ) {
            try definition.animate.call(ScriptTransitionContext(transition: transition))
        }
        animateFailed = ran == nil
    }

    func animationEnded(_ transitionCompleted: Bool) {
        guard let transition else { return }
        transition.hasEnded = true
        let presented = transition.context?.viewController(forKey: isPresenting ? .to : .from)
        let place = place(transition.context)
        if let presented, isPresenting != transitionCompleted {
            session.appearances.restore(presented)
            if let presenter = transition.context?.viewController(forKey: isPresenting ? .from : .to) {
                session.appearances.restorePresenter(presenter)
            }
            session.takeAwayViewsLeftOutside(in: place)
        }
        if !transition.isCompleted, !animateFailed, transition.context != nil {
            session.report(Diagnostic(
                .error, "\(definition.key).animate never called ctx:complete(…); the engine completed the transition for it "
                    + "after its duration plus the watchdog's grace period",
                code: .style.styleNeverCompleted, file: definition.animateLocation.file, line: definition.animateLocation.line,
                hook: animateHook.description), in: place)
        }
        if let (function, location) = definition.ended {
            _ = session.run(.animator(definition.key, .ended), in: place, fallback: "nothing else was done", location: location) {
                try function.call(transitionCompleted, ScriptTransitionContext(transition: transition))
            }
        }
    }
}
