import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `sheet.detents` with custom detents (UIKit's `Detent.custom(identifier:resolver:)`, iOS 16): a height in
/// points, or a function of the resolution context (its `maximumDetentValue` and `traits`, the `presented`
/// controller, the `options`) answering a height or nil (inactive) — and the errors that name the file, the
/// line and the hook.
@Suite struct CustomDetentTests {
    private func delegate(_ sheet: String, options: String = "") throws -> StyleTransitioningDelegate {
        let folder = TemporaryStyles()
        folder.write("custom", """
            return style {
              \(options)
              base = "pageSheet",
              sheet = \(sheet),
            }
            """)
        return try folder.registry().transitioningDelegate(for: "custom")
    }

    private func loadError(_ sheet: String) -> StyleError? {
        do {
            _ = try delegate(sheet)
            return nil
        } catch let error as StyleError {
            return error
        } catch {
            return nil
        }
    }

    private func sheet(of scene: StyleScene) throws -> SheetPresentationController {
        try #require(scene.presented.presentationController as? SheetPresentationController)
    }

    @Test func aHeightAndAFunctionOfTheMaximumAreDetentsNamedForSelection() throws {
        let delegate = try delegate("""
            { detents = { 200, function(ctx) return ctx.maximumDetentValue * 0.3 end, "large" },
                      selectedDetent = 200, largestUndimmedDetent = "custom2" }
            """)
        try withStyleScene(delegate) { scene in
            scene.window.systemVersion = .iOS18  // the card: the detents, not iOS 26's floating inset, are under test
            scene.present()
            let sheet = try sheet(of: scene)
            let maximum = sheet.maximumDetentValue
            #expect(maximum > 600)
            let resolved = sheet.resolvedDetents
            #expect(resolved.map(\.identifier.rawValue) == ["200", "custom2", SheetPresentationController.Detent.Identifier.large.rawValue])
            #expect(resolved.map(\.value) == [200, maximum * 0.3, maximum])
            #expect(sheet.selectedDetentIdentifier?.rawValue == "200")
            #expect(scene.presented.view.frame == sheet.cardFrame(forDetentValue: 200))
            #expect(!sheet.isDimmed, "200 is below the largest undimmed detent, custom2")
            scene.dismiss()
        }
    }

    @Test func aDetentThatFitsTheContentFollowsItsPreferredSizeWhilePresented() throws {
        let delegate = try delegate("""
            { detents = { function(ctx) return ctx.presented.preferredContentSize.height end, "large" } }
            """)
        try withStyleScene(delegate) { scene in
            scene.window.systemVersion = .iOS18  // the card: the detents, not iOS 26's floating inset, are under test
            scene.presented.preferredContentSize = Size(width: 320, height: 240)
            scene.present()
            let sheet = try sheet(of: scene)
            #expect(scene.presented.view.frame == sheet.cardFrame(forDetentValue: 240))
            let mark = scene.window.trace.mark
            scene.presented.preferredContentSize = Size(width: 320, height: 400)
            scene.clock.runUntilIdle()
            #expect(scene.presented.view.frame == sheet.cardFrame(forDetentValue: 400))
            let calls = scene.window.trace.events[mark...].map { "\($0.call) \($0.target)" }
            #expect(calls.contains { $0.hasPrefix("preferredContentSizeDidChange(forChildContentContainer:)") })
            #expect(calls.contains("viewWillTransition(to:with:) presented"), "the presented controller heard the size it got")
            scene.dismiss()
        }
    }

    @Test func nilMakesADetentInactiveAndTheSheetRestsAtTheNextOne() throws {
        let delegate = try delegate("""
            { detents = { function(ctx) if ctx.traits.vertical == "regular" then return nil end return 100 end, "medium", "large" } }
            """)
        try withStyleScene(delegate) { scene in
            scene.present()
            let sheet = try sheet(of: scene)
            #expect(sheet.resolvedDetents.map(\.identifier) == [.medium, .large])
            #expect(sheet.restingDetentIdentifier == .medium)
            scene.dismiss()
        }
    }

    @Test func theContextCarriesTheOptions() throws {
        let delegate = try delegate("{ detents = { function(ctx) return ctx.options.peek end } }", options: "options = { peek = 180 },")
        try withStyleScene(delegate) { scene in
            scene.present()
            let sheet = try sheet(of: scene)
            #expect(sheet.resolvedDetents.map(\.value) == [180])
            scene.dismiss()
        }
    }

    @Test(arguments: [
        ("{ detents = { -5 } }", "detent 1 (a height in points) must be a number from 0 to 10000, not -5"),
        ("{ detents = { \"medium\", 0/0 } }", "detent 2 (a height in points) must be a number from 0 to 10000, not nan"),
        ("{ detents = { \"tall\" } }", "detent 1 is \"medium\", \"large\", a height in points or a function(ctx) returning one, not \"tall\""),
        ("{ detents = { true } }", "a height in points or a function(ctx) returning one, not true"),
        ("{ detents = { 320, 320 } }", "detent 2 repeats 320: each detent is listed once"),
        ("{ detents = {} }", "needs at least one detent"),
        ("{ detents = { 320 }, selectedDetent = 300 }", "selectedDetent names one of the detents (320), not 300"),
        ("{ detents = { \"medium\", function() return 1 end }, largestUndimmedDetent = \"large\" }",
         "largestUndimmedDetent names one of the detents (\"medium\", \"custom2\"), not \"large\""),
    ])
    func aBadDetentDoesNotLoadAndSaysWhere(sheet: String, message: String) throws {
        let error = try #require(loadError(sheet))
        let all = error.all
        #expect(all.contains { $0.message.contains(message) }, "\(all.map(\.message))")
        #expect(all.allSatisfy { $0.line == 4 && $0.hook?.hasPrefix("sheet.") == true }, "\(all.map(\.description))")
    }

    @Test(arguments: [
        ("function(ctx) error(\"no size yet\") end", "no size yet", 5),
        ("function(ctx)\n    return \"tall\"\n  end", "a detent function returned the string \"tall\": it returns a height in points, or nil", 6),
        ("function(ctx)\n    return -3\n  end", "a detent function returned -3: a detent is a height from 0 up, or nil", 6),
        ("function(ctx)\n    return 0/0\n  end", "a detent function returned nan", 6),
    ])
    func aDetentFunctionThatFailsIsReportedAndInactive(function: String, message: String, line: Int) throws {
        let delegate = try delegate("""
            {
              detents = { \(function), "large" },
            }
            """)
        try withStyleScene(delegate, allowing: [.style.styleHookFailed, .style.styleBadResult]) { scene in
            scene.present()
            let sheet = try sheet(of: scene)
            #expect(sheet.resolvedDetents.map(\.identifier) == [.large], "the failing detent is inactive")
            let reported = scene.diagnostics.filter { $0.severity == .error }
            #expect(reported.count == 1, "once per cause: \(reported.map(\.description))")
            let first = try #require(reported.first)
            #expect(first.message.contains(message), "\(first.message)")
            #expect(first.hook == "sheet.detents[1]" && first.line == line && first.file?.hasSuffix("custom.lua") == true,
                    "\(first.description)")
            scene.dismiss()
        }
    }
}
