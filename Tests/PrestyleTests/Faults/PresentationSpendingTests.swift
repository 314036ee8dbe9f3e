import PresentationKit
import Prestyle
import TestSupport
import Testing

/// The caps on all of a style's calls together are one presentation's (Styles/README.md, "Limits"): a
/// delegate used again — as an app keeps one delegate for every presentation of a screen — runs its style code
/// again in its next presentation, however much the last one spent.
@Suite struct PresentationSpendingTests {
    /// Marks each presentation with a view, then queues more alongside work than one presentation may run:
    /// with a budget of 100,000 instructions per call, the sum is capped at 10 million, and 200 blocks of a
    /// 90,000-step loop pass it.
    static let burning = """
        return style {
          presentation = {
            presentationWillBegin = function(self, coordinator)
              self.container:add(view { name = "began" })
              local burn = function() for j = 1, 90000 do end end
              for i = 1, 200 do coordinator:alongside(burn) end
            end,
          },
        }
        """

    @Test func aDelegateExhaustedByOnePresentationRunsItsStyleAgainInTheNext() throws {
        let styles = TemporaryStyles()
        styles.write("burning", Self.burning)
        var configuration = StyleRegistry.Configuration.testing
        configuration.instructionBudget = 100_000
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration)
        let delegate = try registry.transitioningDelegate(for: "burning")
        withStyleScene(delegate, allowing: ["styleExhausted"]) { scene in
            scene.present()
            #expect(scene.diagnostics.contains { $0.code == "styleExhausted" }, "the first presentation passes the cap")
            #expect(scene.view(named: "began") != nil)
            scene.dismiss()
            #expect(scene.view(named: "began") == nil)
            scene.present()
            #expect(scene.view(named: "began") != nil, "the second presentation's presentationWillBegin ran")
            scene.dismiss()
            #expect(scene.presentCompletions == 2 && scene.dismissCompletions == 2)
        }
    }
}
