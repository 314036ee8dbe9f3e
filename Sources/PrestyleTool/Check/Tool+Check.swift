import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

extension Tool {
    /// The settings `prestyle check` runs a style with, on `device`: present, rotate, change the horizontal size
    /// class and back, dismiss — so the layout, transition and adaptivity hooks all run — sampled at a low
    /// rate, since a check shows no frames.
    static func checkSettings(on device: Device, landscape: Bool) -> RunSettings {
        RunSettings(screen: .preset(device.slug), landscape: landscape, rotates: true, adapts: true, fps: 10)
    }

    /// Loads each style and dry-runs it on every device preset, starting in portrait and in landscape, and
    /// returns the text report: `prestyle check STYLE…`.
    ///
    /// - Parameters:
    ///   - references: Style names, file names, paths, or folders (every style file in them); none checks
    ///     every style the registry finds.
    ///   - jobs: How many styles are checked at once; by default one per active processor.
    /// - Returns: Status 0 when every style loads and runs without an error (warnings are fine), 1 when one
    ///   does not, 2 when a reference names nothing.
    public func check(_ references: [String], jobs: Int = Batch.activeProcessors) -> ToolResult {
        check(CheckRequest(references, jobs: jobs))
    }

    /// The whole check at once: what ``check(_:emit:)`` streams, followed by what it returns.
    public func check(_ request: CheckRequest) -> ToolResult {
        var streamed = ""
        var result = check(request) { streamed += $0 }
        result.output = streamed + result.output
        return result
    }

    /// Loads each style and dry-runs it on every device preset, starting in portrait and in landscape, and
    /// reports what it found: `prestyle check`.
    ///
    /// The styles are checked on ``CheckRequest/jobs`` workers at once (``Batch``: one registry each, made with
    /// ``makeRegistry``). A style's part of the report goes to `emit` as soon as it and every style before it
    /// are done, so the first line comes when the first style is checked and the report is the same, line
    /// for line and in the same order, whatever the number of workers:
    ///
    ///     let result = Tool().check(CheckRequest(format: .github)) { print($0, terminator: "") }
    ///     exit(result.status.rawValue)
    ///
    /// Text and GitHub annotations stream; JSON and JUnit are one document, returned at the end. With
    /// ``CheckRequest/output`` the file gets the report in its format and standard output the text report.
    ///
    /// - Parameters:
    ///   - request: The styles, the workers, the format, the output file, whether to be quiet.
    ///   - emit: Receives standard output's text as it comes, on the calling thread.
    /// - Returns: What is left to print once every style is done (the closing count, a document, where the
    ///   file went, errors), and the status: 0 when every style loads and runs without an error (warnings are
    ///   fine), 1 when one does not, 2 when a reference names nothing or the request is wrong.
    public func check(_ request: CheckRequest, emit: (String) -> Void) -> ToolResult {
        do {
            let format = try request.resolvedFormat()
            let targets = try StyleTarget.resolve(request.references, registry: registry())
            let styles = targets.compactMap { if case .style(let reference) = $0 { reference } else { nil } }
            // The stream standard output gets: the format itself, or the text report beside a file.
            let shown: CheckFormat = request.output == nil ? format : .text
            let nameWidth = styles.map { CheckReport.expectedName(of: $0).count }.max() ?? 0
            var report = CheckReport()
            var pending = targets[...]
            func add(_ entry: CheckReport.Entry) {
                report.add(entry)
                guard shown.streams, !request.quiet || entry.failed else { return }
                let lines = shown == .github
                    ? CheckReport.githubLines(of: entry, nameWidth: nameWidth)
                    : CheckReport.textLines(of: entry, nameWidth: nameWidth)
                emit(lines.map { $0 + "\n" }.joined())
            }
            func addMissing() {
                while case .missing(let reference, let error)? = pending.first {
                    add(.missing(reference: reference, error: error))
                    pending.removeFirst()
                }
            }
            var checkedFiles = Set<String>()
            try checkStyles(styles, jobs: request.jobs) { file, style in
                addMissing()
                pending.removeFirst()
                // The same file named twice (`cool`, `cool.lua`, `Styles/cool.lua`) is reported once.
                if let file, !checkedFiles.insert(file).inserted { return }
                add(.style(style))
            }
            addMissing()
            return try finish(report, request: request, format: format, shown: shown)
        } catch {
            return ToolResult(error)
        }
    }

    /// Checks `styles` on `jobs` workers, handing each to `deliver` in order with the file it names (nil when
    /// it does not load: then every mention is reported).
    private func checkStyles(
        _ styles: [String], jobs: Int, deliver: (String?, CheckReport.Style) -> Void
    ) throws(ToolError) {
        // A file named by path is remembered under its name by the registry that loads it (and then found by
        // that name, by `use()` too): every worker loads them all first, so what a name means does not depend
        // on which worker checks it, nor on what it checked before.
        let paths = styles.filter { $0.contains("/") || $0.hasSuffix(".lua") }
        let makeRegistry = self.makeRegistry
        let batch = Batch(jobs: jobs) {
            let registry = try makeRegistry()
            for path in paths { _ = try? registry.load(path: path) }
            return registry
        }
        let workers = min(max(jobs, 1), styles.count)
        logger.debug("checking \(styles.count) style\(styles.count == 1 ? "" : "s") on \(workers) worker\(workers == 1 ? "" : "s")")
        do {
            _ = try batch.map(styles, { reference, registry in
                let file = (try? registry.style(named: reference).source).map(CanonicalPath.of)
                return (file: file, style: Tool.check(reference, registry: registry))
            }, delivering: { _, checked in deliver(checked.file, checked.style) })
        } catch {
            throw ToolError(error)
        }
    }

