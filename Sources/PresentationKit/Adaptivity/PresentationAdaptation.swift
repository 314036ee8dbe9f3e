/// How a presentation starts, decided as UIKit does before it asks for the animator (seed 002, steps 3–4):
/// the presentation controller the style or the transitioning delegate gave — or, when that controller adapts
/// to the traits it is about to present in, one of the adapted style standing in for it, maybe showing the
/// delegate's replacement controller.
///
/// The original controller is linked to its stand-in and follows its phases, so it can take over later when
/// the environment changes (see ``AdaptiveSwap``).
struct PresentationAdaptation {
    /// The controller the style or the transitioning delegate gave.
    let original: PresentationController
    /// The controller that presents: the original, or its stand-in.
    let controller: PresentationController
    /// The controller shown: the one presented, or the delegate's replacement.
    let shown: ViewController
    /// The style adapted to, if the presentation adapted.
    let adaptedStyle: ModalPresentationStyle?
    /// Whether the presenting controller's container covers the window.
    let presentsInFullscreen: Bool

    init(original: PresentationController, presented: ViewController, presenter: ViewController) {
        self.original = original
        original.presentingStorage = presenter
        let fullScreen = original.askShouldPresentInFullscreen()
        let traits = original.traits(inheriting: presenter.traitCollection, override: original.overrideTraitCollection)
        guard fullScreen, let style = original.adaptiveTarget(for: traits) else {
            controller = original
            shown = presented
            adaptedStyle = nil
            presentsInFullscreen = fullScreen
            return
        }
        let shown = original.askReplacement(for: style) ?? presented
        let standIn = original.makeStandIn(for: style, showing: shown, from: presenter)
        self.controller = standIn
        self.shown = shown
        adaptedStyle = style
        presentsInFullscreen = standIn.askShouldPresentInFullscreen()
    }

    /// Tells the original's delegate the presentation adapts, once the presentation has its coordinator.
    func announce(with coordinator: ViewControllerTransitionCoordinator) {
        guard let adaptedStyle else { return }
        original.announceAdaptiveStyle(adaptedStyle, with: coordinator)
    }
}
