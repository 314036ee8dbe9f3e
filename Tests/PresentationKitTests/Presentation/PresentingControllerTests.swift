import PresentationKit
import Testing

/// Which controller presents, presenting over a presentation, and the requests UIKit refuses.
@Suite("Presenting controllers and refused requests")
struct PresentingControllerTests {
    private func addChild(named name: String, to parent: ViewController, frame: Rect) -> ViewController {
        let child = ViewController(name: name)
        parent.addChild(child)
        child.view.frame = frame
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        return child
    }

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overCurrentContext])
    func aPresentationFromAChildWithNoContextIsMadeByTheRoot(style: ModalPresentationStyle) {
        withScene { scene in
            let child = addChild(named: "child", to: scene.presenting, frame: Rect(x: 0, y: 100, width: 393, height: 400))
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = style
            child.present(presented, animated: true)
            scene.settle()
            #expect(presented.presentingViewController === scene.presenting)
            #expect(scene.presenting.presentedViewController === presented)
            #expect(child.presentingViewController == nil)
            #expect(presented.view.frame == Rect(origin: .zero, size: Scene.phone))
        }
    }

    @Test func aCurrentContextPresentationCoversTheControllerThatDefinesTheContext() throws {
        try withScene { scene in
            let context = addChild(named: "context", to: scene.presenting, frame: Rect(x: 0, y: 100, width: 393, height: 400))
            context.definesPresentationContext = true
            let inner = addChild(named: "inner", to: context, frame: Rect(x: 10, y: 10, width: 100, height: 100))
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .currentContext
            inner.present(presented, animated: true)
            scene.clock.advance(by: 0.1)
            #expect(presented.presentingViewController === context)
            let container = try #require(presented.presentationController?.containerView)
            #expect(container.frame == Rect(x: 0, y: 100, width: 393, height: 400))
            #expect(container.superview === scene.presenting.view)
            scene.settle()
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 393, height: 400))
            #expect(context.view.window == nil, "current context removes the context's view")
            #expect(scene.presenting.view.window === scene.window)
            presented.dismiss(animated: true)
            scene.settle()
            #expect(context.view.superview === scene.presenting.view)
            #expect(context.view.frame == Rect(x: 0, y: 100, width: 393, height: 400))
        }
    }

    @Test func aFullScreenPresentationFromAControllerInAContextIsMadeByOneThatCoversTheScreen() throws {
        try withScene { scene in
            let context = addChild(named: "context", to: scene.presenting, frame: Rect(x: 0, y: 100, width: 393, height: 400))
            context.definesPresentationContext = true
            let inContext = ViewController(name: "inContext")
            inContext.modalPresentationStyle = .overCurrentContext
            context.present(inContext, animated: false)
            scene.settle()
            let cover = ViewController(name: "cover")
            cover.modalPresentationStyle = .fullScreen
            inContext.present(cover, animated: true)
            scene.settle()
            #expect(cover.presentingViewController === scene.presenting, "the root covers the screen; the context's controller does not")
            let container = try #require(cover.presentationController?.containerView)
            #expect(container.frame == scene.window.rootView.bounds)
            cover.dismiss(animated: true)
            scene.settle()
            #expect(inContext.presentingViewController === context, "the context's presentation is untouched")
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func aPresentedControllerCanPresentInTurn() {
        withScene { scene in
            let first = ViewController(name: "first")
            first.modalPresentationStyle = .fullScreen
            let second = ViewController(name: "second")
            second.modalPresentationStyle = .overFullScreen
            scene.presenting.present(first, animated: true) {
                first.present(second, animated: true)
            }
            scene.settle()
            #expect(scene.window.presentationStack.map(\.name) == ["first", "second"])
            #expect(second.presentingViewController === first)
            #expect(first.appearanceState == .appeared, "over full screen leaves the presenter appeared")
            #expect(scene.viewNames == ["window", "container", "first", "container", "second"])
        }
    }

    @Test func presentingWhileATransitionRunsIsRefusedWithoutTouchingAnything() {
        withScene(allowing: [.engine.presentWhileTransitioning]) { scene in
            let first = ViewController(name: "first")
            first.modalPresentationStyle = .formSheet
            let second = ViewController(name: "second")
            var firstDone = 0, secondDone = 0
            #expect(scene.presenting.present(first, animated: true) { firstDone += 1 })
            scene.clock.advance(by: 0.1)
            #expect(!scene.presenting.present(second, animated: true) { secondDone += 1 })
            let diagnostics = scene.window.diagnostics.diagnostics(withCode: .engine.presentWhileTransitioning)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.severity == .error)
            #expect(diagnostics.first?.message.contains("Attempt to present 'second' on 'presenting' while a presentation is in progress") == true)
            #expect(second.presentingViewController == nil)
            #expect(!second.isViewLoaded)
            scene.settle()
            #expect(firstDone == 1)
            #expect(secondDone == 0, "as in UIKit, a refused presentation's completion is never called")
            #expect(scene.window.presentationStack.map(\.name) == ["first"])
        }
    }

    @Test func presentingFromAControllerThatAlreadyPresentsIsRefused() {
        withScene(allowing: [.engine.presentWhilePresenting, .engine.presentIllegalController]) { scene in
            let first = ViewController(name: "first")
            first.modalPresentationStyle = .overFullScreen
            scene.presenting.present(first, animated: false)
            scene.settle()
            #expect(!scene.presenting.present(ViewController(name: "second"), animated: true))
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.presentWhilePresenting).count == 1)
            #expect(!first.present(first, animated: true))
            #expect(!first.present(scene.presenting, animated: true))
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.presentIllegalController).count == 2)
            #expect(scene.window.presentationStack.map(\.name) == ["first"])
        }
    }

    @Test func presentingFromAControllerOutsideTheWindowHierarchyIsRefusedWithoutTouchingAnything() {
        withScene(allowing: [.engine.presentFromDetachedController]) { scene in
            // A controller whose view was put in the window by hand belongs to no hierarchy that presents.
            let detached = ViewController(name: "detached")
            scene.presenting.view.addSubview(detached.view)
            // A context whose view is off screen: a child whose view was never added.
            let child = ViewController(name: "child")
            child.definesPresentationContext = true
            scene.presenting.addChild(child)
            _ = child.view
            var completions = 0
            let fromDetached = ViewController(name: "fromDetached")
            let overHiddenContext = ViewController(name: "overHiddenContext")
            overHiddenContext.modalPresentationStyle = .currentContext
            #expect(!detached.present(fromDetached, animated: true) { completions += 1 })
            #expect(!child.present(overHiddenContext, animated: true) { completions += 1 })
            scene.settle()
            let messages = scene.window.diagnostics.diagnostics(withCode: .engine.presentFromDetachedController).map(\.message)
            #expect(messages == [
                "Attempt to present 'fromDetached' on 'detached' whose view is not in the window hierarchy",
                "Attempt to present 'overHiddenContext' on 'child' whose view is not in the window hierarchy",
            ])
            #expect(completions == 0)
            #expect(child.appearanceState == .disappeared && child.presentedViewController == nil)
            #expect(!overHiddenContext.isViewLoaded && overHiddenContext.presentingViewController == nil)
            #expect(scene.viewNames == ["window", "presenting", "detached"])
        }
    }

    @Test func dismissingWhileATransitionRunsIsRefused() {
        withScene(allowing: [.engine.dismissWhileTransitioning]) { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            scene.presenting.present(presented, animated: true)
            scene.clock.advance(by: 0.1)
            #expect(!presented.dismiss(animated: true))
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.dismissWhileTransitioning).count == 1)
            scene.settle()
            #expect(presented.presentationController?.phase == .presented)
        }
    }

    @Test func aDismissalAskedForFromViewWillAppearIsRefusedAndThePresentationCompletes() {
        final class Impatient: ViewController {
            var dismissed: Bool?
            override func viewWillAppear(_ animated: Bool) {
                if dismissed == nil { dismissed = dismiss(animated: true) }
            }
        }
        withScene(allowing: [.engine.dismissWhileTransitioning]) { scene in
            let presented = Impatient(name: "presented")
            presented.modalPresentationStyle = .fullScreen
            var completions = 0
            #expect(scene.presenting.present(presented, animated: true) { completions += 1 })
            scene.settle()
            #expect(presented.dismissed == false)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.dismissWhileTransitioning).count == 1)
            #expect(presented.presentationController?.phase == .presented)
            #expect(presented.appearanceState == .appeared)
            #expect(completions == 1)
        }
    }

    @Test func dismissingWithNothingPresentedIsANoteAndNoCompletion() {
        withScene { scene in
            var called = false
            #expect(!scene.presenting.dismiss(animated: true) { called = true })
            scene.settle()
            #expect(!called)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.nothingToDismiss).first?.severity == .note)
        }
    }

    @Test func thePresentationStyleNoneIsRefused() {
        withScene(allowing: [.engine.presentStyleNone]) { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .none
            #expect(!scene.presenting.present(presented, animated: true))
        }
    }

    /// `.automatic` is a form sheet from iOS 18 (Apple's documentation of `UIModalPresentationStyle.automatic`),
    /// a page sheet before.
    @Test func automaticPresentsAsAFormSheetTodayAndAPageSheetBeforeIOS18() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(presented.presentationController is FormSheetPresentationController)
            #expect(presented.presentationController?.presentationStyle == .formSheet)
        }
        withScene { scene in
            scene.window.systemVersion = .iOS12
            let presented = ViewController(name: "presented")
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(presented.presentationController is PageSheetPresentationController)
            #expect(presented.presentationController?.presentationStyle == .pageSheet)
        }
    }

    /// An `.automatic` presentation configured before it is presented (a controller with no window follows
    /// today's era, a form sheet) keeps that configuration when an iOS 12 window presents it as a page sheet.
    @Test func anAutomaticSheetConfiguredBeforePresentingKeepsItsConfigurationInAnIOS12Window() throws {
        try withScene { scene in
            scene.window.systemVersion = .iOS12
            let presented = ViewController(name: "presented")
            let delegate = SheetDelegate()
            let configured = try #require(presented.sheetPresentationController)
            configured.delegate = delegate
            configured.detents = [.medium(), .large()]
            configured.prefersGrabberVisible = true
            configured.preferredCornerRadius = 20
            scene.presenting.present(presented, animated: true)
            scene.settle()
            let sheet = try #require(presented.presentationController as? PageSheetPresentationController)
            #expect(sheet.presentationStyle == .pageSheet)
            #expect(sheet.delegate === delegate)
            #expect(sheet.detents.map(\.identifier) == [.medium, .large])
            #expect(sheet.prefersGrabberVisible && sheet.preferredCornerRadius == 20)
            #expect(sheet.prefersPageSizing, "a page sheet's own default, not the form sheet's")
        }
    }
}
