import PresentationKit
import Testing

/// A window with a full-screen root controller named `presenting`, shown, with an empty trace: the scene
/// every presentation test starts from.
struct Scene {
    static let phone = Size(width: 393, height: 852)
    static let pad = Size(width: 834, height: 1194)

    let window: Window
    let presenting: ViewController

    init(size: Size = Scene.phone, safeArea: EdgeInsets = .zero, traits: TraitCollection? = nil) {
        self.init(window: Window(size: size, scale: 3, safeAreaInsets: safeArea, traitCollection: traits))
    }

    /// The scene in a given window (a device's, say).
    init(window: Window) {
        self.window = window
        presenting = ViewController(name: "presenting")
        presenting.view.backgroundColor = Color(hex: "#ffcc00")!
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        window.trace.removeAll()
    }

    var clock: AnimationClock { window.clock }

    /// Runs the clock until nothing is left to do.
    func settle() { window.clock.runUntilIdle() }

    /// The trace as `call target [detail]` lines, leaving out the layout passes and the engine's queries of
    /// `presentedView` and `frameOfPresentedViewInContainerView` when `hooksOnly`.
    func traceLines(hooksOnly: Bool = false) -> [String] {
        let noise: Set<String> = [
            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "presentedView", "frameOfPresentedViewInContainerView",
            "animateAlongsideTransition", "animationCompletion",
        ]
        return window.trace.events
            .filter { !hooksOnly || !noise.contains($0.call) }
            .map { event in event.detail.map { "\(event.call) \(event.target) \($0)" } ?? "\(event.call) \(event.target)" }
    }

    /// A controller named `presented`, with the custom style and a transitioning delegate (held weakly, as
    /// in UIKit: keep the delegate alive in the test).
    static func customPresented(with delegate: ViewControllerTransitioningDelegate) -> ViewController {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        return presented
    }

    /// Presents a ``customPresented(with:)`` controller from `presenting` and runs the clock until everything
    /// settled. Keep the delegate alive in the test.
    @discardableResult
    func presentCustom(with delegate: ViewControllerTransitioningDelegate) -> ViewController {
        let presented = Scene.customPresented(with: delegate)
        presenting.present(presented, animated: true)
        settle()
        return presented
    }

    /// The names of the window's views, back to front, depth first.
    var viewNames: [String] { window.viewsBackToFront.map(\.name) }
}

/// Builds a scene, runs `body` in it, then checks the scene's invariants and, unless `allowing` says
/// otherwise, that nothing was reported — so every scenario ends with the invariant checker.
func withScene(
    size: Size = Scene.phone,
    safeArea: EdgeInsets = .zero,
    traits: TraitCollection? = nil,
    allowing allowedCodes: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Scene) throws -> Void
) rethrows {
    try withScene(Scene(size: size, safeArea: safeArea, traits: traits), allowing: allowedCodes, sourceLocation: sourceLocation, body)
}

/// Runs `body` in `scene`, then checks the invariants and the diagnostics as above.
func withScene(
    _ scene: Scene,
    allowing allowedCodes: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Scene) throws -> Void
) rethrows {
    try body(scene)
    #expect(scene.window.invariantViolations() == [], sourceLocation: sourceLocation)
    let unexpected = scene.window.diagnostics.diagnostics.filter { diagnostic in
        diagnostic.severity != .note && !allowedCodes.contains(diagnostic.code ?? "")
    }
    #expect(unexpected.map(\.description) == [], sourceLocation: sourceLocation)
}

/// Whether two numbers agree to within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
