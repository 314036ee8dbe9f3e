import PresentationKit
import Prestyle
import TestSupport
import Testing

/// What a style does to the presented controller's view is gone once the dismissal is over — its whole
/// appearance (borders and masked corners included) and its transform — whether the style changed it in a
/// presentation hook or in an animator of its own.
@Suite("Presented view's appearance put back")
struct AppearanceRestorationTests {
    /// How the presented view looks before the style presents it: nothing a new view has, so that putting
    /// back a new view's values instead would fail.
    static let before = ViewAppearance(
        alpha: 0.9, backgroundColor: Color(hex: "#224466")!, cornerRadius: 3, maskedCorners: [.bottomLeft],
        borderWidth: 0.5, borderColor: Color(hex: "#00ff00")!, shadow: Shadow(opacity: 0.1, radius: 1))

    @Test func everyAppearancePropertyAPresentationHookSetIsPutBack() throws {
        let styles = TemporaryStyles()
        styles.write("restyled", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local v = self.presentedView
                  v.color, v.cornerRadius = "#ff0000", 20
                  v.maskedCorners = { "topLeft", "topRight" }
                  v.borderWidth, v.borderColor = 4, "#0000ff"
                  v.shadow = { opacity = 0.5, radius = 10 }
                  v.clipsToBounds = true
                  v.transform = transform.scale(0.9)
                end,
                presentationDidEnd = function(self)
                  self.presentedView.alpha = 0.4  -- once the transition has shown the view
                end,
                dismissalWillBegin = function(self)
                  self.presentedView.hidden = true
                end,
              },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "restyled")) { scene in
            scene.presented.view.appearance = Self.before
            scene.present()
            let styled = scene.presented.view.appearance
            #expect(styled.borderWidth == 4 && styled.borderColor == Color(hex: "#0000ff"))
            #expect(styled.maskedCorners == [.topLeft, .topRight] && styled.cornerRadius == 20)
            #expect(styled.alpha == 0.4 && styled.clipsToBounds && styled.shadow?.radius == 10)
            scene.dismiss()
            #expect(scene.presented.view.appearance == Self.before)
            #expect(scene.presented.view.transform == .identity)
        }
    }

    @Test func bordersAndMaskedCornersAnAnimatorSetArePutBack() throws {
        let styles = TemporaryStyles()
        styles.write("bordered", """
            return style {
              animator = {
                duration = 0.2,
                animate = function(ctx)
                  local v = ctx.isPresenting and ctx.toView or ctx.fromView
                  if ctx.isPresenting then
                    ctx.container:add(v)
                    v.borderWidth, v.borderColor = 6, "#ff00ff"
                    v.cornerRadius, v.maskedCorners = 16, { "bottomRight" }
                  end
                  animate { duration = ctx.duration, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                            completion = function() ctx:complete() end }
                end,
              },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "bordered")) { scene in
            scene.presented.view.appearance = Self.before
            scene.present()
            #expect(scene.presented.view.borderWidth == 6 && scene.presented.view.maskedCorners == [.bottomRight])
            scene.dismiss()
            #expect(scene.presented.view.appearance == Self.before)
        }
    }
}
