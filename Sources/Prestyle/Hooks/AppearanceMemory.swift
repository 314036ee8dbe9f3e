import PresentationKit

/// How the views of the controllers a style touches looked before it presented, kept so that each gets its
/// look back once the presentation is over: a style changes how a controller is shown, never the
/// controller. One per delegate (its ``StyleSession``).
///
/// A presented controller's view gets its whole ``PresentationKit/ViewAppearance`` back — so whatever
/// appearance property a style can set is put back, without a list here to forget one — and its transform.
/// Not its frame: where the view goes is the presentation's business, and the next one sets it again.
///
/// The presenting controller's view gets its appearance back too (the corners, border, shadow, clipping a
/// style gave the screen behind), but not its alpha, frame or transform: UIKit gives those back to no one, so
/// a style must put them back itself, and the engine reports one that does not (`presenterNotRestored`,
/// naming the hook that moved it). The two sides are kept apart: in a stack, one controller is presented by
/// one presentation and presents the next.
final class AppearanceMemory {
    private var saved: [ObjectIdentifier: (appearance: ViewAppearance, transform: AffineTransform)] = [:]
    private var savedPresenters: [ObjectIdentifier: ViewAppearance] = [:]

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
        apply(to: view, of: controller) {
            view.transform = state.transform
            view.appearance = state.appearance
        }
    }

    /// Remembers how the presenting controller `presenter`'s view looks, when a presentation from it begins.
    func rememberPresenter(_ presenter: ViewController) {
        guard let view = presenter.viewIfLoaded, savedPresenters[ObjectIdentifier(presenter)] == nil else { return }
        savedPresenters[ObjectIdentifier(presenter)] = view.appearance
    }

    /// Gives the presenting controller `presenter`'s view back its appearance, all but its alpha, once the
    /// presentation is over (dismissed, or cancelled), without animating.
    func restorePresenter(_ presenter: ViewController) {
        guard let before = savedPresenters.removeValue(forKey: ObjectIdentifier(presenter)),
              let view = presenter.viewIfLoaded
        else { return }
        var appearance = before
        appearance.alpha = view.alpha
        apply(to: view, of: presenter) { view.appearance = appearance }
    }

    private func apply(to view: View, of controller: ViewController, _ changes: @escaping () -> Void) {
        if let clock = controller.window?.clock ?? view.clock { clock.performWithoutAnimation(changes) } else { changes() }
    }
}
