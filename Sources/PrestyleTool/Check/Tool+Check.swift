import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleScenes

extension Tool {
    /// The scene `prestyle check` runs a style in, on `device`: present, rotate, change the horizontal size
    /// class and back, dismiss — so the layout, transition and adaptivity hooks all run — sampled at a low
    /// rate, since a check shows no frames.
    static func checkScene(on device: Device, landscape: Bool) -> Scene {
        Scene(screen: .preset(device.slug), landscape: landscape, rotates: true, adapts: true, fps: 10)
    }

    /// Loads each style and dry-runs it on every device preset, starting in portrait and in landscape, then
    /// prints its diagnostics: `prestyle check`.
    ///
    /// The styles are checked on `jobs` workers at once (``Batch``: one registry each, made with
    /// ``makeRegistry``); the report is the same, line for line and in the same order, whatever the number.
    ///
    /// - Parameters:
    ///   - references: Style names, file names, paths, or folders (every style file in them); none checks
    ///     every style the registry finds.
    ///   - jobs: How many styles are checked at once; by default one per active processor.
    /// - Returns: Status 0 when every style loads and runs without an error (warnings are fine), 1 when one
    ///   does not, 2 when a reference names nothing.
    public func check(_ references: [String], jobs: Int = Batch.activeProcessors) -> ToolResult {
        do {
            let targets = try checkTargets(references, registry: registry())
            let styles = targets.compactMap { if case .style(let reference) = $0 { reference } else { nil } }
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
            let checked = try batch.map(styles) { reference, registry in
                // The file it names, so that the same file named twice (`cool`, `cool.lua`, `Styles/cool.lua`)
                // is reported once; nil when it does not load (then every mention is reported).
                let file = (try? registry.style(named: reference).source).map(FilePath.canonical)
                return (file: file, style: check(reference, registry: registry))
            }
            var report = CheckReport()
            var checkedFiles = Set<String>()
            var next = checked.makeIterator()
            for target in targets {
                switch target {
                case .missing(let error): report.add(missing: error)
                case .style:
                    guard let (file, style) = next.next() else { continue }
                    if let file, !checkedFiles.insert(file).inserted { continue }
                    report.add(style)
                }
            }
            return report.result()
        } catch {
            return ToolResult(error)
        }
    }

    private enum CheckTarget: Sendable {
        case style(String)
        case missing(ToolError)
    }

    /// What the references name, folders expanded, in order; every style found when there are none.
    private func checkTargets(_ references: [String], registry: StyleRegistry) throws(ToolError) -> [CheckTarget] {
        guard !references.isEmpty else {
            let names = registry.styleNames
            guard !names.isEmpty else { throw .usage(Messages.noStylesFound(in: registry.searchPaths)) }
            return names.map(CheckTarget.style)
        }
        return references.flatMap { reference -> [CheckTarget] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: reference, isDirectory: &isFolder), isFolder.boolValue else {
                return [.style(reference)]
            }
            let files = StyleRegistry.styleFiles(inFolder: reference)
            guard !files.isEmpty else { return [.missing(.usage(Messages.noStylesFound(in: [reference])))] }
            return files.map(CheckTarget.style)
        }
    }

    /// One style loaded, then run on every preset in both orientations, in every scene it declares (a run in a
    /// scene other than present is labelled with it: `iphone-15 portrait push`).
    private func check(_ reference: String, registry: StyleRegistry) -> CheckReport.Style {
        let style: StyleInfo
        do {
            style = try registry.style(named: reference)
        } catch let error as StyleError {
            return CheckReport.Style(reference: reference, loadError: error)
        } catch {
            return CheckReport.Style(reference: reference, loadError: StyleError(.load, "\(error)"))
        }
        var result = CheckReport.Style(reference: reference, info: style)
        for device in Device.presets {
            for landscape in [false, true] {
                for kind in style.scenes.compactMap(Stage.Scene.init(rawValue:)) {
                    let label = "\(device.slug) \(landscape ? "landscape" : "portrait")" + (kind == .present ? "" : " \(kind.rawValue)")
                    var scene = Tool.checkScene(on: device, landscape: landscape)
                    scene.kind = kind
                    do {
                        let run = try StyleRun(reference, scene: scene, registry: registry)
                        result.add(run.diagnostics, run: label)
                    } catch {
                        result.add([Diagnostic(.error, error.message, file: error.file)], run: label)
                    }
                }
            }
        }
        return result
    }
}
