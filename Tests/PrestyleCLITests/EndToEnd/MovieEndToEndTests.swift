import BrowserTesting
import Foundation
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply --output x.gif` and `.mp4`, and `gallery --output x.gif`, run as a user runs them and decoded
/// with FFmpeg's own readers: every recorded sample is a frame at its recorded time, and a moving view's pixels
/// are where the recording puts it. Needs rsvg-convert and ffmpeg (`scripts/setup` installs them);
/// `PRESTYLE_REQUIRE_MOVIE_TOOLS=1`, as `make test` sets, makes their absence a failure.
@Suite("prestyle apply and gallery as GIF and MP4, end to end",
       .enabled(if: MediaProbe.shouldRun, "no ffmpeg, ffprobe or rsvg-convert on the PATH (scripts/setup installs them)"))
struct MovieEndToEndTests {
    let prestyle: PrestyleBinary
    let probe: MediaProbe

    init() throws {
        prestyle = try PrestyleBinary.locate()
        probe = try MediaProbe.located()
    }

    /// A frame the recording calls for: per phase, its start, every sample before its end, then its end (the
    /// settled state) held half a second — worked out here from the JSON export, not by prestyle's `Movie`.
    struct ExpectedFrame {
        let phase: String
        let time: Double
        let start: Double
        let duration: Double
    }

    static func expectedFrames(of recordings: [Recording]) -> [ExpectedFrame] {
        var names: [String] = []
        for phase in recordings.flatMap(\.phases) where !names.contains(phase.name) { names.append(phase.name) }
        var frames: [ExpectedFrame] = []
        var start = 0.0
        for name in names {
            let phases = recordings.compactMap { $0.phase(named: name) }
            var times = Set([0.0])
            for phase in phases {
                for frame in phase.frames where frame.t < phase.duration - 0.00005 { times.insert((frame.t * 10_000).rounded() / 10_000) }
                times.insert(phase.duration)
            }
            let sorted = times.sorted()
            for (index, time) in sorted.enumerated() {
                let duration = index + 1 < sorted.count ? sorted[index + 1] - time : 0.5
                frames.append(ExpectedFrame(phase: name, time: time, start: start + time, duration: duration))
            }
            start += sorted.last! + 0.5
        }
        return frames
    }

    /// Each frame's GIF delay in seconds: the centisecond each frame starts on, rounded, to the next's.
    static func gifDelays(_ frames: [ExpectedFrame]) -> [Double] {
        frames.map { frame in
            Double(Int(((frame.start + frame.duration) * 100).rounded()) - Int((frame.start * 100).rounded())) / 100
        }
    }

    private func recording(_ arguments: [String]) throws -> Recording {
        let json = try prestyle.run(arguments + ["--format", "json"])
        try #require(json.status == 0, "\(json)")
        return try Recording(json: json.stdout)
    }

    @Test func coolAsAGIFHasAFrameForEverySampleShownForItsRecordedTime() throws {
        let folder = try TemporaryFolder()
        let gif = folder.url.appendingPathComponent("cool.gif")
        let run = try prestyle.run(["apply", "cool", "--output", gif.path])
        try #require(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("prestyle run · style \"cool\""))
        #expect(run.stdout.hasSuffix("\nGIF: \(gif.path)\n"))
        // A GIF samples 50 times a second unless --fps says otherwise: every frame is then exactly 2 cs.
        let recording = try recording(["apply", "cool", "--fps", "50"])
        let expected = Self.expectedFrames(of: [recording])
        let delays = Self.gifDelays(expected)
        try #require(delays.allSatisfy { $0 >= 0.02 }, "this recording has no frame a GIF must leave out")
        let samples = recording.phases.map { phase in phase.frames.filter { $0.t < phase.duration - 0.00005 }.count + 1 }
        #expect(expected.count == samples.reduce(0, +))
        let durations = try probe.packetDurations(of: gif)
        #expect(durations.count == expected.count)
        #expect(durations.count == 82, "present: 50 samples and its end; dismiss: 30 samples and its end")
        for (index, (delay, wanted)) in zip(durations, delays).enumerated() {
            #expect(abs(delay - wanted) < 0.001, "frame \(index) (\(expected[index].phase) t = \(expected[index].time))")
        }
        let total: Double = durations.reduce(0, +)
        #expect(abs(total - 2.6) < 0.001, "1 s present, 0.6 s dismiss, each end held 0.5 s")
    }

    @Test func theLeopardsPixelsAreWhereTheRecordingPutsItAtTwoMoments() throws {
        let folder = try TemporaryFolder()
        let gif = folder.url.appendingPathComponent("cool.gif")
        let run = try prestyle.run(["apply", "cool", "--output", gif.path, "--width", "240"])
        try #require(run.status == 0, "\(run)")
        let recording = try recording(["apply", "cool", "--fps", "50"])
        let expected = Self.expectedFrames(of: [recording])
        let stream = try probe.stream(of: gif)
        let width = try #require(Int(stream["width"] ?? "")), height = try #require(Int(stream["height"] ?? ""))
        #expect(width == 240)
        let frames = try probe.frames(of: gif, width: width, height: height, in: folder.url)
        try #require(frames.count == expected.count)

        // The SVG drawing puts the screen's origin at 20 (padding) + 14 (bezel) points, in a 461 × 954 point picture.
        func pixel(_ x: Double, _ y: Double) -> (Int, Int) {
            (Int(((34 + x) * Double(width) / 461).rounded()), Int(((34 + y) * Double(height) / 954).rounded()))
        }
        let present = try #require(recording.phase(named: "present"))
        let early = try #require(present.frames.first { abs($0.t - 0.2) < 0.0001 })
        let late = try #require(present.frames.first { abs($0.t - 0.6) < 0.0001 })
        let before = try #require(early.view(named: "leopard")), after = try #require(late.view(named: "leopard"))
        let color = try #require(after.color?.hex).lowercased()
        // The leopard grows from the left edge: a point it covers by 0.6 s but not at 0.2 s, and one it covers at both.
        #expect(after.frame.maxX - before.frame.maxX > 30, "the leopard must have moved for this test to mean anything")
        let between = pixel((before.frame.maxX + after.frame.maxX) / 2, 426)
        let inside = pixel(max(0, before.frame.minX) + 6, 426)
        let earlyFrame = frames[try #require(expected.firstIndex { $0.phase == "present" && abs($0.time - 0.2) < 0.0001 })]
        let lateFrame = frames[try #require(expected.firstIndex { $0.phase == "present" && abs($0.time - 0.6) < 0.0001 })]
        #expect(lateFrame.distance(between.0, between.1, from: color) <= 12, "\(lateFrame.pixel(between.0, between.1))")
        #expect(earlyFrame.distance(between.0, between.1, from: color) > 60, "\(earlyFrame.pixel(between.0, between.1))")
        #expect(earlyFrame.distance(inside.0, inside.1, from: color) <= 12, "\(earlyFrame.pixel(inside.0, inside.1))")
        // Once dismissed, the leopard is gone from where it was.
        let gone = try #require(frames.last)
        #expect(gone.distance(inside.0, inside.1, from: color) > 60)
    }

    @Test func coolAsAnMP4IsH264WithAFrameEverySampleAtTheSamplingRate() throws {
        let folder = try TemporaryFolder()
        let video = folder.url.appendingPathComponent("out/cool.mp4")
        let run = try prestyle.run(["apply", "cool", "-o", video.path, "--fps", "30"])
        try #require(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix("\nMP4 video: \(video.path)\n"))
        let stream = try probe.stream(of: video)
        #expect(stream["codec_name"] == "h264")
        #expect(stream["pix_fmt"] == "yuv420p")
        #expect(stream["r_frame_rate"] == "30/1")
        // 1 s present, 0.6 s dismiss, each settled state held 0.5 s: 2.6 s, 78 frames at 30 per second.
        #expect(stream["nb_read_frames"] == "78")
        #expect(abs((Double(stream["duration"] ?? "") ?? 0) - 2.6) < 0.001)
        let width = Int(stream["width"] ?? "") ?? 1, height = Int(stream["height"] ?? "") ?? 1
        #expect(width % 2 == 0 && height % 2 == 0, "H.264 in 4:2:0 needs even sides")
    }

    @Test func aGalleryGIFTilesTheStylesOnOneClock() throws {
        let folder = try TemporaryFolder()
        let gif = folder.url.appendingPathComponent("two.gif")
        let run = try prestyle.run(["gallery", "cool", "fade", "--output", gif.path, "--width", "400"])
        try #require(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("cool  Styles/cool.lua  present 1 s, dismiss 0.6 s "), "\(run)")
        #expect(run.stdout.hasSuffix("\nGIF: \(gif.path)\n"))
        let recordings = try ["cool", "fade"].map { try recording(["apply", $0, "--fps", "50"]) }
        let expected = Self.expectedFrames(of: recordings)
        let durations = try probe.packetDurations(of: gif)
        #expect(durations.count == expected.count)
        for (delay, wanted) in zip(durations, Self.gifDelays(expected)) { #expect(abs(delay - wanted) < 0.001) }
        #expect(try probe.stream(of: gif)["width"] == "400")
    }

    @Test func aMissingProgramIsNamedWithItsPackageAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let gif = folder.url.appendingPathComponent("cool.gif")
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let none = try prestyle.run(["apply", "cool", "--output", gif.path],
                                    environment: ["PATH": folder.url.appendingPathComponent("empty").path, "TMPDIR": temporary.path])
        #expect(none.status == 1)
        #expect(none.stderr.hasPrefix("Error: rsvg-convert is not installed (or not on the PATH); prestyle needs it to draw the frames of \(gif.path)"))
        #expect(none.stderr.contains("'apt-get install librsvg2-bin' on Debian and Ubuntu, 'brew install librsvg' on macOS"))
        // With only the rasteriser, the encoder is the one named.
        let tools = folder.url.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let rasteriser = try #require(Command.find("rsvg-convert"))
        try FileManager.default.createSymbolicLink(at: tools.appendingPathComponent("rsvg-convert"), withDestinationURL: rasteriser)
        let noEncoder = try prestyle.run(["apply", "cool", "--output", gif.path], environment: ["PATH": tools.path, "TMPDIR": temporary.path])
        #expect(noEncoder.status == 1)
        #expect(noEncoder.stderr.contains("ffmpeg is not installed"))
        #expect(noEncoder.stderr.contains("'apt-get install ffmpeg' on Debian and Ubuntu, 'brew install ffmpeg' on macOS"))
        #expect(!FileManager.default.fileExists(atPath: gif.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test func aFailingProgramsLastWordsAreShownAndItsTemporaryFolderIsRemoved() throws {
        let folder = try TemporaryFolder()
        let tools = folder.url.appendingPathComponent("tools")
        let temporary = folder.url.appendingPathComponent("tmp")
        for made in [tools, temporary] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(
            at: tools.appendingPathComponent("rsvg-convert"), withDestinationURL: try #require(Command.find("rsvg-convert")))
        let fake = tools.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'ffmpeg version fake' >&2\necho 'Unknown encoder libx264' >&2\nexit 3\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let video = folder.url.appendingPathComponent("cool.mp4")
        let run = try prestyle.run(["apply", "fade", "--output", video.path, "--fps", "10"],
                                   environment: ["PATH": tools.path, "TMPDIR": temporary.path])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: ffmpeg exited with status 3 encoding \(video.path): ffmpeg version fake | Unknown encoder libx264\n", "\(run)")
        #expect(!FileManager.default.fileExists(atPath: video.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test(arguments: [
        (["apply", "cool"], "apply writes (.txt, .json, .svg, .html, .gif or .mp4)"),
        (["gallery", "cool"], "gallery writes (.html, .gif or .mp4)"),
        (["compare", "cool", "fade"], "compare writes (.txt or .html)"),
    ])
    func anOutputWhoseExtensionNamesNoFormatIsAUsageError(_ command: [String], _ known: String) throws {
        let folder = try TemporaryFolder()
        let picture = folder.url.appendingPathComponent("x.png")
        let run = try prestyle.run(command + ["--output", picture.path])
        #expect(run.status == 2)
        #expect(run.stderr == "Error: --output \(picture.path): .png names no format \(known); give --format to write another file name\n")
        #expect(!FileManager.default.fileExists(atPath: picture.path))
    }
}
