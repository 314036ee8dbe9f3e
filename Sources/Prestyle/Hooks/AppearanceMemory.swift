import PresentationKit

/// How presented controllers' views looked before a style presented them, kept so that each gets its look
/// back once its presentation is over: a style changes how a controller is shown, never the controller.
/// One per delegate (its ``StyleSession``).
final class AppearanceMemory {
    private var saved: [ObjectIdentifier: SavedViewState] = [:]

    /// Remembers how `controller`'s view looks, the first time the style is about to touch it in a
    /// presentation (its presentation controller's will-begin, or the presenting animator when the
    /// presentation is adapted from the start).
    func remember(_ controller: ViewController) {
        guard let view = controller.viewIfLoaded, saved[ObjectIdentifier(controller)] == nil else { return }
        saved[ObjectIdentifier(controller)] = SavedViewState(view)
    }

    /// Gives `controller`'s view back the appearance it had before the presentation, once it is over.
    func restore(_ controller: ViewController) {
        guard let state = saved.removeValue(forKey: ObjectIdentifier(controller)), let view = controller.viewIfLoaded else {
            return
        }
        state.restore(on: view, clock: controller.window?.clock ?? view.clock)
    }
}
