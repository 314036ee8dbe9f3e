import PresentationKit

/// How presented controllers' views looked before a style presented them, kept so that each gets its look
/// back once its presentation is over: a style changes how a controller is shown, never the controller.
/// One per delegate (its ``StyleSession``).
///
/// A view's look is its whole ``PresentationKit/ViewAppearance`` — so whatever appearance property a style can
/// set is put back, without a list here to forget one — and its transform. Not its frame: where the view goes
/// is the presentation's business, and the next one sets it again.
final class AppearanceMemory {
    private var saved: [ObjectIdentifier: (appearance: ViewAppearance, transform: AffineTransform)] = [:]

    /// Remembers how `controller`'s view looks, the first time the style is about to touch it in a
    /// presentation (its presentation controller's will-begin, or the presenting animator when the
    /// presentation is adapted from the start).
    func remember(_ controller: ViewController) {
        guard let view = controller.viewIfLoaded, saved[ObjectIdentifier(controller)] == nil else { return }
        saved[ObjectIdentifier(controller)] = (view.appearance, view.transform)
    }

    /// Gives `controller`'s view back the appearance it had before the presentation, once it is over, without
    /// animating.
    func restore(_ controller: ViewController) {
        guard let state = saved.removeValue(forKey: ObjectIdentifier(controller)), let view = controller.viewIfLoaded else {
            return
        }
        let apply = {
            view.transform = state.transform
            view.appearance = state.appearance
        }
        if let clock = controller.window?.clock ?? view.clock { clock.performWithoutAnimation(apply) } else { apply() }
    }
}
