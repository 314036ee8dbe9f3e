import PresentationKit
import Prestyle
import TestSupport
import Testing

/// What a style does to the look of the presenting controller's view — corners, masked corners, border,
/// shadow, clipping, fill — is gone once the dismissal is over, as it is for the presented view. Its alpha,
/// like its frame and transform, is the style's to put back: the engine reports one that does not.
@Suite("Presenting view's appearance put back")
struct PresenterAppearanceRestorationTests {
    /// How the presenting view looks before: nothing a new view has, so that a new view's values put back
    /// instead would fail.
    static let before = ViewAppearance(
        alpha: 1, backgroundColor: Color(hex: "#336699")!, cornerRadius: 2, maskedCorners: [.topRight],
        borderWidth: 1, borderColor: Color(hex: "#ff8800")!, shadow: Shadow(opacity: 0.2, radius: 2))

    @Test func everyAppearancePropertyAPresentationHookSetOnThePresenterIsPutBack() throws {
        let styles = TemporaryStyles()
        styles.write("framed", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local v = self.presenting.view
                  v.color, v.cornerRadius = "#000000", 38
                  v.maskedCorners = { "topLeft", "topRight" }
                  v.borderWidth, v.borderColor = 3, "#0000ff"
                  v.shadow = { opacity = 0.6, radius = 12 }
                  v.clipsToBounds = true
                end,
              },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "framed")) { scene in
            scene.presenting.view.appearance = Self.before
            scene.present()
            let styled = scene.presenting.view.appearance
            #expect(styled.cornerRadius == 38 && styled.maskedCorners == [.topLeft, .topRight] && styled.clipsToBounds)
            #expect(styled.borderWidth == 3 && styled.shadow?.radius == 12)
            scene.dismiss()
            #expect(scene.presenting.view.appearance == Self.before)
        }
    }

    @Test func cornersAnAnimatorGaveThePresenterArePutBack() throws {
        let styles = TemporaryStyles()
        styles.write("rounding", """
            return style {
              animator = {
                duration = 0.2,
                animate = function(ctx)
                  if ctx.isPresenting then ctx.container:add(ctx.toView) end
                  local under = ctx.isPresenting and ctx.from.view or ctx.to.view
                  animate { duration = ctx.duration,
                            changes = function() if ctx.isPresenting then under.cornerRadius = 24 end end,
                            completion = function() ctx:complete() end }
                end,
              },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "rounding")) { scene in
            scene.presenting.view.appearance = Self.before
            scene.present()
            #expect(scene.presenting.view.cornerRadius == 24)
            scene.dismiss()
            #expect(scene.presenting.view.appearance == Self.before)
        }
    }

    @Test func aPresenterLeftFadedIsReportedNotSilentlyPutBack() throws {
        let styles = TemporaryStyles()
        styles.write("fader", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  self.presenting.view.alpha = 0.5
                end,
              },
            }
            """)
        try withStyleScene(try styles.registry().transitioningDelegate(for: "fader"), allowing: [.engine.presenterNotRestored]) { scene in
            scene.present()
            scene.dismiss()
            #expect(scene.presenting.view.alpha == 0.5)
            let reported = try #require(scene.window.diagnostics.diagnostics(withCode: .engine.presenterNotRestored).first)
            #expect(reported.hook == "presentationWillBegin", "\(reported)")
            #expect(reported.message.contains("alpha"))
        }
    }
}
