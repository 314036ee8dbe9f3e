/// How recognizers working on the same touches decide who recognizes, as UIKit does: `shouldBegin`, the
/// first to begin wins over those still possible, simultaneous recognition by consent, and failure
/// requirements (`require(toFail:)`). Sources: Apple, "Coordinating multiple gesture recognizers" and
/// "Preferring one gesture over another" (UIKit documentation).
extension Window {
    /// A recognizer in `possible` wants to begin (continuous) or be recognized (discrete).
    func attemptRecognition(of recognizer: GestureRecognizer, as next: GestureRecognizerState) {
        let firstAttempt = recognizer.pendingRecognition == nil
        if firstAttempt, recognizer.shouldBegin?(recognizer) == false {
            fail(recognizer)
            return
        }
        let competitors = touchDispatch.competitors(of: recognizer)
        if competitors.contains(where: { $0.state.isActive && !Window.simultaneous(recognizer, $0) }) {
            fail(recognizer)
            return
        }
        for required in recognizer.requiredToFail {
            if required.state.isActive || required.state == .ended {
                fail(recognizer)
                return
            }
            if required.state == .possible, required.isInSequence, required.engagedWindow === self {
                recognizer.pendingRecognition = next
                return
            }
        }
        recognizer.pendingRecognition = nil
        guard recognizer.move(to: next, callingActions: false) else { return }
        // The winner makes the recognizers still possible on its touches fail, unless they may go together;
        // then its actions hear it (so what an action changes does not decide this competition).
        for other in competitors where other.state == .possible && !Window.simultaneous(recognizer, other) {
            fail(other)
        }
        recognizer.callActions()
    }

    /// Takes a recognizer off the touches (removed from its view, disabled, or its view left the window): a
    /// gesture under way is cancelled (its actions hear it), one not yet begun fails.
    func withdraw(_ recognizer: GestureRecognizer) {
        for touch in touchDispatch.activeTouches {
            touch.gestureRecognizers.removeAll { $0 === recognizer }
        }
        if recognizer.state.isActive {
            recognizer.move(to: .cancelled)
        } else if recognizer.state == .possible, recognizer.isInSequence {
            fail(recognizer)
        }
        settleUnlessDelivering()
    }

    /// Withdraws the recognizers working on a touch whose view is no longer in this window (it, or a view
    /// above it, was removed or moved to another window): called as a view leaves, so their gestures end then
    /// rather than at the next touch sample.
    func withdrawRecognizersOutsideWindow() {
        guard !touchDispatch.engaged.isEmpty else { return }
        for recognizer in touchDispatch.engaged where recognizer.view?.window !== self && !recognizer.state.isFinal {
            withdraw(recognizer)
        }
    }

    /// Settles now unless a touch sample is being delivered (which settles at its end).
    func settleUnlessDelivering() {
        if !touchDispatch.isDelivering { settle() }
    }

    /// Resolves recognitions waiting on failure requirements until nothing changes, then resets the
    /// recognizers whose sequence is over (final state, no touch of theirs still down).
    func settle() {
        guard !touchDispatch.isSettling else { return }
        touchDispatch.isSettling = true
        defer { touchDispatch.isSettling = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in touchDispatch.engaged {
                guard let next = recognizer.pendingRecognition, recognizer.state == .possible else { continue }
                attemptRecognition(of: recognizer, as: next)
                if recognizer.pendingRecognition == nil { changed = true }
            }
        }
        for recognizer in touchDispatch.engaged
        where recognizer.state.isFinal && !touchDispatch.isReceivingTouches(recognizer) {
            recognizer.reset()
        }
        touchDispatch.engaged.removeAll { $0.state == .possible && !$0.isInSequence }
    }

    private func fail(_ recognizer: GestureRecognizer) {
        recognizer.pendingRecognition = nil
        recognizer.move(to: .failed)
    }

    /// Whether either recognizer lets the pair recognize together.
    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.shouldRecognizeSimultaneously?(a, b) == true || b.shouldRecognizeSimultaneously?(b, a) == true
    }
}
