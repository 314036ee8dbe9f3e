import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Numbers that are each in range but make a spring (or a timing) the engine cannot run: they are reported at
/// the calling line and hook, the animation falls back to its curve, and the presentation completes.
@Suite struct SpringSafetyTests {
    /// A style whose animator animates with `timing` (a Lua table body, without braces) on line 8; a timing
    /// that starts with `frames =` makes it a `keyframes {}` block of one frame.
    static func style(_ timing: String) -> String {
        let keyframes = timing.hasPrefix("frames =")
        let call = keyframes
            ? "keyframes { \(timing.dropFirst(8)), frames = { { 0, 1, function() v.alpha = 0.5 end } },"
            : "animate { \(timing), changes = function() v.alpha = 0.5 end,"
        return """
        -- an animator with \(keyframes ? "hostile keyframes" : "a hostile timing")
        return style {
          animator = {
            duration = 0.3,
            animate = function(ctx)
              local v = ctx.toView or ctx.fromView
              ctx.container:add(v)
              \(call)
                completion = function() ctx:complete(true) end }
            end,
          },
        }
        """
    }

    /// Presents and dismisses with the style, expecting both to complete, and returns the diagnostics.
    func run(_ timing: String, allowing codes: Set<String> = ["animationAdjusted"]) throws -> (path: String, [Diagnostic]) {
        let styles = TemporaryStyles()
        let path = styles.write("hostile", Self.style(timing))
        let registry = try styles.registry()
        var diagnostics: [Diagnostic] = []
        let delegate = try registry.transitioningDelegate(for: "hostile")
        withStyleScene(delegate, allowing: codes) { scene in
            scene.present()
            #expect(scene.presentCompletions == 1)
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
            #expect(scene.presenting.presentedViewController == nil)
            diagnostics = scene.diagnostics
        }
        return (path, diagnostics)
    }

    @Test func aDampingSpringOverATinyDurationIsReportedAndAnimatesOnItsCurve() throws {
        let (path, diagnostics) = try run("duration = 1e-200, spring = { damping = 0.5 }")
        let report = try #require(diagnostics.first { $0.code == "animationAdjusted" })
        #expect(report.file == path && report.line == 8 && report.hook == "animator.animate")
        #expect(report.severity == .warning && report.message.contains("too short for a spring"))
    }

    @Test func aBounceSpringOfATinyDurationIsReportedWithOrWithoutAnAnimationDuration() throws {
        for timing in ["spring = { duration = 1e-200, bounce = 0.5 }", "duration = 0.3, spring = { duration = 1e-200, bounce = 0 }"] {
            let (path, diagnostics) = try run(timing)
            let report = try #require(diagnostics.first { $0.code == "animationAdjusted" })
            #expect(report.file == path && report.line == 8 && report.hook == "animator.animate")
            #expect(report.message.contains("spring.duration"))
        }
    }

    @Test func aBounceThatDerivesAnUnmovableDampingRatioIsReported() throws {
        let (_, diagnostics) = try run("spring = { duration = 0.5, bounce = -0.99999999 }")
        #expect(diagnostics.contains { $0.code == "animationAdjusted" && $0.message.contains("damping ratio") })
    }

    @Test func theShortestSpringsStillRunAsSprings() throws {
        let (_, diagnostics) = try run("duration = 0.001, spring = { damping = 0.01, velocity = 1000 }", allowing: [])
        #expect(diagnostics.isEmpty)
        let (_, bounce) = try run("spring = { duration = 0.001, bounce = 0.9 }", allowing: [])
        #expect(bounce.isEmpty)
    }

    @Test func tinyDurationsAndDelaysOnCurvesAndKeyframesComplete() throws {
        for timing in ["duration = 1e-300, delay = 5e-324", "duration = 5e-324, curve = { 0, 10, 1, -10 }"] {
            let (_, diagnostics) = try run(timing, allowing: [])
            #expect(diagnostics.isEmpty)
        }
    }

    @Test func anAutoreversingSpringOfATinyDurationNeitherHangsNorTraps() throws {
        let (_, diagnostics) = try run(
            "duration = 1e-300, autoreverses = true, spring = { duration = 0.001, bounce = 0 }", allowing: [])
        #expect(diagnostics.isEmpty)
    }

    @Test func keyframesOfTinyDurationsAndDelaysComplete() throws {
        for timing in ["frames = duration = 1e-300, delay = 5e-324", "frames = duration = 5e-324, mode = \"cubic\"",
                       "frames = duration = 1e-300, mode = \"paced\", curve = { 0, 10, 1, -10 }"] {
            let (_, diagnostics) = try run(timing, allowing: [])
            #expect(diagnostics.isEmpty, "\(timing)")
        }
    }

    @Test func aCurveGivenWithASpringIsIgnoredAsUIKitDoesAndSaidSo() throws {
        let (path, diagnostics) = try run("duration = 0.3, curve = \"easeIn\", spring = { damping = 0.7 }")
        let report = try #require(diagnostics.first { $0.code == "animationAdjusted" })
        #expect(report.file == path && report.line == 8 && report.hook == "animator.animate")
        #expect(report.message.contains("the spring drives the motion and the curve is ignored"))
    }
}
