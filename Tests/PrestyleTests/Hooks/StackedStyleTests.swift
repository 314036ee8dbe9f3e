import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A style presenting from a controller that is itself presented: it can tell (UIKit's
/// `presentingViewController` of its presenter), it comes and goes over the lower presentation, and the
/// lower presented view — its presenter — gets its look back.
@Suite("Styles stacked over another presentation")
struct StackedStyleTests {
    /// Marks the presented view by whether the presenter is itself presented, and rounds the presenter.
    static let source = """
        return style {
          presentation = {
            frameOfPresentedViewInContainerView = function(self)
              local b = self.container.bounds
              return rect(20, b.height / 2, b.width - 40, b.height / 2 - 20)
            end,
            presentationWillBegin = function(self)
              self.presenting.view.cornerRadius = 30
              self.presenting.view.borderWidth = 2
            end,
            presentationDidEnd = function(self)
              local stacked = self.presenting.presentingViewController ~= nil
              self.presentedView.color = stacked and "#ff0000" or "#00ff00"
            end,
          },
        }
        """

    @Test func aStyleSeesThatItsPresenterIsPresentedAndGivesTheLowerSheetItsLookBack() throws {
        let styles = TemporaryStyles()
        styles.write("over", Self.source)
        let delegate = try styles.registry().transitioningDelegate(for: "over")
        withStyleScene(delegate) { scene in
            let lower = ViewController(name: "lower")
            lower.modalPresentationStyle = .pageSheet
            var completions = 0
            scene.presenting.present(lower, animated: true) { completions += 1 }
            scene.clock.runUntilIdle()
            let lowerLook = lower.view.appearance
            lower.present(scene.presented, animated: true) { completions += 1 }
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.backgroundColor == Color(hex: "#ff0000"), "the presenter is itself presented")
            #expect(lower.view.borderWidth == 2 && lower.view.cornerRadius == 30)
            scene.presented.dismiss(animated: true) { completions += 1 }
            scene.clock.runUntilIdle()
            #expect(lower.view.appearance == lowerLook, "the lower sheet keeps its own corners, not the style's")
            #expect(lower.view.transform == .identity)
            scene.presenting.dismiss(animated: true) { completions += 1 }
            scene.clock.runUntilIdle()
            #expect(completions == 4)
        }
    }

    @Test func aStyleOverTheRootSeesNoPresenterAboveIt() throws {
        let styles = TemporaryStyles()
        styles.write("over", Self.source)
        withStyleScene(try styles.registry().transitioningDelegate(for: "over")) { scene in
            scene.present()
            #expect(scene.presented.view.backgroundColor == Color(hex: "#00ff00"))
            scene.dismiss()
        }
    }

    @Test func dismissingTheLowerSheetTakesTheStyledOneWithItOnce() throws {
        let styles = TemporaryStyles()
        styles.write("over", Self.source)
        withStyleScene(try styles.registry().transitioningDelegate(for: "over")) { scene in
            let lower = ViewController(name: "lower")
            lower.modalPresentationStyle = .pageSheet
            let lowerLook = lower.view.appearance
            scene.presenting.present(lower, animated: true)
            scene.clock.runUntilIdle()
            lower.present(scene.presented, animated: true)
            scene.clock.runUntilIdle()
            var completions = 0
            scene.presenting.dismiss(animated: true) { completions += 1 }
            scene.clock.runUntilIdle()
            #expect(completions == 1)
            #expect(scene.presented.presentingViewController == nil && lower.presentingViewController == nil)
            #expect(lower.view.appearance == lowerLook, "the lower sheet leaves as it came, neither the sheet's nor the style's look")
            #expect(scene.presenting.view.transform == .identity)
        }
    }
}
