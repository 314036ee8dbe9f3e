import PresentationKit
import Testing

/// The geometry and chrome of UIKit's built-in presentation controllers.
@Suite("Built-in presentation controllers")
struct BuiltInPresentationControllerTests {
    private func present(_ style: ModalPresentationStyle, in scene: Scene, configure: (ViewController) -> Void = { _ in })
        -> ViewController {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = style
        configure(presented)
        scene.presenting.present(presented, animated: true)
        scene.settle()
        return presented
    }

    @Test func aFormSheetIs540By620CentredInARegularEnvironment() throws {
        try withScene(size: Scene.pad) { scene in
            let presented = present(.formSheet, in: scene)
            #expect(presented.presentationController is FormSheetPresentationController)
            #expect(presented.view.frame == Rect(x: 147, y: 287, width: 540, height: 620))
            let dimming = try #require(scene.window.rootView.firstDescendant(named: "dimming"))
            #expect(dimming.frame == Rect(origin: .zero, size: Scene.pad))
            #expect(close(dimming.alpha, 0.4))
            #expect(scene.viewNames == ["window", "presenting", "container", "dimming", "presented"])
        }
    }

    @Test func aFormSheetTakesThePreferredContentSizeWithinTheSafeArea() {
        withScene(size: Scene.pad, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)) { scene in
            let presented = present(.formSheet, in: scene) { $0.preferredContentSize = Size(width: 700, height: 5000) }
            #expect(presented.view.frame == Rect(x: 67, y: 24, width: 700, height: 1150))
        }
    }

    @Test func theIOS8FormSheetFillsACompactContainer() {
        withScene { scene in
            scene.window.sheetGeometry = .classic
            let presented = present(.formSheet, in: scene)
            #expect(presented.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(presented.presentationController?.adaptivePresentationStyle() == .fullScreen)
        }
    }

    @Test func theIOS8PageSheetIsFullHeightAndThePortraitWidthInARegularEnvironment() {
        withScene(size: Size(width: 1194, height: 834)) { scene in
            scene.window.sheetGeometry = .classic
            let presented = present(.pageSheet, in: scene)
            #expect(presented.view.frame == Rect(x: 180, y: 0, width: 834, height: 834))
        }
    }

    @Test func todaysPageSheetIsA704PointCardInARegularEnvironment() {
        withScene(size: Size(width: 1194, height: 834)) { scene in
            let presented = present(.pageSheet, in: scene)
            #expect(presented.view.frame == Rect(x: 245, y: 10, width: 704, height: 824))
        }
    }

    @Test func theSheetsDimmingFadesOutAlongsideTheDismissalAndLeaves() {
        withScene(size: Scene.pad) { scene in
            let presented = present(.formSheet, in: scene)
            let dimming = scene.window.rootView.firstDescendant(named: "dimming")
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0)
            let start = scene.clock.now
            scene.clock.advance(to: start + 0.25)
            #expect(close(dimming?.presentation.alpha ?? -1, 0.4 * (1 - Reference.easeInEaseOut(0.5))))
            scene.settle()
            #expect(dimming?.window == nil)
        }
    }

    @Test func aPopoverSitsBelowItsSourceWithTheArrowPointingUp() throws {
        try withScene(size: Scene.pad) { scene in
            let button = View(name: "button", frame: Rect(x: 100, y: 100, width: 40, height: 30))
            scene.presenting.view.addSubview(button)
            let presented = present(.popover, in: scene) { presented in
                presented.preferredContentSize = Size(width: 300, height: 200)
                presented.popoverPresentationController?.sourceView = button
            }
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.arrowDirection == .up)
            let layout = try #require(popover.layout)
            #expect(layout.arrowTip == Point(x: 120, y: 130))
            #expect(presented.view.frame == Rect(x: 10, y: 143, width: 300, height: 200),
                    "centred on the button, clamped to the 10-point margin")
            #expect(layout.arrowOffset == 120 - 160)
            #expect(popover.backgroundView.frame == Rect(x: 10, y: 130, width: 300, height: 213))
            #expect(scene.viewNames == ["window", "presenting", "button", "container", "dimming", "popoverBackground", "presented"])
        }
    }

    @Test func aPopoverFlipsAboveWhenThereIsNoRoomBelowAndHonoursPermittedDirections() throws {
        try withScene(size: Scene.pad) { scene in
            let button = View(name: "button", frame: Rect(x: 400, y: 1100, width: 40, height: 40))
            scene.presenting.view.addSubview(button)
            let presented = present(.popover, in: scene) { presented in
                presented.preferredContentSize = Size(width: 300, height: 400)
                presented.popoverPresentationController?.sourceView = button
            }
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.arrowDirection == .down)
            #expect(presented.view.frame == Rect(x: 270, y: 687, width: 300, height: 400))
        }
    }

    @Test(arguments: [
        (PopoverArrowDirection.left, Rect(x: 453, y: 420, width: 300, height: 200)),
        (PopoverArrowDirection.right, Rect(x: 87, y: 420, width: 300, height: 200)),
    ])
    func aPopoverLaysOutBesideItsSourceWhenOnlySidewaysArrowsArePermitted(direction: PopoverArrowDirection, frame: Rect) {
        let layout = PopoverLayout(
            container: Rect(origin: .zero, size: Scene.pad), safeArea: .zero, margins: EdgeInsets(all: 10),
            source: Rect(x: 400, y: 500, width: 40, height: 40), contentSize: Size(width: 300, height: 200),
            permitted: direction)
        #expect(layout.arrowDirection == direction)
        #expect(layout.contentFrame == frame)
        #expect(layout.arrowTip == Point(x: direction == .left ? 440 : 400, y: 520))
    }

    @Test func aPopoverTooBigForEveryDirectionShrinksIntoTheRoomiest() {
        let layout = PopoverLayout(
            container: Rect(x: 0, y: 0, width: 400, height: 400), safeArea: .zero, margins: EdgeInsets(all: 10),
            source: Rect(x: 190, y: 100, width: 20, height: 20), contentSize: Size(width: 320, height: 1100),
            permitted: .any)
        #expect(layout.arrowDirection == .up)
        #expect(layout.contentFrame == Rect(x: 40, y: 133, width: 320, height: 257))
    }

    @Test func aPopoverFadesInWithItsBalloon() throws {
        try withScene(size: Scene.pad) { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .popover
            presented.preferredContentSize = Size(width: 200, height: 200)
            scene.presenting.present(presented, animated: true)
            let popover = try #require(presented.popoverPresentationController)
            scene.clock.advance(to: 0.125)
            #expect(close(presented.view.presentation.alpha, 0.5))
            #expect(close(popover.backgroundView.presentation.alpha, 0.5))
            scene.settle()
            #expect(scene.clock.now == 0.25)
        }
    }

    @Test func overFullScreenAndFullScreenFillTheWindow() {
        withScene { scene in
            let presented = present(.overFullScreen, in: scene)
            #expect(presented.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(presented.presentationController is OverFullScreenPresentationController)
        }
    }
}
