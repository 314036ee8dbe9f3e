import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// A style's answers to a user's dismissal: the `shouldDismiss` veto, `self:escape()` (what VoiceOver's
/// escape does), and `dismiss{ animated = false }`.
@Suite struct UserDismissalTests {
    /// A dimmed card: a tap on the dim escapes, a tap on the card dismisses at once (`animated = false`); its
    /// animator fades, and takes no time when the transition is not animated.
    static func source(shouldDismiss: String) -> String {
        """
        return style {
          summary = "a card that escapes",
          presentation = {
            presentationWillBegin = function(self)
              local dim = view { name = "dim", color = "#000000", alpha = 0.4, frame = self.container.bounds }
              self.container:insert(dim, 1)
              dim:addGesture("tap", function() self.escaped = self:escape() end)
              self.presentedView:addGesture("tap", function() self.presented:dismiss { animated = false } end)
            end,
            frameOfPresentedView = function(self)
              local bounds = self.container.bounds
              return rect(0, bounds.height / 2, bounds.width, bounds.height / 2)
            end,
            \(shouldDismiss)
          },
          animator = {
            duration = 0.3,
            animate = function(ctx)
              local v = ctx.isPresenting and ctx.toView or ctx.fromView
              if ctx.isPresenting then v.frame = ctx:finalFrame(ctx.to); ctx.container:add(v) end
              animate { duration = ctx.isAnimated and ctx.duration or 0, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                        completion = function() ctx:complete(not ctx.wasCancelled) end }
            end,
          },
        }
        """
    }

    private func delegate(_ source: String) throws -> (StyleTransitioningDelegate, String) {
        let folder = TemporaryStyles()
        let path = folder.write("escaping", source)
        return (try folder.registry().transitioningDelegate(for: "escaping"), path)
    }

    private func lines(_ scene: StyleScene) -> [String] {
        scene.window.trace.events.map { "\($0.call) \($0.target)" }.filter {
            $0.hasPrefix("presentationController") || $0.hasPrefix("dismissalTransition")
        }
    }

    @Test func shouldDismissVetoesTheEscapeAndTheDelegateIsToldInUIKitsOrder() throws {
        let (delegate, _) = try delegate(Self.source(shouldDismiss: "shouldDismiss = function(self) return false end,"))
        withStyleScene(delegate) { scene in
            scene.present()
            scene.window.trace.removeAll()
            #expect(!scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(lines(scene) == [
                "presentationControllerShouldDismiss Style(escaping)",
                "presentationControllerDidAttemptToDismiss Style(escaping)",
            ])
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func aConstantFalseVetoesToo() throws {
        let (delegate, _) = try delegate(Self.source(shouldDismiss: "shouldDismiss = false,"))
        withStyleScene(delegate) { scene in
            scene.present()
            #expect(!scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.dismiss()
        }
    }

    @Test func anAllowedEscapeDismissesWithWillAndDidDismiss() throws {
        let (delegate, _) = try delegate(Self.source(shouldDismiss: "shouldDismiss = function(self) return self.phase == \"presented\" end,"))
        withStyleScene(delegate) { scene in
            scene.present()
            scene.window.trace.removeAll()
            #expect(scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(lines(scene) == [
                "presentationControllerShouldDismiss Style(escaping)",
                "dismissalTransitionWillBegin escaping.presentation(presented)",
                "presentationControllerWillDismiss Style(escaping)",
                "dismissalTransitionDidEnd escaping.presentation(presented)",
                "presentationControllerDidDismiss Style(escaping)",
            ])
        }
    }

    @Test func isModalInPresentationRefusesWithoutAskingTheStyle() throws {
        let (delegate, _) = try delegate(Self.source(shouldDismiss: "shouldDismiss = function(self) return true end,"))
        withStyleScene(delegate) { scene in
            scene.presented.isModalInPresentation = true
            scene.present()
            scene.window.trace.removeAll()
            #expect(!scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(lines(scene) == ["presentationControllerDidAttemptToDismiss Style(escaping)"])
            scene.dismiss()
        }
    }

    @Test func selfEscapeGoesThroughTheVeto() throws {
        let (vetoing, _) = try delegate(Self.source(shouldDismiss: "shouldDismiss = false,"))
        try withStyleScene(vetoing) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 100, y: 100)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.dismiss()
        }
        let (allowing, _) = try delegate(Self.source(shouldDismiss: ""))
        try withStyleScene(allowing) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 100, y: 100)))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.window.trace.events.contains { $0.call == "userDismissal" && $0.detail == "escape" })
        }
    }

    @Test func anUnanimatedStyleDismissalTakesNoTimeAndRunsTheSameCallbacks() throws {
        let (delegate, _) = try delegate(Self.source(shouldDismiss: "shouldDismiss = false,"))
        try withStyleScene(delegate) { scene in
            scene.present()
            let start = scene.clock.now
            // A tap on the card: a programmatic dismissal, which no veto stops.
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 196, y: 700), duration: 0))
            let lifted = scene.clock.now
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            // The animator is told the dismissal is not animated (`ctx.isAnimated`), and so takes no time.
            #expect(scene.clock.now - lifted < 0.3, "an unanimated dismissal must not play the 0.3 s animation")
            #expect(scene.clock.now >= start)
            let calls = scene.window.trace.events.map(\.call)
            #expect(calls.contains("viewDidDisappear"))
            #expect(!calls.contains("presentationControllerShouldDismiss"))
        }
    }

    @Test func aBadDismissOptionIsReportedAtItsLine() throws {
        let source = Self.source(shouldDismiss: "").replacingOccurrences(
            of: "dismiss { animated = false }", with: "dismiss { animated = \"no\" }")
        let (delegate, path) = try delegate(source)
        try withStyleScene(delegate, allowing: [.style.styleHookFailed]) { scene in
            scene.present()
            scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 196, y: 700), duration: 0))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            let report = try #require(scene.diagnostics.first { $0.code == .style.styleHookFailed })
            #expect(report.file == path)
            #expect(report.line == 8)
            #expect(report.message.contains("dismiss{}.animated must be true or false"))
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test(arguments: ["error(\"no\")", "while true do end"])
    func aBrokenVetoIsReportedAndTheEscapeCompletes(_ statement: String) throws {
        let (delegate, path) = try delegate(Self.source(shouldDismiss: "shouldDismiss = function(self)\n      \(statement)\n    end,"))
        withStyleScene(delegate, allowing: [.style.styleHookFailed, .style.styleHookBudget]) { scene in
            scene.present()
            #expect(scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            let reports = scene.diagnostics.filter { $0.hook == "shouldDismiss" }
            #expect(reports.count == 1)
            #expect(reports.first?.file == path)
            #expect(reports.first?.line == 15)
            #expect(scene.window.invariantViolations() == [])
        }
    }
}
