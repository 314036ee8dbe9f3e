@testable import Prestyle
import Testing

/// A hook's name is a value: its text is what diagnostics have always printed, a callback's name is built
/// from its parts (never parsed from text), and two names are equal exactly when they name the same code.
@Suite struct HookNameTests {
    @Test(arguments: [
        (HookName.presentation(.frameOfPresentedView), "frameOfPresentedView"),
        (.animator("animator", .animate), "animator.animate"),
        (.animator("dismissAnimator", .duration), "dismissAnimator.duration"),
        (.animator("animator", .ended), "animator.ended"),
        (.animator("animator", .animate).callback(.completion), "animator.animate (completion)"),
        (.presentation(.presentationWillBegin).callback(.alongside), "presentationWillBegin (alongside)"),
        (.presentation(.presentationWillBegin).callback(.alongsideCompletion), "presentationWillBegin (alongside completion)"),
        (.presentation(.dismissalWillBegin).callback(.interactionChange), "dismissalWillBegin (interaction change)"),
        (.presentation(.presentationDidEnd).callback(.gesture), "presentationDidEnd (gesture)"),
    ])
    func aHookNameReadsAsDiagnosticsHaveAlwaysNamedIt(_ name: HookName, _ text: String) {
        #expect(name.description == text)
        #expect("\(name)" == text)
    }

    @Test func aCallbackRegisteredInACallbackBelongsToTheHookThatStartedTheFirst() {
        let completion = HookName.animator("animator", .animate).callback(.completion)
        #expect(completion.callback(.completion) == completion)
        #expect(completion.callback(.gesture).description == "animator.animate (gesture)")
    }

    @Test func namesAreEqualOnlyWhenTheyNameTheSameCode() {
        let frame = HookName.presentation(.frameOfPresentedView)
        #expect(frame == .presentation(.frameOfPresentedView))
        #expect(frame != .presentation(.containerWillLayout))
        #expect(frame != frame.callback(.completion))
        #expect(HookName.animator("animator", .animate) != .animator("dismissAnimator", .animate))
        #expect(Set([frame, .presentation(.frameOfPresentedView), frame.callback(.completion)]).count == 2)
    }
}
