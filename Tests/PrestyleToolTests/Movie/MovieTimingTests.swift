import Foundation
import PrestyleExport
import Testing

@testable import PrestyleTool

/// How a movie's frames become a GIF's centisecond delays and a video's constant-rate frames: the total time
/// kept exact, no GIF delay under the 2 cs browsers honour.
@Suite("Movie timing")
struct MovieTimingTests {
    /// Frames of `durations` seconds each, one after another, in one phase.
    private func frames(_ durations: [Double]) -> [Movie.Frame] {
        var start = 0.0
        return durations.map { duration in
            defer { start += duration }
            return Movie.Frame(phase: "present", time: start, start: start, duration: duration)
        }
    }

    @Test func samplesAt50PerSecondAreTwoCentisecondsEachAndTheHoldItsOwn() {
        let gif = MovieEncoder.gifFrames(frames(Array(repeating: 0.02, count: 25) + [0.5]))
        #expect(gif.map(\.delay) == Array(repeating: 2, count: 25) + [50])
        #expect(gif.map(\.frame) == Array(0...25))
    }

    @Test func startsAreRoundedNotDelaysSoTheTotalStaysExact() {
        // 30 samples per second: 3.33 cs each; rounding each start gives 3, 4, 3, 3, 4, 3… and 1 s in all.
        let gif = MovieEncoder.gifFrames(frames(Array(repeating: 1.0 / 30, count: 30) + [0.5]))
        #expect(gif.count == 31)
        #expect(gif.dropLast().map(\.delay).reduce(0, +) == 100)
        #expect(Set(gif.dropLast().map(\.delay)) == [3, 4])
    }

    @Test func aFrameShorterThanTwoCentisecondsGivesItsTimeToTheNext() {
        // 60 per second: every third sample would last 1 cs, which browsers show for 10; it is left out.
        let gif = MovieEncoder.gifFrames(frames(Array(repeating: 1.0 / 60, count: 6) + [0.5]))
        #expect(gif.map(\.frame) == [0, 2, 3, 5, 6])
        #expect(gif.map(\.delay) == [2, 3, 2, 3, 50])
        // A sliver before the settled state: the settled state starts in its place.
        let sliver = MovieEncoder.gifFrames(frames([0.02, 0.004, 0.5]))
        #expect(sliver.map(\.frame) == [0, 2])
        #expect(sliver.map(\.delay) == [2, 50])
    }

    @Test func aVideoShowsAtEachFrameTimeTheLatestFrameStartedByThen() {
        // 0.05 s samples, then a settled state at 0.12 held 0.5 s: at 20 fps frames 0–2 are the samples, frame
        // 3 (0.15 s) the settled state, until 0.62 s: 12 frames in all.
        let shown = MovieEncoder.videoFrames(frames([0.05, 0.05, 0.02, 0.5]), rate: 20)
        #expect(shown == [0, 1, 2] + Array(repeating: 3, count: 9))
    }

    @Test func theConcatListGivesEachGIFFrameItsDelayInSeconds() {
        let list = MovieEncoder.gifList([.init(frame: 0, delay: 2), .init(frame: 1, delay: 105)], pictures: [0, 0])
        #expect(list.text == """
            ffconcat version 1.0
            file p000000.png
            option framerate 100
            duration 0.02
            file p000000.png
            option framerate 100
            duration 1.05

            """)
        #expect(list.finalDelay == 105)
    }
}
