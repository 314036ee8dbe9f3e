import Foundation
import TestSupport

/// FFmpeg's own readers, to decode what `prestyle` encoded: `ffprobe` for frame counts and timing, `ffmpeg` for
/// the pixels of every frame. The tests that use them run when FFmpeg is installed (`scripts/setup` installs
/// it); `PRESTYLE_REQUIRE_MOVIE_TOOLS=1`, as `make test` sets, makes its absence a failure.
struct MediaProbe {
    let ffprobe: URL
    let ffmpeg: URL

    static let requiredVariable = "PRESTYLE_REQUIRE_MOVIE_TOOLS"

    static func find() -> MediaProbe? {
        guard let ffprobe = Command.find("ffprobe"), let ffmpeg = Command.find("ffmpeg"), Command.find("rsvg-convert") != nil else { return nil }
        return MediaProbe(ffprobe: ffprobe, ffmpeg: ffmpeg)
    }

    /// Whether the tests that make and decode moving pictures run: the programs are here, or they are required.
    static var shouldRun: Bool { ProcessInfo.processInfo.environment[requiredVariable] == "1" || find() != nil }

    static func located() throws -> MediaProbe {
        guard let probe = find() else { throw Missing() }
        return probe
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "ffmpeg, ffprobe and rsvg-convert must be on the PATH: run scripts/setup" }
    }

    /// Each packet's duration, in seconds, in order: for a GIF, each frame's delay.
    func packetDurations(of file: URL) throws -> [Double] {
        let text = try run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time",
                                     "-of", "csv=p=0", file.path])
        return text.split(whereSeparator: \.isNewline).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The video stream's fields (`width`, `nb_read_frames`, `duration`, `codec_name`…), frames counted by decoding.
    func stream(of file: URL) throws -> [String: String] {
        let text = try run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                     "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate,duration",
                                     "-of", "default=nw=1", file.path])
        var fields: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// Every frame decoded to 8-bit RGB, as the file shows it (a GIF's frames composited in turn).
    func frames(of file: URL, width: Int, height: Int, in folder: URL) throws -> [RGBImage] {
        let raw = folder.appendingPathComponent(UUID().uuidString + ".rgb")
        _ = try run(ffmpeg, ["-v", "error", "-nostdin", "-y", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgb24",
                             "-fps_mode", "passthrough", raw.path])
        let data = try Data(contentsOf: raw)
        let size = width * height * 3
        return stride(from: 0, to: data.count - size + 1, by: size).map {
            RGBImage(width: width, height: height, bytes: [UInt8](data[$0..<($0 + size)]))
        }
    }

    private func run(_ program: URL, _ arguments: [String]) throws -> String {
        let run = try Command(program, arguments).run()
        guard run.status == 0 else {
            throw Failed(command: ([program.lastPathComponent] + arguments).joined(separator: " "), stderr: run.stderr)
        }
        return run.stdout
    }

    struct Failed: Error, CustomStringConvertible {
        let command: String
        let stderr: String
        var description: String { "\(command) failed: \(stderr)" }
    }
}

/// One decoded frame.
struct RGBImage {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// The colour of the pixel at (x, y), as (red, green, blue).
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let offset = (y * width + x) * 3
        return (Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
    }

    /// How far the pixel at (x, y) is from `hex` (`#c8913a`): the largest difference of one channel.
    func distance(_ x: Int, _ y: Int, from hex: String) -> Int {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let (r, g, b) = pixel(x, y)
        return max(abs(r - (value >> 16)), abs(g - ((value >> 8) & 0xff)), abs(b - (value & 0xff)))
    }
}
