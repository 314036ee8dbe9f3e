import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A view's `bounds` is kept in Lua between crossings into Swift, and `self.container.bounds` from one hook
/// call to the next while the container keeps its size: reads must still see every change — one the hook
/// makes itself, one the engine makes between calls (a rotation).
@Suite struct BoundsReadTests {
    /// The `trace` lines of a presentation of a style whose hooks are `presentation`.
    private static func traces(_ presentation: String, rotating: Bool = false) throws -> [String] {
        let styles = TemporaryStyles()
        styles.write("reads", """
            return style {
              presentation = {
            \(presentation)
              },
            }
            """)
        var details: [String] = []
        withStyleScene(try styles.registry().transitioningDelegate(for: "reads")) { scene in
            scene.present()
            if rotating {
                scene.window.transition(to: .landscapeLeft)
                scene.clock.runUntilIdle()
            }
            _ = scene.presented.presentationController?.frameOfPresentedViewInContainerView
            details = scene.window.trace.events.filter { $0.call == "trace" }.map { $0.detail ?? "" }
            scene.dismiss()
        }
        return details
    }

    @Test func aHookSeesTheBoundsItChanges() throws {
        let lines = try Self.traces("""
                presentationWillBegin = function(self)
                  local v = view { frame = rect(0, 0, 10, 10) }
                  local w = view { frame = rect(0, 0, 40, 50) }
                  self.container:add(v)
                  self.container:add(w)
                  trace(tostring(v.bounds), tostring(w.bounds), tostring(v.bounds))
                  v.frame = rect(5, 5, 20, 30)
                  trace(tostring(v.bounds))
                  v.bounds = rect(0, 0, 60, 70)
                  trace(tostring(v.bounds), tostring(v.frame))
                  v:remove()
                  w:remove()
                end,
            """)
        #expect(lines == [
            "rect(0, 0, 10, 10) rect(0, 0, 40, 50) rect(0, 0, 10, 10)", "rect(0, 0, 20, 30)",
            "rect(0, 0, 60, 70) rect(-15, -15, 60, 70)",
        ])
    }

    @Test func theFrameHookSeesTheContainerAfterARotation() throws {
        let lines = try Self.traces("""
                frameOfPresentedView = function(self)
                  trace(tostring(self.container.bounds))
                  return self.container.bounds:inset(10)
                end,
            """, rotating: true)
        let portrait = "rect(0, 0, 393, 852)", landscape = "rect(0, 0, 852, 393)"
        #expect(lines.contains(portrait) && lines.last == landscape)
        #expect(lines.drop { $0 == portrait }.allSatisfy { $0 == landscape })
    }
}
