import PresentationKit
import Prestyle
import TestSupport
import Testing

/// What styles see of today's devices — safe areas, idiom and scale — and the corner mask and shadow fields,
/// through the registry as a user's style would.
@Suite struct DeviceGeometryBindingTests {
    /// A PanModal-like sheet: its top edge 21 points below the container's safe top, on any device and in any
    /// orientation; the animator reads `ctx.container.safeAreaInsets` too.
    static let panModal = """
        return style {
          summary = "PanModal-like: 21 points below the safe top",
          presentation = {
            frameOfPresentedView = function(self)
              local bounds = self.container.bounds
              local top = self.container.safeAreaInsets.top + 21
              return rect(0, top, bounds.width, bounds.height - top)
            end,
            containerWillLayout = function(self)
              self.presentedView.frame = self:frameOfPresentedView()
            end,
            presentationWillBegin = function(self)
              trace("traits", self.traits.idiom, self.traits.displayScale)
            end,
          },
          animator = {
            duration = 0.3,
            animate = function(ctx)
              local v = ctx.isPresenting and ctx.toView or ctx.fromView
              trace("ctx safe top", ctx.container.safeAreaInsets.top)
              if ctx.isPresenting then
                v.frame = ctx:finalFrame(ctx.to)
                ctx.container:add(v)
              end
              animate { duration = ctx.duration, changes = function() v.alpha = ctx.isPresenting and 1 or 0 end,
                        completion = function() ctx:complete() end }
            end,
          },
        }
        """

