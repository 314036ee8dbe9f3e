import PresentationKit
import Testing

/// A tap outside a popover dismisses it through the veto, as UIKit's does; a tap on a passthrough view reaches
/// that view and the popover stays.
@Suite("Popover dismissal and passthrough")
struct PopoverDismissalTests {
    /// A 300 × 200 popover on an iPad pointing at a button at (100, 100), with a toolbar along the top of the
    /// presenter whose taps are counted.
    struct Setup {
        let presented: ViewController
        let popover: PopoverPresentationController
        let toolbar: View
        let toolbarTaps: Counter
    }

    static func present(in scene: Scene, delegate: SheetDelegate? = nil,
                        configure: (_ popover: PopoverPresentationController, _ toolbar: View) -> Void = { _, _ in }) -> Setup {
        let toolbar = View(name: "toolbar", frame: Rect(x: 0, y: 20, width: 834, height: 50))
        let taps = Counter()
        toolbar.addGestureRecognizer(TapGestureRecognizer { _ in taps.count += 1 })
        scene.presenting.view.addSubview(toolbar)
        let button = View(name: "button", frame: Rect(x: 100, y: 100, width: 40, height: 30))
        scene.presenting.view.addSubview(button)
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .popover
        presented.preferredContentSize = Size(width: 300, height: 200)
        let popover = presented.popoverPresentationController!
        popover.sourceView = button
        popover.delegate = delegate
        configure(popover, toolbar)
        scene.presenting.present(presented, animated: true)
        scene.settle()
        return Setup(presented: presented, popover: popover, toolbar: toolbar, toolbarTaps: taps)
    }

    static func tap(_ scene: Scene, at point: Point) throws {
        scene.window.sendTouches(along: try TouchPath.tap(at: point))
        scene.settle()
    }

    @Test func aTapOutsideDismissesThePopoverWithTheDelegatesMessages() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = SheetDelegate()
            let setup = Self.present(in: scene, delegate: delegate)
            #expect(scene.window.hitTest(Point(x: 100, y: 600))?.name == "dimming")
            try Self.tap(scene, at: Point(x: 100, y: 600))
            #expect(setup.popover.phase == .dismissed)
            #expect(setup.presented.presentingViewController == nil)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(scene.traceLines().contains("userDismissal PopoverPresentationController(presented) tapOutside"))
        }
    }

    @Test func aDelegateThatSaysNoKeepsThePopover() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = SheetDelegate()
            delegate.allowsDismissal = false
            let setup = Self.present(in: scene, delegate: delegate)
            try Self.tap(scene, at: Point(x: 100, y: 600))
            #expect(setup.popover.phase == .presented)
            #expect(delegate.messages == ["shouldDismiss", "didAttemptToDismiss"])
        }
    }

    @Test func isModalInPresentationKeepsThePopover() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = SheetDelegate()
            let setup = Self.present(in: scene, delegate: delegate) { popover, _ in popover.presentedViewController.isModalInPresentation = true }
            try Self.tap(scene, at: Point(x: 100, y: 600))
            #expect(setup.popover.phase == .presented)
            #expect(delegate.messages == ["didAttemptToDismiss"])
        }
    }

    @Test func aTapInsideThePopoverDoesNotDismissIt() throws {
        try withScene(device: .iPadPro11) { scene in
            let setup = Self.present(in: scene)
            let content = try #require(setup.presented.view.superview).convert(setup.presented.view.frame.center, to: nil)
            try Self.tap(scene, at: content)
            #expect(setup.popover.phase == .presented)
        }
    }

    @Test func aTapOnAPassthroughViewReachesItAndThePopoverStays() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = SheetDelegate()
            let setup = Self.present(in: scene, delegate: delegate) { popover, toolbar in popover.passthroughViews = [toolbar] }
            #expect(scene.window.hitTest(Point(x: 400, y: 40)) === setup.toolbar)
            try Self.tap(scene, at: Point(x: 400, y: 40))
            #expect(setup.toolbarTaps.count == 1)
            #expect(setup.popover.phase == .presented)
            #expect(delegate.messages.isEmpty)
            // Elsewhere outside, a tap still dismisses.
            try Self.tap(scene, at: Point(x: 400, y: 900))
            #expect(setup.popover.phase == .dismissed)
            #expect(setup.toolbarTaps.count == 1)
        }
    }

    @Test func withoutPassthroughTheToolbarGetsNothing() throws {
        try withScene(device: .iPadPro11) { scene in
            let setup = Self.present(in: scene)
            try Self.tap(scene, at: Point(x: 400, y: 40))
            #expect(setup.toolbarTaps.count == 0)
            #expect(setup.popover.phase == .dismissed)
        }
    }

    @Test func theEscapeDismissesAPopover() {
        withScene(device: .iPadPro11) { scene in
            let delegate = SheetDelegate()
            let setup = Self.present(in: scene, delegate: delegate)
            #expect(setup.presented.view.accessibilityViewIsModal)
            #expect(scene.window.accessibilityPerformEscape())
            scene.settle()
            #expect(setup.popover.phase == .dismissed)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss", "didDismiss"])
        }
    }
}

/// A popover's delegate in the iOS 8–12 era, writing down what it hears.
final class LegacyPopoverDelegate: PopoverPresentationControllerDelegate {
    var allowsDismissal = true
    private(set) var messages: [String] = []

    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool {
        messages.append("shouldDismissPopover")
        return allowsDismissal
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {
        messages.append("didDismissPopover")
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        messages.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) { messages.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { messages.append("didDismiss") }
}

@Suite("Popover dismissal by era")
struct PopoverDismissalEraTests {
    static func present(in scene: Scene, delegate: LegacyPopoverDelegate) -> PopoverPresentationController {
        let button = View(name: "button", frame: Rect(x: 100, y: 100, width: 40, height: 30))
        scene.presenting.view.addSubview(button)
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .popover
        presented.preferredContentSize = Size(width: 300, height: 200)
        let popover = presented.popoverPresentationController!
        popover.sourceView = button
        popover.delegate = delegate
        scene.presenting.present(presented, animated: true)
        scene.settle()
        return popover
    }

    @Test(arguments: [true, false])
    func iOS12AsksThePopoverDelegatesOwnVeto(_ allows: Bool) throws {
        try withScene(device: .iPadPro11) { scene in
            scene.window.systemVersion = .iOS12
            let delegate = LegacyPopoverDelegate()
            delegate.allowsDismissal = allows
            let popover = Self.present(in: scene, delegate: delegate)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 100, y: 600)))
            scene.settle()
            #expect(popover.phase == (allows ? .dismissed : .presented))
            #expect(delegate.messages == (allows ? ["shouldDismissPopover", "didDismissPopover"] : ["shouldDismissPopover"]))
        }
    }

    @Test func iOS26AsksPresentationControllerShouldDismiss() throws {
        try withScene(device: .iPadPro11) { scene in
            let delegate = LegacyPopoverDelegate()
            let popover = Self.present(in: scene, delegate: delegate)
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 100, y: 600)))
            scene.settle()
            #expect(popover.phase == .dismissed)
            #expect(delegate.messages == ["shouldDismiss", "willDismiss", "didDismiss"])
        }
    }
}
