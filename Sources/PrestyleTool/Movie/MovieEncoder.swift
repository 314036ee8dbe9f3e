import Dispatch
import Foundation
import Logging
import PrestyleExport

/// Turns a ``PrestyleExport/Movie`` into a GIF or an MP4 file: each frame's SVG picture — the drawing
/// `--format svg` makes — rasterised by librsvg's `rsvg-convert`, the pictures encoded by `ffmpeg`, in a
/// temporary folder removed afterwards.
///
/// **GIF.** Every frame of the movie is one GIF frame, shown for its own time: a GIF's delays are whole
/// centiseconds, so each frame is placed on the centisecond nearest its start (rounding each start, not each
/// delay, so no error adds up and the loop lasts the movie's duration to the centisecond). Browsers show a
/// delay under 2 cs as 10 cs, so a frame that would get less — a sample a sliver before a phase's end, or every
/// third sample at 60 fps — is left out and the next frame starts in its place: at 50 samples per second and
/// below, only such slivers go. The palette is made from all the frames (`palettegen`, `paletteuse`).
///
/// **MP4.** H.264 (`libx264`, `yuv420p`, which QuickTime, browsers and GitHub play) at a constant frame rate, the
/// run's sampling rate: video frame k shows the movie at k / rate, so every sample is a frame and a held
/// settled state is repeated (which H.264 stores for almost nothing); the settled state after a phase that did
/// not end on a sample time is shown from the next frame's time.
struct MovieEncoder {
    /// The widest picture made, in pixels.
    static let maximumWidth = 4096
    /// Pixels per point of the drawing when no width is asked for: a GIF of one phone is kept small enough to
    /// paste into a pull request (about 350 pixels wide), a video or tiled runs (drawn scaled down already) at
    /// the drawing's own size in points.
    static func defaultZoom(for format: OutputFormat, tiled: Bool) -> Double { format == .gif && !tiled ? 0.75 : 1 }
    /// The least delay of a GIF frame every browser honours, in centiseconds.
    static let shortestGIFDelay = 2

    /// `.gif` or `.mp4`.
    var format: OutputFormat
    /// The picture's width in pixels (its height follows); nil for ``defaultZoom(for:tiled:)``.
    var width: Int?
    /// An MP4's frames per second: the run's sampling rate.
    var frameRate: Double
    /// Where the programs are looked for: a `PATH`.
    var searchPath: String?
    var logger: Logger

    /// The movie as a file of ``format``, named `output` in errors.
    ///
    /// - Throws: ``ToolError``: status 1 when a program is missing (naming its package), cannot start or fails
    ///   (with its last lines on standard error), or the temporary folder cannot be written.
    func encode(_ movie: Movie, for output: String) throws(ToolError) -> Data {
        let rasteriser = try ExternalProgram.rasteriser.locate(in: searchPath, purpose: "to draw the frames of \(output)")
        let encoder = try ExternalProgram.encoder.locate(in: searchPath, purpose: "to encode \(output)")
        var pictures: [String] = []
        var pictureOfFrame: [Int] = []
        var indexOfPicture: [String: Int] = [:]
        for frame in movie.frames {
            let svg: String
            do { svg = try movie.picture(of: frame) } catch { throw ToolError(error) }
            if let index = indexOfPicture[svg] {
                pictureOfFrame.append(index)
            } else {
                indexOfPicture[svg] = pictures.count
                pictureOfFrame.append(pictures.count)
                pictures.append(svg)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prestyle-movie-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, svg) in pictures.enumerated() {
                try Data(svg.utf8).write(to: folder.appendingPathComponent(MovieEncoder.name(of: index, "svg")))
            }
        } catch {
            throw ToolError(Messages.cannotWrite(folder.path, error), status: .failure)
        }
        logger.debug("drawing \(pictures.count) pictures for \(movie.frames.count) frames in \(folder.path)")
        try rasterise(pictures.count, tiled: movie.recordings.count > 1, with: rasteriser, in: folder, for: output)
        let list = format == .gif
            ? MovieEncoder.gifList(MovieEncoder.gifFrames(movie.frames), pictures: pictureOfFrame)
            : MovieEncoder.videoList(MovieEncoder.videoFrames(movie.frames, rate: frameRate), pictures: pictureOfFrame, rate: frameRate)
        let encoded = folder.appendingPathComponent("movie." + format.fileExtension)
        do {
            try Data(list.text.utf8).write(to: folder.appendingPathComponent("frames.txt"))
        } catch {
            throw ToolError(Messages.cannotWrite(folder.path, error), status: .failure)
        }
        let input = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", "frames.txt"]
        let arguments: [String] = switch format {
        case .gif:
            input + [
                "-filter_complex",
                "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none:diff_mode=rectangle",
                "-fps_mode", "passthrough", "-loop", "0", "-final_delay", String(list.finalDelay), encoded.lastPathComponent,
            ]
        default:
            input + [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:color=#f2f2f7,format=yuv420p", "-c:v", "libx264", "-preset", "medium",
                "-tune", "animation", "-crf", "20", "-fps_mode", "passthrough", "-movflags", "+faststart",
                encoded.lastPathComponent,
            ]
        }
        try ExternalProgram.run(encoder, arguments, in: folder, doing: "encoding \(output)")
        do {
            return try Data(contentsOf: encoded)
        } catch {
            throw ToolError(Messages.cannotWrite(output, error), status: .failure)
        }
    }

