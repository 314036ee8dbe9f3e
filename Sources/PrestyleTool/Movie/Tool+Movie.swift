import Foundation
import PrestyleExport

extension Tool {
    /// Refuses what a GIF or an MP4 cannot do, before anything runs: standard output (it is a binary file),
    /// one moment (it plays every phase), and a `--width` for any other format or out of bounds.
    func validateMovie(_ format: OutputFormat, output: String?, moment: Moment?, width: Int?) throws(ToolError) {
        guard format.isMovie else {
            if width != nil { throw .usage(Messages.widthNeedsMovie) }
            return
        }
        if output == nil { throw .usage(Messages.movieNeedsOutput(format)) }
        if moment != nil { throw .usage(Messages.momentNotInMovie(format)) }
        if let width, !(16...MovieEncoder.maximumWidth).contains(width) { throw .usage(Messages.badMovieWidth(width)) }
    }

    func makeMovie(of recordings: [Recording]) throws(ToolError) -> Movie {
        do {
            return try Movie(playing: recordings)
        } catch {
            throw ToolError(error)
        }
    }

    /// The movie as a GIF or MP4 file's bytes, drawn and encoded by the programs on ``programSearchPath``.
    func encode(_ movie: Movie, _ format: OutputFormat, width: Int?, fps: Double, for output: String) throws(ToolError) -> Data {
        let encoder = MovieEncoder(format: format, width: width, frameRate: fps, searchPath: programSearchPath, logger: logger)
        return try encoder.encode(movie, for: output)
    }
}
