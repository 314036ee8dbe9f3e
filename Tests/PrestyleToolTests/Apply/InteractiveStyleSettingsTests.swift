import Foundation
import PrestyleExport
import Testing

@testable import PrestyleTool

/// `prestyle apply --interactive` drives the transition with the style's own `interaction` settings.
@Suite("apply --interactive with the style's interaction table")
struct InteractiveStyleSettingsTests {
    static func style(speed: Double) -> String {
        """
        return style {
          interaction = { completionSpeed = \(speed), completionCurve = "linear" },
          animator = {
            duration = 1,
            animate = function(ctx)
              local v = ctx.toView or ctx.fromView
              ctx.container:add(v)
              if ctx.isPresenting then withoutAnimation(function() v.alpha = 0 end) end
              animate { duration = 1, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                completion = function() ctx:complete(not ctx.wasCancelled) end }
            end,
          },
        }
        """
    }

    @Test func theFinishRunsAtTheStylesCompletionSpeed() throws {
        let workspace = try Workspace()
        for (speed, end) in [(1.0, 1.0), (3.0, 0.4 + 0.6 / 3)] {
            let path = try workspace.write("fader", Self.style(speed: speed))
            let settings = RunSettings(interaction: .init(direction: .present, fraction: 0.4, finishes: true), fps: 10)
            let result = workspace.tool.apply(ApplyRequest(style: path, settings: settings, format: .json))
            #expect(result.status == .success, "\(result.errors)")
            let recording = try Recording(json: result.output)
            let completion = try #require(recording.phases[0].events.first { $0.call == "completeTransition(true)" })
            #expect(abs(completion.t - end) < 1e-3, "speed \(speed): \(completion.t)")
        }
    }
}
