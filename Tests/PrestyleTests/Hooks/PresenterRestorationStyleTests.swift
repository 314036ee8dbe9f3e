import PresentationKit
import Prestyle
import Testing

/// What a style sets on views comes back after the dismissal: the presented view's look (maskedCorners
/// included).
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
        try withStyleScene(try registry.transitioningDelegate(for: "topcorners")) { scene in
            scene.presented.view.maskedCorners = [.bottomLeft]
            scene.present()
            #expect(scene.presented.view.maskedCorners == [.topLeft, .topRight])
            scene.dismiss()
            #expect(scene.presented.view.maskedCorners == [.bottomLeft])
            #expect(scene.presented.view.cornerRadius == 0)
        }
    }
}
