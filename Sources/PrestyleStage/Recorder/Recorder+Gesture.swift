import PresentationKit
import PrestyleExport

extension Recorder {
    /// A finger on the settled presentation: a tap, or a straight drag at constant speed — the CLI's
    /// `--tap VIEW[@X,Y]` and `--drag VIEW[@X,Y]:DX,DY[:SECONDS]`.
    ///
    /// The finger touches down at ``point`` in the view's own coordinates (its centre when nil), converted to
    /// the window's when the phase starts, and is hit-tested there like a real finger: a tap on `dim` where
    /// the content covers it reaches the content. Touches are reported 60 times a second
    /// (`TouchPath/standardSampleRate`), plus one at lift-off. The phase lasts until the finger has lifted
    /// and everything the gesture started (an animation to a detent, a dismissal) has settled; its events show
    /// the touches, the recognizers' states and what their actions caused, and `Recording/Phase/touches` the
    /// samples.
    public struct Gesture: Hashable, Sendable {
        /// Which gesture the finger makes.
        public enum Kind: String, Hashable, Sendable {
            /// Touch down and lift off where it touched (`--tap`).
            case tap
            /// Touch down, move by ``Recorder/Gesture/translation`` at constant speed, lift off (`--drag`).
            case drag
        }

        /// A tap or a drag.
        public var kind: Kind
        /// The view's name in the recording (`presented`, `dim`, a chrome view's name).
        public var view: String
        /// Where the finger touches down, in the view's coordinates; nil for its centre.
        public var point: Point?
        /// How far a drag moves (a tap does not).
        public var translation: Point
        /// How long the finger stays down, in seconds: 0.25 for a drag by default
        /// (`TouchPath/standardDragDuration`), 0.1 for a tap (`TouchPath/standardTapDuration`).
        public var duration: Double

        /// A tap on `view` at `point` (its centre when nil), the finger down for 0.1 s
        /// (`TouchPath.standardTapDuration`).
        public init(tapping view: String, at point: Point? = nil) {
            kind = .tap
            self.view = view
            self.point = point
            translation = .zero
            duration = TouchPath.standardTapDuration
        }

        /// A drag of `view` from `point` (its centre when nil) by `translation` points over `duration` seconds
        /// (0.25 by default, `TouchPath.standardDragDuration`).
        public init(dragging view: String, at point: Point? = nil, by translation: Point,
                    duration: Double = TouchPath.standardDragDuration) {
            kind = .drag
            self.view = view
            self.point = point
            self.translation = translation
            self.duration = duration
        }

        /// The finger's path once the view's place in the window is known.
        func path(in view: View) throws -> TouchPath {
            let local = point ?? Point(x: view.bounds.midX, y: view.bounds.midY)
            let start = view.convert(local, to: nil)
            switch kind {
            case .tap: return try TouchPath.tap(at: start, duration: duration)
            case .drag: return try TouchPath.drag(from: start, dx: translation.x, dy: translation.y, duration: duration)
            }
        }
    }
}
