import PresentationKit
import Prestyle
import TestSupport
import Testing

/// The frame hook's short path — its answer read straight from the Lua stack, `self.container` made once per
/// container and kept as a plain field of `self` — answers what the long one did, and the time limit is told from the budget by its kind.
@Suite struct HookFastPathTests {
    private func scene(_ styles: TemporaryStyles, frame body: String, configuration: StyleRegistry.Configuration = .testing)
        throws -> StyleScene
    {
        styles.write("framed", """
            return style {
              presentation = {
                frameOfPresentedView = function(self)
                  \(body)
                end,
              },
            }
            """)
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
        let scene = StyleScene(try registry.transitioningDelegate(for: "framed"))
        scene.present()
        return scene
    }

    @Test(arguments: [
        "return rect(10, 20, 100, 200)",
        "return { x = 10, y = 20, width = 100, height = 200 }",
        "return { 10, 20, 100, 200 }",
        "return self.container.bounds:with { x = 10, y = 20, width = 100, height = 200 }",
    ])
    func aFrameHookMayAnswerARectOrAPlainTable(_ body: String) throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, frame: body)
        #expect(scene.presented.view.frame == Rect(x: 10, y: 20, width: 100, height: 200))
        #expect(scene.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func aFrameHookAnsweringNothingFallsBackToTheContainerAndSaysSo() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, frame: "local unused = 1")
        #expect(scene.presented.view.frame == scene.window.bounds)
        let report = try #require(scene.diagnostics.first { $0.code == "styleBadResult" })
        #expect(report.hook == "frameOfPresentedView" && report.message.contains("returned nothing (a missing return?)"))
    }

    @Test func aFrameHookAnsweringANegativeRectFallsBackAndSaysSo() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, frame: "return { x = 0, y = 0, width = -10, height = 10 }")
        #expect(scene.presented.view.frame == scene.window.bounds)
        #expect(scene.diagnostics.contains { $0.code == "styleBadResult" && $0.message.contains("negative size") })
    }

    @Test func selfContainerIsTheSameUserdataOnEveryReadAndStandsForTheContainer() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, frame: """
            local width = rawequal(self.container, self.container) and 100 or 50
                  return rect(0, 0, width, self.container.bounds.height)
            """)
        #expect(scene.presented.view.frame == Rect(x: 0, y: 0, width: 100, height: scene.window.bounds.height))
    }

    @Test func selfContainerIsStillReadOnlyWithTheSameMessage() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, frame: """
            local ok, problem = pcall(function() self.container = 1 end)
                  trace(tostring(ok) .. " " .. tostring(problem):gsub("^.-:%d+: ", ""))
                  return self.container.bounds
            """)
        let traced = scene.window.trace.events(since: 0).filter { $0.call == "trace" }.compactMap(\.detail)
        #expect(traced.first == "false self.container is read-only (keep your own state in self.chrome, or in a field of your own)")
        #expect(scene.presented.view.frame == scene.window.bounds)
    }

    @Test func selfContainerIsNilBeforeThePresentationHasAContainerAndTheContainerAfter() throws {
        let styles = TemporaryStyles()
        // shouldRemovePresentersView is asked before the engine makes the container; `self` is made then.
        styles.write("framed", """
            return style {
              presentation = {
                shouldRemovePresentersView = function(self) trace("remove " .. tostring(self.container)) return false end,
                presentationWillBegin = function(self) trace("begin " .. tostring(self.container)) end,
                frameOfPresentedView = function(self) return self.container.bounds:inset(10) end,
              },
            }
            """)
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: .testing)
        let scene = StyleScene(try registry.transitioningDelegate(for: "framed"))
        scene.present()
        let traced = scene.window.trace.events(since: 0).filter { $0.call == "trace" }.compactMap(\.detail)
        #expect(traced.first == "remove nil", "\(traced)")
        #expect(traced.contains { $0.hasPrefix("begin View(") }, "\(traced)")
        #expect(scene.presented.view.frame == scene.window.bounds.insetBy(dx: 10, dy: 10))
        #expect(scene.diagnostics.filter { $0.severity != .note }.isEmpty, "\(scene.diagnostics)")
    }

    @Test func aHookStoppedByTheTimeLimitIsReportedAsTheTimeLimitNotTheBudget() throws {
        var configuration = StyleRegistry.Configuration.testing
        configuration.timeLimit = 0.25
        configuration.instructionBudget = 1 << 40
        let styles = TemporaryStyles()
        let scene = try scene(styles, frame: "local s = string.rep('a', 1 << 20) while not (s < s) do end",
                              configuration: configuration)
        #expect(scene.presented.view.frame == scene.window.bounds)
        let report = try #require(scene.diagnostics.first { $0.code == "styleHookBudget" })
        #expect(report.message.contains("ran past its time limit of 0.25 s"), "\(report)")
        #expect(!report.message.contains("Lua instructions"))
    }
}
