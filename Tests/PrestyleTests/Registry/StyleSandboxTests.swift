import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Styles may come from strangers: what they can reach is the sandbox and the API, nothing of the host.
@Suite struct StyleSandboxTests {
    @Test(arguments: ["io", "os", "debug", "package", "require", "dofile", "loadfile", "collectgarbage"])
    func aStyleCannotReachTheHost(global: String) throws {
        let styles = TemporaryStyles()
        styles.write("probe", """
            assert(\(global) == nil, "\(global) is reachable")
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  assert(\(global) == nil, "\(global) is reachable from a hook")
                  assert(not pcall(function() return \(global).anything end))
                  trace("sealed")
                end,
              },
            }
            """)
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "probe")) { scene in
            scene.present()
            #expect(scene.window.trace.events.contains { $0.detail == "sealed" })
            scene.dismiss()
        }
    }

    @Test func aHostileStyleCannotEscapeThroughStringMetatablesOrBinaryChunks() throws {
        let styles = TemporaryStyles()
        styles.write("hostile", """
            assert(getmetatable("") ~= string, "string metatable exposed")
            assert(load("\\27Lua") == nil, "binary chunks load")
            assert(not pcall(setmetatable, {}, { __gc = function() end }), "__gc allowed")
            return style { summary = "hostile" }
            """)
        #expect(try styles.registry().style(named: "hostile").summary == "hostile")
    }

    @Test func aStyleCannotChangeTheLibrariesOtherStylesSee() throws {
        let styles = TemporaryStyles()
        styles.write("poisoner", """
            transform.scale = function() error("poisoned") end
            transform.identity = nil
            string.format = nil
            return style { summary = "poisoner" }
            """)
        styles.write("victim", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  assert(transform.scale(2).a == 2 and transform.identity.isIdentity and string.format("%d", 1) == "1")
                  trace("clean")
                end,
              },
            }
            """)
        let registry = try styles.registry()
        #expect(try registry.style(named: "poisoner").summary == "poisoner")
        withStyleScene(try registry.transitioningDelegate(for: "victim")) { scene in
            scene.present()
            #expect(scene.window.trace.events.contains { $0.detail == "clean" })
            scene.dismiss()
        }
    }

    @Test func aStyleThatHogsMemoryFallsBackAndIsReported() throws {
        let styles = TemporaryStyles()
        let path = styles.write("hog", """
            return style {
              presentation = {
                frameOfPresentedView = function(self)
                  local t = {}
                  for i = 1, 1e7 do t[i] = string.rep("x", 100) .. i end
                  return self.container.bounds
                end,
              },
            }
            """)
        var configuration = StyleRegistry.Configuration.testing
        configuration.memoryLimit = 8 << 20
        configuration.instructionBudget = 100_000_000
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
        withStyleScene(try registry.transitioningDelegate(for: "hog"), allowing: ["styleHookMemory"]) { scene in
            scene.present()
            let report = scene.diagnostics.first { $0.code == "styleHookMemory" }
            #expect(report?.file == path && report?.hook == "frameOfPresentedView")
            #expect(scene.presented.view.frame == scene.window.bounds)
            scene.dismiss()
        }
    }
}
