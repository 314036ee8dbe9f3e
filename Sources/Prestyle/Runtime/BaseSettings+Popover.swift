import PresentationKit

/// `popover = { source = …, sourceRect = { … }, arrows = { … }, margin = …, passthrough = { … } }` with
/// `base = "popover"`: where the popover's arrow points and which ways it may point, as an app sets
/// `UIPopoverPresentationController.sourceView`, `sourceRect` and `permittedArrowDirections` before presenting,
/// and which views outside it still take touches (`passthroughViews`, by the views' names).
///
/// A style cannot know the app's button, so the source is a rectangle placed from a corner of the presenting
/// view's safe area (or its centre), worked out again at every layout: it follows rotations and size changes.
/// The default is UIKit's when no source is given — a point at the centre — with any arrow direction.
struct PopoverSettings: Hashable {
    /// The corner of the presenting view's safe area the source rectangle is measured from.
    enum Corner: String, CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight, center

        static let names = allCases.map(\.rawValue)
    }

    /// The arrow directions a style may name, as `UIPopoverArrowDirection`'s cases.
    static let arrowNames: [String: PopoverArrowDirection] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "any": .any,
    ]

    var corner: Corner = .center
    /// The rectangle's distance in from the corner (x, y) and its size (for `center`, its offset from the centre).
    var sourceRect = Rect(x: 0, y: 0, width: 0, height: 0)
    var arrows: PopoverArrowDirection = .any
    /// ``PresentationKit/PopoverPresentationController/popoverLayoutMargins`` on every side, when given.
    var margin: Double?
    /// The names of the views that take touches while the popover is up
    /// (``PresentationKit/PopoverPresentationController/passthroughViews``), found outside the popover when it
    /// is presented.
    var passthrough: [String] = []
    /// The line of `passthrough =` in the style file, for diagnostics.
    var passthroughLine: Int?

    /// The source rectangle in a view of `bounds` whose safe area is inset by `safeArea`.
    func source(in bounds: Rect, safeArea: EdgeInsets) -> Rect {
        let safe = Rect(x: bounds.minX + safeArea.left, y: bounds.minY + safeArea.top,
                        width: max(0, bounds.width - safeArea.left - safeArea.right),
                        height: max(0, bounds.height - safeArea.top - safeArea.bottom))
        let size = sourceRect.size
        let dx = sourceRect.minX, dy = sourceRect.minY
        let x: Double, y: Double
        switch corner {
        case .topLeft: (x, y) = (safe.minX + dx, safe.minY + dy)
        case .topRight: (x, y) = (safe.maxX - dx - size.width, safe.minY + dy)
        case .bottomLeft: (x, y) = (safe.minX + dx, safe.maxY - dy - size.height)
        case .bottomRight: (x, y) = (safe.maxX - dx - size.width, safe.maxY - dy - size.height)
        case .center: (x, y) = (safe.midX + dx - size.width / 2, safe.midY + dy - size.height / 2)
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// UIKit's popover controller with a style's ``PopoverSettings``: the source is placed in the presenting view
/// before every layout, and the adaptive delegate (``StyleAdaptiveDelegate``, when the style has `adaptive`)
/// is kept alive here, since a presentation controller holds its delegate weakly, as UIKit's does. The
/// passthrough views are found by name as the presentation begins.
final class StylePopoverController: PopoverPresentationController {
    let settings: PopoverSettings
    /// The style's adaptive delegate, owned by the controller it advises.
    let adaptiveDelegate: StyleAdaptiveDelegate?
    private weak var anchor: ViewController?
    /// Told each passthrough name no view outside the popover has, with the names there are.
    private let unknownPassthrough: (_ name: String, _ known: [String]) -> Void

    init(settings: PopoverSettings, adaptive: StyleAdaptiveDelegate?, presented: ViewController, presenting: ViewController?,
         unknownPassthrough: @escaping (_ name: String, _ known: [String]) -> Void = { _, _ in }) {
        self.settings = settings
        adaptiveDelegate = adaptive
        anchor = presenting
        self.unknownPassthrough = unknownPassthrough
        super.init(presentedViewController: presented, presenting: presenting)
        permittedArrowDirections = settings.arrows
        if let margin = settings.margin { popoverLayoutMargins = EdgeInsets(all: margin) }
        delegate = adaptive
    }

    /// In the trace it is the popover controller it is (UIKit's would not show the style's subclass).
    override var traceName: String { "PopoverPresentationController(\(presentedViewController.name))" }

    override var frameOfPresentedViewInContainerView: Rect {
        placeSource()
        return super.frameOfPresentedViewInContainerView
    }

    override func presentationTransitionWillBegin() {
        placeSource()
        findPassthroughViews()
        super.presentationTransitionWillBegin()
    }

    override func containerViewWillLayoutSubviews() {
        placeSource()
        super.containerViewWillLayoutSubviews()
    }

    /// The views the settings name, among the window's views outside this presentation's container (the first
    /// of a name, back to front); a name none has is told, and the popover goes on without it.
    private func findPassthroughViews() {
        guard !settings.passthrough.isEmpty else { return }
        var outside: [View] = []
        func collect(_ view: View) {
            guard view !== containerView else { return }
            outside.append(view)
            view.subviews.forEach(collect)
        }
        if let root = (anchor?.viewIfLoaded?.window ?? containerView?.window)?.rootView { collect(root) }
        passthroughViews = settings.passthrough.compactMap { name in
            if let view = outside.first(where: { $0.name == name }) { return view }
            var known: [String] = []
            for view in outside where !known.contains(view.name) { known.append(view.name) }
            unknownPassthrough(name, known)
            return nil
        }
    }

    private func placeSource() {
        guard let view = anchor?.viewIfLoaded else { return }
        sourceView = view
        sourceRect = settings.source(in: view.bounds, safeArea: view.safeAreaInsets)
    }
}
