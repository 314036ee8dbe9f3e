import PresentationKit
import Prestyle
import TestSupport
import Testing

/// What a style sets on views comes back after the dismissal: the presented view's look (maskedCorners
/// included), and the presenting view's frame, transform and alpha — a style that leaves the presenter moved
/// is reported in the hook and at the line that moved it.
@Suite("Views put back after a style's dismissal")
struct PresenterRestorationStyleTests {
    @Test func thePresentedViewGetsItsMaskedCornersBack() throws {
        let styles = TemporaryStyles()
        styles.write("topcorners", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  self.presentedView.cornerRadius = 12
                  self.presentedView.maskedCorners = { "topLeft", "topRight" }
                end,
              },
            }
            """)
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "topcorners")) { scene in
            scene.presented.view.maskedCorners = [.bottomLeft]
            scene.present()
            #expect(scene.presented.view.maskedCorners == [.topLeft, .topRight])
            scene.dismiss()
            #expect(scene.presented.view.maskedCorners == [.bottomLeft])
            #expect(scene.presented.view.cornerRadius == 0)
        }
    }

    @Test func aStyleThatLeavesThePresenterPushedAsideIsReportedAtTheLineThatPushedIt() throws {
        let styles = TemporaryStyles()
        let path = styles.write("forgetful", """
            return style {
              animator = {
                duration = function(ctx) return 0.3 end,
                animate = function(ctx)
                  if ctx.isPresenting then ctx.container:add(ctx.toView) end
                  local under = ctx.from.view
                  animate { duration = ctx.duration,
                            changes = function()
                              if ctx.isPresenting then under.transform = transform.translate(200, 0) end
                            end,
                            completion = function() ctx:complete() end }
                end,
              },
            }
            """)
        let registry = try styles.registry()
        try withStyleScene(try registry.transitioningDelegate(for: "forgetful"), allowing: ["presenterNotRestored"]) { scene in
            scene.present()
            scene.dismiss()
            #expect(scene.presenting.view.transform == AffineTransform(translationX: 200, y: 0))
            let reported = scene.window.diagnostics.diagnostics(withCode: "presenterNotRestored")
            #expect(reported.count == 1)
            let diagnostic = try #require(reported.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.hook == "animator.animate")
            #expect(diagnostic.file == path && diagnostic.line == 9, "\(diagnostic)")
            #expect(diagnostic.message.contains("the presenting view 'presenting'"))
        }
    }

    @Test func aStyleThatPutsThePresenterBackIsNotReported() throws {
        let registry = try makeRegistry()
        withStyleScene(try registry.transitioningDelegate(for: "slide")) { scene in
            scene.present()
            #expect(scene.presenting.view.transform != .identity)
            scene.dismiss()
            #expect(scene.presenting.view.transform == .identity)
        }
    }
}
