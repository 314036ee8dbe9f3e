import PresentationKit
@testable import Prestyle
import Testing

/// The table of hook specifications is the one owner of each hook's facts: it holds every hook once, in
/// UIKit's order; it decides which hooks may be a boolean constant; and `self:hook(…)` for a hook the style
/// leaves out answers what the superclass answers — asked of the engine, not a copy in Lua — or, for a
/// notification the engine passes on itself, does nothing (so nothing is passed on twice).
@Suite struct HookSpecificationTests {
    @Test func everyHookHasOneSpecificationInUIKitsOrder() {
        #expect(HookSpecification.all.map(\.hook) == PresentationHook.allCases)
        for hook in PresentationHook.allCases { #expect(hook.specification.hook == hook) }
        #expect(Set(HookSpecification.all.map(\.uikitName)).count == PresentationHook.allCases.count)
    }

    @Test(arguments: PresentationHook.allCases)
    func aHookMayBeABooleanConstantExactlyWhenItsSpecificationSaysSo(_ hook: PresentationHook) throws {
        let styles = TemporaryStyles()
        styles.write("constant", "return style { presentation = { \(hook.rawValue) = true } }")
        let registry = try styles.registry()
        if hook.specification.acceptsBoolean {
            #expect(throws: Never.self) { try registry.style(named: "constant") }
        } else {
            let error = try #require(throws: StyleError.self) { try registry.style(named: "constant") }
            #expect(error.message.contains("presentation.\(hook.rawValue) must be a function, not true"), "\(error)")
        }
    }

    private func scene(_ styles: TemporaryStyles, _ presentation: String) throws -> StyleScene {
        styles.write("inheriting", "return style { presentation = { \(presentation) } }")
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: .testing)
        let scene = StyleScene(try registry.transitioningDelegate(for: "inheriting"))
        scene.present()
        return scene
    }

    private func traced(_ scene: StyleScene, since mark: Int = 0) -> [String] {
        scene.window.trace.events(since: mark).filter { $0.call == "trace" }.compactMap(\.detail)
    }

    /// Answers full screen for every presentation it is asked about.
    private final class FullScreenDelegate: AdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for _: PresentationController, traitCollection _: TraitCollection) -> ModalPresentationStyle? {
            .fullScreen
        }
    }

    @Test func selfAnswersTheSuperclassForAnAnsweringHookTheStyleLeavesOut() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, """
            containerWillLayout = function(self)
              local frame = self:frameOfPresentedView()
              trace(tostring(frame == self.container.bounds) .. " " .. tostring(self:sizeForChild(self.presented, size(5, 6)))
                .. " " .. tostring(self:shouldPresentInFullscreen()) .. " " .. tostring(self:shouldRemovePresentersView())
                .. " " .. tostring(self:adaptiveStyle(self.traits)))
            end,
            """)
        let controller = try #require(scene.presented.presentationController)
        let mark = scene.window.trace.mark
        controller.containerViewWillLayoutSubviews()
        #expect(traced(scene, since: mark) == ["true size(5, 6) true false nil"])

        // The superclass's adaptive answer is the delegate's: a copy of UIKit's default in Lua said nil.
        let delegate = FullScreenDelegate()
        controller.delegate = delegate
        let asked = scene.window.trace.mark
        controller.containerViewWillLayoutSubviews()
        #expect(traced(scene, since: asked) == ["true size(5, 6) true false fullScreen"])
        #expect(scene.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func aLeftOutSizeChangeHookCalledFromTheStyleDoesNotPassTheChangeOnTwice() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, """
            sizeForChild = function(self, child, parentSize)
              trace("called " .. tostring(self:willTransitionToSize(parentSize)) .. " " .. tostring(self:willTransitionToTraits(self.traits)))
              return parentSize
            end,
            """)
        let mark = scene.window.trace.mark
        #expect(scene.window.transition(to: .landscapeLeft))
        scene.clock.runUntilIdle()
        let events = scene.window.trace.events(since: mark)
        #expect(traced(scene, since: mark).contains("called nil nil"))
        let delivered = events.filter { $0.call == "viewWillTransition(to:with:)" && $0.target == scene.presented.name }
        #expect(delivered.count == 1, "\(delivered)")
        #expect(scene.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func aLeftOutHookCannotBeAssignedOnSelf() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, """
            presentationWillBegin = function(self)
              local ok, problem = pcall(function() self.frameOfPresentedView = 1 end)
              trace(tostring(ok) .. " " .. tostring(problem):match("read%-only") )
            end,
            """)
        #expect(traced(scene) == ["false read-only"])
    }

    @Test func aNaNFrameFromATableIsReportedAtTheHookAndTheEngineKeepsTheContainersBounds() throws {
        let styles = TemporaryStyles()
        let scene = try scene(styles, "frameOfPresentedView = function(self) return { 0, 0, 0 / 0, 10 } end,")
        #expect(scene.presented.view.frame == scene.window.bounds)
        let report = try #require(scene.diagnostics.first { $0.code == .style.styleBadResult })
        #expect(report.hook == "frameOfPresentedView" && report.line == 1, "\(report)")
        #expect(report.message.contains("frameOfPresentedView's result's width must be a finite number, not nan"), "\(report)")
    }
}
