import PresentationKit
import Testing

/// Recognizers on the same touches compete as in UIKit: the first to begin wins, unless they agree to
/// recognize together; `shouldBegin` and `require(toFail:)` steer the outcome.
@Suite("Gesture arbitration")
struct GestureArbitrationTests {
    @Test func aPanBeginningOnTheSamePathMakesTheTapFail() throws {
        let (window, card) = gestureScene()
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        let taps = GestureLog(), pans = GestureLog()
        taps.watch(tap)
        pans.watch(pan)
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 200), dx: 0, dy: 30, duration: 0.25))
        #expect(pans.states.first == .began && pans.states.last == .ended)
        #expect(taps.states == [])
        let gestures = window.trace.lines.filter { $0.hasPrefix("gesture") }
        #expect(gestures.prefix(2) == ["gesture PanGestureRecognizer(card) began", "gesture TapGestureRecognizer(card) failed"])
        window.sendTouches(along: try .tap(at: Point(x: 100, y: 200)))
        #expect(taps.states == [.recognized], "a still finger fails the pan and the tap is recognized")
        #expect(window.invariantViolations() == [])
    }

    @Test func theDeepestViewsPanWinsUnlessTheyRecognizeSimultaneously() throws {
        let (window, card, inner) = nestedGestureScene()
        let outerPan = PanGestureRecognizer(), innerPan = PanGestureRecognizer()
        let outer = GestureLog(watching: outerPan, on: card), innerLog = GestureLog(watching: innerPan, on: inner)
        let drag = try TouchPath.drag(from: Point(x: 100, y: 200), dx: 0, dy: 100, duration: 0.25)
        window.sendTouches(along: drag)
        #expect(innerLog.states.first == .began)
        #expect(outer.states == [], "the hit view's recognizer gets the touch first and begins first")
        innerPan.shouldRecognizeSimultaneously = { _, other in other === outerPan }
        window.sendTouches(along: drag)
        #expect(outer.states.first == .began && outer.states.last == .ended)
        #expect(innerLog.states.filter { $0 == .began }.count == 2)
    }

    @Test func aRecognizerCannotBeginWhileAnotherIsUnderWayUnlessTheyRecognizeTogetherThen() throws {
        let (window, card, inner) = nestedGestureScene()
        let outerPan = PanGestureRecognizer(), innerPan = PanGestureRecognizer()
        outerPan.hysteresis = 50
        let outer = GestureLog()
        outer.watch(outerPan)
        // The pair may go together when the inner pan begins (so the outer one stays possible), but no longer
        // when the outer one would begin: the delegate is asked again, at that moment.
        var together = true
        innerPan.shouldRecognizeSimultaneously = { _, _ in together }
        innerPan.addAction { pan in if pan.state == .began { together = false } }
        card.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 200), dx: 0, dy: 100, duration: 0.25))
        #expect(outer.states == [])
        #expect(window.trace.lines.contains("gesture PanGestureRecognizer(card) failed"))
    }

    @Test func aRecognizerThatDeclinesToBeginLeavesTheTouchToTheOthers() throws {
        let (window, card, inner) = nestedGestureScene()
        let outerPan = PanGestureRecognizer(), innerPan = PanGestureRecognizer()
        let outer = GestureLog(watching: outerPan, on: card), innerLog = GestureLog(watching: innerPan, on: inner)
        var asked = 0
        innerPan.shouldBegin = { _ in
            asked += 1
            return false
        }
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 200), dx: 0, dy: 100, duration: 0.25))
        #expect(asked == 1)
        #expect(innerLog.states == [])
        #expect(outer.states.first == .began)
    }

    @Test func aRecognizerThatShouldNotReceiveTheTouchNeverSeesIt() throws {
        let (window, card) = gestureScene()
        let tap = TapGestureRecognizer()
        let log = GestureLog()
        log.watch(tap)
        tap.shouldReceive = { _, touch in touch.location(in: card).y > 300 }
        card.addGestureRecognizer(tap)
        let upper = window.sendTouches(along: try .tap(at: Point(x: 100, y: 200)))
        #expect(log.states == [])
        #expect(upper.gestureRecognizers.isEmpty)
        window.sendTouches(along: try .tap(at: Point(x: 100, y: 500)))
        #expect(log.states == [.recognized])
    }

    @Test func aTapThatRequiresThePanToFailWaitsForTheLift() throws {
        let (window, card) = gestureScene()
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        let taps = GestureLog()
        taps.watch(tap)
        tap.require(toFail: pan)
        // The tap is delivered first and must wait for the pan to fail when the finger lifts.
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
        window.sendTouches(along: try .tap(at: Point(x: 100, y: 200)))
        #expect(taps.states == [.recognized])
        let gestures = window.trace.lines.filter { $0.hasPrefix("gesture") }
        #expect(gestures == ["gesture PanGestureRecognizer(card) failed", "gesture TapGestureRecognizer(card) ended"])
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 200), dx: 20, dy: 0, duration: 0.2))
        #expect(taps.states == [.recognized], "the pan began, so the tap failed")
    }
}
