import PresentationKit
import Prestyle
import TestSupport
import Testing

/// What `ctx:finalFrame` and `ctx:initialFrame` answer a style's animator: the frames the engine worked
/// out once for the transition, not a new call of the style's `frameOfPresentedView` each time.
@Suite struct TransitionContextBindingTests {
    /// A presentation whose frame moves one point right each time it is asked, and an animator that reads
    /// the frame twice in `animate` and once more in its completion, tracing each read.
    static let counting = """
        local asked = 0
        return style {
          presentation = {
            frameOfPresentedView = function(self)
              asked = asked + 1
              trace("frame asked", asked)
              return self.container.bounds:inset(40):offset(asked, 0)
            end,
          },
          animator = {
            duration = 0.3,
            animate = function(ctx)
              local function read()
                if ctx.isPresenting then return ctx:finalFrame(ctx.to) end
                return ctx:initialFrame(ctx.from)
              end
              local first, second = read(), read()
              trace("read", tostring(first), tostring(second))
              local v = ctx.isPresenting and ctx.toView or ctx.fromView
              if ctx.isPresenting then
                v.frame = first
                ctx.container:add(v)
              end
              animate { duration = ctx.duration, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                        completion = function()
                          trace("read", tostring(read()))
                          ctx:complete()
                        end }
            end,
          },
        }
        """

    /// `tostring` of a rect with whole-number fields, as ScriptRect writes it.
    private static func text(_ rect: Rect) -> String {
        "rect(\(Int(rect.x)), \(Int(rect.y)), \(Int(rect.width)), \(Int(rect.height)))"
    }

    private static func traces(_ scene: StyleScene, _ label: String) -> [String] {
        scene.window.trace.events.filter { $0.call == "trace" }.compactMap(\.detail).filter { $0.hasPrefix(label) }
    }

    @Test func readingTheFinalFrameTwiceGivesTheFrameTheHookAnsweredOnce() throws {
        let styles = TemporaryStyles()
        styles.write("counting", Self.counting)
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "counting")) { scene in
            scene.present()
            #expect(Self.traces(scene, "frame asked") == ["frame asked 1"], "one transition, one call of the hook")
            let reads = Self.traces(scene, "read")
            #expect(reads.count == 2)
            let frame = Rect(x: 41, y: 40, width: scene.window.bounds.width - 80, height: scene.window.bounds.height - 80)
            let text = Self.text(frame)
            #expect(reads == ["read \(text) \(text)", "read \(text)"], "every read answers the same frame")
            #expect(scene.presented.view.frame == frame)
            #expect(scene.presentCompletions == 1)
        }
    }

    @Test func aDismissalAsksTheHookOnceMoreAndReadsThatAnswer() throws {
        let styles = TemporaryStyles()
        styles.write("counting", Self.counting)
        let registry = try styles.registry()
        // The hook answers another frame the second time it is asked, with the same container: reported.
        withStyleScene(try registry.transitioningDelegate(for: "counting"), allowing: ["unstableFrameOfPresentedView"]) { scene in
            scene.present()
            scene.window.trace.removeAll()
            scene.dismiss()
            #expect(Self.traces(scene, "frame asked") == ["frame asked 2"])
            let frame = Rect(x: 42, y: 40, width: scene.window.bounds.width - 80, height: scene.window.bounds.height - 80)
            let text = Self.text(frame)
            #expect(Self.traces(scene, "read") == ["read \(text) \(text)", "read \(text)"])
            #expect(scene.dismissCompletions == 1)
        }
    }
}