    /// What is printed after the last style, and the file written.
    private func finish(
        _ report: CheckReport, request: CheckRequest, format: CheckFormat, shown: CheckFormat
    ) throws(ToolError) -> ToolResult {
        let status = report.totals.status
        let quietNow = request.quiet && status == .success
        var output = ""
        if shown.streams {
            if !quietNow { output += CheckReport.textSummary(report.totals) + "\n" }
        } else {
            output += document(report, format: shown)
        }
        if let path = request.output {
            try OutputFile.write(document(report, format: format), to: path,
                                 protecting: report.entries.compactMap { if case .style(let style) = $0, style.info != nil { style.file } else { nil } })
            if !quietNow { output += Messages.wroteCheckReport(format, to: path) }
        }
        return ToolResult(output: output, status: status)
    }

    /// The whole report in one format, its columns as wide as the streamed text's.
    private func document(_ report: CheckReport, format: CheckFormat) -> String {
        let nameWidth = report.entries.map { entry in
            if case .style(let style) = entry { CheckReport.expectedName(of: style.reference).count } else { 0 }
        }.max() ?? 0
        switch format {
        case .json: return report.json()
        case .junit: return report.junit()
        case .text, .github:
            let lines = report.entries.flatMap { entry in
                format == .github ? CheckReport.githubLines(of: entry, nameWidth: nameWidth)
                    : CheckReport.textLines(of: entry, nameWidth: nameWidth)
            }
            return (lines + [CheckReport.textSummary(report.totals)]).map { $0 + "\n" }.joined()
        }
    }

    /// The bundled style a check stacks each style over and under: UIKit's own sheet.
    static let stackingSheet = "system-sheet"

    /// One style loaded, then run on every preset with a screen of its own (`Device.distinctScreens`) in both
    /// orientations, in every scene it declares (a run in a scene other than present is labelled with it:
    /// `iphone-15 portrait push`); then, when it presents, on a phone and an iPad in portrait stacked over UIKit's
    /// sheet and under it (``stackedRuns(of:style:registry:)``); and once more under Reduce Motion
    /// (``ReducedMotionCheck``).
    private static func check(_ reference: String, registry: StyleRegistry) -> CheckReport.Style {
        let style: StyleInfo
        do {
            style = try registry.style(named: reference)
        } catch let error as StyleError {
            return CheckReport.Style(reference: reference, loadError: error)
        } catch {
            return CheckReport.Style(reference: reference, loadError: StyleError(.load, "\(error)"))
        }
        var result = CheckReport.Style(reference: reference, info: style)
        let clock = ContinuousClock()
        for device in Device.distinctScreens {
            for landscape in [false, true] {
                for kind in style.scenes {
                    var settings = Tool.checkSettings(on: device, landscape: landscape)
                    settings.scene = kind
                    let start = clock.now
                    let diagnostics: [Diagnostic]
                    do {
                        diagnostics = try StyleRun(reference, settings: settings, registry: registry).diagnostics
                    } catch {
                        diagnostics = [Diagnostic(.error, error.message, file: error.file)]
                    }
                    let elapsed = clock.now - start
                    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    result.add(CheckReport.Run(device: device.slug, landscape: landscape, scene: kind.rawValue,
                                               diagnostics: diagnostics, seconds: seconds))
                }
            }
        }
        for run in stackedRuns(of: reference, style: style, registry: registry) { result.add(run) }
        if let unreduced = ReducedMotionCheck.diagnostic(for: reference, registry: registry) {
            result.addReducedMotion(unreduced)
        }
        return result
    }

    /// The devices the stacked runs use, in portrait: a phone, where a sheet is a card on the bottom edge and
    /// recedes what it covers, and an iPad, where it floats.
    static let stackingDevices: [Device] = [.iPhone15, .iPadPro11]

    /// A style that presents, run on ``stackingDevices`` in portrait presented over a sheet (`over-sheet`:
    /// UIKit's sheet, then the style from the sheet's controller) and under one (`under-sheet`: the style,
    /// then the sheet from its presented controller), with the check's steps in between — so a style that
    /// breaks when its presenter is itself presented, or when something is presented over it, fails the
    /// check. None when the registry has no sheet to stack with (a search path without the bundled styles) or
    /// the style does not present.
    private static func stackedRuns(of reference: String, style: StyleInfo, registry: StyleRegistry) -> [CheckReport.Run] {
        guard style.scenes.contains(.present), style.name != stackingSheet,
              (try? registry.style(named: stackingSheet)) != nil
        else { return [] }
        let clock = ContinuousClock()
        var runs: [CheckReport.Run] = []
        for device in stackingDevices {
            for (label, below, above) in [("over-sheet", stackingSheet, reference), ("under-sheet", reference, stackingSheet)] {
                var settings = Tool.checkSettings(on: device, landscape: false)
                settings.stacked = [StackedStyleChoice(reference: above)]
                let start = clock.now
                let diagnostics: [Diagnostic]
                do {
                    diagnostics = try StyleRun(below, settings: settings, registry: registry).diagnostics
                } catch {
                    diagnostics = [Diagnostic(.error, error.message, file: error.file)]
                }
                let elapsed = clock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                runs.append(CheckReport.Run(device: device.slug, landscape: false, scene: label,
                                            diagnostics: diagnostics, seconds: seconds))
            }
        }
        return runs
    }
}
