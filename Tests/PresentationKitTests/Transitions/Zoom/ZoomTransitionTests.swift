import PresentationKit
import Testing

/// iOS 18's zoom (`UIViewController.Transition.zoom`): the presented view grows out of a source view and
/// shrinks back into the one the provider names at dismissal; a downward drag anywhere dismisses it, at any
/// time (Apple's "Enhancing your app with fluid transitions"; WWDC 2024 "Enhance your UI animations and
/// transitions").
@Suite("Zoom transition")
struct ZoomTransitionTests {
    /// A scene whose presenter shows two thumbnails, and a full-screen controller that zooms from the one
    /// `source` names; `asks` logs each question to the provider (true: presenting).
    final class ZoomScene {
        let scene: Scene
        let thumbs: [View]
        let zoomed = ViewController(name: "zoomed")
        var source = "thumb-1"
        var asks: [Bool] = []
        let options = Transition.ZoomOptions()

        init(_ scene: Scene, style: ModalPresentationStyle = .fullScreen) {
            self.scene = scene
            thumbs = [Rect(x: 20, y: 100, width: 80, height: 80), Rect(x: 200, y: 300, width: 120, height: 90)]
                .enumerated().map { index, frame in
                    let thumb = View(name: "thumb-\(index + 1)", frame: frame)
                    thumb.cornerRadius = 6
                    scene.presenting.view.addSubview(thumb)
                    return thumb
                }
            zoomed.modalPresentationStyle = style
            zoomed.preferredTransition = .zoom(options: options) { [unowned self] context in
                asks.append(context.isPresenting)
                #expect(context.zoomedViewController === zoomed)
                return context.sourceViewController.view.firstDescendant(named: source)
            }
        }

        func present(settling: Bool = true) {
            scene.presenting.present(zoomed, animated: true)
            if settling { scene.settle() }
        }

        func drag(by dy: Double, dx: Double = 0, over duration: Double = 0.25) throws {
            _ = scene.window.sendTouches(along: try .drag(from: Point(x: 200, y: 500), dx: dx, dy: dy, duration: duration))
        }

        var appearance: [String] {
            let callbacks = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
            return scene.traceLines().filter { line in callbacks.contains { line.hasPrefix($0 + " ") } }
        }
    }

