import PresentationKit
import PrestyleExport

/// A stage's stand-in for an app's screen: a colored view with a bar at the top and a body below it, so a
/// rendering shows which way up a view is and where its top edge went. The subviews are the controller's
/// content (the export's `content` role); they are made in `viewDidLoad` — which the trace shows during the
/// present phase, as UIKit loads a presented controller's view then — and laid out whenever the view's size
/// changes.
///
/// With ``thumbnailCount`` set before its view loads, the body holds a grid of thumbnails named `thumb-1`,
/// `thumb-2`, … — the views a zoom transition grows out of, as a photo grid offers them.
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
    private var thumbnails: [View] = []
    private static let barHeight = 44.0
    private static let margin = 16.0
    /// The thumbnails' columns, the gap between them and their corner radius.
    private static let thumbnailColumns = 3
    private static let thumbnailGap = 8.0
    private static let thumbnailCornerRadius = 6.0
    /// The thumbnails' colours, in turn: the system palette's blue, orange, green, pink, purple and teal.
    private static let thumbnailColors = ["#007aff", "#ff9500", "#34c759", "#ff2d55", "#af52de", "#30b0c7"]

    /// How many thumbnails the body shows (`thumb-1` first); 0 by default. Set it before the view loads.
    var thumbnailCount = 0

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
        thumbnails = (0..<thumbnailCount).map { index in
            let thumbnail = View(name: "thumb-\(index + 1)")
            let colors = Self.thumbnailColors
            thumbnail.backgroundColor = Color(hex: colors[index % colors.count]) ?? .black
            thumbnail.cornerRadius = Self.thumbnailCornerRadius
            bodyView.addSubview(thumbnail)
            return thumbnail
        }
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
        layOutThumbnails(in: bodyView.bounds)
    }

    /// Square thumbnails in rows of three across the body, a gap apart and from its edges.
    private func layOutThumbnails(in body: Rect) {
        let gap = Self.thumbnailGap
        let columns = Self.thumbnailColumns
        let side = Swift.max(0, (body.width - gap * Double(columns + 1)) / Double(columns))
        for (index, thumbnail) in thumbnails.enumerated() {
            let column = index % columns, row = index / columns
            thumbnail.frame = Rect(x: gap + Double(column) * (side + gap), y: gap + Double(row) * (side + gap),
                                   width: side, height: side)
        }
    }
}
