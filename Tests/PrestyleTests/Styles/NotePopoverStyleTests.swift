import PresentationKit
import Prestyle
import Testing

/// `Styles/note-popover.lua` on UIKit's popover (`base = "popover"`) with the style's adaptive answers (WWDC
/// 2014 session 214): a real popover under the Note button in regular width; over the full screen in compact
/// width, wrapped with a Done button over a blur, the presenter left behind it; a real popover on a phone with
/// `adaptation = "none"`; and back to the popover when the width is regular again.
///
/// The Note button is a 44-point square 8 points in from the trailing edge of the safe area, at its top: on an
/// iPad Pro 11-inch (834 wide, safe top 24) the rectangle (782, 24, 44, 44). A 320 × 240 note hangs below it
/// with its arrow up: UIKit's 13-point arrow puts the content at 24 + 44 + 13 = 81, kept 10 points from the
/// trailing edge (834 − 10 − 320 = 504).
@Suite struct NotePopoverStyleTests {
    private func note() -> ViewController {
        let note = ViewController(name: "presented")
        note.preferredContentSize = Size(width: 320, height: 240)
        return note
    }

    private func scene(_ device: Device, options: [String: OptionValue] = [:]) throws -> StyleScene {
        StyleScene(try makeRegistry().transitioningDelegate(for: "note-popover", options: options), device: device,
                   presented: note())
    }

    private func finish(_ scene: StyleScene, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(scene.window.invariantViolations() == [], sourceLocation: sourceLocation)
        #expect(scene.problems == [], sourceLocation: sourceLocation)
    }

    @Test func inRegularWidthItIsARealPopoverUnderTheNoteButtonInBothOrientations() throws {
        let scene = try scene(.iPadPro11)
        scene.present()
        let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
        #expect(!popover.isAdapted && popover.presentationStyle == .popover)
        #expect(popover.sourceRect == Rect(x: 782, y: 24, width: 44, height: 44))
        #expect(popover.arrowDirection == .up && popover.permittedArrowDirections == [.up, .down])
        #expect(scene.presented.view.frame == Rect(x: 504, y: 81, width: 320, height: 240))
        #expect(scene.presented.view.frame == popover.layout?.contentFrame)
        #expect(scene.view(named: "popoverBackground") != nil && scene.view(named: "wrapper") == nil)
        #expect(scene.presenting.view.window != nil, "a popover leaves its presenter")

        scene.window.transition(to: .landscapeLeft)
        scene.clock.runUntilIdle()
        #expect(popover.sourceRect == Rect(x: 1194 - 8 - 44, y: 24, width: 44, height: 44), "the button follows the rotation")
        #expect(scene.presented.view.frame == Rect(x: 1194 - 10 - 320, y: 81, width: 320, height: 240))

        scene.dismiss()
        #expect(scene.view(named: "popoverBackground") == nil && scene.view(named: "dimming") == nil)
        #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
        #expect(scene.presentCompletions == 1 && scene.dismissCompletions == 1)
        finish(scene)
    }