    @Test func thePresentedViewGrowsOutOfTheSourceViewsFrame() {
        withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present(settling: false)
            scene.clock.advance(by: 0)
            #expect(close(zoom.zoomed.view.presentation.frame, zoom.thumbs[0].frame), "it starts on the thumbnail")
            #expect(zoom.zoomed.view.presentation.cornerRadius == 6, "with the thumbnail's corners")
            #expect(zoom.thumbs[0].isHidden, "the source hides while the zoom flies")
            scene.clock.advance(by: 0.1)
            let midway = zoom.zoomed.view.presentation.frame
            #expect(midway.width > 80 && midway.width < Scene.phone.width)
            scene.settle()
            #expect(zoom.zoomed.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(zoom.zoomed.view.cornerRadius == 0)
            #expect(!zoom.thumbs[0].isHidden)
            #expect(zoom.asks == [true], "the provider is asked once, on present")
            #expect(scene.traceLines().contains("animateTransition(using:) ZoomTransitionAnimator"))
        }
    }

    @Test func aDownwardDragDismissesAndFliesToTheSourceTheProviderNamesThen() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            zoom.source = "thumb-2"
            scene.window.trace.removeAll()
            try zoom.drag(by: 300)
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(zoom.asks == [true, false], "asked again at dismissal")
            #expect(close(zoom.zoomed.view.presentation.frame, zoom.thumbs[1].frame), "it landed on the second thumbnail")
            #expect(zoom.zoomed.view.window == nil)
            #expect(!zoom.thumbs[1].isHidden)
            #expect(zoom.appearance == [
                "viewWillDisappear zoomed true", "viewWillAppear presenting true",
                "viewDidDisappear zoomed true", "viewDidAppear presenting true",
            ])
            #expect(zoom.zoomed.view.gestureRecognizers.isEmpty, "the drag-to-dismiss leaves with the presentation")
        }
    }

    @Test func theZoomedViewShrinksUnderTheFingerByTheShareDraggedDown() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            // Hold the finger 213 pt down (a quarter of the height) and look before it lifts.
            let path = try TouchPath.drag(from: Point(x: 200, y: 500), dx: 0, dy: 213, duration: 0.5)
            _ = scene.window.scheduleTouches(along: path)
            scene.clock.advance(by: 0.45)
            let view = zoom.zoomed.view
            let progress = path.location(at: 0.45).y - 500
            let scale = 1 - (1 - ZoomMetrics.minimumInteractiveScale) * progress / Scene.phone.height
            #expect(close(view.presentation.transform.a, scale, 1e-3))
            // The point the finger touched down on stays under it.
            let held = view.convert(Point(x: 200, y: 500), to: nil)
            #expect(close(held, Point(x: 200, y: 500 + progress), 1e-3), "\(held)")
            #expect(scene.presenting.presentedViewController === zoom.zoomed, "still deciding")
            scene.settle()
        }
    }

    @Test func aShortSlowDragSpringsBackAndTheControllerStaysPresented() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            scene.window.trace.removeAll()
            try zoom.drag(by: 40, over: 1)
            scene.settle()
            #expect(scene.presenting.presentedViewController === zoom.zoomed)
            #expect(zoom.zoomed.view.transform == .identity)
            #expect(zoom.zoomed.view.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(!zoom.thumbs[0].isHidden)
            // A cancelled dismissal: the callbacks run back, in UIKit's order.
            #expect(zoom.appearance == [
                "viewWillDisappear zoomed true", "viewWillAppear presenting true",
                "viewWillDisappear presenting true", "viewDidDisappear presenting true",
                "viewWillAppear zoomed true", "viewDidAppear zoomed true",
            ])
            #expect(zoom.asks == [true, false])
            try zoom.drag(by: 300)
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil, "the drag-to-dismiss is still there")
        }
    }

    @Test func theOptionDecidesWhetherADragBeginsTheDismissal() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            var asked: [Bool] = []
            zoom.options.interactiveDismissShouldBegin = { context in
                asked.append(context.willBegin)
                return !context.willBegin
            }
            zoom.present()
            try zoom.drag(by: 300)
            scene.settle()
            #expect(scene.presenting.presentedViewController === zoom.zoomed, "the option refused the downward drag")
            #expect(!scene.traceLines().contains("beginZoomDismissal zoomed"))
            try zoom.drag(by: -300)
            scene.settle()
            #expect(asked == [true, false])
            #expect(scene.traceLines().contains("beginZoomDismissal zoomed"), "the option let the upward drag begin")
            #expect(scene.presenting.presentedViewController === zoom.zoomed, "released heading up, it springs back")
        }
    }

    @Test func aDragDuringTheZoomCompletesThePresentationThenDismisses() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present(settling: false)
            scene.clock.advance(by: 0.05)
            #expect(zoom.zoomed.isBeingPresented)
            try zoom.drag(by: 300)
            scene.settle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(zoom.appearance == [
                "viewWillDisappear presenting true", "viewWillAppear zoomed true",
                "viewDidDisappear presenting true", "viewDidAppear zoomed true",
                "viewWillDisappear zoomed true", "viewWillAppear presenting true",
                "viewDidDisappear zoomed true", "viewDidAppear presenting true",
            ], "an interrupted presentation completes, then the dismissal begins")
            #expect(!zoom.thumbs[0].isHidden)
        }
    }

    @Test func aProgrammaticDismissalFliesBackToTheSourceAskedThen() {
        withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.present()
            zoom.source = "thumb-2"
            zoom.zoomed.dismiss(animated: true)
            scene.clock.advance(by: 0)
            #expect(zoom.thumbs[1].isHidden)
            scene.settle()
            #expect(zoom.asks == [true, false])
            #expect(close(zoom.zoomed.view.presentation.frame, zoom.thumbs[1].frame))
            #expect(zoom.zoomed.view.window == nil)
            #expect(!zoom.thumbs[1].isHidden)
        }
    }

    @Test func theAlignmentRectLandsOnTheSource() {
        withScene { scene in
            let zoom = ZoomScene(scene)
            let photo = Rect(x: 0, y: 213, width: 393, height: 393)
            zoom.options.alignmentRectProvider = { context in
                #expect(context.sourceView === zoom.thumbs[0])
                return photo
            }
            zoom.present(settling: false)
            scene.clock.advance(by: 0)
            // The photo's square (0, 213, 393, 393) lies on the 80-pt thumbnail: the view is scaled by 80/393.
            let scale = 80.0 / 393
            let expected = Rect(x: 20, y: 100 - 213 * scale, width: 393 * scale, height: 852 * scale)
            #expect(close(zoom.zoomed.view.presentation.frame, expected, 1e-9))
            scene.settle()
        }
    }

    @Test func theDimmingColorFadesInBehindTheZoomedViewAndLeavesWithIt() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene, style: .overFullScreen)
            zoom.options.dimmingColor = Color(white: 0, alpha: 0.5)
            zoom.present(settling: false)
            scene.clock.advance(by: 0)
            #expect(scene.viewNames.contains(ZoomTransitionAnimator.dimmingViewName))
            let dimming = try #require(scene.window.rootView.firstDescendant(named: ZoomTransitionAnimator.dimmingViewName))
            #expect(dimming.presentation.alpha == 0)
            scene.settle()
            #expect(dimming.alpha == 1)
            #expect(dimming.backgroundColor == Color(white: 0, alpha: 0.5))
            let names = scene.viewNames
            #expect(names.firstIndex(of: "zoom-dim")! < names.firstIndex(of: "zoomed")!, "behind the zoomed view")
            try zoom.drag(by: 300)
            scene.settle()
            #expect(dimming.superview == nil)
        }
    }

    @Test func aDimmingVisualEffectAloneIsABlurViewInAClearDimmingView() throws {
        try withScene { scene in
            let zoom = ZoomScene(scene, style: .overFullScreen)
            zoom.options.dimmingVisualEffect = BlurEffect(style: .systemMaterial)
            zoom.present(settling: false)
            scene.clock.advance(by: 0)
            let dimming = try #require(scene.window.rootView.firstDescendant(named: ZoomTransitionAnimator.dimmingViewName))
            #expect(dimming.backgroundColor == .clear)
            #expect(dimming.subviews.map(\.name) == [ZoomTransitionAnimator.blurViewName], "no colour view without a colour")
            #expect(dimming.subviews.first?.backgroundColor == BlurEffect(style: .systemMaterial).tint)
            #expect(dimming.subviews.first?.frame == dimming.bounds)
            #expect(scene.traceLines().contains("dimmingVisualEffect container systemMaterial"))
            scene.settle()
        }
    }

    @Test func theBlurTintsGrowMoreOpaqueFromThinnestToThickest() {
        let lights: [BlurEffect.Style] = [.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial]
        let darks: [BlurEffect.Style] = [.systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark]
        for styles in [lights, darks] {
            let alphas = styles.map { BlurEffect(style: $0).tint.alpha }
            #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count, "\(alphas)")
        }
        #expect(BlurEffect(style: .systemMaterial).tint == BlurEffect(style: .systemMaterialLight).tint, "the light appearance")
        #expect(BlurEffect(style: .systemMaterialDark).tint.red < 0.5)
    }

    @Test func withoutASourceTheZoomedViewFadesInWhereItRests() {
        withScene { scene in
            let zoom = ZoomScene(scene)
            zoom.source = "nothing"
            zoom.present(settling: false)
            scene.clock.advance(by: 0)
            #expect(zoom.zoomed.view.presentation.frame == Rect(origin: .zero, size: Scene.phone))
            #expect(zoom.zoomed.view.presentation.alpha == 0)
            scene.settle()
            #expect(zoom.zoomed.view.alpha == 1)
        }
    }

    @Test func aTransitioningDelegatesAnimatorWinsOverThePreferredTransition() {
        withScene { scene in
            let zoom = ZoomScene(scene)
            let delegate = FixedAnimatorDelegate()
            zoom.zoomed.transitioningDelegate = delegate
            zoom.present()
            #expect(zoom.asks.isEmpty)
            #expect(!scene.traceLines().contains("animateTransition(using:) ZoomTransitionAnimator"))
        }
    }
}

/// Vends UIKit's cross-dissolve as its own animator.
private final class FixedAnimatorDelegate: ViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        ModalTransitionAnimator(style: .crossDissolve)
    }
}
