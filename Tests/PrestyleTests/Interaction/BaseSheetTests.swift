import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `base = "pageSheet"` with `sheet = { … }`: UIKit's sheet configured by a style, dragged by a finger.
@Suite struct BaseSheetTests {
    static let source = """
        return style {
          base = "pageSheet",
          sheet = { detents = { "medium", "large" }, selectedDetent = "medium", grabber = true, cornerRadius = 16 },
        }
        """

    private func delegate(_ source: String = BaseSheetTests.source) throws -> StyleTransitioningDelegate {
        let folder = TemporaryStyles()
        folder.write("base", source)
        return try folder.registry().transitioningDelegate(for: "base")
    }

    @Test func theSheetRestsAtItsMediumDetentAndADragUpTakesItToLarge() throws {
        withStyleScene(try delegate()) { scene in
            scene.present()
            let sheet = scene.presented.presentationController as? SheetPresentationController
            #expect(sheet?.prefersGrabberVisible == true && sheet?.preferredCornerRadius == 16)
            #expect(sheet?.selectedDetentIdentifier == .medium)
            let mediumTop = scene.presented.view.frame.minY
            scene.window.sendTouches(along: try! TouchPath.drag(from: Point(x: 196, y: 650), dx: 0, dy: -250, duration: 0.25))
            scene.clock.runUntilIdle()
            #expect(sheet?.selectedDetentIdentifier == .large)
            #expect(scene.presented.view.frame.minY < mediumTop)
            scene.dismiss()
        }
    }

    @Test func aFlickDownDismissesUnlessTheControllerIsModal() throws {
        withStyleScene(try delegate()) { scene in
            scene.present()
            scene.window.sendTouches(along: try! TouchPath.drag(from: Point(x: 196, y: 650), dx: 0, dy: 100, duration: 0.1))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
        }
        withStyleScene(try delegate()) { scene in
            scene.presented.isModalInPresentation = true
            scene.present()
            scene.window.sendTouches(along: try! TouchPath.drag(from: Point(x: 196, y: 650), dx: 0, dy: 100, duration: 0.1))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController === scene.presented)
            scene.dismiss()
        }
    }

    @Test func aBaseWithPresentationHooksOrABadSheetFieldDoesNotLoad() throws {
        #expect(throws: StyleError.self) {
            try delegate("return style { base = \"pageSheet\", presentation = { containerWillLayout = function() end } }")
        }
        #expect(throws: StyleError.self) { try delegate("return style { base = \"sheetish\" }") }
        #expect(throws: StyleError.self) { try delegate("return style { base = \"pageSheet\", sheet = { detents = { \"tall\" } } }") }
        #expect(throws: StyleError.self) { try delegate("return style { sheet = { grabber = true } }") }
    }
}
