import PresentationKit
import Testing

/// Builds a scene on a device preset in an orientation (its size, scale, safe area and traits), modelling the
/// UIKit of `systemVersion` (today's by default), runs `body`, then checks the invariants and that nothing
/// unexpected was reported, as `withScene(size:…)` does.
func withScene(
    device: Device,
    orientation: Orientation = .portrait,
    systemVersion: SystemVersion = .current,
    allowing allowedCodes: Set<DiagnosticCode> = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Scene) throws -> Void
) rethrows {
    let window = Window(device: device, orientation: orientation)
    window.systemVersion = systemVersion
    let scene = Scene(window: window)
    try withScene(scene, allowing: allowedCodes, sourceLocation: sourceLocation, body)
}

extension Scene {
    /// Presents `presented` (a plain controller named `presented` by default) as a 300 × 200 popover pointing
    /// at a button at (100, 100) in the presenter's view, and settles.
    @discardableResult
    func presentPopover(_ presented: ViewController = ViewController(name: "presented"), delegate: AdaptiveDelegate? = nil) -> ViewController {
        let button = View(name: "button", frame: Rect(x: 100, y: 100, width: 40, height: 30))
        presenting.view.addSubview(button)
        presented.modalPresentationStyle = .popover
        presented.preferredContentSize = Size(width: 300, height: 200)
        presented.popoverPresentationController?.sourceView = button
        presented.popoverPresentationController?.delegate = delegate
        presenting.present(presented, animated: true)
        settle()
        return presented
    }

    /// The trace lines after `mark` (`call target [detail]`), leaving out the engine's frequent queries and,
    /// when `layout` is false, the layout callbacks.
    func lines(since mark: Int, layout: Bool = false) -> [String] {
        let queries: Set<String> = ["presentedView", "frameOfPresentedViewInContainerView", "animateAlongsideTransition", "animationCompletion"]
        let layoutCalls: Set<String> = ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"]
        return window.trace.events(since: mark)
            .filter { !queries.contains($0.call) && (layout || !layoutCalls.contains($0.call)) }
            .map { event in event.detail.map { "\(event.call) \(event.target) \($0)" } ?? "\(event.call) \(event.target)" }
    }
}
