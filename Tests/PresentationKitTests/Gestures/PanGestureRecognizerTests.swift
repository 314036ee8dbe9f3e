import PresentationKit
import Testing

/// A pan begins past UIKit's 10-point hysteresis, reports translation from the touch-down and velocity over
/// the last 0.1 s, and ends when the finger lifts.
@Suite("Pan gesture recognizer")
struct PanGestureRecognizerTests {
    @Test func aConstantSpeedDragBeginsChangesEachFrameAndEndsWithExactTranslationAndVelocity() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        // 300 points down in 0.25 s: 20 points a frame at 60 Hz, 1200 points per second.
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 150), dx: 0, dy: 300, duration: 0.25))
        #expect(log.states == [.began] + Array(repeating: .changed, count: 13) + [.ended])
        for (index, entry) in log.entries.enumerated() {
            let frame = Double(index + 1)
            #expect(abs(entry.time - frame / 60) < 1e-9)
            #expect(near(entry.translation, Point(x: 0, y: 20 * frame)), "translation from the touch-down")
            #expect(near(entry.velocity, Point(x: 0, y: 1200)), "constant speed at every sample")
            #expect(near(entry.location, Point(x: 200, y: 150 + 20 * frame)))
        }
        #expect(pan.state == .possible, "reset once the finger lifted")
        #expect(window.invariantViolations() == [])
    }

    @Test func thePanWaitsForTheFingerToMoveMoreThanTenPoints() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        // 1.5 points a frame: 9 points at the sixth frame, 10.5 at the seventh.
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 150), dx: 30, dy: 0, duration: 20.0 / 60))
        #expect(abs(log.entries[0].time - 7.0 / 60) < 1e-9)
        #expect(near(log.entries[0].translation, Point(x: 10.5, y: 0)), "the first translation holds the hysteresis")
        window.trace.removeAll()
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 150), dx: 6, dy: -8, duration: 0.2))
        #expect(window.trace.lines.contains("gesture PanGestureRecognizer(card) failed"),
                "a finger that lifts within 10 points never pans")
        #expect(log.entries.count == 14, "no action for a failure")
    }

    @Test func aShortSlowDragEndsSlowAndAFastFlickEndsFast() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 300), dx: 0, dy: 30, duration: 0.5))
        #expect(near(log.entries.last!.velocity, Point(x: 0, y: 60)))
        #expect(near(log.entries.last!.translation, Point(x: 0, y: 30)))
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 300), dx: 0, dy: 150, duration: 0.1))
        #expect(log.entries.last!.state == .ended)
        #expect(near(log.entries.last!.velocity, Point(x: 0, y: 1500)))
    }

    @Test func aFingerThatStopsBeforeLiftingLiftsWithNoVelocity() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        window.sendTouches(along: try TouchPath(waypoints: [
            .init(time: 0, location: Point(x: 200, y: 200)),
            .init(time: 0.2, location: Point(x: 200, y: 400)),
            .init(time: 0.5, location: Point(x: 200, y: 400)),
        ]))
        #expect(log.entries.last!.state == .ended)
        #expect(log.entries.last!.velocity == .zero)
        #expect(near(log.entries.last!.translation, Point(x: 0, y: 200)))
        let lastMove = log.entries.dropLast().last!
        #expect(lastMove.velocity.y > 900, "while moving it reported 1000 points per second")
    }

    @Test func theVelocityAveragesTheLastTenthOfASecond() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        // 100 points per second for 0.15 s, then 2000 points per second for 0.05 s.
        window.sendTouches(along: try TouchPath(waypoints: [
            .init(time: 0, location: Point(x: 200, y: 200)),
            .init(time: 0.15, location: Point(x: 200, y: 215)),
            .init(time: 0.2, location: Point(x: 200, y: 315)),
        ]))
        // At the lift (0.2 s) the finger is at 315; a tenth of a second earlier it was at 210.
        #expect(log.entries.last!.state == .ended)
        #expect(near(log.entries.last!.velocity, Point(x: 0, y: 1050)))
    }

    @Test func proMotionSamplesTwiceAsOftenWithTheSameVelocity() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        // 12 points a sample at 120 Hz: 1440 points per second, past the hysteresis at the first move.
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 150), dx: 0, dy: 360, duration: 0.25,
                                            sampleRate: TouchPath.promotionSampleRate))
        #expect(log.entries.count == 30, "began, 28 changes, ended")
        #expect(abs(log.entries[0].time - 1.0 / 120) < 1e-9)
        #expect(log.entries.allSatisfy { near($0.velocity, Point(x: 0, y: 1440)) })
    }

    @Test func translationAndVelocityConvertIntoAViewsCoordinatesAndSetTranslationRebases() throws {
        let (window, card) = gestureScene()
        card.transform = AffineTransform(scaleX: 2, y: 2)
        var inCard: [(translation: Point, velocity: Point)] = []
        let pan = PanGestureRecognizer { pan in
            inCard.append((pan.translation(in: card), pan.velocity(in: card)))
            if inCard.count == 5 { pan.setTranslation(.zero, in: card) }
        }
        card.addGestureRecognizer(pan)
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 400), dx: -300, dy: 0, duration: 0.25))
        #expect(near(inCard[0].translation, Point(x: -10, y: 0)), "20 window points are 10 in a card scaled twice")
        #expect(near(inCard[0].velocity, Point(x: -600, y: 0)))
        #expect(near(inCard[4].translation, Point(x: -50, y: 0)))
        #expect(near(inCard[5].translation, Point(x: -10, y: 0)), "measured from where it was set to zero")
        #expect(near(inCard.last!.translation, Point(x: -100, y: 0)))
        #expect(near(inCard.last!.velocity, Point(x: -600, y: 0)), "the velocity ignores setTranslation")
    }

    @Test func animationsAGestureStartsRunWhileTheFingerMoves() throws {
        let (window, card) = gestureScene()
        var alphas: [Double] = []
        let pan = PanGestureRecognizer { pan in
            if pan.state == .began { window.clock.animate(withDuration: 0.1) { card.alpha = 0.2 } }
            alphas.append(card.presentation.alpha)
        }
        card.addGestureRecognizer(pan)
        window.sendTouches(along: try .drag(from: Point(x: 200, y: 150), dx: 0, dy: 300, duration: 0.25))
        #expect(alphas.first == 1)
        #expect(alphas[3] > 0.2 && alphas[3] < 1, "halfway through the fade as the finger moves")
        #expect(alphas.last == 0.2, "finished before the finger lifted")
    }
}
