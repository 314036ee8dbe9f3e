import TestSupport
import Testing

@testable import PrestyleStage

/// A stage made from a style states the recording's header the style's delegate runs with, so the options are
/// said once; the recorder reads the engine's frames; a run's diagnostics are one list.
@Suite("Stages made from styles")
struct StageFromStyleTests {
    let styles = TemporaryStyles()

    @Test func theHeaderIsTheDelegatesStyleFileAndResolvedOptions() throws {
        let delegate = try styles.registry().transitioningDelegate(for: "fade", options: ["duration": 0.25])
        let recording = try Recorder.record(stage: Stage(style: delegate))
        #expect(recording.style == "fade")
        #expect(recording.source == delegate.style.source)
        // Every option the run used: the override and the default the style declares.
        #expect(recording.options == ["duration": .number(0.25), "curve": .string("easeInOut")])
        #expect(abs((recording.phases.first?.duration ?? 0) - 0.25) < 1e-9, "the run took the override too")
    }

    @Test func aStageNamedByItsStyleRecordsWhatItsDelegatesStageRecords() throws {
        let registry = try styles.registry()
        let named = try Recorder.record(stage: Stage(style: "fade", options: ["duration": 0.25], in: registry))
        let made = try Recorder.record(stage: Stage(style: registry.transitioningDelegate(for: "fade", options: ["duration": 0.25])))
        #expect(try named.jsonText() == made.jsonText())
    }

    @Test func aWrongOptionIsTheRegistrysError() throws {
        let registry = try styles.registry()
        #expect(throws: StyleError.self) { try Stage(style: "fade", options: ["duration": "slow"], in: registry) }
    }

    @Test func theStylesLoadWarningsComeFirstInTheRunsDiagnostics() throws {
        styles.write("faded", """
            return style {
              summary = "fade with a misspelt field",
              colour = "red",
              animator = {
                duration = 0.2,
                animate = function(ctx)
                  local v = ctx.isPresenting and ctx.toView or ctx.fromView
                  if ctx.isPresenting then ctx.container:add(v) end
                  animate { duration = 0.2, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                            completion = function() ctx:complete() end }
                end,
              },
            }
            """)
        let run = try StyleRun("faded", registry: styles.registry())
        let first = try #require(run.diagnostics.first)
        #expect(first.severity == .warning && first.message.contains("'colour' is not a field"), "\(first)")
        #expect(first.line == 3)
        #expect(run.recording.diagnostics.map(\.message) == run.diagnostics.map(\.message))
        #expect(run.files == [styles.folder + "/faded.lua"])
    }

    @Test func theSampledFrameIsTheOneTheEngineComputed() throws {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let turned = View(name: "turned")
        turned.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        turned.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 0.5, y: 1.5)
        root.view.addSubview(turned)
        let sampler = FrameSampler(window: window) { _ in nil }
        let state = try #require(sampler.frame(at: 0).views.first { $0.name == "turned" })
        #expect(state.frame == turned.frame)
        #expect(state.frame == turned.presentation.frame)
    }
}
