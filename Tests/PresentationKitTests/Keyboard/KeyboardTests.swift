import PresentationKit
import Testing

/// A presentation controller that writes down the keyboard changes it hears and, inside them, puts the
/// presented view's bottom on the keyboard's top: frames set there must ride the keyboard's animation.
final class KeyboardFollowingController: PresentationController {
    private(set) var changes: [KeyboardChange] = []

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        return Rect(x: 0, y: containerView.bounds.height - 200, width: containerView.bounds.width, height: 200)
    }

    override func keyboardWillChangeFrame(_ keyboard: KeyboardChange) {
        changes.append(keyboard)
        guard let containerView, let view = presentedView else { return }
        let top = keyboard.isVisible ? containerView.convert(keyboard.endFrame, from: containerView.window?.rootView).minY
            : containerView.bounds.height
        view.frame = Rect(x: 0, y: top - 200, width: containerView.bounds.width, height: 200)
    }
}

/// The keyboard: UIKit's notification values, its frames and timing on the virtual clock per device and
/// orientation, what presentation controllers hear, the layout guide, bad heights.
@Suite("The keyboard")
struct KeyboardTests {
    /// Presents a controller with a ``KeyboardFollowingController`` from `scene`, settled.
    static func presentFollowing(in scene: Scene, delegate: VendingDelegate) -> KeyboardFollowingController {
        let presented = Scene.customPresented(with: delegate)
        scene.presenting.present(presented, animated: false)
        scene.settle()
        return presented.presentationController as! KeyboardFollowingController
    }

    static func followingDelegate() -> VendingDelegate {
        VendingDelegate(controller: { KeyboardFollowingController(presentedViewController: $0, presenting: $1) })
    }

    @Test func theKeyboardComesUpOnAnIPhone15WithUIKitsValuesAndGoesDownAgain() {
        withScene(device: .iPhone15) { scene in
            let keyboard = scene.window.keyboard
            #expect(!keyboard.isVisible && keyboard.view.superview == nil)
            #expect(keyboard.show())
            let change = keyboard.lastChange
            #expect(change == KeyboardChange(kind: .show, beginFrame: Rect(x: 0, y: 852, width: 393, height: 336),
                                             endFrame: Rect(x: 0, y: 516, width: 393, height: 336)))
            #expect(change?.duration == 0.25 && change?.curve == 7)
            #expect(scene.traceLines().contains("keyboardWillShowNotification keyboard (0, 852, 393, 336) → (0, 516, 393, 336)"))
            // Half-way through its 0.5 s the keyboard is where curve 7 puts it, and it is up at 0.5 s.
            scene.clock.advance(by: 0.25)
            let halfway = 852 - 336 * TimingCurve.keyboard.progress(at: 0.5)
            #expect(close(keyboard.view.presentation.frame.y, halfway))
            #expect(halfway < 852 - 336 / 2, "curve 7 is ahead of linear half-way")
            #expect(!scene.traceLines().contains("keyboardDidShowNotification keyboard"))
            scene.clock.advance(by: 0.25)
            #expect(keyboard.view.presentation.frame == Rect(x: 0, y: 516, width: 393, height: 336))
            scene.settle()
            #expect(scene.traceLines().contains("keyboardDidShowNotification keyboard"))
            #expect(scene.window.viewsBackToFront.last === keyboard.view, "the keyboard is in front")

