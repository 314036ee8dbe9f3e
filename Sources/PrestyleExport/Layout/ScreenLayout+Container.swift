import PresentationKit

extension ScreenLayout {
    /// Each view's frame in the coordinate space of the transition's container view, by name: what
    /// `view.superview.convert(view.frame, to: containerView)` gives in UIKit, so views at different depths
    /// (one inside a wrapper, one directly in the container, the presenter beside it in the window) are
    /// comparable.
    ///
    /// A view's space is the nearest container among its ancestors, else the frame's first container; with no
    /// container at all (before a presentation, after a dismissal) it is the window's. A view whose parent is
    /// that space keeps its recorded frame exactly. Any other is the bounding box of its bounds carried
    /// through every transform between it and the space, rounded as the export rounds numbers (four decimals),
    /// so a computed frame reads like a recorded one.
    func framesInContainer() -> [String: Rect] {
        var placedByName: [String: PlacedView] = [:]
        for view in views { placedByName[view.state.name] = view }
        let firstContainer = views.first { $0.role == .container }
        // The name of each view's nearest container ancestor, when it has one.
        var containerOf: [String: String] = [:]
        var frames: [String: Rect] = [:]
        for view in views {
            let name = view.state.name
            if let parent = view.state.parent {
                containerOf[name] = placedByName[parent]?.role == .container ? parent : containerOf[parent]
            }
            // No container at all: the window's space.
            guard let space = containerOf[name].flatMap({ placedByName[$0] }) ?? firstContainer ?? views.first else {
                continue
            }
            if view.state.parent == space.state.name {
                frames[name] = view.state.frame
            } else if name == space.state.name {
                frames[name] = space.state.bounds
            } else {
                let toSpace = view.toScreen.concatenating(space.toScreen.inverted())
                frames[name] = ScreenLayout.rounded(view.state.bounds.applying(toSpace))
            }
        }
        return frames
    }

    /// A rectangle rounded as the export rounds numbers: four decimals, no -0.
    private static func rounded(_ rect: Rect) -> Rect {
        func r(_ value: Double) -> Double {
            let rounded = ExportNumber.rounded(value, decimals: 4)
            return rounded == 0 ? 0 : rounded
        }
        return Rect(x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height))
    }
}
