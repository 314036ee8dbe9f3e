import PresentationKit

/// Drives an interactive step's transition as ``Recorder/Interaction`` describes: once the transition has
/// started (paused at 0), a linear drag to the fraction, reported at the touch rate, then a finish or a
/// cancel at the drag's end.
///
/// The drag is scheduled on the window's clock when the transition starts, because only then is its duration
/// known; every report falls at the phase's start plus a multiple of 1/touch rate, the last one at exactly
/// `fraction × duration`.
final class DragInteraction: PercentDrivenInteractiveTransition {
    let plan: Recorder.Interaction

    init(_ plan: Recorder.Interaction) {
        self.plan = plan
        super.init()
    }

    /// The trace shows the UIKit class a style author would use.
    override var traceName: String { "PercentDrivenInteractiveTransition" }

    override func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let clock = transitionContext.clock
        let total = duration
        let dragTime = plan.fraction * total
        let interval = 1 / Recorder.Interaction.touchRate
        var report = 1
        while Double(report) * interval < dragTime - PhaseRecorder.tolerance {
            let time = Double(report) * interval
            clock.schedule(after: time) { [weak self] in self?.update(time / total) }
            report += 1
        }
        clock.schedule(after: dragTime) { [weak self] in
            guard let self else { return }
            if plan.fraction > 0 { update(plan.fraction) }
            if plan.finishes { finish() } else { cancel() }
        }
    }
}
