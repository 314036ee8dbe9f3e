import PresentationKit
import Testing

/// Alerts and action sheets built on presentation controllers, as the 2014 session describes
/// `UIAlertController`: an alert with its own centred presentation, an action sheet that is a popover in
/// regular width and a bottom sheet in compact width, actions whose handler runs once after the dismissal.
@Suite("Alert controllers")
struct AlertControllerTests {
    private func makeAlert(handled: @escaping (String) -> Void = { _ in }) -> AlertController {
        let alert = AlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { handled($0.title ?? "") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled($0.title ?? "") })
        return alert
    }

    private func makeSheet(source: View?) -> AlertController {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet, name: "sheet")
        sheet.addAction(AlertAction(title: "Share", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        return sheet
    }

    private func addButton(to scene: Scene) -> View {
        let button = View(name: "button", frame: Rect(x: 100, y: 100, width: 40, height: 30))
        scene.presenting.view.addSubview(button)
        return button
    }

    @Test func anAlertPresentsCentred270WideOverADimmingViewWithItsOwnPresentationController() throws {
        try withScene(device: .iPhone15) { scene in
            let alert = makeAlert()
            scene.presenting.present(alert, animated: true)
            let start = scene.clock.now
            scene.clock.advance(to: start + AlertAnimator.presentationDuration / 2)
            let eased = TimingCurve.easeOut.progress(at: 0.5)
            #expect(close(alert.view.presentation.alpha, eased))
            #expect(close(alert.view.presentation.transform.a, 1.2 - 0.2 * eased))
            scene.settle()
            let controller = try #require(alert.presentationController as? AlertPresentationController)
            #expect(!controller.isAdapted, "alerts do not adapt")
            // Safe area 59…818 less 20-point margins: centred on (196.5, 438.5); a header of 80 and a row of 44.
            #expect(alert.view.frame == Rect(x: 61.5, y: 376.5, width: 270, height: 124))
            #expect(scene.viewNames == ["window", "presenting", "container", "dimming", "alert", "alertHeader", "action:Cancel", "action:Delete"])
            #expect(close(controller.dimmingView.alpha, 0.4))
            let cancel = try #require(alert.view.firstDescendant(named: "action:Cancel"))
            let delete = try #require(alert.view.firstDescendant(named: "action:Delete"))
            #expect(cancel.frame == Rect(x: 0, y: 80, width: 135, height: 44), "two actions side by side, cancel on the left")
            #expect(delete.frame == Rect(x: 135, y: 80, width: 135, height: 44))
        }
    }

    @Test func selectingAnActionDismissesTheAlertThenRunsItsHandlerOnce() throws {
        try withScene(device: .iPhone15) { scene in
            var handled: [String] = []
            let alert = makeAlert { handled.append($0) }
            scene.presenting.present(alert, animated: true)
            scene.settle()
            let mark = scene.window.trace.mark
            alert.select(alert.actions[1])
            alert.select(alert.actions[0])
            #expect(alert.selectedAction === alert.actions[1])
            #expect(handled.isEmpty, "the handler waits for the dismissal")
            scene.settle()
            #expect(handled == ["Delete"])
            let lines = scene.lines(since: mark)
            #expect(lines.first == "select(_:) alert Delete")
            let dismissed = try #require(lines.firstIndex(of: "viewDidDisappear alert true"))
            let handler = try #require(lines.firstIndex(of: "handler alert Delete"))
            #expect(dismissed < handler)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(alert.selectedAction == nil)
            alert.select(alert.actions[0])
            scene.settle()
            #expect(handled == ["Delete"], "once dismissed, nothing more is handled")
        }
    }

    @Test func anAlertRefusesASecondCancelAction() {
        withScene(device: .iPhone15, allowing: [.engine.secondCancelAction]) { scene in
            let alert = makeAlert()
            scene.presenting.present(alert, animated: false)
            alert.addAction(AlertAction(title: "Never mind", style: .cancel))
            #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.secondCancelAction).count == 1)
        }
    }

    @Test func anActionSheetIsABottomSheetInCompactWidth() throws {
        try withScene(device: .iPhone15) { scene in
            let sheet = makeSheet(source: addButton(to: scene))
            let popover = try #require(sheet.popoverPresentationController)
            #expect(popover is ActionSheetPopoverPresentationController)
            let mark = scene.window.trace.mark
            scene.presenting.present(sheet, animated: true)
            scene.clock.advance(by: 0.25)
            // 393 less two 8-point margins; Share and Delete, 8 points apart from Cancel; 8 above the safe area.
            let final = Rect(x: 8, y: 852 - 34 - 8 - 179, width: 377, height: 179)
            #expect(sheet.view.presentation.frame.y > final.y, "it slides up")
            scene.settle()
            #expect(popover.adaptedPresentationController is ActionSheetPresentationController)
            #expect(sheet.view.frame == final)
            #expect(sheet.view.firstDescendant(named: "action:Cancel")?.frame == Rect(x: 0, y: 122, width: 377, height: 57))
            #expect(scene.lines(since: mark).contains("animateTransition(using:) ModalTransitionAnimator(coverVertical)"))
            #expect(!scene.viewNames.contains("popoverBackground"))
        }
    }

    @Test func anActionSheetIsAPopoverInRegularWidthAndAdaptsWhileUp() throws {
        try withScene(device: .iPadPro11) { scene in
            var handled = 0
            let sheet = makeSheet(source: addButton(to: scene))
            let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in handled += 1 }
            let sheetWithHandler = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet, name: "sheet")
            sheetWithHandler.addAction(sheet.actions[0])
            sheetWithHandler.addAction(cancel)
            sheetWithHandler.popoverPresentationController?.sourceView = sheet.popoverPresentationController?.sourceView
            scene.presenting.present(sheetWithHandler, animated: true)
            scene.settle()
            let popover = try #require(sheetWithHandler.popoverPresentationController)
            #expect(!popover.isAdapted)
            #expect(sheetWithHandler.view.frame.size == Size(width: 304, height: 40 + 22 + 57), "no cancel button in a popover")
            #expect(sheetWithHandler.view.firstDescendant(named: "action:Cancel")?.isHidden == true)
            #expect(scene.viewNames.contains("popoverBackground"))

            scene.window.transition(toSize: Size(width: 320, height: 1194), traits: TraitCollection(horizontalSizeClass: .compact))
            scene.settle()
            #expect(popover.adaptedPresentationController is ActionSheetPresentationController)
            #expect(sheetWithHandler.view.frame == Rect(x: 8, y: 1194 - 20 - 8 - 184, width: 304, height: 184))
            #expect(sheetWithHandler.view.firstDescendant(named: "action:Cancel")?.isHidden == false)

            scene.window.transition(toSize: Scene.pad, traits: TraitCollection(horizontalSizeClass: .regular))
            scene.settle()
            #expect(!popover.isAdapted)
            sheetWithHandler.select(cancel)
            scene.settle()
            #expect(handled == 1, "selecting the cancel action stands for a tap outside the popover")
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func anActionSheetInAPopoverWithoutASourceIsReported() {
        withScene(device: .iPadPro11, allowing: [.engine.actionSheetWithoutSource]) { scene in
            let sheet = makeSheet(source: nil)
            scene.presenting.present(sheet, animated: false)
            scene.settle()
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.actionSheetWithoutSource).count == 1)
        }
    }

    @Test func anActionSheetCanBePresentedAgainWithTheSameConfiguration() throws {
        try withScene(device: .iPadPro11) { scene in
            let button = addButton(to: scene)
            let sheet = makeSheet(source: button)
            let first = try #require(sheet.popoverPresentationController)
            scene.presenting.present(sheet, animated: false)
            scene.settle()
            sheet.select(sheet.actions[0])
            scene.settle()
            let second = try #require(sheet.popoverPresentationController as? ActionSheetPopoverPresentationController)
            #expect(second !== first)
            #expect(second.sourceView === button)
            scene.presenting.present(sheet, animated: false)
            scene.settle()
            #expect(sheet.presentationController === second)
            #expect(second.phase == .presented)
        }
    }
}
