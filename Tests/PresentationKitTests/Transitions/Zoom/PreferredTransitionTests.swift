import PresentationKit
import Testing

/// `preferredTransition` in place of `modalTransitionStyle`, by era: iOS 18's API (Apple's documentation of
/// `UIViewController.preferredTransition`: "iOS 18.0+"), absent from the iOS 12 era.
@Suite("Preferred transition")
struct PreferredTransitionTests {
    private func present(_ transition: Transition, style: ModalPresentationStyle = .fullScreen, in scene: Scene) -> ViewController {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = .coverVertical
        presented.preferredTransition = transition
        scene.presenting.present(presented, animated: true)
        scene.settle()
        return presented
    }

    @Test(arguments: SystemVersion.allCases)
    func thePreferredTransitionPlaysFromIOS18AndTheTransitionStyleBefore(_ era: SystemVersion) {
        withScene { scene in
            scene.window.systemVersion = era
            _ = present(.crossDissolve, in: scene)
            let played = era >= .iOS18 ? "crossDissolve" : "coverVertical"
            #expect(scene.traceLines().contains("animateTransition(using:) ModalTransitionAnimator(\(played))"))
            #expect(Transition.isAvailable(in: scene.window) == (era >= .iOS18))
        }
    }

    @Test(arguments: SystemVersion.allCases)
    func theZoomIsIOS18sAndIOS12CoversVertically(_ era: SystemVersion) throws {
        try withScene { scene in
            scene.window.systemVersion = era
            let thumb = View(name: "thumb", frame: Rect(x: 20, y: 100, width: 80, height: 80))
            scene.presenting.view.addSubview(thumb)
            var asks = 0
            let presented = present(.zoom { _ in asks += 1; return thumb }, in: scene)
            #expect(asks == (era >= .iOS18 ? 1 : 0))
            #expect(presented.view.gestureRecognizers.isEmpty == (era < .iOS18), "the drag-to-dismiss comes with the zoom")
            _ = scene.window.sendTouches(along: try .drag(from: Point(x: 200, y: 400), dx: 0, dy: 300, duration: 0.25))
            scene.settle()
            #expect((scene.presenting.presentedViewController == nil) == (era >= .iOS18))
        }
    }

    @Test func thePartialCurlIsRefusedOutsideAFullScreenPresentation() {
        withScene(allowing: [.engine.partialCurlNeedsFullScreen]) { scene in
            let presented = present(.partialCurl, style: .overFullScreen, in: scene)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(scene.window.diagnostics.diagnostics.contains { $0.code == .engine.partialCurlNeedsFullScreen })
        }
    }

    @Test func thePartialCurlLeavesThePageCurledUntilTheDismissalUnrollsIt() {
        withScene { scene in
            let presented = present(.partialCurl, in: scene)
            let page = scene.window.rootView.firstDescendant(named: ModalTransitionAnimator.curlViewName)
            #expect(page?.frame == Rect(x: 0, y: 0, width: Scene.phone.width, height: Scene.phone.height * 0.4))
            #expect(page?.backgroundColor == scene.presenting.view.backgroundColor)
            let names = scene.viewNames
            #expect(names.firstIndex(of: "curl")! > names.firstIndex(of: "presented")!, "the page lies over the presented view")
            presented.dismiss(animated: true)
            scene.clock.advance(by: 0.5)
            #expect((page?.presentation.frame.height ?? 0) > Scene.phone.height * 0.4)
            scene.settle()
            #expect(page?.superview == nil)
        }
    }

    @Test func theModalTransitionStyleAlonePlaysThePartialCurlToo() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            presented.modalTransitionStyle = .partialCurl
            scene.presenting.present(presented, animated: false)
            scene.settle()
            #expect(scene.window.rootView.firstDescendant(named: "curl") != nil)
            presented.dismiss(animated: false)
            scene.settle()
            #expect(scene.window.rootView.firstDescendant(named: "curl") == nil)
        }
    }
}
