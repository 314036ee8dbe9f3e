import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// The table of hook specifications is the one owner of each hook's facts: it holds every hook once, in
/// UIKit's order; it decides which hooks may be a boolean constant; and `self:hook(…)` for a hook the style
/// leaves out answers what the superclass answers — asked of the engine, not a copy in Lua — or, for a
/// notification the engine passes on itself, does nothing (so nothing is passed on twice); the engine calls
/// each hook with the arguments its declaration names; UIKit's spellings of a hook are answered with its name.
@Suite struct HookSpecificationTests {
    @Test func everyHookHasOneSpecificationInUIKitsOrder() {
        #expect(HookSpecification.all.map(\.hook) == PresentationHook.allCases)
        for hook in PresentationHook.allCases { #expect(hook.specification.hook == hook) }
        #expect(Set(HookSpecification.all.map(\.uikitName)).count == PresentationHook.allCases.count)
    }

    @Test func aHooksUIKitSpellingsAreAnsweredWithItsName() {
        for specification in HookSpecification.all {
            for spelling in specification.uikitSpellings {
                #expect(UIKitNames.counterparts(of: spelling) == [specification.hook.rawValue], "\(spelling)")
                #expect(PresentationHook(rawValue: spelling) == nil, "\(spelling) is a hook's own name")
            }
        }
        // By default the Swift name of UIKit's method, when it is not the hook's own.
        #expect(HookSpecification.presentationWillBegin.uikitSpellings == ["presentationTransitionWillBegin"])
        #expect(HookSpecification.shouldPresentInFullscreen.specification.uikitSpellings.isEmpty)
        // `size(forChildContentContainer:…)` alone would be taken for a view's or a rect's size.
        #expect(UIKitNames.counterparts(of: "size").isEmpty)
        #expect(UIKitNames.counterparts(of: "sizeForChildContentContainer") == ["sizeForChild"])
    }

    /// What a hook answers in ``everyHookIsCalledWithTheArgumentsItsDeclarationNames``: something usable of
    /// its kind, so nothing is reported.
    private static func usableAnswer(_ specification: HookSpecification) -> String {
        switch specification.answer {
        case .nothing: ""
        case .boolean: "return \(specification.defaultBehaviour)"
        case .view: "return self.presented.view"
        case .frame: "return self.container.bounds"
        case .size: "return select(2, ...)"
        case .adaptiveStyle: "return nil"
        }
    }

    @Test func everyHookIsCalledWithTheArgumentsItsDeclarationNames() throws {
        let hooks = HookSpecification.all.map { specification in
            let hook = specification.hook.rawValue
            return """
                \(hook) = function(self, ...)
                  local types = {}
                  for i = 1, select("#", ...) do
                    local value = select(i, ...)
                    local name = type(value)
                    if name == "userdata" then name = tostring(value):match("^%a+"); name = name:sub(1, 1):upper() .. name:sub(2) end
                    -- The keyboard is a plain table, known by its curve.
                    if name == "table" and value.curve == "keyboard" then name = "Keyboard" end
                    types[#types + 1] = name
                  end
                  trace("\(hook)(" .. table.concat(types, ", ") .. ")")
                  \(Self.usableAnswer(specification))
                end,
                """
        }
        let styles = TemporaryStyles()
        styles.write("arguments", "return style { presentation = {\n\(hooks.joined(separator: "\n"))\n} }")
        try withStyleScene(try styles.registry().transitioningDelegate(for: "arguments")) { scene in
            scene.present()
            try HookFaultTests.callPresentedHooks(scene)
            // VoiceOver's escape: a user's dismissal, which asks the veto too.
            #expect(scene.window.accessibilityPerformEscape())
            scene.clock.runUntilIdle()
            let calls = traced(scene)
            for specification in HookSpecification.all {
                let hook = specification.hook.rawValue
                let expected = "\(hook)(\(specification.arguments.map(\.type).joined(separator: ", ")))"
                let made = Set(calls.filter { $0.hasPrefix("\(hook)(") })
                #expect(made == [expected], "\(hook)")
            }
        }
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
