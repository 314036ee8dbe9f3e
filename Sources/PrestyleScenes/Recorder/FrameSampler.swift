import PresentationKit
import PrestyleExport

/// Takes the window's displayed state as recording frames, naming every view uniquely and for good.
///
/// A view keeps the name it got when first seen, in every later frame and phase. Names repeat in a view tree
/// (two presentations' containers, a style's chrome named like a controller), so a repeat gets `#2`, `#3`.
/// The views the stage owns keep their plain names — `window`, `presenting`, `presented` — even when another
/// view with such a name shows up first.
final class FrameSampler {
    private let window: Window
    /// The view a reserved name belongs to, if any.
    private let reservedOwner: (String) -> View?
    private var names: [ObjectIdentifier: String] = [:]
    /// Every view named so far, kept alive so that no identifier is reused by a later view.
    private var namedViews: [View] = []
    private var takenNames: Set<String> = []

    init(window: Window, reservedOwner: @escaping (String) -> View?) {
        self.window = window
        self.reservedOwner = reservedOwner
    }

    /// Every view in the window, back to front, depth first, with its displayed values now; `t` is the time
    /// the frame is stamped with (seconds since the phase began).
    ///
    /// The values are what the screen shows: the engine's displayed values are Core Animation's presentation
    /// values, which overshoot with a spring or a cubic keyframe curve, but a view cannot be drawn more than
    /// opaque, less than transparent or with negative corners — so alpha is clamped to 0...1 and the corner
    /// radius to 0 and up, as Core Animation does when it draws.
    func frame(at t: Double) -> Recording.Frame {
        Recording.Frame(t: t, views: window.viewsBackToFront.map { view in
            let state = view.presentation
            let color = state.backgroundColor
            var recorded = Recording.SampledView(
                name: name(of: view), parent: view.superview.map(name(of:)),
                bounds: state.bounds, center: state.center, transform: state.transform,
                alpha: Swift.min(1, Swift.max(0, state.alpha)),
                isHidden: state.isHidden,
                // A fully transparent color paints nothing, whatever its components: the export's "none".
                color: color.alpha == 0 ? nil : color,
                cornerRadius: Swift.max(0, state.cornerRadius), clipsToBounds: state.clipsToBounds,
                // A shadow at opacity 0 draws nothing: Core Animation's default, recorded as none.
                maskedCorners: state.maskedCorners, shadow: state.shadow.flatMap { $0.opacity > 0 ? $0 : nil })
            // The frame the engine computed for this displayed state, not one worked out again here.
            recorded.frame = state.frame
            return recorded
        })
    }

    /// The view's unique name in the recording.
    func name(of view: View) -> String {
        let id = ObjectIdentifier(view)
        if let name = names[id] { return name }
        var candidate = view.name
        var number = 1
        while takenNames.contains(candidate) || isReserved(candidate, forAnotherThan: view) {
            number += 1
            candidate = "\(view.name)#\(number)"
        }
        names[id] = candidate
        namedViews.append(view)
        takenNames.insert(candidate)
        return candidate
    }

    private func isReserved(_ name: String, forAnotherThan view: View) -> Bool {
        guard let owner = reservedOwner(name) else { return false }
        return owner !== view
    }
}
