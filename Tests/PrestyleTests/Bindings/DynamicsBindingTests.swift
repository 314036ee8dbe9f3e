import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `dynamics{}` in Lua: usable in an animator and in chrome, its handle (`:stop()`, `:items()`,
/// `running`), and bad input reported at its line and hook while the presentation still completes.
@Suite struct DynamicsBindingTests {
    /// A style whose animator snaps the presented view from the top-left corner to its final frame's centre
    /// with dynamics, tracing what the handle says.
    static let snapping = """
        return style {
          animator = {
            duration = 1,
            animate = function(ctx)
              local v = ctx.toView or ctx.fromView
              if not ctx.isPresenting then ctx:complete(true) return end
              local final = ctx:finalFrame(ctx.to)
              v.frame = final:with { x = -final.width, y = -final.height }
              ctx.container:add(v)
              local handle
              handle = dynamics { items = { v }, snap = { to = final.center, damping = 0.8 },
                                  completion = function()
                                    trace("rest", handle.running, #handle:items(), handle:items()[1] == v)
                                    v.frame = final
                                    ctx:complete(not ctx.wasCancelled)
                                  end }
              trace("started", handle.running)
            end,
          },
        }
        """

    private func traces(_ scene: StyleScene) -> [String] {
        scene.window.trace.events.filter { $0.call == "trace" }.compactMap(\.detail)
    }

    @Test func anAnimatorCompletesWhenItsDynamicsComeToRest() throws {
        let styles = TemporaryStyles()
        styles.write("snapping", Self.snapping)
        try withStyleScene(try styles.registry().transitioningDelegate(for: "snapping")) { scene in
            scene.present(settle: false)
            scene.clock.advance(by: 0.2)
            #expect(scene.presentCompletions == 0, "still moving")
            scene.clock.runUntilIdle()
            #expect(scene.presentCompletions == 1)
            #expect(scene.presented.view.frame == scene.window.bounds)
            #expect(traces(scene) == ["started true", "rest false 1 true"])
            let rest = try #require(scene.window.trace.events.first { $0.call == "dynamicAnimatorDidPause" }?.time)
            #expect(rest > 0.3, "a damped snap takes a while to settle")
            scene.dismiss()
        }
    }

    @Test func chromeCanMoveByDynamicsAndStopEndsThemWithTheCompletionOnce() throws {
        let styles = TemporaryStyles()
        styles.write("chrome", """
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator)
                  local ball = view { name = "ball", frame = rect(0, 0, 40, 40) }
                  self.container:add(ball)
                  self.ball = dynamics { items = { ball }, gravity = { angle = math.pi / 2, magnitude = 1 },
                                         collision = { boundary = "container" },
                                         completion = function() trace("ball done", ball.frame.y) end }
                end,
                presentationDidEnd = function(self, completed)
                  trace("running", self.ball.running)
                  self.ball:stop()
                  self.ball:stop()
                end,
              },
            }
            """)
        try withStyleScene(try styles.registry().transitioningDelegate(for: "chrome")) { scene in
            scene.present()
            let lines = traces(scene)
            #expect(lines.first == "running true")
            #expect(lines.filter { $0.hasPrefix("ball done") }.count == 1, "\(lines)")
            let ball = try #require(scene.view(named: "ball"))
            #expect(ball.frame.y > 0 && ball.frame.y < scene.window.bounds.height - 40, "stopped mid-fall")
            scene.dismiss()
        }
    }

    @Test func dynamicsThatNeverRestAreStoppedAfterThirtySecondsAndReported() throws {
        let styles = TemporaryStyles()
        let path = styles.write("pendulum", """
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator)
                  local bob = view { name = "bob", frame = rect(280, 80, 20, 20) }
                  self.container:add(bob)
                  dynamics { items = { bob }, gravity = {}, attachment = { to = point(150, 90) },
                             push = { direction = point(0, 1), mode = "continuous" },
                             completion = function() trace("stopped", math.floor(bob.center:distance(point(150, 90)) + 0.5)) end }
                end,
              },
            }
            """)
        try withStyleScene(try styles.registry().transitioningDelegate(for: "pendulum"), allowing: ["dynamicsTimeout"]) { scene in
            scene.present()
            #expect(traces(scene) == ["stopped 140"], "a rigid, undamped pendulum swings at its length until stopped")
            let report = try #require(scene.diagnostics.first { $0.code == "dynamicsTimeout" })
            #expect(report.file == path && report.line == 6 && report.hook == "presentationWillBegin", "\(report)")
            #expect(report.severity == .warning)
            scene.dismiss()
        }
    }

    @Test(arguments: [
        ("items = 3", "needs items = { view, … }"),
        ("items = { 1 }", "items[1] must be a View"),
        ("items = { v }, gravity = { magnitude = 0/0 }", "gravity.magnitude must be a number"),
        ("items = { v }, snap = { damping = 0.5 }", "snap needs a point"),
        ("items = { v }, snap = { to = point(0, 0), damping = 2 }", "snap.damping must be a number from 0 to 1"),
        ("items = { v }, push = { mode = \"sideways\" }", "push.mode is \"instantaneous\" or \"continuous\""),
        ("items = { v }, collision = { boundary = 5 }", "collision.boundary is \"container\" or a rect"),
        ("items = { v }, gravitee = {}", "has no field 'gravitee' (did you mean 'gravity'?)"),
        ("items = { view {} }", "is not inside the container"),
    ])
    func badInputIsAnErrorAtItsLineInItsHookAndThePresentationStillCompletes(fields: String, says: String) throws {
        let styles = TemporaryStyles()
        let path = styles.write("bad", """
            return style {
              animator = { duration = 0.3, animate = function(ctx)
                local v = ctx.toView or ctx.fromView
                ctx.container:add(v)
                dynamics { \(fields) }
                ctx:complete(true)
              end },
            }
            """)
        try withStyleScene(try styles.registry().transitioningDelegate(for: "bad"),
                           allowing: HookFaultTests.consequences) { scene in
            scene.present()
            #expect(scene.presentCompletions == 1)
            #expect(scene.presented.view.window === scene.window)
            let report = try #require(scene.diagnostics.first { $0.severity == .error })
            #expect(report.file == path && report.line == 5 && report.hook == "animator.animate", "\(report)")
            #expect(report.message.contains(says), "\(report.message)")
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }
}
