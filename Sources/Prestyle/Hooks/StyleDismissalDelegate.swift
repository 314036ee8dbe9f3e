import PresentationKit

/// The presentation controller's delegate a style with a `shouldDismiss` hook gets, so the hook answers the
/// veto of a user's dismissal where UIKit asks it: `presentationControllerShouldDismiss(_:)` of
/// `UIAdaptivePresentationControllerDelegate`, for the escape gesture and a finger's dismissal alike (the
/// engine does not ask it when the presented controller is modal in presentation). The controller owns it
/// (a presentation controller holds its delegate weakly, as UIKit's does); an app that sets a delegate of its
/// own answers instead, as it would in UIKit. A style standing on a base gets one for its built-in controller,
/// kept by its session (``StyleSession/installDismissalVeto(on:window:)``).
final class StyleDismissalDelegate: AdaptivePresentationControllerDelegate {
    let traceName: String
    /// The style's answer: its presentation controller's (``LuaPresentationController/answerShouldDismiss()``),
    /// or for a style standing on a base, ``BaseDismissalVeto``'s.
    private let answer: () -> Bool
    /// Whether the hook is being asked: asked again from inside (the hook starting a dismissal of its own), the
    /// delegate refuses without running it, so a veto cannot recurse.
    private var isAnswering = false

    init(styleName: String, answer: @escaping () -> Bool) {
        traceName = "Style(\(styleName))"
        self.answer = answer
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        guard !isAnswering else { return false }
        isAnswering = true
        defer { isAnswering = false }
        return answer()
    }
}
