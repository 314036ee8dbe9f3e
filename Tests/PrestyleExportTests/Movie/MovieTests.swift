import PresentationKit
import PrestyleExport
import Testing

/// A run as a movie: every phase in order, each sample shown from its recorded time until the next, the settled
/// state held, every frame drawn as the SVG export draws that moment.
@Suite("Movie")
struct MovieTests {
    @Test func everySampleOfEveryPhaseIsAFrameShownUntilTheNextThenTheSettledStateIsHeld() throws {
        let recording = Fixtures.slide(fps: 20)
        let movie = try Movie(recording)
        // present: 0.5 s at 20 fps samples 0, 0.05 … 0.45 (the sample at 0.5 is the settled state); dismiss 0.3 s.
        let present = movie.frames.filter { $0.phase == "present" }
        let dismiss = movie.frames.filter { $0.phase == "dismiss" }
        #expect(present.map(\.time).map(rounded) == (0...10).map { Double($0) * 0.05 }.map(rounded))
        #expect(dismiss.map(\.time).map(rounded) == (0...6).map { Double($0) * 0.05 }.map(rounded))
        #expect(movie.frames.count == present.count + dismiss.count)
        for frame in present.dropLast() { #expect(abs(frame.duration - 0.05) < 1e-9) }
        #expect(present.last?.duration == Movie.settledHold)
        // Each frame starts where the one before it ends; dismiss starts after present and its hold.
        for (before, after) in zip(movie.frames, movie.frames.dropFirst()) {
            #expect(abs(before.start + before.duration - after.start) < 1e-9)
        }
        #expect(abs((dismiss.first?.start ?? 0) - (0.5 + Movie.settledHold)) < 1e-9)
        #expect(abs(movie.duration - (0.5 + 0.3 + 2 * Movie.settledHold)) < 1e-9)
    }

    @Test func aPhaseThatEndsBetweenSamplesShowsItsLastSampleUntilItsEnd() throws {
        var recording = Fixtures.slide(fps: 20)
        recording.phases[0].duration = 0.47
        recording.phases[0].frames.removeAll { $0.t > 0.47 }
        recording.phases[0].final.t = 0.47
        let present = try Movie(recording).frames.filter { $0.phase == "present" }
        #expect(present.suffix(2).map(\.time).map(rounded) == [0.45, 0.47])
        #expect(abs(present[present.count - 2].duration - 0.02) < 1e-9)
    }

    @Test func eachFrameIsTheDrawingTheSVGExportMakesOfThatMoment() throws {
        let recording = Fixtures.slide(fps: 20)
        let movie = try Movie(recording)
        for frame in movie.frames {
            let picture = try movie.picture(of: frame)
            let svg = try recording.rendered(as: .svg(at: Moment(phase: frame.phase, time: frame.time)))
            #expect(picture == svg, "\(frame.phase) at \(frame.time)")
        }
    }

    @Test func framesAfterARotationAllShareTheLargestScreensCanvas() throws {
        var recording = Fixtures.slide(fps: 10)
        var landscape = Fixtures.iPhone
        landscape.size = Size(width: 852, height: 393)
        recording.phases[1].device = landscape
        let movie = try Movie(recording)
        let sizes = try Set(movie.frames.map { try svgSize(movie.picture(of: $0)) })
        // 852 + 2 × 14 (bezel) + 2 × 20 (padding) wide; 852 + 28 + 40 + 34 (caption) tall.
        #expect(sizes == ["920x954"])
    }

    @Test func runsInStepShareOneClockAndAShorterRunHoldsItsSettledState() throws {
        let slide = Fixtures.slide(fps: 20)     // present 0.5 s, dismiss 0.3 s
        let fade = Fixtures.fade(fps: 20)       // present 0.4 s, no dismiss
        let movie = try Movie(playing: [slide, fade])
        let present = movie.frames.filter { $0.phase == "present" }
        #expect(present.map(\.time).map(rounded) == (0...10).map { Double($0) * 0.05 }.map(rounded))
        #expect(movie.frames.filter { $0.phase == "dismiss" }.count == 7)
        // At 0.45 s fade is over: it shows its settled state (fully opaque), as it does at its end.
        let late = try movie.picture(of: try #require(present.first { rounded($0.time) == 0.45 }))
        #expect(late.contains("<tspan font-weight=\"600\">fade</tspan> present · 0.4 s"))
        let fadeTile = try #require(late.components(separatedBy: "data-style=\"fade\"").last)
        #expect(!fadeTile.contains("data-name=\"presented\" opacity="), "the settled card is opaque")
        // During dismiss, which fade lacks, it holds the state it was last seen in.
        let dismissing = try movie.picture(of: try #require(movie.frames.first { $0.phase == "dismiss" }))
        #expect(dismissing.contains("<tspan font-weight=\"600\">fade</tspan> present · 0.4 s"))
        #expect(dismissing.contains("<tspan font-weight=\"600\">slide</tspan> dismiss · 0.3 s"))
    }

    @Test func aMovieNeedsAPhase() {
        let empty = Recording(style: "empty", source: "empty.lua", device: Fixtures.iPhone)
        #expect(throws: ExportError.self) { try Movie(empty) }
    }

    private func rounded(_ time: Double) -> Double { (time * 10_000).rounded() / 10_000 }

    private func svgSize(_ svg: String) -> String {
        func attribute(_ name: String) -> String {
            svg.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first.map(String.init) ?? "?"
        }
        return attribute("width") + "x" + attribute("height")
    }
}
