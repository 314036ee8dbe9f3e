import PresentationKit

/// Whole SVG documents: the screen at one moment, and filmstrips of moments across phases. Each is
/// self-contained (no fonts, images or styles from elsewhere) and well-formed XML.
enum SVGPicture {
    static let padding = 20.0
    static let captionHeight = 34.0

    /// The screen at `moment` (the first phase's end when nil), with a caption naming the style, phase and time;
    /// the safe area of the phase's screen outlined when asked.
    ///
    /// - Throws: ``ExportError`` when the moment names a phase the recording lacks or a time that is not finite.
    static func layout(_ recording: Recording, at moment: Moment?, showingSafeArea: Bool = false) throws -> String {
        let phase = try recording.resolvedPhase(moment?.phase)
        let time = moment?.time ?? phase.duration
        let frame = try phase.frame(at: time)
        let device = recording.device(during: phase)
        var drawing = SVGDeviceDrawing(frame: frame, screen: device.size, idPrefix: "s-")
        if showingSafeArea { drawing.safeArea = device.safeArea }
        return screen(drawing, of: recording, phase: phase, device: device, canvas: drawing.size)
    }

    /// A device drawing centred in a canvas of `canvas` points (at least the drawing's size: a movie's frames
    /// all share the size of its largest screen), with the padding around it and the caption naming the style,
    /// phase, time and device under it.
    static func screen(
        _ drawing: SVGDeviceDrawing, of recording: Recording, phase: Recording.Phase, device: Recording.RecordedDevice, canvas: Size
    ) -> String {
        let n = Markup.number
        let width = canvas.width + 2 * padding
        let height = canvas.height + 2 * padding + captionHeight
        let time = drawing.frame.t
        let title = "\(recording.style) · \(phase.name) · t = \(n(time)) s"
        var svg = document(width: width, height: height, title: title)
        let x = padding + (canvas.width - drawing.size.width) / 2, y = padding + (canvas.height - drawing.size.height) / 2
        svg += "<g transform=\"translate(\(n(x)) \(n(y)))\">\n" + drawing.markup() + "</g>\n"
        let captionY = padding + canvas.height + 22
        svg += "<text x=\"\(n(padding))\" y=\"\(n(captionY))\" font-size=\"14\" fill=\"#1c1c1e\">"
            + "<tspan font-weight=\"600\">\(Markup.escape(recording.style))</tspan> · \(Markup.escape(phase.name)) · "
            + "t = \(n(time)) s · \(Markup.escape(device.name)) \(device.size)</text>\n"
        return svg + "</svg>\n"
    }

    /// `count` moments evenly spaced across each phase (or only the named one), from its start to its end, one
    /// row per phase; each moment shows the sample at or before its time, captioned with that sample's time.
    /// Each row is drawn on its phase's screen (landscape after a rotation), all at one scale, so that the
    /// tallest screen fills the panel height.
    ///
    /// - Throws: ``ExportError`` for an unknown phase or a count below 1.
    static func filmstrip(_ recording: Recording, phase name: String?, count: Int) throws -> String {
        guard (1...Rendering.maximumFilmstripFrames).contains(count) else {
            throw ExportError("a filmstrip shows 1 to \(Rendering.maximumFilmstripFrames) frames per phase, not \(count)")
        }
        let phases = try name.map { [try recording.resolvedPhase($0)] } ?? recording.phases
        guard !phases.isEmpty else { throw ExportError.noPhases(style: recording.style) }
        let n = Markup.number
        let panelHeight = 300.0, gap = 16.0, rowTitle = 26.0, timeCaption = 24.0
        let screens = phases.map { recording.device(during: $0).size }
        let drawingSizes = zip(phases, screens).map { SVGDeviceDrawing(frame: $0.final, screen: $1, idPrefix: "").size }
        let scale = panelHeight / (drawingSizes.map(\.height).max() ?? 1)
        let rowHeight = rowTitle + panelHeight + timeCaption + gap
        let widestPanel = (drawingSizes.map(\.width).max() ?? 0) * scale
        let width = 2 * padding + Double(count) * widestPanel + Double(count - 1) * gap
        let height = 2 * padding + Double(phases.count) * rowHeight + captionHeight
        var svg = document(width: width, height: height, title: "\(recording.style) · filmstrip")
        for (row, phase) in phases.enumerated() {
            let top = padding + Double(row) * rowHeight
            let panelWidth = drawingSizes[row].width * scale
            svg += "<text x=\"\(n(padding))\" y=\"\(n(top + 17))\" font-size=\"15\" fill=\"#1c1c1e\">"
                + "<tspan font-weight=\"600\">\(Markup.escape(phase.name))</tspan> · \(n(phase.duration)) s"
                + (phase.completed ? "" : " · cancelled") + "</text>\n"
            for (column, time) in times(across: phase, count: count).enumerated() {
                let frame = try phase.frame(at: time)
                let isEnd = time >= phase.duration - Recording.Phase.timeTolerance
                let x = padding + Double(column) * (panelWidth + gap)
                let drawing = SVGDeviceDrawing(
                    frame: frame, screen: screens[row], idPrefix: "f\(row)-\(column)-", labelSize: 10 / scale)
                svg += "<g class=\"panel\" data-phase=\"\(Markup.escape(phase.name))\" data-t=\"\(n(frame.t))\" "
                    + "transform=\"translate(\(n(x)) \(n(top + rowTitle))) scale(\(ExportNumber.text(scale, decimals: 5)))\">\n"
                svg += drawing.markup() + "</g>\n"
                svg += "<text x=\"\(n(x + panelWidth / 2))\" y=\"\(n(top + rowTitle + panelHeight + 17))\" "
                    + "font-size=\"12\" text-anchor=\"middle\" fill=\"#3a3a3c\">t = \(n(frame.t)) s"
                    + (isEnd ? " · end" : "") + "</text>\n"
            }
        }
        let captionY = height - padding
        svg += "<text x=\"\(n(padding))\" y=\"\(n(captionY))\" font-size=\"13\" fill=\"#3a3a3c\">"
            + "\(Markup.escape(recording.style)) · \(Markup.escape(recording.device.name)) \(recording.device.size)</text>\n"
        return svg + "</svg>\n"
    }

    /// Times from the phase's start to its end, evenly spaced; one moment means the end.
    static func times(across phase: Recording.Phase, count: Int) -> [Double] {
        guard count > 1 else { return [phase.duration] }
        return (0..<count).map { phase.duration * Double($0) / Double(count - 1) }
    }

    static func document(width: Double, height: Double, title: String) -> String {
        let n = Markup.number
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "font-family=\"-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif\">\n"
            + "<title>\(Markup.escape(title))</title>\n"
            + "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f2f2f7\"/>\n"
    }
}
