/// What a snapshot view shows: a frozen copy of another view's displayed state and its descendants'.
///
/// UIKit's snapshots are images; here they are values, so renderings can still draw what was captured.
public struct ViewSnapshot: Hashable, Sendable {
    /// One captured view. ``state``'s frame is in its captured parent's coordinates.
    public struct Layer: Hashable, Sendable {
        /// The captured view's displayed state when the snapshot was taken.
        public var state: ViewState
        /// The index in ``ViewSnapshot/layers`` of the parent, or nil for the captured view itself.
        public var parent: Int?
    }

    /// The name of the view captured.
    public var sourceName: String
    /// The captured view then its descendants, back to front, depth first.
    public var layers: [Layer]
}

extension View {
    /// How many layers ``snapshotView()`` would capture now: this view, its descendants, and the layers of
    /// the snapshots among them — counted without copying anything (a host limiting what snapshots cost asks
    /// before taking one).
    public var snapshotLayerCount: Int {
        1 + (snapshot.map { $0.layers.count - 1 } ?? 0) + subviews.reduce(0) { $0 + $1.snapshotLayerCount }
    }

    /// A new view showing a frozen copy of this view as it is displayed now (UIKit's
    /// `snapshotView(afterScreenUpdates:)`), for animators to move around while the real view stays put.
    ///
    /// The snapshot has the view's size at the origin, is named `<name>-snapshot`, takes the view's displayed
    /// appearance but its alpha and its being hidden, which stay a new view's (an animator fades and shows the
    /// snapshot it moves), and records the whole captured subtree in ``snapshot``.
    /// Snapshots of snapshots work.
    public func snapshotView() -> View {
        let state = presentation
        let copy = View(name: "\(name)-snapshot", frame: Rect(origin: .zero, size: state.bounds.size))
        var appearance = state.appearance
        appearance.alpha = ViewAppearance().alpha
        appearance.isHidden = ViewAppearance().isHidden
        copy.appearance = appearance
        var layers: [ViewSnapshot.Layer] = []
        func capture(_ view: View, parent: Int?) {
            layers.append(ViewSnapshot.Layer(state: view.presentation, parent: parent))
            let index = layers.count - 1
            if let inner = view.snapshot {
                let offset = layers.count
                for layer in inner.layers.dropFirst() {
                    layers.append(ViewSnapshot.Layer(state: layer.state, parent: layer.parent.map { $0 == 0 ? index : $0 - 1 + offset }))
                }
            }
            for subview in view.subviews { capture(subview, parent: index) }
        }
        capture(self, parent: nil)
        copy.snapshot = ViewSnapshot(sourceName: snapshot?.sourceName ?? name, layers: layers)
        return copy
    }
}
