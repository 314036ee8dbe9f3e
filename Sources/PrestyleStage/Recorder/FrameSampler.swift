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
    /// values, which overshoot with a spring or a cubic keyframe curve, and a sample keeps them as they are
    /// drawn (``Recording/RecordedView/init(displaying:name:parent:)``).
    func frame(at t: Double) -> Recording.Frame {
        Recording.Frame(t: t, views: window.viewsBackToFront.map { view in
            var recorded = Recording.RecordedView(
                displaying: view.presentation, name: name(of: view), parent: view.superview.map(name(of:)))
            recorded.accessibilityViewIsModal = view.accessibilityViewIsModal
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