    @Test(arguments: [Orientation.portrait, .landscapeLeft])
    func inCompactWidthItCoversTheScreenInADoneWrapperOverABlurWithThePresenterBehind(_ orientation: Orientation) throws {
        let scene = try scene(.iPhone14)
        if orientation != .portrait {
            scene.window.transition(to: orientation)
            scene.clock.runUntilIdle()
        }
        scene.present()
        let bounds = scene.window.bounds
        let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
        #expect(popover.isAdapted)
        #expect(popover.adaptedPresentationController is OverFullScreenPresentationController)
        let wrapper = try #require(scene.presenting.presentedViewController as? NavigationController)
        #expect(wrapper.name == "wrapper" && wrapper.topViewController === scene.presented)
        #expect(wrapper.view.frame == bounds)
        #expect(scene.presenting.view.window != nil, "over full screen: the presenter stays behind the blur")
        let blur = try #require(scene.view(named: "blur"))
        #expect(blur.superview === wrapper.view && wrapper.view.subviews.first === blur)
        #expect(blur.frame == wrapper.view.bounds && close(blur.backgroundColor.alpha, 0.92))
        #expect(wrapper.view.backgroundColor == .clear)
        let bar = wrapper.navigationBar.frame
        let safe = scene.window.safeAreaInsets
        let barHeight = orientation == .portrait ? 44.0 : 32.0   // a phone's bar in landscape (Tapworthy)
        #expect(bar == Rect(x: 0, y: 0, width: bounds.width, height: safe.top + barHeight))
        let done = try #require(scene.view(named: "done"))
        #expect(done.superview === wrapper.navigationBar)
        #expect(done.frame == Rect(x: bounds.width - safe.right - 8 - 50, y: bar.maxY - (barHeight + 30) / 2,
                                   width: 50, height: 30))
        if orientation == .portrait {
            #expect(done.frame == Rect(x: 332, y: 54, width: 50, height: 30))
        }

        scene.dismiss()
        #expect(scene.view(named: "wrapper") == nil && scene.view(named: "blur") == nil && scene.view(named: "done") == nil)
        #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
        #expect(scene.presented.parent == nil, "the dismissed wrapper lets the note go")
        finish(scene)
    }

    @Test func afterDoneTheNoteCanBePresentedAgainInAFreshWrapper() throws {
        let scene = try scene(.iPhone14)
        scene.present()
        let first = try #require(scene.presenting.presentedViewController)
        scene.dismiss()
        scene.present()
        let second = try #require(scene.presenting.presentedViewController as? NavigationController)
        #expect(second !== first && second.topViewController === scene.presented)
        #expect(scene.presented.view.isDescendant(of: second.view) && scene.presented.appearanceState == .appeared)
        scene.dismiss()
        #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
        #expect(scene.presentCompletions == 2 && scene.dismissCompletions == 2)
        finish(scene)
    }

    @Test func theDoneButtonDismissesAndATapOnTheNoteDoesNot() throws {
        let scene = try scene(.iPhone14)
        scene.present()
        let done = try #require(scene.view(named: "done"))
        let centre = done.convert(Point(x: done.bounds.midX, y: done.bounds.midY), to: nil)
        scene.window.sendTouches(along: try TouchPath.tap(at: Point(x: 195, y: 400)))
        scene.clock.runUntilIdle()
        #expect(scene.presenting.presentedViewController != nil)
        scene.window.sendTouches(along: try TouchPath.tap(at: centre))
        scene.clock.runUntilIdle()
        #expect(scene.presenting.presentedViewController == nil)
        #expect(scene.view(named: "wrapper") == nil && scene.view(named: "blur") == nil)
        #expect(scene.presentCompletions == 1)
        finish(scene)
    }

    @Test func withAdaptationNoneItIsARealPopoverOnAPhoneThroughARotation() throws {
        let scene = try scene(.iPhone14, options: ["adaptation": "none"])
        scene.present()
        let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
        #expect(!popover.isAdapted && popover.arrowDirection == .up)
        // The button at (390 − 8 − 44, 47); the note below its arrow, 10 points from the trailing edge.
        #expect(popover.sourceRect == Rect(x: 338, y: 47, width: 44, height: 44))
        #expect(scene.presented.view.frame == Rect(x: 60, y: 47 + 44 + 13, width: 320, height: 240))
        #expect(scene.view(named: "wrapper") == nil && scene.view(named: "blur") == nil)
        scene.window.transition(to: .landscapeLeft)
        scene.clock.runUntilIdle()
        #expect(!popover.isAdapted)
        #expect(scene.presented.view.frame == popover.layout?.contentFrame)
        #expect(popover.sourceRect.maxX == 844 - 47 - 8, "inside the landscape safe area")
        scene.dismiss()
        #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
        finish(scene)
    }

    @Test func itAdaptsWhenTheWidthBecomesCompactAndComesBackAsAPopoverWhenItIsRegularAgain() throws {
        let scene = try scene(.iPadPro11)
        scene.present()
        let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
        let regular = scene.presented.view.frame
        scene.window.transition(toSize: Size(width: 320, height: 1194), traits: TraitCollection(horizontalSizeClass: .compact))
        scene.clock.runUntilIdle()
        #expect(popover.isAdapted)
        let wrapper = try #require(scene.presenting.presentedViewController as? NavigationController)
        #expect(wrapper.topViewController === scene.presented && wrapper.view.frame.width == 320)
        #expect(scene.view(named: "blur") != nil && scene.view(named: "popoverBackground") == nil)

        scene.window.transition(toSize: Size(width: 834, height: 1194),
                                traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        scene.clock.runUntilIdle()
        #expect(!popover.isAdapted)
        #expect(scene.presenting.presentedViewController === scene.presented && scene.presented.parent == nil)
        #expect(scene.presented.view.frame == regular)
        #expect(scene.view(named: "wrapper") == nil && scene.view(named: "blur") == nil)
        #expect(scene.view(named: "popoverBackground") != nil)
        scene.dismiss()
        #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
        #expect(scene.dismissCompletions == 1)
        finish(scene)
    }

    @Test func aBadAdaptationIsReportedAtTheAdaptiveLineAndTheDefaultIsUsed() throws {
        let scene = try scene(.iPhone14, options: ["adaptation": "sideways"])
        scene.present()
        let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
        #expect(popover.adaptedPresentationController is OverFullScreenPresentationController)
        let problem = try #require(scene.diagnostics.first { $0.code == .style.styleBadOption })
        #expect(problem.severity == .error && problem.hook == "adaptive.compactOption")
        #expect(problem.file?.hasSuffix("Styles/note-popover.lua") == true && problem.line != nil)
        #expect(problem.message.contains("not \"sideways\""))
        scene.dismiss()
        #expect(scene.presentCompletions == 1 && scene.dismissCompletions == 1)
    }
}
