import Foundation
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Where this target's test styles are: `Tests/PrestyleTests/Fixtures`.
enum TestPaths {
    static let fixtures = PackageRoot.path("Tests/PrestyleTests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures + "/" + name }
}

/// A registry that sees only the given folders (the repository's styles and the fixtures by default), so
/// tests never depend on the directory they run in or on PRESTYLE_PATH.
func makeRegistry(_ folders: [String] = [PackageRoot.styles, TestPaths.fixtures]) throws -> StyleRegistry {
    try StyleRegistry(searchPaths: folders, configuration: .testing)
}

/// A window on an iPhone 15 with a full-screen root controller named `presenting`, shown, and a `presented`
/// controller set up to present with a style's delegate (held here: the controller's property is weak).
final class StyleScene {
    let window: Window
    let presenting: ViewController
    let presented: ViewController
    let delegate: StyleTransitioningDelegate

    init(_ delegate: StyleTransitioningDelegate, device: Device = .iPhone15, presented: ViewController? = nil) {
        self.delegate = delegate
        window = Window(device: device)
        presenting = ViewController(name: "presenting")
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        let presented = presented ?? ViewController(name: "presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        self.presented = presented
    }

    var clock: AnimationClock { window.clock }

    /// How often the present and dismiss completions ran.
    private(set) var presentCompletions = 0
    private(set) var dismissCompletions = 0

    /// Presents, and (unless `settle` is false) runs the clock until everything settled.
    func present(settle: Bool = true) {
        presenting.present(presented, animated: true) { [weak self] in self?.presentCompletions += 1 }
        if settle { window.clock.runUntilIdle() }
    }

    /// Dismisses, and (unless `settle` is false) runs the clock until everything settled.
    func dismiss(settle: Bool = true) {
        presented.dismiss(animated: true) { [weak self] in self?.dismissCompletions += 1 }
        if settle { window.clock.runUntilIdle() }
    }

    /// Gives the presenting screen the thumbnails the stage offers a zooming style, `thumb-1` to `thumb-6`
    /// (64-point squares in a row of three), and returns them.
    @discardableResult
    func addZoomSources() -> [View] { Self.addZoomSources(to: presenting.view) }

    /// Puts `thumb-1` to `thumb-6` into `view`.
    @discardableResult
    static func addZoomSources(to view: View) -> [View] {
        (0..<6).map { index in
            let thumb = View(name: "thumb-\(index + 1)",
                             frame: Rect(x: 16 + Double(index % 3) * 72, y: 120 + Double(index / 3) * 72, width: 64, height: 64))
            view.addSubview(thumb)
            return thumb
        }
    }

    /// The first view named `name` in the window.
    func view(named name: String) -> View? { window.rootView.firstDescendant(named: name) }

    var diagnostics: [Diagnostic] { window.diagnostics.diagnostics }

    /// The diagnostics other than notes, as text.
    var problems: [String] { diagnostics.filter { $0.severity != .note }.map(\.description) }
}

/// Runs `body` in a scene presenting with `delegate`, then checks the engine's invariants and that nothing
/// was reported except diagnostics whose codes are in `allowing` — the pattern of the engine's `withScene`.
func withStyleScene(
    _ delegate: StyleTransitioningDelegate, device: Device = .iPhone15, allowing codes: Set<DiagnosticCode> = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (StyleScene) throws -> Void
) rethrows {
    let scene = StyleScene(delegate, device: device)
    try body(scene)
    #expect(scene.window.invariantViolations() == [], sourceLocation: sourceLocation)
    let unexpected = scene.diagnostics.filter { $0.severity != .note && !($0.code.map(codes.contains) ?? false) }
    #expect(unexpected.map(\.description) == [], sourceLocation: sourceLocation)
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}
