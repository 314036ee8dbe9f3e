import PresentationKit
import Testing

/// The invariant checker catches what it promises to — each case would pass silently without it.
@Suite("The invariant checker")
struct InvariantCheckerTests {
    @Test func aConsistentSceneHasNoViolations() {
        let scene = Scene()
        #expect(scene.window.invariantViolations() == [])
    }

    @Test func aTransitionNothingWillCompleteIsReported() {
        let scene = Scene()
        let delegate = VendingDelegate(present: SilentAnimator())
        scene.presentCustom(with: delegate)
        #expect(scene.window.invariantViolations().contains { $0.contains("never called completeTransition") })
    }

    @Test func aPresentedViewTakenOutOfItsContainerIsReported() {
        final class Careless: PresentationController {
            override func presentationTransitionDidEnd(_ completed: Bool) { presentedView?.removeFromSuperview() }
        }
        let scene = Scene()
        let delegate = VendingDelegate(controller: { Careless(presentedViewController: $0, presenting: $1) })
        let presented = Scene.customPresented(with: delegate)
        scene.presenting.present(presented, animated: false)
        scene.settle()
        let violations = scene.window.invariantViolations()
        #expect(violations.contains("the presented view of Careless(presented) is not inside its container"))
        #expect(violations.contains("'presented' is appeared while its view is out of the window"))
    }

    @Test func aChildViewOutsideItsParentsViewIsReported() {
        let scene = Scene()
        let child = ViewController(name: "child")
        scene.presenting.addChild(child)
        scene.window.rootView.addSubview(child.view)
        #expect(scene.window.invariantViolations() == ["the view of child 'child' is outside the view of its parent 'presenting'"])
    }

    @Test func anAppearedControllerWhoseViewLeftTheWindowIsReported() {
        let scene = Scene()
        scene.presenting.view.removeFromSuperview()
        #expect(scene.window.invariantViolations() == ["'presenting' is appeared while its view is out of the window"])
    }

    @Test func aCompletionLeftPendingIsReportedOnceTheSceneIsIdle() {
        let scene = Scene()
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        scene.presenting.view.addSubview(view)
        scene.clock.animate(AnimationParameters(duration: 1, options: .repeat), animations: { view.alpha = 0 }, completion: { _ in })
        scene.clock.advance(by: 2)
        #expect(scene.window.invariantViolations() == ["the completion of animation block 'animation' never ran"])
    }
}

@Suite("Diagnostics and the trace")
struct DiagnosticsAndTraceTests {
    @Test func aDiagnosticReadsSeverityFileLineHookAndMessage() {
        let full = Diagnostic(.error, "attempt to index a nil value", file: "cool.lua", line: 12, hook: "presentationWillBegin")
        #expect(full.description == "cool.lua:12: error: attempt to index a nil value [presentationWillBegin]")
        #expect(Diagnostic(.note, "nothing to dismiss").description == "note: nothing to dismiss")
    }

    @Test func theWindowsLogStampsTimesAndFilters() {
        let window = Window(size: Size(width: 10, height: 10))
        var heard: [String] = []
        window.diagnostics.onReport = { heard.append($0.message) }
        window.clock.advance(by: 1.5)
        window.diagnostics.report(.warning, "late", code: "x")
        window.diagnostics.report(Diagnostic(.error, "from a script", file: "a.lua", line: 3, hook: "animate"))
        #expect(window.diagnostics.diagnostics.first?.time == 1.5)
        #expect(window.diagnostics.hasErrors)
        #expect(window.diagnostics.diagnostics(ofSeverity: .warning).map(\.message) == ["late"])
        #expect(window.diagnostics.diagnostics(withCode: "x").count == 1)
        #expect(heard == ["late", "from a script"])
    }

    @Test func traceEventsCarryTimesCallsAndTargets() {
        withScene { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .overFullScreen
            scene.presenting.present(presented, animated: true)
            scene.settle()
            let end = scene.window.trace.events.first { $0.call == "viewDidAppear" }
            #expect(end == TraceEvent(time: 0.5, call: "viewDidAppear", target: "presented", detail: "true"))
            #expect(end?.description == "0.5 viewDidAppear presented true")
            #expect(scene.window.trace.events.map(\.time) == scene.window.trace.events.map(\.time).sorted())
            #expect(scene.viewNames == ["window", "presenting", "container", "presented"])
        }
    }
}
