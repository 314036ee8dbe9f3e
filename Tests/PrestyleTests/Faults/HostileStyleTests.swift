import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Styles written to break things — huge numbers, runaway views, stale objects kept in globals, cycles in
/// the view tree, metamethods that fail or loop, yields — go through the whole pipeline: each is reported at
/// the line that did it, in the right hook, and the presentation still completes and dismisses with every
/// completion run once and the engine's invariants kept.
@Suite struct HostileStyleTests {
    @Test(arguments: HostileStyle.all)
    func aHostileStyleIsReportedAtItsLineAndThePresentationStillCompletes(_ hostile: HostileStyle) throws {
        let styles = TemporaryStyles()
        let path = styles.write("hostile", hostile.source)
        let scene = StyleScene(try styles.registry().transitioningDelegate(for: "hostile"))
        for round in 1...hostile.presentations {
            scene.present()
            #expect(scene.presentCompletions == round)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(scene.presented.view.window === scene.window)
            if hostile.callsPresentedHooks { try HookFaultTests.callPresentedHooks(scene) }
            scene.dismiss()
            #expect(scene.dismissCompletions == round)
            #expect(scene.presenting.presentedViewController == nil)
        }
        #expect(scene.window.invariantViolations() == [])
        for report in hostile.reports {
            let line = try #require(hostile.line(of: report.marker))
            #expect(scene.diagnostics.contains {
                $0.file == path && $0.line == line && $0.hook == report.hook && $0.code == report.code
                    && (report.says.isEmpty || $0.message.contains(report.says))
            }, "no \(report.code) at line \(line) in \(report.hook) saying '\(report.says)': \(scene.problems)")
        }
        #expect(scene.diagnostics.filter { $0.code == "styleRunaway" && $0.message.contains("traced more than") }.count <= 1,
                "the trace limit is reported once")
        let styleReports = scene.diagnostics.filter { $0.code?.hasPrefix("style") == true }
        #expect(styleReports.allSatisfy { $0.file == path && $0.line != nil }, "\(styleReports)")
        #expect(scene.diagnostics.allSatisfy { $0.message.count < 2_100 })
    }

    @Test func styleCodeHoldsAtMostTheConfiguredNumberOfViews() throws {
        let styles = TemporaryStyles()
        let path = styles.write("hoarder", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  for i = 1, 1000 do self.container:add(view { name = "v" .. i }) end
                end,
                presentationDidEnd = function(self)
                  for _, v in ipairs(self.container:subviews()) do
                    if v.name ~= "presented" then v:remove() end
                  end
                end,
                dismissalWillBegin = function(self)
                  for i = 1, 10 do self.container:add(view { name = "after" .. i }) end
                end,
              },
            }
            """)
        var configuration = StyleRegistry.Configuration.testing
        configuration.maximumViews = 50
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
        let scene = StyleScene(try registry.transitioningDelegate(for: "hoarder"))
        scene.present(settle: false)
        #expect(scene.view(named: "v50") != nil)
        #expect(scene.view(named: "v51") == nil)
        scene.clock.runUntilIdle()
        #expect(scene.diagnostics.map(\.line) == [4])
        #expect(scene.diagnostics.first?.file == path)
        #expect(scene.diagnostics.first?.description.contains("holds 50 views") == true)
        // Views the style let go of no longer count: it may make new ones.
        scene.dismiss(settle: false)
        #expect(scene.view(named: "after10") != nil)
        scene.clock.runUntilIdle()
        #expect(scene.dismissCompletions == 1)
        #expect(scene.diagnostics.count == 1)
    }
}
