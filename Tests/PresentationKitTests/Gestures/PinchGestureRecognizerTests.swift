import PresentationKit
import Testing

/// A pinch follows two fingers scheduled together: it begins once their distance changed by more than
/// 10 points, reports the distance over the touch-down distance as its scale, and ends when one lifts.
@Suite("Pinch gesture recognizer")
struct PinchGestureRecognizerTests {
    /// Two fingers 200 pt apart across the card's middle closing to 100 pt apart over `duration`.
    private func pinchIn(_ window: Window, duration: Double = 0.5) throws {
        window.scheduleTouches(along: try .drag(from: Point(x: 100, y: 400), dx: 50, dy: 0, duration: duration))
        window.scheduleTouches(along: try .drag(from: Point(x: 300, y: 400), dx: -50, dy: 0, duration: duration))
    }

    @Test func twoFingersClosingBeginPastTheHysteresisAndReportTheirDistanceAsScale() throws {
        let (window, card) = gestureScene()
        var heard: [(state: GestureRecognizerState, time: Double, scale: Double, velocity: Double, location: Point)] = []
        let pinch = PinchGestureRecognizer { pinch in
            heard.append((pinch.state, window.clock.now, pinch.scale, pinch.velocity, pinch.location(in: nil)))
        }
        card.addGestureRecognizer(pinch)
        try pinchIn(window)
        // Each finger moves 100 pt/s: the distance closes by 200 pt/s, 10 pt at the third frame, past it at the fourth.
        window.clock.advance(by: 2.0 / 60)
        #expect(heard.isEmpty, "6.7 points is not past the hysteresis")
        window.clock.advance(by: 3.0 / 60)
        #expect(heard.first?.state == .began)
        window.clock.advance(by: 0.2)
        let latest = try #require(heard.last)
        #expect(latest.time > 0.25)
        #expect(abs(latest.scale - (200 - 200 * latest.time) / 200) < 1e-9)
        #expect(abs(latest.velocity - -1) < 1e-6, "closing 200 pt/s of 200 pt: −1 a second")
        #expect(near(latest.location, Point(x: 200, y: 400)), "the midpoint of the fingers")
        window.clock.runUntilIdle()
        #expect(heard.last?.state == .ended)
        #expect(abs((heard.last?.scale ?? 0) - 0.5) < 1e-9)
        #expect(pinch.state == .possible)
        #expect(window.invariantViolations() == [])
    }

    @Test func oneFingerNeverPinches() throws {
        let (window, card) = gestureScene()
        let pinch = PinchGestureRecognizer()
        let log = GestureLog(watching: pinch, on: card)
        window.sendTouches(along: try .drag(from: Point(x: 100, y: 400), dx: 150, dy: 0, duration: 0.3))
        #expect(log.entries.isEmpty)
        #expect(window.trace.lines.contains("gesture PinchGestureRecognizer(card) failed"))
    }

    @Test func settingTheScaleMeasuresFromTheFingersAsTheyAre() throws {
        let (window, card) = gestureScene()
        var scales: [Double] = []
        let pinch = PinchGestureRecognizer { pinch in
            if pinch.state == .began { pinch.scale = 1 }
            scales.append(pinch.scale)
        }
        card.addGestureRecognizer(pinch)
        try pinchIn(window)
        window.clock.runUntilIdle()
        // Set to 1 when it began: at the first finger's sample of the fourth frame (the second finger still
        // at the third's), 188.3 pt apart. The last is 100 over that distance.
        let began = 200 - 100 * (4.0 / 60) - 100 * (3.0 / 60)
        #expect(scales.first == 1)
        #expect(abs((scales.last ?? 0) - 100 / began) < 1e-9)
    }
}
