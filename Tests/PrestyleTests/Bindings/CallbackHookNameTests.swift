import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A callback's failure names the hook that registered it, `hook (callback)`, every time: a callback's name
/// is built from its hook's `HookName`, and must never be another hook's or another callback's.
@Suite struct CallbackHookNameTests {
    /// Callbacks of three kinds from two hooks, each failing; the animator's completion fails in the dismissal
    /// too, with another message (the session reports each cause once).
    static let failing = """
        return style {
          presentation = {
            presentationWillBegin = function(self, coordinator)
              coordinator:alongside(function() error("alongside fails") end,
                                    function() error("alongside completion fails") end)
              animate { duration = 0.1, changes = function() end,
                        completion = function() error("will-begin completion fails") end }
            end,
          },
          animator = {
            duration = 0.2,
            animate = function(ctx)
              local v = ctx.isPresenting and ctx.toView or ctx.fromView
              if ctx.isPresenting then ctx.container:add(v) end
              animate { duration = ctx.duration, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                        completion = function()
                          ctx:complete()
                          error(ctx.isPresenting and "presenting completion fails" or "dismissing completion fails")
                        end }
            end,
          },
        }
        """

    @Test func eachFailingCallbackNamesItsOwnHookInEveryTransition() throws {
        let styles = TemporaryStyles()
        styles.write("failing", Self.failing)
        let registry = try styles.registry()
        let expected = [
            "presentationWillBegin (alongside)", "presentationWillBegin (completion)",
            "presentationWillBegin (alongside completion)", "animator.animate (completion)",
        ]
        withStyleScene(try registry.transitioningDelegate(for: "failing"), allowing: ["styleHookFailed"]) { scene in
            scene.present()
            let hooks = scene.diagnostics.filter { $0.severity == .error }.compactMap(\.hook)
            #expect(Set(hooks) == Set(expected))
            #expect(hooks.count == expected.count)
            scene.window.diagnostics.removeAll()
            scene.dismiss()
            let dismissal = scene.diagnostics.filter { $0.severity == .error }
            #expect(dismissal.map(\.hook) == ["animator.animate (completion)"])
            #expect(dismissal.first?.message.contains("dismissing completion fails") == true)
            #expect(scene.presentCompletions == 1 && scene.dismissCompletions == 1)
        }
    }
}
