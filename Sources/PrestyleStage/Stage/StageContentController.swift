import PresentationKit
import PrestyleExport

/// A stage's stand-in for an app's screen: a colored view with a bar at the top and a body below it, so a
/// rendering shows which way up a view is and where its top edge went. The subviews are the controller's
/// content (the export's `content` role); they are made in `viewDidLoad` — which the trace shows during the
/// present phase, as UIKit loads a presented controller's view then — and laid out whenever the view's size
/// changes.
final class StageContentController: ViewController {
    /// How the bar is placed: under the status bar (a full-screen screen's navigation bar), or at the top.
    enum Bar {
        case belowSafeArea
        case atTop
    }

    private let color: Color
    private let barName: String
    private let barColor: Color
    private let bodyName: String
    private let bodyColor: Color
    private let bar: Bar
    private var barView: View?
    private var bodyView: View?
    private static let barHeight = 44.0
    private static let margin = 16.0

    init(name: String, color: Color, bar: (name: String, color: Color, placement: Bar), body: (name: String, color: Color)) {
        self.color = color
        self.barName = bar.name
        self.barColor = bar.color
        self.bar = bar.placement
        self.bodyName = body.name
        self.bodyColor = body.color
        super.init(name: name)
    }

    override func viewDidLoad() {
        view.backgroundColor = color
        let barView = View(name: barName)
        barView.backgroundColor = barColor
        let bodyView = View(name: bodyName)
        bodyView.backgroundColor = bodyColor
        bodyView.cornerRadius = 10
        view.addSubview(barView)
        view.addSubview(bodyView)
        self.barView = barView
        self.bodyView = bodyView
        layOut()
    }

    override func viewDidLayoutSubviews() { layOut() }

    /// The bar spans the top; the body fills the rest with a margin. Sizes never go negative on a tiny view.
    private func layOut() {
        guard let barView, let bodyView else { return }
        let bounds = view.bounds
        let top = bar == .belowSafeArea ? (window?.safeAreaInsets.top ?? 0) : 0
        let barHeight = Swift.min(bounds.height, top + Self.barHeight)
        let margin = Self.margin
        barView.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        bodyView.frame = Rect(
            x: margin, y: barHeight + margin,
            width: Swift.max(0, bounds.width - 2 * margin),
            height: Swift.max(0, bounds.height - barHeight - 2 * margin))
    }
}
