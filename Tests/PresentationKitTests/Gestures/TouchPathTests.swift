import PresentationKit
import Testing

/// A finger's path is a value: waypoints sampled at the display's rate, validated before it reaches a window.
@Suite("Touch paths")
struct TouchPathTests {
    @Test func aDragIsSampledAtSixtyHertzAtConstantSpeedAndLiftsAtItsEnd() throws {
        let path = try TouchPath.drag(from: Point(x: 100, y: 100), dx: 0, dy: 300, duration: 0.25)
        let samples = path.samples
        #expect(samples.count == 16, "touch-down, 14 moves, lift-off")
        #expect(samples.map(\.phase) == [.began] + Array(repeating: .moved, count: 14) + [.ended])
        #expect(samples[1].time == 1.0 / 60)
        #expect(samples[15].time == 0.25)
        for (index, sample) in samples.enumerated() {
            #expect(abs(sample.location.y - (100 + 20 * Double(index))) < 1e-9, "20 points a frame")
        }
    }

    @Test func proMotionDoublesTheSamples() throws {
        let path = try TouchPath.drag(from: .zero, dx: 120, dy: 0, duration: 0.25, sampleRate: TouchPath.promotionSampleRate)
        #expect(path.samples.count == 31)
        #expect(abs(path.samples[1].location.x - 4) < 1e-9)
    }

    @Test func aHeldFingerIsStationaryAndAnUnevenDurationEndsOnItsOwnSample() throws {
        let tap = try TouchPath.tap(at: Point(x: 5, y: 5))
        #expect(tap.samples.map(\.phase) == [.began] + Array(repeating: .stationary, count: 5) + [.ended])
        let drag = try TouchPath.drag(from: .zero, dx: 10, dy: 0, duration: 0.02)
        #expect(drag.samples.map(\.time) == [0, 1.0 / 60, 0.02])
        let instant = try TouchPath.tap(at: .zero, duration: 0)
        #expect(instant.samples.map(\.phase) == [.began, .ended])
    }

    @Test func waypointsInterpolateInStraightLines() throws {
        let path = try TouchPath(waypoints: [
            .init(time: 0, location: Point(x: 0, y: 0)),
            .init(time: 1, location: Point(x: 100, y: 0)),
            .init(time: 2, location: Point(x: 100, y: 50)),
        ])
        #expect(path.duration == 2)
        #expect(path.location(at: 0.5) == Point(x: 50, y: 0))
        #expect(path.location(at: 1.5) == Point(x: 100, y: 25))
        #expect(path.location(at: 3) == Point(x: 100, y: 50))
    }

    @Test func badPathsAreRefusedWithAReason() {
        #expect(throws: TouchPathError.self) { try TouchPath(waypoints: []) }
        #expect(throws: TouchPathError.self) { try TouchPath.tap(at: Point(x: .nan, y: 0)) }
        #expect(throws: TouchPathError.self) { try TouchPath.drag(from: .zero, dx: .infinity, dy: 0) }
        #expect(throws: TouchPathError.self) { try TouchPath.drag(from: .zero, dx: 0, dy: 0, duration: -1) }
        #expect(throws: TouchPathError.self) { try TouchPath.tap(at: .zero, duration: .nan) }
        #expect(throws: TouchPathError.self) { try TouchPath.tap(at: .zero, duration: 1e9) }
        #expect(throws: TouchPathError.self) { try TouchPath.tap(at: .zero, sampleRate: 0) }
        #expect(throws: TouchPathError.self) {
            try TouchPath(waypoints: [.init(time: 0, location: .zero), .init(time: 2, location: .zero), .init(time: 1, location: .zero)])
        }
        do {
            _ = try TouchPath(waypoints: [.init(time: 0.5, location: .zero)])
            Issue.record("a path must start at 0")
        } catch {
            #expect("\(error)" == "a touch path starts at time 0, not 0.5")
        }
    }
}
