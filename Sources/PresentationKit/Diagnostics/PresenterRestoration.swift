/// The presenting controller's view as it was before a presentation began, and who last changed it since:
/// when the dismissal completes, the view must be back as it was.
///
/// UIKit's presentation machinery gives the presenter's screen back untouched: a sheet's receding presenter
/// returns to identity as the sheet goes, and a custom animator that moves the presenter's view (a side menu sliding it aside) must put it back itself —
/// nothing in UIKit does. One that forgets leaves the app's screen moved for good, which a user sees at once
/// and a test of the presented screen never does; so the engine checks it:
///
/// - the frame is the one the view had, or through a rotation or resize in between the one layout gives
///   it for the superview's new size (UIKit's flexible width and height: the same margins), compared with the
///   transform set aside (``View/untransformedFrame``);
/// - the transform and the alpha are the ones it had.
///
/// A view left otherwise gets an error diagnostic (`presenterNotRestored`) naming the view and the code that
/// last changed it: the hook of the style code running then (``ChangeAuthor``), or the engine.
final class PresenterRestoration {
    private weak var view: View?
    private let frame: Rect
    private let transform: AffineTransform
    private let alpha: Double
    private let superviewSize: Size?
    /// Whether the view is itself a presented controller's (a sheet under a sheet): through a rotation or a
    /// resize its own presentation lays it out — its presentation controller, a style's layout hooks — so
    /// the frame it would have had is that presentation's business, not the margins', and is not compared.
    private let isLaidOutByItsPresentation: Bool
    /// Who last changed each of the view's center, bounds, transform and alpha; a nil author is the engine.
    private var lastAuthors: [AnimatableProperty: ChangeAuthor?] = [:]

    /// The differences smaller than this, in points (or alpha, or transform components), are rounding.
    static let tolerance = 0.001

    /// Remembers `view` as it is now and watches who changes it; `isLaidOutByItsPresentation` when it is
    /// itself a presented controller's view.
    init(view: View, isLaidOutByItsPresentation: Bool = false) {
        self.view = view
        self.isLaidOutByItsPresentation = isLaidOutByItsPresentation
        frame = view.untransformedFrame
        transform = view.transform
        alpha = view.alpha
        superviewSize = view.superview?.bounds.size
        view.restorationWatch = self
    }

    /// A watched property of the view changed.
    func note(_ property: AnimatableProperty, of view: View) {
        guard property == .center || property == .bounds || property == .transform || property == .alpha else { return }
        lastAuthors[property] = .some(view.window?.currentChangeAuthor)
    }

    /// Stops watching.
    func end() {
        if view?.restorationWatch === self { view?.restorationWatch = nil }
    }

    /// The frame the view should have now: its frame before, with the margins to its superview kept.
    private var expectedFrame: Rect {
        guard let superviewSize, let now = view?.superview?.bounds.size, now != superviewSize else { return frame }
        return Rect(x: frame.x, y: frame.y, width: Swift.max(0, frame.width + now.width - superviewSize.width),
                    height: Swift.max(0, frame.height + now.height - superviewSize.height))
    }

    /// The error to report when the view is not back as it was, or nil. It names the properties that differ
    /// and, of the code that last set one of them, style code before the engine (a rotation's layout moves
    /// the view after the style did, but the style left it wrong). The message holds no numbers that differ
    /// by screen, so that one mistake reads as one line over many runs.
    func violation() -> Diagnostic? {
        guard let view else { return nil }
        let expected = expectedFrame
        var differences: [(text: String, properties: [AnimatableProperty])] = []
        let actual = view.untransformedFrame
        let resized = superviewSize != view.superview?.bounds.size
        if !(resized && isLaidOutByItsPresentation), !Self.close([actual.x, actual.y, actual.width, actual.height], [expected.x, expected.y, expected.width, expected.height]) {
            let how = superviewSize == view.superview?.bounds.size ? "it had" : "its superview's new size gives it"
            differences.append(("its frame is not the one \(how)", [.center, .bounds]))
        }
        let t = view.transform, u = transform
        if !Self.close([t.a, t.b, t.c, t.d, t.tx, t.ty], [u.a, u.b, u.c, u.d, u.tx, u.ty]) {
            differences.append(("its transform is not \(u), as it was", [.transform]))
        }
        if !Self.close([view.alpha], [alpha]) {
            differences.append(("its alpha is not \(GeometryFormat.number(alpha)), as it was", [.alpha]))
        }
        guard !differences.isEmpty else { return nil }
        let authors = differences.flatMap(\.properties).compactMap { lastAuthors[$0] }
        let author = authors.compactMap { $0 }.first
        // Style code is named by the diagnostic's file, line and hook; the engine, or nothing, by the message.
        let who = author != nil ? "" : authors.isEmpty ? " (nothing moved it while it presented)" : " (last moved by the engine)"
        return Diagnostic(
            .error, "the presenting view '\(view.name)' is not back as it was before the presentation once the "
                + "dismissal completed: \(differences.map(\.text).joined(separator: "; "))\(who); put it back in "
                + "the dismissal's animations or their completion", code: .engine.presenterNotRestored,
            file: author?.file, line: author?.line, hook: author?.hook)
    }

    private static func close(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance || ($0.isNaN && $1.isNaN) }
    }
}