    @Test(arguments: Device.presets)
    func aSheetReadingTheSafeAreaSitsAtSafeTopPlus21OnEveryPresetAndAfterRotation(device: Device) throws {
        let styles = TemporaryStyles()
        styles.write("panmodal", Self.panModal)
        let registry = try styles.registry()
        withStyleScene(try registry.transitioningDelegate(for: "panmodal"), device: device) { scene in
            scene.present()
            let top = device.safeAreaInsets(in: .portrait).top
            #expect(scene.presented.view.frame.minY == top + 21)
            let traces = scene.window.trace.events.filter { $0.call == "trace" }.map(\.detail)
            // Lua writes its numbers as floats: 3.0, 59.0.
            #expect(traces.contains("traits \(device.idiom.rawValue) \(device.scale)"))
            #expect(traces.contains("ctx safe top \(top)"))
            for orientation in [Orientation.landscapeLeft, .portrait, .landscapeRight] {
                #expect(scene.window.transition(to: orientation))
                scene.clock.runUntilIdle()
                let expected = device.safeAreaInsets(in: orientation).top + 21
                #expect(scene.presented.view.frame.minY == expected, "\(device.slug) \(orientation)")
            }
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }

    @Test func viewsReadTheirSafeAreaAndCornersAndShadowFields() throws {
        let styles = TemporaryStyles()
        styles.write("fields", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local c = self.container
                  local i = c.safeAreaInsets
                  trace("container", i.top, i.left, i.bottom, i.right)
                  local badge = view { name = "badge", frame = rect(0, 0, 40, 40), maskedCorners = { "topLeft" } }
                  trace("outside", tostring(badge.safeAreaInsets))
                  c:add(badge)
                  trace("badge", badge.safeAreaInsets.top)
                  trace("corners", table.concat(badge.maskedCorners, ","))
                  badge.maskedCorners = { "bottomRight", "topRight", "topRight" }
                  trace("corners", table.concat(badge.maskedCorners, ","))
                  badge.maskedCorners = {}
                  trace("corners", #badge.maskedCorners)
                  trace("shadow before", badge.shadowOpacity, badge.shadowRadius, tostring(badge.shadowOffset), badge.shadowColor)
                  badge.shadowOpacity = 0.25
                  badge.shadowRadius = 6
                  badge.shadowOffset = { 0, 4 }
                  badge.shadowColor = "#ff0000"
                  trace("shadow after", badge.shadowOpacity, badge.shadowRadius, tostring(badge.shadowOffset), badge.shadowColor)
                  trace("shadow table", badge.shadow.opacity, badge.shadow.radius)
                  self.chrome.badge = badge
                end,
              },
            }
            """)
        let registry = try styles.registry()
        try withStyleScene(try registry.transitioningDelegate(for: "fields")) { scene in
            scene.present()
            let traces = scene.window.trace.events.filter { $0.call == "trace" }.map(\.detail)
            #expect(traces == [
                "container 59.0 0.0 34.0 0.0", "outside insets(0, 0, 0, 0)", "badge 40.0",
                "corners topLeft", "corners topRight,bottomRight", "corners 0",
                "shadow before 0.0 3.0 size(0, -3) #000000",
                "shadow after 0.25 6.0 size(0, 4) #ff0000",
                "shadow table 0.25 6.0",
            ])
            let badge = try #require(scene.view(named: "badge"))
            #expect(badge.maskedCorners == [])
            #expect(badge.shadow == Shadow(color: Color(hex: "#ff0000")!, opacity: 0.25, offset: Size(width: 0, height: 4), radius: 6))
            scene.dismiss()
        }
    }

    /// A bad value set by a style, on the line the marker is on, and what the diagnostic must say.
    struct BadValue: Sendable, CustomStringConvertible {
        let statement: String
        let says: String
        var description: String { statement }
    }

    static let badValues: [BadValue] = [
        BadValue(statement: "v.safeAreaInsets = insets(0)", says: "safeAreaInsets"),
        BadValue(statement: "v.maskedCorners = { \"topLft\" }", says: "did you mean 'topLeft'?"),
        BadValue(statement: "v.maskedCorners = \"topLeft\"", says: "must be a list of corner names"),
        BadValue(statement: "v.maskedCorners = { 1 }", says: "must be a corner name"),
        BadValue(statement: "v.shadowRadius = 0/0", says: "shadowRadius must be a finite number"),
        BadValue(statement: "v.shadowRadius = math.huge", says: "shadowRadius must be a finite number"),
        BadValue(statement: "v.shadowRadius = -1", says: "shadowRadius must not be negative"),
        BadValue(statement: "v.shadowOpacity = 1.5", says: "shadowOpacity must be a number from 0 to 1"),
        BadValue(statement: "v.shadowOpacity = 0/0", says: "shadowOpacity must be a number from 0 to 1"),
        BadValue(statement: "v.shadowOffset = size(0/0, 1)", says: "finite"),
        BadValue(statement: "v.shadowColor = \"reddish\"", says: "shadowColor"),
        BadValue(statement: "v.shadow = { radius = 0/0 }", says: "radius"),
    ]

    @Test(arguments: badValues)
    func aBadValueIsReportedAtItsLineAndHookAndThePresentationCompletes(_ bad: BadValue) throws {
        let styles = TemporaryStyles()
        let path = styles.write("bad", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local v = self.presentedView
                  \(bad.statement)
                end,
              },
            }
            """)
        let registry = try styles.registry()
        try withStyleScene(try registry.transitioningDelegate(for: "bad"), allowing: ["styleHookFailed"]) { scene in
            scene.present()
            #expect(scene.presentCompletions == 1)
            #expect(scene.presented.view.window === scene.window)
            let report = try #require(scene.diagnostics.first { $0.hook == "presentationWillBegin" }, "\(scene.problems)")
            #expect(report.file == path)
            #expect(report.line == 5)
            #expect(report.severity == .error)
            #expect(report.message.contains(bad.says), "\(report.message)")
            // The view keeps what it had: no NaN reached the engine.
            let shadow = scene.presented.view.shadow
            #expect(shadow == nil || (shadow!.radius.isFinite && shadow!.opacity.isFinite))
            scene.dismiss()
            #expect(scene.dismissCompletions == 1)
        }
    }
}
