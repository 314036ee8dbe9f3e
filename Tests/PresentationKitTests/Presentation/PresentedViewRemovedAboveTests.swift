import PresentationKit
import Testing

/// `presentedViewIsRemovedByPresentationAbove`: whether a presentation above took the presented view away.
/// UIKit removes the presenter's views when a full-screen presentation completes
/// (`UIModalPresentationStyle.fullScreen`) and keeps them for over-full-screen; the dismissal brings them back.
@Suite struct PresentedViewRemovedAboveTests {
    /// A form sheet `sheet` presented from the root, settled.
    private func presentSheet(in scene: Scene) -> ViewController {
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .formSheet
        scene.presenting.present(sheet, animated: true)
        scene.settle()
        return sheet
    }

    @Test func aFullScreenPresentationAboveTakesThePresentedViewAwayUntilItsDismissal() throws {
        try withScene { scene in
            let sheet = presentSheet(in: scene)
            let controller = try #require(sheet.presentationController)
            #expect(!controller.presentedViewIsRemovedByPresentationAbove)
            let cover = ViewController(name: "cover")
            cover.modalPresentationStyle = .fullScreen
            sheet.present(cover, animated: true)
            scene.settle()
            #expect(controller.presentedViewIsRemovedByPresentationAbove)
            #expect(sheet.view.window == nil)
            cover.dismiss(animated: true)
            scene.settle()
            #expect(!controller.presentedViewIsRemovedByPresentationAbove)
            #expect(sheet.view.window === scene.window)
        }
    }

    @Test func anOverFullScreenPresentationAboveLeavesThePresentedViewInPlace() throws {
        try withScene { scene in
            let sheet = presentSheet(in: scene)
            let controller = try #require(sheet.presentationController)
            let overlay = ViewController(name: "overlay")
            overlay.modalPresentationStyle = .overFullScreen
            sheet.present(overlay, animated: true)
            scene.settle()
            #expect(!controller.presentedViewIsRemovedByPresentationAbove)
            #expect(sheet.view.window === scene.window)
        }
    }
}
