import PresentationKit

/// What a recognizer's actions heard, in order: the state and (for a pan) the translation and velocity in
/// window coordinates, with the clock's time.
final class GestureLog {
    struct Entry {
        var state: GestureRecognizerState
        var time: Double
        var translation: Point
        var velocity: Point
        var location: Point
    }

    private(set) var entries: [Entry] = []

    init() {}

    /// Adds `recognizer` to `view` with its actions recorded.
    convenience init(watching recognizer: GestureRecognizer, on view: View) {
        self.init()
        watch(recognizer)
        view.addGestureRecognizer(recognizer)
    }
    var states: [GestureRecognizerState] { entries.map(\.state) }

    /// Records every call of `recognizer`'s actions.
    func watch(_ recognizer: GestureRecognizer) {
        recognizer.addAction { [unowned self] recognizer in
            let pan = recognizer as? PanGestureRecognizer
            self.entries.append(Entry(
                state: recognizer.state,
                time: recognizer.view?.window?.clock.now ?? -1,
                translation: pan?.translation(in: nil) ?? .zero,
                velocity: pan?.velocity(in: nil) ?? .zero,
                location: recognizer.location(in: nil)))
        }
    }
}

/// A window holding a 300 × 600 `card` at (50, 100), for gesture tests.
func gestureScene() -> (window: Window, card: View) {
    let window = Window(size: Size(width: 400, height: 800))
    let card = View(name: "card", frame: Rect(x: 50, y: 100, width: 300, height: 600))
    window.rootView.addSubview(card)
    return (window, card)
}

/// The ``gestureScene()`` with a 300 × 300 `inner` view in the card's top-left corner, for recognizers on nested
/// views.
func nestedGestureScene() -> (window: Window, card: View, inner: View) {
    let (window, card) = gestureScene()
    let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 300, height: 300))
    card.addSubview(inner)
    return (window, card, inner)
}

/// Whether two points are within `tolerance` of each other in both coordinates.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
