import PresentationKit
import Testing

/// The invariant checker catches what can go wrong in a navigation or tab bar controller.
@Suite("Container invariants")
struct ContainerInvariantTests {
    @Test func aHiddenChildsViewLeftInTheContentIsReported() {
        let scene = Scene()
        let navigation = scene.installNavigation()
        let root = navigation.viewControllers[0]
        navigation.pushViewController(ViewController(name: "detail"), animated: false)
        scene.settle()
        #expect(scene.window.invariantViolations() == [])
        navigation.contentView.insertSubview(root.view, at: 0)
        #expect(scene.window.invariantViolations().contains { $0.contains("the view of 'root' is in the content of 'navigation'") })
    }

    @Test func aPushNothingWillCompleteIsReported() {
        let scene = Scene()
        let navigation = scene.installNavigation()
        let delegate = RecordingNavigationDelegate(animator: SilentAnimator())
        navigation.delegate = delegate
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        scene.settle()
        #expect(scene.window.invariantViolations().contains { $0.contains("TransitionContext(push(detail)) is under way but nothing will ever complete it") })
    }

    @Test func aTabWhoseAppearanceDisagreesWithTheSelectionIsReported() {
        let scene = Scene()
        let tabs = [ViewController(name: "first"), ViewController(name: "second")]
        _ = scene.installTabs(tabs)
        tabs[1].beginAppearanceTransition(true, animated: false)
        tabs[1].endAppearanceTransition()
        #expect(scene.window.invariantViolations() == ["'second' in 'tabs' is appeared; it should be disappeared"])
    }
}