            #expect(keyboard.hide())
            #expect(keyboard.lastChange?.kind == .hide)
            #expect(keyboard.lastChange?.endFrame == Rect(x: 0, y: 852, width: 393, height: 336))
            scene.settle()
            #expect(!keyboard.isVisible && keyboard.view.superview == nil)
            #expect(scene.traceLines().contains("keyboardDidHideNotification keyboard"))
            #expect(!keyboard.hide(), "nothing to hide")
        }
    }

    /// The keyboard's window is above the app's, so a presentation that begins while it is up goes under it,
    /// and so does a view brought to the front of the window.
    @Test func aPresentationBegunWhileTheKeyboardIsUpGoesUnderTheKeyboard() throws {
        try withScene(device: .iPhone15) { scene in
            let keyboard = scene.window.keyboard
            keyboard.show(animated: false)
            scene.settle()
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            scene.presenting.present(presented, animated: true)
            scene.settle()
            let root = scene.window.rootView
            let container = try #require(presented.presentationController?.containerView)
            #expect(root.subviews.last === keyboard.view)
            #expect(root.subviews.firstIndex { $0 === container } == root.subviews.count - 2)
            #expect(root.hitTest(Point(x: 196, y: 800)) === keyboard.view, "the keyboard takes the touches on it")
            root.bringSubviewToFront(container)
            #expect(root.subviews.last === keyboard.view)
            keyboard.hide(animated: false)
            scene.settle()
            #expect(keyboard.view.superview == nil && root.subviews.last === container)
        }
    }

    @Test func anIPadProKeyboardInLandscapeIsItsLandscapeHeightAcrossTheWholeWidth() {
        withScene(device: .iPadPro11, orientation: .landscapeLeft) { scene in
            scene.window.keyboard.show(animated: false)
            scene.settle()
            #expect(scene.window.keyboard.frame == Rect(x: 0, y: 834 - 398, width: 1194, height: 398))
            #expect(scene.window.keyboard.view.frame == scene.window.keyboard.frame)
            #expect(scene.window.keyboard.lastChange?.duration == 0, "a change that is not animated says so")
        }
    }

    @Test(arguments: Device.presets)
    func everyPresetHasAKeyboardOfAPlausibleHeightInBothOrientations(_ device: Device) {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let heights = KeyboardHeights.heights(for: device, idiom: device.idiom)
            let screen = device.screenSize(in: orientation)
            #expect(heights.height(in: orientation) > 150 && heights.height(in: orientation) < screen.height / 1.5)
        }
    }

    @Test func aRotationWhileTheKeyboardIsUpMovesItToTheNewDockedFrameAlongsideAndTellsThePresentation() {
        withScene(device: .iPhone15) { scene in
            let delegate = Self.followingDelegate()
            let controller = Self.presentFollowing(in: scene, delegate: delegate)
            scene.window.keyboard.show()
            scene.settle()
            #expect(scene.window.transition(to: .landscapeLeft))
            scene.clock.advance(by: 0.2)
            let midway = scene.window.keyboard.view.presentation.frame
            #expect(midway.width > 393 && midway.width < 852, "it moves alongside the 0.4 s rotation")
            scene.settle()
            let landscape = Rect(x: 0, y: 393 - 227, width: 852, height: 227)
            #expect(scene.window.keyboard.frame == landscape)
            #expect(scene.window.keyboard.view.presentation.frame == landscape)
            #expect(controller.changes.map(\.kind) == [.show, .changeFrame])
            #expect(controller.changes.last?.beginFrame == Rect(x: 0, y: 516, width: 393, height: 336))
            #expect(controller.changes.last?.endFrame == landscape)
            #expect(controller.presentedView?.frame.maxY == landscape.minY, "the presentation followed it")
            #expect(scene.traceLines().contains("keyboardWillChangeFrameNotification keyboard (0, 516, 393, 336) → (0, 166, 852, 227)"))
        }
    }

    @Test func framesSetWhenThePresentationHearsOfTheKeyboardMoveWithIt() {
        withScene(device: .iPhone14) { scene in
            let delegate = Self.followingDelegate()
            let controller = Self.presentFollowing(in: scene, delegate: delegate)
            let presented = try! #require(controller.presentedView)
            scene.window.keyboard.show()
            #expect(controller.changes.map(\.kind) == [.show])
            #expect(scene.traceLines().contains { $0.hasPrefix("keyboardWillChangeFrame ") && $0.hasSuffix("show (0, 508, 390, 336)") })
            for _ in 0..<10 {
                scene.clock.advance(by: 0.05)
                #expect(close(presented.presentation.frame.maxY, scene.window.keyboard.view.presentation.frame.minY))
            }
            scene.window.keyboard.hide()
            scene.clock.advance(by: 0.1)
            #expect(close(presented.presentation.frame.maxY, scene.window.keyboard.view.presentation.frame.minY))
            scene.settle()
            #expect(presented.frame.maxY == 844)
            #expect(controller.changes.map(\.kind) == [.show, .hide])
        }
    }

    @Test func aKeyboardOfAnotherHeightChangesFrameWhileUpAndKeepsThatHeight() {
        withScene(device: .iPhoneSE) { scene in
            let keyboard = scene.window.keyboard
            #expect(keyboard.height == 260)
            keyboard.show()
            scene.settle()
            #expect(keyboard.show(height: 300))
            #expect(keyboard.lastChange?.kind == .changeFrame)
            #expect(keyboard.lastChange?.beginFrame == Rect(x: 0, y: 407, width: 375, height: 260))
            scene.settle()
            #expect(keyboard.frame == Rect(x: 0, y: 367, width: 375, height: 300))
            #expect(!keyboard.show(height: 300), "already there")
        }
    }

    @Test(arguments: [Double.nan, -1, .infinity, 853])
    func aKeyboardHeightThatIsNoHeightOrTallerThanTheScreenIsRefused(_ height: Double) {
        withScene(device: .iPhone15, allowing: [.engine.badKeyboardHeight]) { scene in
            #expect(!scene.window.keyboard.show(height: height))
            scene.settle()
            #expect(!scene.window.keyboard.isVisible && scene.window.keyboard.view.superview == nil)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.badKeyboardHeight).count == 1)
            #expect(scene.window.keyboard.show(height: 852), "the screen's height is the most")
        }
    }

    @Test func theKeyboardLayoutGuideHasUIKitsDefaultsAndFollowsTheKeyboard() {
        withScene(device: .iPhone15) { scene in
            let view = scene.presenting.view
            var guide = view.keyboardLayoutGuide
            #expect(!guide.followsUndockedKeyboard && guide.usesBottomSafeArea && guide.keyboardDismissPadding == 0)
            #expect(guide.layoutFrame(in: view) == Rect(x: 0, y: 818, width: 393, height: 34), "the safe area's bottom")
            guide.usesBottomSafeArea = false
            #expect(guide.layoutFrame(in: view) == Rect(x: 0, y: 852, width: 393, height: 0), "the view's bottom")
            guide.keyboardDismissPadding = -5
            #expect(guide.keyboardDismissPadding == 0)
            scene.window.keyboard.show()
            scene.settle()
            #expect(view.keyboardLayoutGuide.layoutFrame(in: view) == Rect(x: 0, y: 516, width: 393, height: 336))
        }
    }
}
