import Foundation
import Prestyle
import PrestyleExport
import PrestyleTool

// contact-sheet [FOLDER [PAGE]]: every style in FOLDER (the package's Styles/ by default) presented and
// dismissed on an iPhone 15, the runs spread over every core, played side by side in ONE HTML page.
let arguments = Array(CommandLine.arguments.dropFirst())
let package = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
let folder = arguments.first ?? package + "/Styles"
let page = arguments.count > 1 ? arguments[1] : "contact-sheet.html"

// One registry per worker, made on the worker's thread: a registry is not Sendable, its factory is.
let batch = Batch { try StyleRegistry(searchPaths: [folder], configuration: .isolated) }
let runs = StyleRegistry.styleFiles(inFolder: folder).map { Batch.Run(style: $0, settings: RunSettings(fps: 30)) }
let outcomes = try batch.record(runs)        // in the order of `runs`, whichever worker made each

var entries: [GalleryPage.Entry] = []
for outcome in outcomes {
    guard let recording = outcome.recording else {
        print("left out: \(outcome.error?.message ?? outcome.run.style)")
        continue
    }
    entries.append(GalleryPage.Entry(recording: recording, summary: outcome.summary, sourceLink: outcome.files.first))
}
let html = try GalleryPage().page(for: entries, title: "Contact sheet of \(folder)")
try html.write(toFile: page, atomically: true, encoding: .utf8)
print("\(entries.count) of \(runs.count) styles on \(batch.jobs) workers -> \(page) (\(html.utf8.count) bytes)")
