import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// `traits.reduceMotion` and `traits.prefersCrossFadeTransitions` as a style reads them: on the presentation's
/// `self.traits`, on a controller's, and on the animator's `ctx.traits`.
@Suite struct MotionTraitsBindingTests {
    static let reader = """
        return style {
          presentation = {
            presentationWillBegin = function(self)
              trace("self", tostring(self.traits.reduceMotion), tostring(self.traits.prefersCrossFadeTransitions))
              trace("presented", tostring(self.presented.traits.reduceMotion))
            end,
          },
          animator = {
            duration = function(ctx) return ctx.traits.reduceMotion and 0.2 or 0.4 end,
            animate = function(ctx)
              trace("ctx", tostring(ctx.traits.reduceMotion), tostring(ctx.traits.prefersCrossFadeTransitions))
              trace("duration", ctx.duration)
              local v = ctx.isPresenting and ctx.toView or ctx.fromView
              if ctx.isPresenting then v.frame = ctx:finalFrame(ctx.to); ctx.container:add(v) end
              animate { duration = ctx.duration, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                        completion = function() ctx:complete() end }
            end,
          },
        }
        """

    private func traces(under settings: MotionSettings) throws -> (traces: [String], duration: String?) {
        let styles = TemporaryStyles()
        styles.write("reader", Self.reader)
        let registry = try styles.registry()
        var traces: [String] = []
        withStyleScene(try registry.transitioningDelegate(for: "reader")) { scene in
            scene.window.traitCollection = TraitCollection(traitsFrom: [scene.window.traitCollection, settings.traits])
            scene.present()
            traces = scene.window.trace.events.filter { $0.call == "trace" }.compactMap(\.detail)
            scene.dismiss()
        }
        let duration = traces.first { $0.hasPrefix("duration ") }
        return (traces.filter { !$0.hasPrefix("duration ") }, duration)
    }

    @Test func stylesReadBothSettingsOffByDefault() throws {
        let (traces, duration) = try traces(under: .standard)
        #expect(traces == ["self false false", "presented false", "ctx false false"])
        #expect(duration == "duration 0.4")
    }

    @Test func stylesReadReduceMotionOnItsOwn() throws {
        let (traces, duration) = try traces(under: .reduced)
        #expect(traces == ["self true false", "presented true", "ctx true false"])
        #expect(duration == "duration 0.2", "the animator's duration answered from ctx.traits")
    }

    @Test func stylesReadCrossFadesPreferredOnlyWithReduceMotion() throws {
        #expect(try traces(under: .crossFade).traces == ["self true true", "presented true", "ctx true true"])
        let alone = MotionSettings(reduceMotion: false, preferCrossFadeTransitions: true)
        #expect(try traces(under: alone).traces == ["self false false", "presented false", "ctx false false"])
    }

    @Test func uikitsAccessibilityNamesAreSuggested() {
        #expect(UIKitNames.counterparts(of: "isReduceMotionEnabled") == ["reduceMotion"])
        #expect(UIKitNames.counterparts(of: "UIAccessibility") == ["traits"])
        #expect(UIKitNames.hint(forError: "Traits has no member 'isReduceMotionEnabled'")?
            .contains("did you mean 'reduceMotion'?") == true)
    }
}
