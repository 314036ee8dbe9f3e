import PresentationKit
import Prestyle
import TestSupport
import Testing

/// What a style hands the finger API is checked like everything else: reported at file:line and hook, and
/// the presentation completes or stays put, every completion once.
@Suite struct InteractionValidationTests {
    /// A full-screen style (no animator: UIKit's cover vertical) whose presented view has a pan calling
    /// `handler`, the body of `function(self, g)`.
    private func scene(_ handler: String, extra: String = "", _ body: (StyleScene) throws -> Void) throws -> [Diagnostic] {
        let styles = TemporaryStyles()
        styles.write("finger", """
            local function handle(self, g)
            \(handler)
            end
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator)
                  self.presentedView:addGesture("pan", function(g) handle(self, g) end)
                  \(extra)
                end,
              },
            }
            """)
        let delegate = try styles.registry().transitioningDelegate(for: "finger")
        let scene = StyleScene(delegate)
        scene.present()
        try body(scene)
        #expect(scene.window.invariantViolations() == [])
        return scene.diagnostics.filter { $0.severity != .note }
    }

    private func drag(_ scene: StyleScene, dy: Double = 300, seconds: Double = 0.25) {
        scene.window.sendTouches(along: try! TouchPath.drag(from: Point(x: 196, y: 300), dx: 0, dy: dy, duration: seconds))
        scene.clock.runUntilIdle()
    }

    @Test func aHandlerThatFailsIsReportedAtItsLineAndThePresentationStays() throws {
        let problems = try scene("  error('no fingers here')") { scene in
            drag(scene)
            #expect(scene.presenting.presentedViewController === scene.presented)
        }
        #expect(problems.count == 1)
        #expect(problems.first?.line == 2)
        #expect(problems.first?.hook == "presentationWillBegin (gesture)")
        #expect(problems.first?.message.contains("no fingers here") == true)
    }

    @Test func aHandlerThatLoopsIsStoppedOnceAndNotCalledAgain() throws {
        let problems = try scene("  while true do end") { scene in
            drag(scene)
            drag(scene)
        }
        #expect(problems.map(\.code) == ["styleHookBudget"])
    }

    @Test func aSecondFinishIsIgnoredAndTheDismissalCompletesOnce() throws {
        let handler = """
              if g.state == "began" then self.it = self:beginInteractiveDismissal() end
              if g.state == "changed" then self.it:update(g.translation.y / 852) end
              if g.state == "ended" then self.it:finish{ velocity = 1 }; self.it:finish() end
            """
        let problems = try scene(handler) { scene in
            drag(scene)
            #expect(scene.presenting.presentedViewController == nil)
            #expect(scene.window.trace.events.filter { $0.call == "finishInteractiveTransition" }.count == 1)
            #expect(scene.window.trace.events.filter { $0.call == "dismissalTransitionDidEnd" }.count == 1)
        }
        #expect(problems.map(\.code) == ["styleIgnoredCall"])
        #expect(problems.first?.line == 4)
    }

    @Test func aNaNVelocityIsReportedAndTheDismissalStillFinishes() throws {
        let handler = """
              if g.state == "began" then self.it = self:beginInteractiveDismissal() end
              if g.state == "ended" then self.it:finish{ velocity = 0/0 } end
            """
        let problems = try scene(handler) { scene in
            drag(scene)
            #expect(scene.presenting.presentedViewController == nil)
        }
        #expect(problems.map(\.code) == ["styleBadResult"])
        #expect(problems.first?.line == 3)
    }

    @Test func anInteractionLeftOpenWhenTheGestureEndsIsCancelledAndReported() throws {
        let problems = try scene("  if g.state == 'began' then self:beginInteractiveDismissal():update(0.5) end") { scene in
            drag(scene)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(scene.presented.view.frame == scene.window.bounds)
        }
        #expect(problems.map(\.code) == ["styleIgnoredCall"])
    }

    @Test func animateLayoutDuringATransitionRunsItsChangesAndIsReported() throws {
        let problems = try scene("", extra: "self:animateLayout{ duration = 0.3, changes = function() self.moved = true end }") { scene in
            #expect(scene.presenting.presentedViewController === scene.presented)
        }
        #expect(problems.map(\.code) == ["styleIgnoredCall"])
        #expect(problems.first?.message.contains("animateLayout") == true)
    }

    @Test func dismissDuringATransitionIsIgnoredAndReported() throws {
        let problems = try scene("", extra: "self.presented:dismiss()") { scene in
            #expect(scene.presenting.presentedViewController === scene.presented)
        }
        #expect(problems.map(\.code) == ["styleIgnoredCall"])
    }

    @Test func anUnknownGestureKindIsAnErrorAtItsLine() throws {
        let problems = try scene("", extra: "self.presentedView:addGesture('pinch', function() end)") { _ in }
        #expect(problems.map(\.code) == ["styleHookFailed"])
        #expect(problems.first?.message.contains("\"pan\" or \"tap\"") == true)
    }

    @Test func projectDeceleratesAsAScrollView() throws {
        let styles = TemporaryStyles()
        styles.write("projection", """
            assert(math.abs(project(1000) - 499) < 1e-9)
            assert(math.abs(project(-1000, 0.99) + 99) < 1e-9)
            local p = project(point(1000, -2000))
            assert(math.abs(p.x - 499) < 1e-9 and math.abs(p.y + 998) < 1e-9)
            assert(not pcall(project, 0/0))
            assert(not pcall(project, 100, 1))
            assert(not pcall(project, "fast"))
            return style { summary = "ok" }
            """)
        #expect(try styles.registry().style(named: "projection").summary == "ok")
    }
}
