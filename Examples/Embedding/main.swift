import PrestyleStage

// The registry finds the styles: PRESTYLE_PATH's folders, ./Styles, then the package's own Styles/.
let registry = try StyleRegistry()
let delegate = try registry.transitioningDelegate(for: "bouncy", options: ["inset": 50])

// Drive the engine yourself: a window on a simulated iPhone, a controller presenting another with the style.
let window = Window(device: .iPhone15)
let presenting = ViewController(name: "presenting")
window.rootViewController = presenting
window.makeKeyAndVisible()
let presented = ViewController(name: "presented")
presented.modalPresentationStyle = .custom
presented.transitioningDelegate = delegate   // weak, as in UIKit: `delegate` above keeps it alive
presenting.present(presented, animated: true)
window.clock.runUntilIdle()                  // the clock is virtual: this runs the whole transition at once
print(presented.view.frame)                  // where the style put the presented view: (50, 50, 293, 752)
print(delegate.diagnostics)                  // what the style reported while it ran: nothing, []

// Or record a whole run on a stage, as `prestyle apply` does, and render it. The options are said once: the
// recording's header (style, file, options) is the style's own.
let stage = try Stage(device: .iPhone15, style: "cool", options: ["inset": 40], in: registry)
let recording = try Recorder.record(stage: stage, options: Recorder.Options(steps: [.present, .rotate(), .dismiss]))
print(try recording.rendered(as: .text()))                         // the summary `prestyle apply` prints
print(recording.diagnostics)                                       // everything reported, in one list: []
let page = try recording.rendered(as: .html())                     // the player: one self-contained page
let strip = try recording.rendered(as: .filmstrip(count: 6))       // SVG: six moments of every phase
let export = try recording.rendered(as: .json)                     // the JSON export described below
print("HTML \(page.utf8.count) bytes, SVG \(strip.utf8.count) bytes, JSON \(export.utf8.count) bytes")
