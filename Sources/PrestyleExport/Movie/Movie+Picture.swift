import PresentationKit

extension Movie {
    /// The most runs a picture tiles side by side before it starts a second row.
    static let columnsInOneRow = 4
    /// A tile's screen height, in points of the picture, bezel included: the tallest screen of any run fits it.
    static let tileHeight = 360.0
    static let tileGap = 16.0
    static let tileTitleHeight = 26.0

    /// One frame as a self-contained SVG document, every frame of the movie the same size.
    ///
    /// One run is drawn as `Rendering.svg(at:)` draws that moment — the device, every view as UIKit composes
    /// it, the caption naming the style, phase, time and device — centred on a canvas that fits the largest
    /// screen of the run (landscape and portrait, after a rotation). Several runs are tiled in a grid, up to
    /// four in a row, all at one scale, each titled with its style, phase and the phase's duration as the
    /// gallery page titles its cards.
    ///
    /// - Throws: ``ExportError`` when a time is not a finite number.
    public func picture(of frame: Frame) throws -> String {
        guard recordings.count != 1 else { return try single(frame) }
        return try tiles(frame)
    }

    /// The screen sizes a run is drawn on, bezel included: one per phase.
    private static func drawingSizes(of recording: Recording) -> [Size] {
        let sizes = recording.phases.map { phase in
            SVGDeviceDrawing(frame: phase.final, screen: recording.device(during: phase).size, idPrefix: "").size
        }
        return sizes.isEmpty ? [SVGDeviceDrawing(frame: .init(t: 0, views: []), screen: recording.device.size, idPrefix: "").size] : sizes
    }

    private func single(_ frame: Frame) throws -> String {
        let recording = recordings[0]
        let (phase, state) = try state(of: recording, during: frame)
        let device = recording.device(during: phase)
        let sizes = Movie.drawingSizes(of: recording)
        let canvas = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let drawing = SVGDeviceDrawing(frame: state, screen: device.size, idPrefix: "s-")
        return SVGPicture.screen(drawing, of: recording, phase: phase, device: device, canvas: canvas)
    }

    private func tiles(_ frame: Frame) throws -> String {
        let n = Markup.number
        let padding = SVGPicture.padding, gap = Movie.tileGap, title = Movie.tileTitleHeight
        let sizes = recordings.flatMap(Movie.drawingSizes(of:))
        let scale = Movie.tileHeight / max(1, sizes.map(\.height).max() ?? 1)
        let cellWidth = (sizes.map(\.width).max() ?? 0) * scale
        let columns = recordings.count <= Movie.columnsInOneRow
            ? max(1, recordings.count) : Int((Double(recordings.count).squareRoot()).rounded(.up))
        let rows = (recordings.count + columns - 1) / columns
        let rowHeight = title + Movie.tileHeight + gap
        let width = 2 * padding + Double(columns) * cellWidth + Double(columns - 1) * gap
        let height = 2 * padding + Double(rows) * rowHeight - gap + SVGPicture.captionHeight
        let styles = recordings.map(\.style).joined(separator: ", ")
        var svg = SVGPicture.document(width: width, height: height, title: "\(styles) · \(frame.phase) · t = \(n(frame.time)) s")
        for (index, recording) in recordings.enumerated() {
            let (phase, state) = try self.state(of: recording, during: frame)
            let device = recording.device(during: phase)
            let drawing = SVGDeviceDrawing(frame: state, screen: device.size, idPrefix: "t\(index)-", labelSize: 10 / scale)
            let left = padding + Double(index % columns) * (cellWidth + gap)
            let top = padding + Double(index / columns) * rowHeight
            svg += "<text x=\"\(n(left))\" y=\"\(n(top + 17))\" font-size=\"15\" fill=\"#1c1c1e\">"
                + "<tspan font-weight=\"600\">\(Markup.escape(recording.style))</tspan> \(Markup.escape(phase.name)) · "
                + "\(n(phase.duration)) s" + (phase.completed ? "" : " · cancelled") + "</text>\n"
            let x = left + (cellWidth - drawing.size.width * scale) / 2
            let y = top + title + (Movie.tileHeight - drawing.size.height * scale) / 2
            svg += "<g class=\"tile\" data-style=\"\(Markup.escape(recording.style))\" "
                + "transform=\"translate(\(n(x)) \(n(y))) scale(\(ExportNumber.text(scale, decimals: 5)))\">\n"
                + drawing.markup() + "</g>\n"
        }
        let devices = Set(recordings.map { "\($0.device.name) \($0.device.size)" }).sorted().joined(separator: ", ")
        svg += "<text x=\"\(n(padding))\" y=\"\(n(height - padding))\" font-size=\"13\" fill=\"#3a3a3c\">"
            + "\(Markup.escape(frame.phase)) · t = \(n(frame.time)) s · \(Markup.escape(devices))</text>\n"
        return svg + "</svg>\n"
    }
}
