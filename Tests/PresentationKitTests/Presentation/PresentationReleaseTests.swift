import PresentationKit
import Testing

/// A presentation that ended lets go of its controllers, as UIKit's does: in one long-lived window, the
/// presented controller, its view and the presentation controller are freed when the dismissal completes
/// (or the presentation is cancelled), while the invariant checker still hears of what went wrong with them.
@Suite("Releasing ended presentations")
struct PresentationReleaseTests {
    /// Weak references to what one presentation made.
    struct Made {
        weak var presented: ViewController?
        weak var view: View?
        weak var presentationController: PresentationController?
        var allGone: Bool { presented == nil && view == nil && presentationController == nil }
    }

    /// Presents a controller of `style` (with `delegate`, for custom ones) from the scene's root, settles,
    /// then dismisses it and settles, counting completions; returns weak references to what it made.
    static func presentAndDismiss(
        in scene: Scene, style: ModalPresentationStyle, delegate: ViewControllerTransitioningDelegate? = nil,
        completions: Counter
    ) -> Made {
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        scene.presenting.present(presented, animated: true) { completions.count += 1 }
        scene.settle()
        let made = Made(presented: presented, view: presented.view, presentationController: presented.presentationController)
        #expect(made.presentationController != nil)
        presented.dismiss(animated: true) { completions.count += 1 }
        scene.settle()
        return made
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .formSheet, .fullScreen, .overFullScreen])
    func aDismissedBuiltInPresentationIsFreed(style: ModalPresentationStyle) {
        withScene(device: .iPhone15) { scene in
            let completions = Counter()
            let made = Self.presentAndDismiss(in: scene, style: style, completions: completions)
            #expect(made.allGone)
            #expect(completions.count == 2)
        }
    }

    @Test func aDismissedCustomPresentationIsFreed() {
        withScene { scene in
            let delegate = CoolTransitioningDelegate()
            let completions = Counter()
            let made = Self.presentAndDismiss(in: scene, style: .custom, delegate: delegate, completions: completions)
            #expect(made.allGone)
            #expect(completions.count == 2)
        }
    }

    @Test func manyCyclesInOneWindowLeaveNothingBehind() {
        withScene(device: .iPhone15) { scene in
            let completions = Counter()
            var made: [Made] = []
            for style in [ModalPresentationStyle.pageSheet, .formSheet, .fullScreen, .popover, .overCurrentContext] {
                for _ in 0..<20 { made.append(Self.presentAndDismiss(in: scene, style: style, completions: completions)) }
            }
            #expect(made.filter { !$0.allGone }.count == 0)
            #expect(completions.count == 200)
        }
    }

    /// Adds the presented view, then completes with false after 0.2 s: a presentation that is cancelled.
    final class CancellingAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.2 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
            if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
            context.clock.schedule(after: 0.2) { context.completeTransition(false) }
        }
    }

    @Test func aCancelledPresentationIsFreed() {
        withScene { scene in
            let delegate = VendingDelegate(present: CancellingAnimator())
            let completions = Counter()
            weak var presentedReference: ViewController?
            weak var controllerReference: PresentationController?
            do {
                let presented = Scene.customPresented(with: delegate)
                scene.presenting.present(presented, animated: true) { completions.count += 1 }
                presentedReference = presented
                controllerReference = presented.presentationController
                scene.settle()
            }
            #expect(completions.count == 1)
            #expect(presentedReference == nil)
            #expect(controllerReference == nil)
        }
    }
}
