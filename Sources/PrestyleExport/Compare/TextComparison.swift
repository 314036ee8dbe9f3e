import PresentationKit

/// Two runs of the same presentation under two styles, as text: per phase (matched by name) the durations,
/// a diff of the hook traces, the final state of each listed view on both sides (frames in the container's
/// coordinates) with differences marked, and the two settled layouts side by side. With a moment, the same at
/// that moment.
struct TextComparison {
    var options: TextSummary.Options

    func render(_ first: Recording, _ second: Recording) throws -> String {
        let summary = TextSummary(options: options)
        let style = summary.style
        var lines = [style.bold("prestyle compare") + " · A \"\(TerminalText.escaped(first.style))\" vs B \"\(TerminalText.escaped(second.style))\""]
        // One scene for both, as `prestyle compare` runs them: its device is said once, for neither side alone.
        let sameDevice = first.device == second.device
        if sameDevice { lines.append("on " + TextSummary.describe(first.device)) }
        for (label, recording) in [("A", first), ("B", second)] {
            lines.append("\(label)  \(TerminalText.escaped(recording.source)) · options " + TextSummary.describe(recording.options))
            if !sameDevice { lines.append("   device " + TextSummary.describe(recording.device)) }
        }
        var names = first.phases.map(\.name)
        names += second.phases.map(\.name).filter { !names.contains($0) }
        if let moment = options.moment {
            guard let name = moment.phase ?? names.first else { throw ExportError.noPhases(style: first.style) }
            guard names.contains(name) else { throw ExportError.unknownPhase(name, known: names) }
            names = [name]
        }
        for name in names {
            lines.append("")
            let a = first.phase(named: name), b = second.phase(named: name)
            let screen = (a.map(first.device(during:)) ?? b.map(second.device(during:)) ?? first.device).size
            lines += try phase(name, a, b, screen, summary, styles: (first.style, second.style))
        }
        lines.append("")
        for (label, recording) in [("A", first), ("B", second)] {
            lines += summary.diagnostics(recording).enumerated().map { $0 == 0 ? "\(label) " + $1 : $1 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func phase(
        _ name: String, _ a: Recording.Phase?, _ b: Recording.Phase?, _ screen: Size, _ summary: TextSummary,
        styles: (String, String)
    ) throws -> [String] {
        let style = summary.style
        func describe(_ phase: Recording.Phase?) -> String {
            guard let phase else { return "absent" }
            return summary.seconds(phase.duration) + (phase.completed ? " completed" : " cancelled")
        }
        let time = options.moment?.time
        var heading = "phase \(TerminalText.escaped(name))" + (time.map { " at t = \(summary.seconds($0))" } ?? "")
        heading = style.bold(heading) + " · A \(describe(a)) · B \(describe(b))"
        var lines = [heading]
        let eventsA = time.map { a?.events(upTo: $0) } ?? a?.events[...]
        let eventsB = time.map { b?.events(upTo: $0) } ?? b?.events[...]
        let diff = TraceDiff(Array(eventsA ?? []), Array(eventsB ?? []), styles: styles)
        lines.append("  trace: \(diff.commonCount) calls in both, \(diff.onlyFirstCount) only in A (-), "
            + "\(diff.onlySecondCount) only in B (+); \(TraceDiff.styleMark) is each side's style")
        if !diff.lines.isEmpty {
            var table = TextTable(header: ["", "A t", "B t", "call", "target"], alignments: [.left, .right, .right, .left, .left])
            for line in diff.lines {
                switch line {
                case .both(let x, let y): table.append([" ", time3(x.t), time3(y.t), x.call, x.target])
                case .onlyFirst(let x): table.append(["-", time3(x.t), "", x.call, x.target])
                case .onlySecond(let y): table.append(["+", "", time3(y.t), y.call, y.target])
                }
            }
            lines += table.lines(indent: "  ") { row, line in
                guard row >= 0 else { return style.dim(line) }
                switch diff.lines[row] {
                case .both: return line
                case .onlyFirst: return style.red(line)
                case .onlySecond: return style.green(line)
                }
            }
        }
        let frameA = try a.map { try time.map($0.frame(at:)) ?? $0.final }
        let frameB = try b.map { try time.map($0.frame(at:)) ?? $0.final }
        lines += ["", "  " + style.bold(time == nil ? "final state" : "state") + " (frames in the container's coordinates; ≠ marks a difference)"]
        lines += stateComparison(frameA, frameB)
        lines += ["", "  " + style.bold(time == nil ? "settled layouts" : "layouts")]
        let sketchA = frameA.map { summary.sketch($0, screen, indent: "") } ?? ["(no such phase)"]
        let sketchB = frameB.map { summary.sketch($0, screen, indent: "") } ?? ["(no such phase)"]
        lines += TextComparison.sideBySide(["A"] + sketchA, ["B"] + sketchB, indent: "    ")
        return lines
    }

    /// Every listed view's state on both sides, its frame in its container's coordinates (see
    /// ``ScreenLayout/framesInContainer()``): a view inside a wrapper and one directly in the container are
    /// then compared in the same space.
    private func stateComparison(_ a: Recording.Frame?, _ b: Recording.Frame?) -> [String] {
        func listed(_ frame: Recording.Frame?) -> [Recording.RecordedView] {
            guard let frame else { return [] }
            let frames = ScreenLayout(frame).framesInContainer()
            return zip(frame.views, frame.roles()).filter { $0.1.isListed }.map { view, _ in
                var view = view
                view.frame = frames[view.name] ?? view.frame
                return view
            }
        }
        let viewsA = listed(a), viewsB = listed(b)
        var names = viewsA.map(\.name)
        names += viewsB.map(\.name).filter { !names.contains($0) }
        var table = TextTable(header: ["", "view", "A", "B"], alignments: [.left, .left, .left, .left])
        for name in names {
            let stateA = viewsA.first { $0.name == name }.map(TextComparison.describe) ?? "—"
            let stateB = viewsB.first { $0.name == name }.map(TextComparison.describe) ?? "—"
            table.append([stateA == stateB ? " " : "≠", name, stateA, stateB])
        }
        guard !table.rows.isEmpty else { return ["    (no presented view or chrome on either side)"] }
        return table.lines(indent: "  ")
    }

    /// Frame, alpha, then the transform and the appearance's notes (hidden, a border) when they say something.
    private static func describe(_ view: Recording.RecordedView) -> String {
        var text = "\(view.frame) α \(ExportNumber.text(view.alpha, decimals: 3))"
        if !view.transform.isIdentity { text += " · " + TextSummary.describe(view.transform) }
        for note in AppearanceField.notes(view.appearance) { text += " · " + note }
        return text
    }

    private func time3(_ value: Double) -> String {
        ExportNumber.fixed(value, decimals: 3)
    }

    /// Two blocks of lines next to each other, the left one padded to its widest line.
    static func sideBySide(_ left: [String], _ right: [String], indent: String) -> [String] {
        let width = left.map(\.count).max() ?? 0
        return (0..<max(left.count, right.count)).map { index in
            let l = index < left.count ? left[index] : ""
            let r = index < right.count ? right[index] : ""
            var line = indent + l + String(repeating: " ", count: width - l.count + 4) + r
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
