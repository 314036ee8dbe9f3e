import PresentationKit

/// A delegate that writes down the dismissal messages it hears, and answers `shouldDismiss` as told.
final class SheetDelegate: AdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    private(set) var messages: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        messages.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        messages.append("didAttemptToDismiss")
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        messages.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        messages.append("didDismiss")
    }
}

extension Scene {
    /// Presents a controller named `presented` with `style` (a page sheet by default), configured by
    /// `configure` before presenting, counting its completion in `completions`, and settles.
    @discardableResult
    func presentSheet(
        _ style: ModalPresentationStyle = .pageSheet, completions: Counter? = nil,
        configure: (SheetPresentationController) -> Void = { _ in }
    ) -> (presented: ViewController, sheet: SheetPresentationController) {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = style
        let sheet = presented.sheetPresentationController!
        configure(sheet)
        presenting.present(presented, animated: true) { completions?.count += 1 }
        settle()
        return (presented, sheet)
    }

    /// A finger on the sheet moving by `dy` points at constant speed over `seconds`, reported at 60 Hz, then
    /// lifted; the clock runs with it.
    /// - Returns: The sheet's displayed top edge at release.
    @discardableResult
    func drag(_ sheet: SheetPresentationController, by dy: Double, over seconds: Double) -> Double {
        let steps = Swift.max(1, Int((seconds * 60).rounded()))
        let velocity = Point(x: 0, y: dy / seconds)
        sheet.dragBegan()
        for step in 1...steps {
            clock.advance(by: seconds / Double(steps))
            sheet.dragChanged(translation: Point(x: 0, y: dy * Double(step) / Double(steps)), velocity: velocity)
        }
        let top = sheet.presentedView?.presentation.frame.minY ?? .nan
        sheet.dragEnded(velocity: velocity)
        return top
    }
}

/// Counts calls of a completion handler.
final class Counter {
    var count = 0
}
