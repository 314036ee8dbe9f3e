/// The animations one animation block started, and the block's completion.
///
/// UIKit calls a block's completion once every animation it started has stopped, with `finished` false if
/// any of them was interrupted (replaced by a newer animation of the same property, or stopped). A block that
/// animated nothing completes on the next clock step, finished, as UIKit does on the next run-loop turn.
final class AnimationGroup {
    let label: String
    weak var clock: AnimationClock?
    private var running = 0
    private var everyAnimationFinished = true
    private var sealed = false
    private var done = false
    private let completion: ((Bool) -> Void)?
    private let ticket: CompletionTicket?

    init(label: String, clock: AnimationClock, completion: ((Bool) -> Void)?, ticket: CompletionTicket?) {
        self.label = label
        self.clock = clock
        self.completion = completion
        self.ticket = ticket
    }

    func animationStarted() { running += 1 }

    /// Called by the clock when one of the block's animations stops; `deferred` schedules the completion
    /// for the next clock step instead of running it now (an interruption happens inside someone's code).
    func animationStopped(finished: Bool, deferred: Bool) {
        running -= 1
        if !finished { everyAnimationFinished = false }
        if sealed && running == 0 { complete(deferred: deferred) }
    }

    /// The block has returned: from now on, the last animation to stop completes the group.
    func seal() {
        sealed = true
        if running == 0 { complete(deferred: true) }
    }

    private func complete(deferred: Bool) {
        guard !done else { return }
        done = true
        let finished = everyAnimationFinished
        let run = { [self] in
            clock?.trace?.record("animationCompletion", target: label, detail: String(finished))
            if let ticket {
                ticket.fire { completion?(finished) }
            } else {
                completion?(finished)
            }
        }
        if deferred, let clock {
            clock.schedule(.clock(clock.now), run)
        } else {
            run()
        }
    }
}
