/// A transition's animate-alongside blocks, waiting for the first animation its animator starts, to run
/// inside it and so take its timing.
///
/// Apple documents the alongside blocks of `animate(alongsideTransition:completion:)` as running "in the same
/// context as the transition animations and therefore [with] the same default attributes" (UIKit,
/// `UIViewControllerTransitionCoordinator`). The context is the animator's: the blocks run inside the first
/// animation the animator opens in `animateTransition(using:)`, and WWDC 2016 session 216 ("Advances in UIKit
/// Animations and Transitions", iOS 10) has UIKit add them to the property animator of an animator that vends
/// one (`interruptibleAnimator(using:)`). So chrome animated alongside a menu that rides a spring rides the
/// same spring, frame by frame, and a custom curve is shared the same way — not the coordinator's
/// ease-in-out `completionCurve`, which only an animator that opens no animation leaves them.
///
/// The host is one of, whichever comes first while the animator starts the transition:
/// - the outermost `animate` block (plain curve or spring) opened on the transition's timeline: the blocks
///   run at its end, inside it, with its duration, delay, timing and completion group;
/// - a ``PropertyAnimator`` that becomes active (started, paused or scrubbed): the blocks are added to it, so
///   they follow its timing, its pauses and its scrubbing.
///
/// Keyframe blocks are not hosts (a choice: how UIKit times alongside changes inside a keyframe block is not
/// documented). An animator that starts neither (it completes at once, or animates by other means)
/// leaves the blocks to run on their own afterwards, over the transition's duration with the completion curve.
final class AlongsideHost {
    /// The transition's timeline: only a block opened on it hosts the alongside blocks.
    let timeline: Timeline
    private var body: (() -> Void)?

    init(timeline: Timeline, body: @escaping () -> Void) {
        self.timeline = timeline
        self.body = body
    }

    /// Runs the alongside blocks, once.
    func run() {
        let body = self.body
        self.body = nil
        body?()
    }
}
