import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// `shouldDismiss` beside a `base`: the veto of a user's dismissal of UIKit's own sheet or popover, answered
/// by the style as its delegate, as a custom style's is.
@Suite struct BaseDismissalVetoTests {
    static func sheet(shouldDismiss: String) -> String {
        """
        return style {
          options = { allow = false },
          base = "pageSheet",
          sheet = { detents = { "medium", "large" }, selectedDetent = "medium" },
          presentation = {
            \(shouldDismiss)
          },
        }
        """
    }

    private func delegate(_ source: String, options: [String: OptionValue] = [:]) throws -> (StyleTransitioningDelegate, String) {
        let folder = TemporaryStyles()
        let path = folder.write("vetoing", source)
        return (try folder.registry().transitioningDelegate(for: "vetoing", options: options), path)
    }

    private func calls(_ scene: StyleScene) -> [String] {
        scene.window.trace.events.map { "\($0.call) \($0.target)" }.filter { $0.hasPrefix("presentationController") }
    }

    private func swipe(_ scene: StyleScene) throws {
        scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 196, y: 650), dx: 0, dy: 150, duration: 0.1))
        scene.clock.runUntilIdle()
    }

    @Test func aBaseSheetsShouldDismissVetoesTheSwipeAndTheEscape() throws {
        let (delegate, _) = try delegate(Self.sheet(shouldDismiss: """
            shouldDismiss = function(self)
              return self.phase == "presented" and self.presented.name == "presented" and self.options.allow
            end,
            """))
        try withStyleScene(delegate) { scene in
            scene.present()
            scene.window.trace.removeAll()
            try swipe(scene)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(!scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(calls(scene) == [
                "presentationControllerShouldDismiss Style(vetoing)", "presentationControllerDidAttemptToDismiss Style(vetoing)",
                "presentationControllerShouldDismiss Style(vetoing)", "presentationControllerDidAttemptToDismiss Style(vetoing)",
            ])
            scene.dismiss()
        }
        let (allowing, _) = try self.delegate(Self.sheet(shouldDismiss: "shouldDismiss = function(self) return self.options.allow end,"),
                                              options: ["allow": .bool(true)])
        try withStyleScene(allowing) { scene in
            scene.present()
            try swipe(scene)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.window.trace.events.contains { $0.call == "presentationControllerDidDismiss" })
        }
    }

    @Test func aBasePopoversConstantVetoRefusesATapOutsideAndItsAdaptiveDelegateStillAnswers() throws {
        let source = """
            return style {
              base = "popover",
              popover = { source = "topRight", sourceRect = { 8, 0, 44, 44 } },
              adaptive = { compact = "none" },
              presentation = { shouldDismiss = false },
            }
            """
        let (delegate, _) = try delegate(source)
        try withStyleScene(delegate) { scene in
            scene.present()
            #expect(scene.presented.presentationController is PopoverPresentationController, "compact = none keeps the popover")
            // Inside the popover's 10-point layout margin: outside it, on the dimming view.
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 4, y: 400)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(scene.window.trace.events.contains { $0.call == "presentationControllerDidAttemptToDismiss" })
            scene.dismiss()
        }
    }

    @Test func aBrokenBaseVetoIsReportedAtItsLineAndTheDismissalGoesAhead() throws {
        let (delegate, path) = try delegate(Self.sheet(shouldDismiss: "shouldDismiss = function(self) return 1 end,"))
        withStyleScene(delegate, allowing: [.style.styleBadResult]) { scene in
            scene.present()
            #expect(scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            let report = scene.diagnostics.first { $0.hook == "shouldDismiss" }
            #expect(report?.file == path)
            #expect(report?.line == 6)
            #expect(report?.message.contains("shouldDismiss must return true or false, not the number 1") == true)
        }
    }

    @Test func aBaseStyleGivesNoOtherPresentationHook() throws {
        let error = #expect(throws: StyleError.self) {
            try delegate(Self.sheet(shouldDismiss: "shouldDismiss = false,\n    containerWillLayout = function() end,"))
        }
        #expect(error?.message == "a style with a base stands on the built-in presentation controller: presentation = { … } "
            + "takes only what its delegate answers (shouldDismiss); leave out containerWillLayout")
        #expect(error?.line == 7)
    }
}
