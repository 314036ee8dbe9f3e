/// The view a zoom starts from or lands on, with its frame in the container, hidden while the zoom flies.
final class ZoomSource {
    let view: View
    let frame: Rect
    let cornerRadius: Double
    private let wasHidden: Bool
    private var isRevealed = false

    init(view: View, frame: Rect) {
        self.view = view
        self.frame = frame
        cornerRadius = view.cornerRadius
        wasHidden = view.isHidden
        view.isHidden = true
    }

    /// Shows the source again as it was; once.
    func reveal() {
        guard !isRevealed else { return }
        isRevealed = true
        view.isHidden = wasHidden
    }
}
