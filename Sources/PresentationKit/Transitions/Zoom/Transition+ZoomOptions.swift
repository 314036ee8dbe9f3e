extension Transition {
    /// What a zoom may be told besides its source (UIKit's `UIViewController.Transition.ZoomOptions`, iOS 18).
    ///
    /// A reference type, as UIKit's is: set its properties before presenting.
    public final class ZoomOptions {
        /// Asked when a drag on the zoomed view could start the interactive dismissal: true lets it begin.
        /// Without it the system's own answer holds (``InteractionContext/willBegin``: a drag that heads
        /// downward). Apple: "Called when an interactive dismissal of this transition begins. Return value
        /// indicates whether the interaction should begin for the given context."
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// Returns the rectangle, in the zoomed controller's view, that the source view lines up with at the
        /// zoom's small end; nil (or no provider) lines up the whole view. Apple: "Return a frame in the zoomed
        /// view controller's view to which to align the source view."
        public var alignmentRectProvider: ((AlignmentRectContext) -> Rect?)?
        /// The colour that dims the presenting screen behind the zoomed view; nil for no dimming. It fades in
        /// with the zoom, out with the dismissal and with the drag that dismisses. UIKit's default is not
        /// documented; nil here.
        public var dimmingColor: Color?
        /// The blur that covers the presenting screen behind the zoomed view, beside or instead of
        /// ``dimmingColor`` (UIKit's `dimmingVisualEffect`, a `UIBlurEffect`, iOS 18: "The dimming visual
        /// effect"); nil for none. It fades with the dimming colour: a view named `zoom-blur`, filled with the
        /// effect's ``BlurEffect/tint`` (the engine draws no blur), inside the dimming view and under the colour.
        public var dimmingVisualEffect: BlurEffect?

        /// Options with no dimming, no alignment rectangle and the system's answer for drags.
        public init() {}
    }
}
