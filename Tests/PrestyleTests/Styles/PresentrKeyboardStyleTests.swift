import PresentationKit
import Prestyle
import Testing

/// `Styles/presentr.lua`'s keyboard translation, by Presentr's rules (KeyboardTranslationType): the box's
/// bottom, plus a 20-point buffer unless it sits on the bottom edge, is lifted above the keyboard's top —
/// moved up whole, or stopped at y = 20 (stickToTop), or stopped there and shortened to end 20 points above the
/// keyboard (compress) — over the notification's 0.25 s, and put back when the keyboard goes.
@Suite struct PresentrKeyboardStyleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let style: String
        let translation: String
        let shown: Rect
        let raised: Rect
        var testDescription: String { "\(style) \(translation)" }
    }

    // On an iPhone 15 (393 × 852) the keyboard's top is at 852 − 336 = 516. The popup is (30, 145, 333, 562):
    // its bottom, 707, plus 20 is 211 below it. The alert, (61.5, 336, 270, 180), is 20 below it. The bottom
    // half, (0, 426, 393, 426), sits on the bottom edge: no buffer, 336 below it.
    static let cases: [Case] = [
        Case(style: "popup", translation: "moveUp", shown: Rect(x: 30, y: 145, width: 333, height: 562),
             raised: Rect(x: 30, y: -66, width: 333, height: 562)),
        Case(style: "popup", translation: "stickToTop", shown: Rect(x: 30, y: 145, width: 333, height: 562),
             raised: Rect(x: 30, y: 20, width: 333, height: 562)),
        Case(style: "popup", translation: "compress", shown: Rect(x: 30, y: 145, width: 333, height: 562),
             raised: Rect(x: 30, y: 20, width: 333, height: 476)),
        Case(style: "popup", translation: "none", shown: Rect(x: 30, y: 145, width: 333, height: 562),
             raised: Rect(x: 30, y: 145, width: 333, height: 562)),
        Case(style: "alert", translation: "moveUp", shown: Rect(x: 61.5, y: 336, width: 270, height: 180),
             raised: Rect(x: 61.5, y: 316, width: 270, height: 180)),
        Case(style: "alert", translation: "compress", shown: Rect(x: 61.5, y: 336, width: 270, height: 180),
             raised: Rect(x: 61.5, y: 316, width: 270, height: 180)),
        Case(style: "bottom-half", translation: "moveUp", shown: Rect(x: 0, y: 426, width: 393, height: 426),
             raised: Rect(x: 0, y: 90, width: 393, height: 426)),
    ]

    @Test(arguments: cases)
    func theBoxMakesWayForTheKeyboardByPresentrsRule(_ c: Case) throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: c.style, options: ["keyboardTranslation": .string(c.translation)])
        withStyleScene(delegate) { scene in
            scene.present()
            let box = scene.presented.view
            #expect(box.frame == c.shown)
            scene.window.keyboard.show()
            // Presentr animates the move itself, over the notification's 0.25 s: there before the keyboard is.
            scene.clock.advance(by: 0.25)
            #expect(box.presentation.frame == c.raised)
            #expect(scene.window.keyboard.view.presentation.frame.minY > 516)
            scene.clock.runUntilIdle()
            #expect(box.frame == c.raised)
            if c.translation == "moveUp" {
                let buffer = c.shown.maxY == 852 ? 0.0 : 20.0
                #expect(box.frame.maxY == 516 - buffer, "its bottom \(buffer) points above the keyboard's top")
            }
            scene.window.keyboard.hide()
            scene.clock.runUntilIdle()
            #expect(box.frame == c.shown)
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func anUnknownTranslationIsReportedAndTheBoxStays() throws {
        let registry = try makeRegistry()
        let delegate = try registry.transitioningDelegate(for: "popup", options: ["keyboardTranslation": .string("moveAway")])
        withStyleScene(delegate, allowing: [.style.styleHookFailed]) { scene in
            scene.present()
            scene.window.keyboard.show()
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == Rect(x: 30, y: 145, width: 333, height: 562))
            let report = scene.diagnostics.first { $0.hook == "keyboardWillChange" }
            #expect(report?.message.contains("must be none, moveUp, compress or stickToTop, not \"moveAway\"") == true)
            #expect(report?.file?.hasSuffix("Styles/presentr.lua") == true)
            scene.dismiss()
        }
    }
}
