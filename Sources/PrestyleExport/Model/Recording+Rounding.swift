import PresentationKit

extension Recording {
    /// The recording as its JSON export keeps it: every number rounded to four decimals, every color to
    /// eight bits a channel. Reading an export back gives exactly this:
    /// `try Recording(json: recording.jsonText()) == recording.rounded()`.
    public func rounded() -> Recording {
        var copy = self
        copy.device = Recording.rounded(device)
        copy.options = options.mapValues { value in
            if case .number(let number) = value { return .number(r(number)) }
            return value
        }
        copy.phases = phases.map { phase in
            var phase = phase
            phase.duration = r(phase.duration)
            phase.device = phase.device.map(Recording.rounded)
            phase.events = phase.events.map { Event(t: r($0.t), call: $0.call, target: $0.target) }
            phase.frames = phase.frames.map(Recording.rounded)
            phase.final = Recording.rounded(phase.final)
            return phase
        }
        return copy
    }

    private static func rounded(_ device: RecordedDevice) -> RecordedDevice {
        var device = device
        device.size = Size(width: r(device.size.width), height: r(device.size.height))
        device.scale = r(device.scale)
        device.safeArea = EdgeInsets(
            top: r(device.safeArea.top), left: r(device.safeArea.left),
            bottom: r(device.safeArea.bottom), right: r(device.safeArea.right))
        return device
    }

    private static func rounded(_ frame: Frame) -> Frame {
        Frame(t: r(frame.t), views: frame.views.map { view in
            var view = view
            view.frame = rounded(view.frame)
            view.bounds = rounded(view.bounds)
            view.center = Point(x: r(view.center.x), y: r(view.center.y))
            let t = view.transform
            view.transform = AffineTransform(a: r(t.a), b: r(t.b), c: r(t.c), d: r(t.d), tx: r(t.tx), ty: r(t.ty))
            view.appearance = AppearanceField.rounded(view.appearance)
            return view
        })
    }

    private static func rounded(_ rect: Rect) -> Rect {
        Rect(x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height))
    }
}

/// A number as the export writes it (an exported "-0" reads back as 0, so rounding maps -0 to 0 too).
func exported(_ value: Double) -> Double {
    let rounded = ExportNumber.rounded(value, decimals: 4)
    return rounded == 0 ? 0 : rounded
}

/// A color as the export writes it: eight bits a channel.
func exported(_ color: Color) -> Color {
    Color(hex: color.hex) ?? color
}

private func r(_ value: Double) -> Double { exported(value) }
