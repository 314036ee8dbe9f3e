import PresentationKit
import PrestyleExport

/// Drives an interactive step's transition as ``Recorder/Interaction`` describes: once the transition has
/// started (paused at 0), a linear drag to the fraction, reported at the touch rate, then a finish or a
/// cancel at the drag's end.
///
/// It finishes and cancels as the stage's interaction controller would — the style's `interaction` table:
/// its completion speed, completion curve and whether the transition starts interactively are copied from
/// ``Stage/makeInteractionController`` when the stage has one. A transition that does not start
/// interactively is caught by the finger's first report (`pause()`, as a touch on a running animation).
///
/// The drag is scheduled on the window's clock when the transition starts, because only then is its duration
/// known; every report falls at the phase's start plus a multiple of 1/touch rate, the last one at exactly
/// `fraction × duration`.
final class DragInteraction: PercentDrivenInteractiveTransition {
    let plan: Recorder.Interaction

    init(_ plan: Recorder.Interaction, settings template: PercentDrivenInteractiveTransition? = nil) {
        self.plan = plan
        super.init()
        if let template {
            completionSpeed = template.completionSpeed
            completionCurve = template.completionCurve
            wantsInteractiveStart = template.wantsInteractiveStart
        }
    }

    /// Catches a transition that started animating (no interactive start), then follows the finger.
    private func touch(_ percent: Double) {
        if !isInteractive { pause() }
        update(percent)
    }

    /// The trace shows the UIKit class a style author would use.
    override var traceName: String { "PercentDrivenInteractiveTransition" }

    override func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        Self.drive(self, as: plan, on: transitionContext.clock) { [weak self] percent in self?.touch(percent) }
    }

    /// Schedules `plan`'s finger on `interaction`, a transition that has started: `touch` at the touch rate up
    /// to the fraction, then a finish or a cancel. Also drives the navigation controller's own interactive pop
    /// (``PresentationKit/NavigationController/beginInteractivePop()``), whose interaction it did not make.
    static func drive(
        _ interaction: PercentDrivenInteractiveTransition, as plan: Recorder.Interaction, on clock: AnimationClock,
        touch: @escaping (Double) -> Void
    ) {
        let total = interaction.duration
        let dragTime = plan.fraction * total
        let interval = 1 / Recorder.Interaction.touchRate
        var report = 1
        while Double(report) * interval < dragTime - PhaseRecorder.tolerance {
            let time = Double(report) * interval
            clock.schedule(after: time) { touch(time / total) }
            report += 1
        }
        clock.schedule(after: dragTime) { [weak interaction] in
            guard let interaction else { return }
            if plan.fraction > 0 { touch(plan.fraction) }
            if plan.finishes { interaction.finish() } else { interaction.cancel() }
        }
    }
}
