import PresentationKit
import Testing

/// A tap is recognized when the finger lifts, and fails when it strays 45 points, stays down 0.75 s or comes
/// back more than 0.35 s later — UIKit's tap limits.
@Suite("Tap gesture recognizer")
struct TapGestureRecognizerTests {
    @Test func aTapIsRecognizedOnceWhenTheFingerLiftsAtItsTouchDownLocation() throws {
        let (window, card) = gestureScene()
        let tap = TapGestureRecognizer()
        let log = GestureLog(watching: tap, on: card)
        let touch = window.sendTouches(along: try .tap(at: Point(x: 100, y: 200)))
        #expect(log.states == [.recognized])
        #expect(log.entries[0].time == 0.1)
        #expect(tap.location(in: card) == Point(x: 50, y: 100))
        #expect(touch.view === card && touch.tapCount == 1 && touch.phase == .ended)
        #expect(tap.state == .possible)
        #expect(window.invariantViolations() == [])
    }

    @Test func aTapFailsWhenTheFingerMovesMoreThanFortyFivePoints() throws {
        let (window, card) = gestureScene()
        let tap = TapGestureRecognizer()
        let log = GestureLog(watching: tap, on: card)
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 200), dx: 40, dy: 0, duration: 0.2))
        #expect(log.states == [.recognized], "40 points is within the allowance")
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 200), dx: 0, dy: 60, duration: 0.2))
        #expect(log.states == [.recognized], "60 points is not")
        #expect(window.trace.lines.contains("gesture TapGestureRecognizer(card) failed"))
    }

    @Test func aTapHeldTooLongFailsAtThreeQuartersOfASecond() throws {
        let (window, card) = gestureScene()
        let tap = TapGestureRecognizer()
        let log = GestureLog(watching: tap, on: card)
        window.sendTouches(along: try .tap(at: Point(x: 100, y: 200), duration: 1))
        #expect(log.states == [])
        let failure = window.trace.events.first { $0.call == "gesture" && $0.detail == "failed" }
        #expect(failure?.time == 0.75)
        window.sendTouches(along: try .tap(at: Point(x: 100, y: 200), duration: 0.7))
        #expect(log.states == [.recognized], "0.7 s is short enough, and the failed tap was reset")
    }

    @Test func aDoubleTapNeedsTheSecondTapWithinAThirdOfASecondNearby() throws {
        let (window, card) = gestureScene()
        let double = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in }
        let log = GestureLog(watching: double, on: card)
        let first = window.scheduleTouches(along: try .tap(at: Point(x: 100, y: 200)))
        let second = window.scheduleTouches(along: try .tap(at: Point(x: 110, y: 205)), after: 0.3)
        window.clock.runUntilIdle()
        #expect(log.states == [.recognized])
        #expect(abs(log.entries[0].time - 0.4) < 1e-9)
        #expect(first.tapCount == 1 && second.tapCount == 2)
        // Too slow: the second tap comes 0.5 s after the first lifted.
        window.scheduleTouches(along: try .tap(at: Point(x: 100, y: 200)))
        let late = window.scheduleTouches(along: try .tap(at: Point(x: 100, y: 200)), after: 0.6)
        window.clock.runUntilIdle()
        #expect(log.states == [.recognized])
        #expect(late.tapCount == 1)
        #expect(window.invariantViolations() == [])
    }

    @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForIt() throws {
        let (window, card) = gestureScene()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in }
        single.require(toFail: double)
        let singles = GestureLog(), doubles = GestureLog()
        singles.watch(single)
        doubles.watch(double)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        window.sendTouches(along: try .tap(at: Point(x: 100, y: 200)))
        #expect(singles.states == [], "waiting: a second tap may still come")
        window.clock.runUntilIdle()
        #expect(singles.states == [.recognized])
        #expect(abs(singles.entries[0].time - 0.45) < 1e-9, "once the double failed, 0.35 s after the lift")
        window.scheduleTouches(along: try .tap(at: Point(x: 100, y: 200)))
        window.scheduleTouches(along: try .tap(at: Point(x: 100, y: 200)), after: 0.2)
        window.clock.runUntilIdle()
        #expect(doubles.states == [.recognized])
        #expect(singles.states == [.recognized], "the double's recognition made the waiting single fail")
        #expect(window.invariantViolations() == [])
    }
}