    /// Runs the rasteriser on every picture, as many at once as there are cores.
    private func rasterise(_ count: Int, tiled: Bool, with rasteriser: URL, in folder: URL, for output: String) throws(ToolError) {
        let zoom = MovieEncoder.defaultZoom(for: format, tiled: tiled)
        let size = width.map { ["--width", String($0)] } ?? ["--zoom", String(zoom)]
        let failures = RasterFailures()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard !failures.any else { return }
            let arguments = size + ["--output", MovieEncoder.name(of: index, "png"), MovieEncoder.name(of: index, "svg")]
            do {
                try ExternalProgram.run(rasteriser, arguments, in: folder, doing: "drawing frame \(index + 1) of \(output)")
            } catch {
                failures.record(index, error)
            }
        }
        if let error = failures.first { throw error }
    }

    static func name(of picture: Int, _ fileExtension: String) -> String {
        "p" + String(repeating: "0", count: max(0, 6 - String(picture).count)) + String(picture) + "." + fileExtension
    }

    // MARK: Timing

    /// One GIF frame: the movie frame it shows and for how many centiseconds.
    struct GIFFrame: Hashable {
        var frame: Int
        var delay: Int
    }

    /// The GIF's frames: each movie frame from the centisecond nearest its start until the next one's; one
    /// that would last less than ``shortestGIFDelay`` is left out, the next frame starting in its place.
    static func gifFrames(_ frames: [Movie.Frame]) -> [GIFFrame] {
        func centiseconds(_ time: Double) -> Int { Int((time * 100).rounded()) }
        var result: [GIFFrame] = []
        var pendingStart: Int?
        for (index, frame) in frames.enumerated() {
            let start = pendingStart ?? centiseconds(frame.start)
            let end = centiseconds(frame.start + frame.duration)
            if end - start < shortestGIFDelay, index < frames.count - 1 {
                pendingStart = start
                continue
            }
            pendingStart = nil
            result.append(GIFFrame(frame: index, delay: max(shortestGIFDelay, end - start)))
        }
        return result
    }

    /// The video's frames: the movie frame shown at k / rate for each k, as many as the movie's duration holds
    /// (at least one).
    static func videoFrames(_ frames: [Movie.Frame], rate: Double) -> [Int] {
        let duration = frames.last.map { $0.start + $0.duration } ?? 0
        let count = max(1, Int((duration * rate).rounded()))
        var shown = 0
        return (0..<count).map { k in
            let time = Double(k) / rate
            while shown + 1 < frames.count, frames[shown + 1].start <= time + Recording.Phase.timeTolerance { shown += 1 }
            return shown
        }
    }

    /// An ffconcat list for FFmpeg's concat demuxer, and the GIF's last delay (the list cannot give the last
    /// entry's duration: FFmpeg's GIF muxer takes it from `-final_delay`).
    struct ConcatList {
        var text: String
        var finalDelay: Int
    }

    /// Each frame's picture with a 100 fps time base and its delay as its duration, so FFmpeg's timestamps are
    /// exact centiseconds.
    static func gifList(_ frames: [GIFFrame], pictures: [Int]) -> ConcatList {
        var text = "ffconcat version 1.0\n"
        for frame in frames {
            text += "file \(name(of: pictures[frame.frame], "png"))\noption framerate 100\n"
                + "duration \(frame.delay / 100).\(frame.delay % 100 < 10 ? "0" : "")\(frame.delay % 100)\n"
        }
        return ConcatList(text: text, finalDelay: frames.last?.delay ?? shortestGIFDelay)
    }

    /// One entry per video frame, each one frame long at `rate` (the time base and the duration both say so:
    /// without the duration the demuxer cannot tell how long a still image lasts).
    static func videoList(_ frames: [Int], pictures: [Int], rate: Double) -> ConcatList {
        let duration = String(format: "%.9f", 1 / rate)
        let rate = rate == rate.rounded() ? String(Int(rate)) : String(format: "%.6f", rate)
        var text = "ffconcat version 1.0\n"
        for frame in frames {
            text += "file \(name(of: pictures[frame], "png"))\noption framerate \(rate)\nduration \(duration)\n"
        }
        return ConcatList(text: text, finalDelay: 0)
    }
}

/// The first rasterising failure of a ``MovieEncoder``'s concurrent runs, by frame: the lowest-numbered one, so
/// the error does not depend on which thread was quicker. An `NSLock`, as ``Batch``'s progress, for
/// ThreadSanitizer's sake.
private final class RasterFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [(index: Int, error: ToolError)] = []

    var any: Bool { lock.withLock { !failures.isEmpty } }

    var first: ToolError? { lock.withLock { failures.min { $0.index < $1.index }?.error } }

    func record(_ index: Int, _ error: any Error) {
        lock.withLock { failures.append((index, ToolError(error))) }
    }
}
