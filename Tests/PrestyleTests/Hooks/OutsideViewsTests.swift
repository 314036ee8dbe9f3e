import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Views a style makes and puts outside its container (the window, the presenter's view) are taken away
/// when the presentation ends, and that is reported at the line and hook that put them there: a style
/// cannot leave something covering the app after a dismissal.
@Suite struct OutsideViewsTests {
    static func style(_ presentation: String, animator: String = "") -> String {
        """
        return style {
          presentation = {
            frameOfPresentedView = function(self) return self.container.bounds:inset(40) end,
        \(presentation)
          },
        \(animator)
        }
        """
    }

    static func run(_ source: String, check: (StyleScene) -> Void = { _ in }) throws -> StyleScene {
        let styles = TemporaryStyles()
        styles.write("leaky", source)
        let registry = try styles.registry()
        let scene = StyleScene(try registry.transitioningDelegate(for: "leaky"))
        scene.present()
        check(scene)
        scene.dismiss()
        #expect(scene.window.invariantViolations() == [])
        return scene
    }

    static func leftOutside(_ scene: StyleScene) -> [Diagnostic] {
        scene.diagnostics.filter { $0.code == "styleViewLeftOutside" }
    }

    @Test func aFullWindowViewAddedToTheWindowDuringADismissalIsTakenAwayAndReported() throws {
        let scene = try Self.run(Self.style("""
            dismissalWillBegin = function(self)
              local window = self.container.superview
              window:add(view { name = "cover", frame = window.bounds, color = "#ff0000" })
            end,
            """))
        #expect(scene.view(named: "cover") == nil)
        let reports = Self.leftOutside(scene)
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.severity == .warning && report.line == 6 && report.hook == "dismissalWillBegin")
        #expect(report.file?.hasSuffix("leaky.lua") == true)
        #expect(report.message.contains("view 'cover'") && report.message.contains("it was removed"))
    }

    @Test func aViewAnAnimatorAddsOutsideTheContainerWhileDismissingIsTakenAway() throws {
        let scene = try Self.run(Self.style("", animator: """
          animator = {
            duration = 0.2,
            animate = function(ctx)
              if not ctx.isPresenting then
                ctx.container.superview:add(view { name = "ghost", frame = rect(0, 0, 100, 100) })
              end
              ctx:complete(true)
            end,
          },
        """))
        #expect(scene.view(named: "ghost") == nil)
        let report = try #require(Self.leftOutside(scene).first)
        #expect(report.line == 10 && report.hook == "animator.animate")
    }

    @Test func aViewOutsideTheContainerStaysWhilePresentedAndGoesWithTheDismissal() throws {
        var shownWhilePresented = false
        let scene = try Self.run(Self.style("""
            presentationWillBegin = function(self)
              self.presenting.view:add(view { name = "glow", frame = rect(0, 0, 50, 50) })
            end,
            """)) { scene in
            shownWhilePresented = scene.view(named: "glow") != nil
        }
        #expect(shownWhilePresented)
        #expect(scene.view(named: "glow") == nil)
        #expect(Self.leftOutside(scene).first?.hook == "presentationWillBegin")
    }

    @Test func aStyleThatRemovesItsOwnOutsideViewIsNotReported() throws {
        let scene = try Self.run(Self.style("""
            presentationWillBegin = function(self)
              self.chrome.glow = view { name = "glow", frame = rect(0, 0, 50, 50) }
              self.container.superview:add(self.chrome.glow)
            end,
            dismissalDidEnd = function(self, completed)
              if completed then self.chrome.glow:remove() end
            end,
            """))
        #expect(scene.view(named: "glow") == nil)
        #expect(Self.leftOutside(scene).isEmpty)
        #expect(scene.problems.isEmpty)
    }

    @Test func aViewMovedBackIntoTheContainerIsTheContainersAndNotReported() throws {
        let scene = try Self.run(Self.style("""
            presentationWillBegin = function(self)
              self.chrome.badge = view { name = "badge", frame = rect(0, 0, 50, 50) }
              self.container.superview:add(self.chrome.badge)
            end,
            presentationDidEnd = function(self, completed)
              self.container:add(self.chrome.badge)
            end,
            """))
        #expect(scene.view(named: "badge") == nil)
        #expect(Self.leftOutside(scene).isEmpty)
    }

    @Test func theAppsOwnViewsAreNeverTakenAway() throws {
        let scene = try Self.run(Self.style("""
            dismissalWillBegin = function(self)
              for _, v in ipairs(self.container.superview:subviews()) do
                if v.name == "banner" then self.presenting.view:add(v) end
              end
            end,
            """)) { scene in
            scene.window.rootView.addSubview(View(name: "banner", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        }
        #expect(scene.view(named: "banner")?.superview === scene.presenting.view)
        #expect(Self.leftOutside(scene).isEmpty)
    }
}
