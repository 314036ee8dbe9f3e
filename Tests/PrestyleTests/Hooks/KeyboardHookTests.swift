import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// The keyboard through Lua: `keyboardWillChange` runs inside the keyboard's animation (frames set there ride
/// it), `self.keyboard` and `ctx.keyboard` give UIKit's values in the container's coordinates, and a hook that
/// fails is reported at its line while the presentation goes on.
@Suite struct KeyboardHookTests {
    @Test func framesAKeyboardWillChangeHookSetsMoveWithTheKeyboard() throws {
        let styles = TemporaryStyles()
        styles.write("riding", """
            return style {
              presentation = {
                frameOfPresentedView = function(self)
                  local b = self.container.bounds
                  return rect(0, b.height - 200, b.width, 200)
                end,
                keyboardWillChange = function(self, keyboard)
                  local b = self.container.bounds
                  local top = keyboard.visible and keyboard.frame.y or b.height
                  self.presentedView.frame = rect(0, top - 200, b.width, 200)
                end,
              },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "riding")) { scene in
            scene.present()
            let presented = scene.presented.view
            #expect(presented.frame == Rect(x: 0, y: 652, width: 393, height: 200))
            scene.window.keyboard.show()
            for _ in 0..<10 {
                scene.clock.advance(by: 0.05)
                #expect(close(presented.presentation.frame.maxY, scene.window.keyboard.view.presentation.frame.minY))
            }
            #expect(presented.frame == Rect(x: 0, y: 316, width: 393, height: 200))
            scene.window.keyboard.hide()
            scene.clock.advance(by: 0.2)
            #expect(close(presented.presentation.frame.maxY, scene.window.keyboard.view.presentation.frame.minY))
            scene.clock.runUntilIdle()
            #expect(presented.frame == Rect(x: 0, y: 652, width: 393, height: 200))
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func selfAndCtxGiveTheKeyboardInTheContainersCoordinatesWithUIKitsValues() throws {
        let styles = TemporaryStyles()
        styles.write("reading", """
            local function same(a, b) return a.x == b.x and a.y == b.y and a.width == b.width and a.height == b.height end
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local k = self.keyboard
                  assert(not k.visible and same(k.frame, rect(0, 852, 393, 336)), "down: " .. tostring(k.frame))
                  assert(k.duration == 0.25 and k.curve == "keyboard", "UIKit's values")
                end,
                keyboardWillChange = function(self, keyboard)
                  local now = self.keyboard
                  assert(now.visible == keyboard.visible and same(now.frame, keyboard.frame), "self.keyboard is the change's")
                  if keyboard.visible then
                    assert(same(keyboard.frame, rect(0, 516, 393, 336)) and same(keyboard.beginFrame, rect(0, 852, 393, 336)),
                           "up: " .. tostring(keyboard.frame))
                  else
                    assert(same(keyboard.frame, rect(0, 852, 393, 336)), "down: " .. tostring(keyboard.frame))
                  end
                  -- The notification's curve is one animate{} takes.
                  animate { duration = keyboard.duration, curve = keyboard.curve, changes = function()
                    self.presentedView.alpha = keyboard.visible and 0.5 or 1
                  end }
                end,
              },
              animator = { duration = 0.1, animate = function(ctx)
                assert(ctx.keyboard.visible == not ctx.isPresenting, "the keyboard is up for the dismissal")
                if not ctx.isPresenting then assert(ctx.keyboard.frame.y == 516) end
                ctx.container:add(ctx.toView or ctx.fromView)
                ctx:complete(true)
              end },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "reading")) { scene in
            scene.present()
            scene.window.keyboard.show()
            scene.clock.advance(by: 0.125)
            let alpha = scene.presented.view.presentation.alpha
            #expect(alpha < 1 && alpha > 0.5, "fading on its own 0.25 s")
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.alpha == 0.5)
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func aKeyboardHookThatFailsIsReportedAtItsLineAndThePresentationGoesOn() throws {
        let styles = TemporaryStyles()
        let path = styles.write("failing", """
            return style {
              presentation = {
                keyboardWillChange = function(self, keyboard)
                  local frame = self.presentedView.frame
                  self.presentedView.frame = frame:with { y = keyboard.frame.y - frame.height }
                  error("the form has no field")
                end,
              },
            }
            """)
        try withStyleScene(try styles.registry().transitioningDelegate(for: "failing"), allowing: [.style.styleHookFailed]) { scene in
            scene.present()
            #expect(scene.presentCompletions == 1)
            scene.window.keyboard.show()
            scene.clock.runUntilIdle()
            scene.window.keyboard.hide()
            scene.clock.runUntilIdle()
            #expect(!scene.window.keyboard.isVisible)
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
            #expect(scene.presenting.presentedViewController == nil)
            let reports = scene.diagnostics.filter { $0.hook == "keyboardWillChange" }
            #expect(reports.count == 1, "reported once, not on every change: \(scene.problems)")
            let report = try #require(reports.first)
            #expect(report.file == path && report.line == 6 && report.severity == .error)
            #expect(report.message.contains("the form has no field"))
        }
    }

    @Test func uikitsKeyboardNamesAreAnsweredWithPrestyles() {
        #expect(UIKitNames.counterparts(of: "keyboardWillShowNotification") == ["keyboardWillChange"])
        #expect(UIKitNames.counterparts(of: "keyboardWillHide") == ["keyboardWillChange"])
        #expect(UIKitNames.counterparts(of: "keyboardLayoutGuide") == ["keyboard"])
        #expect(UIKitNames.counterparts(of: "keyboardFrameEndUserInfoKey") == ["frame"])
        #expect(UIKitNames.hint(forError: "attempt to index a nil value (field 'keyboardLayoutGuide')")
            == "; did you mean 'keyboard'? (UIKit's keyboardLayoutGuide)")
    }
}
