import PresentationKit
import Testing

/// A presentation adapted with a replacement controller (a popover shown full screen inside a wrapper) that
/// presents in turn, then adapts back when the traits change: the presentation above is handed to the
/// controller shown again, so the chain stays one chain — found by `fuzz-engine-operations`
/// ("OverFullScreenPresentationController(wrapper) is presented but its controller is not in the chain").
@Suite struct AdaptationWithPresentationAboveTests {
    @Test func aPresentationAboveAReplacementMovesToTheContentWhenTheAdaptationEnds() throws {
        try withScene(device: .iPhone15) { scene in
            let delegate = AdaptiveDelegate(style: { $0.horizontalSizeClass == .compact ? .overFullScreen : nil }) { controller, _ in
                DoneContainer(wrapping: controller.presentedViewController)
            }
            let presented = scene.presentPopover(delegate: delegate)
            let wrapper = try #require(scene.presenting.presentedViewController as? DoneContainer)
            let above = ViewController(name: "above")
            above.modalPresentationStyle = .overFullScreen
            wrapper.present(above, animated: true)
            scene.settle()
            #expect(above.presentingViewController === wrapper)

            scene.window.transition(toSize: Scene.pad, traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
            scene.settle()
            #expect(scene.presenting.presentedViewController === presented)
            #expect(presented.presentedViewController === above)
            #expect(above.presentingViewController === presented)
            #expect(wrapper.presentedViewController == nil)
            #expect(scene.window.invariantViolations() == [])
        }
    }
}
