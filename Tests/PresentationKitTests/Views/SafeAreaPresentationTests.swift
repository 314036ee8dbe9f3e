import Testing
@testable import PresentationKit

/// A PanModal-like sheet: its top edge sits 21 points below the container's safe top (PanModal's
/// `shortFormHeight` default leaves the status bar and a grabber's margin above the sheet), the rest of the
/// container's height below it.
private final class SafeTopSheetController: PresentationController {
    static let gap = 21.0

    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let top = container.safeAreaInsets.top + Self.gap
        return Rect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A sheet centred in the container, away from every edge: a form sheet's geometry.
private final class CentredSheetController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        return Rect(x: container.bounds.midX - 270, y: container.bounds.midY - 310, width: 540, height: 620)
    }
}

private final class PanModalLikeDelegate: ViewControllerTransitioningDelegate {
    let make: (ViewController, ViewController?) -> PresentationController
    init(_ make: @escaping (ViewController, ViewController?) -> PresentationController) { self.make = make }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        make(presented, presenting)
    }
}

@Suite("Safe area of presented views")
struct SafeAreaPresentationTests {
    private func present(
        on device: Device, orientation: Orientation = .portrait,
        _ make: @escaping (ViewController, ViewController?) -> PresentationController
    ) -> (Window, ViewController, PanModalLikeDelegate) {
        let window = Window(device: device, orientation: orientation)
        let root = ViewController(name: "presenting")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = PanModalLikeDelegate(make)
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        window.clock.runUntilIdle()
        return (window, presented, delegate)
    }

    @Test(arguments: Device.presets)
    func aSheetReadingTheSafeAreaSitsAtSafeTopPlus21OnEveryPresetAndAfterRotation(device: Device) throws {
        let (window, presented, delegate) = present(on: device) {
            SafeTopSheetController(presentedViewController: $0, presenting: $1)
        }
        let top = device.safeAreaInsets(in: .portrait).top
        #expect(presented.view.frame.minY == top + 21)
        // The sheet reaches the bottom: it inherits the home-indicator inset and none at its top.
        #expect(presented.view.safeAreaInsets.bottom == device.safeAreaInsets(in: .portrait).bottom)
        #expect(presented.view.safeAreaInsets.top == 0)

        for orientation in [Orientation.landscapeLeft, .portrait, .landscapeRight] {
            #expect(window.transition(to: orientation))
            window.clock.runUntilIdle()
            let expected = device.safeAreaInsets(in: orientation).top + 21
            #expect(presented.view.frame.minY == expected, "\(device.slug) \(orientation)")
            #expect(presented.view.frame.width == device.screenSize(in: orientation).width)
        }
        _ = delegate
    }

    @Test func aCentredFormSheetOnAnIPadGetsNoTopInsetAndAFullHeightSheetKeepsTheBottomOne() {
        let (window, centred, delegate) = present(on: .iPadPro11) {
            CentredSheetController(presentedViewController: $0, presenting: $1)
        }
        #expect(centred.view.window === window)
        #expect(centred.view.safeAreaInsets == .zero)
        withExtendedLifetime(delegate) {}

        let (other, full, otherDelegate) = present(on: .iPadPro11) {
            SafeTopSheetController(presentedViewController: $0, presenting: $1)
        }
        #expect(full.view.window === other)
        #expect(full.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        withExtendedLifetime(otherDelegate) {}
    }

    @Test func uikitsOwnFormSheetOnAnIPadIsClearOfTheSafeArea() throws {
        let window = Window(device: .iPadPro13)
        let root = ViewController(name: "presenting")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        window.clock.runUntilIdle()
        #expect(sheet.view.window === window)
        #expect(sheet.view.frame.minY > 24)
        #expect(sheet.view.safeAreaInsets == .zero)
    }

    @Test func theContainerHasTheScreensInsetsThroughRotation() throws {
        let (window, presented, delegate) = present(on: .iPhone16Pro) {
            SafeTopSheetController(presentedViewController: $0, presenting: $1)
        }
        let container = try #require(presented.view.superview)
        #expect(container.safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        window.transition(to: .landscapeLeft)
        window.clock.runUntilIdle()
        #expect(container.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        _ = delegate
    }
}
