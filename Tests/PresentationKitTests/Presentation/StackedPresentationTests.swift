import PresentationKit
import Testing

/// Presenting from a presented controller works for every built-in and custom presentation controller, and
/// dismissing the lower one dismisses everything above it, only the top one animating (Apple's documentation
/// of `dismiss(animated:completion:)`: "If you present several view controllers in succession, thus
/// building a stack of presented view controllers, calling this method on a view controller lower in the
/// stack dismisses its immediate child view controller and all view controllers above that child on the
/// stack. When this happens, only the top-most view is dismissed in an animated fashion").
@Suite("Stacked presentations")
struct StackedPresentationTests {
    /// A way to present, and the delegate to keep alive for it.
    struct Kind: CustomTestStringConvertible, Sendable {
        let name: String
        let style: ModalPresentationStyle
        let custom: Custom?
        enum Custom: Sendable { case overlay, cool }

        var testDescription: String { name }

        static let all: [Kind] = [
            Kind(name: "fullScreen", style: .fullScreen, custom: nil),
            Kind(name: "overFullScreen", style: .overFullScreen, custom: nil),
            Kind(name: "pageSheet", style: .pageSheet, custom: nil),
            Kind(name: "formSheet", style: .formSheet, custom: nil),
            Kind(name: "popover", style: .popover, custom: nil),
            Kind(name: "overlay", style: .custom, custom: .overlay),
            Kind(name: "cool", style: .custom, custom: .cool),
        ]

        /// A controller named `name` set up to be presented this way from `presenter`; the returned delegate
        /// must be kept alive.
        func controller(named name: String, from presenter: ViewController) -> (ViewController, AnyObject?) {
            let controller = ViewController(name: name)
            controller.modalPresentationStyle = style
            if style == .popover {
                let button = View(name: "\(name)-source", frame: Rect(x: 100, y: 100, width: 40, height: 30))
                presenter.view.addSubview(button)
                controller.preferredContentSize = Size(width: 300, height: 200)
                controller.popoverPresentationController?.sourceView = button
            }
            switch custom {
            case .overlay:
                let delegate = OverlayTransitioningDelegate()
                controller.transitioningDelegate = delegate
                return (controller, delegate)
            case .cool:
                let delegate = CoolTransitioningDelegate()
                controller.transitioningDelegate = delegate
                return (controller, delegate)
            case nil:
                return (controller, nil)
            }
        }
    }

    static let pairs: [(Kind, Kind)] = Kind.all.flatMap { lower in Kind.all.map { (lower, $0) } }

    @Test(arguments: pairs)
    func aControllerPresentedFromAPresentedOneComesAndGoesWithTheScreenBackAsItWas(lower: Kind, upper: Kind) {
        withScene(device: .iPhone15) { scene in
            let rootFrame = scene.presenting.view.frame
            let (first, firstDelegate) = lower.controller(named: "first", from: scene.presenting)
            let presents = Counter()
            scene.presenting.present(first, animated: true) { presents.count += 1 }
            scene.settle()
            let (second, secondDelegate) = upper.controller(named: "second", from: first)
            first.present(second, animated: true) { presents.count += 1 }
            scene.settle()
            #expect(presents.count == 2)
            #expect(second.presentingViewController != nil)
            #expect(second.viewIfLoaded?.window === scene.window)
            #expect(scene.window.invariantViolations() == [])

            let dismissals = Counter()
            second.dismiss(animated: true) { dismissals.count += 1 }
            scene.settle()
            #expect(first.presentedViewController == nil && first.viewIfLoaded?.window === scene.window)
            first.dismiss(animated: true) { dismissals.count += 1 }
            scene.settle()
            #expect(dismissals.count == 2)
            #expect(scene.window.presentationStack.isEmpty)
            #expect(scene.presenting.view.frame == rootFrame && scene.presenting.view.transform == .identity)
            withExtendedLifetime((firstDelegate, secondDelegate)) {}
        }
    }

    @Test(arguments: pairs)
    func dismissingTheLowerControllerTakesTheUpperOneWithOnlyTheTopAnimating(lower: Kind, upper: Kind) {
        withScene(device: .iPhone15) { scene in
            let (first, firstDelegate) = lower.controller(named: "first", from: scene.presenting)
            scene.presenting.present(first, animated: true)
            scene.settle()
            let (second, secondDelegate) = upper.controller(named: "second", from: first)
            first.present(second, animated: true)
            scene.settle()
            let mark = scene.window.trace.mark
            let completions = Counter()
            scene.presenting.dismiss(animated: true) { completions.count += 1 }
            scene.settle()
            let events = Array(scene.window.trace.events(since: mark))
            #expect(events.filter { $0.call == "animateTransition(using:)" }.count == 1, "only the top one animates")
            #expect(completions.count == 1)
            #expect(scene.window.presentationStack.isEmpty)
            #expect([first, second].allSatisfy { $0.presentingViewController == nil && $0.viewIfLoaded?.window == nil })
            #expect(scene.presenting.view.transform == .identity)
            withExtendedLifetime((firstDelegate, secondDelegate)) {}
        }
    }
}
