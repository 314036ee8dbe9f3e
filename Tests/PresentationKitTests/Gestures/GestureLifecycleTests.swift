@testable import PresentationKit
import Testing

/// Gestures survive what their handlers and the engine do around them: recognizers removed or disabled
/// mid-gesture, views leaving the window, presentations and dismissals started from a handler.
@Suite("Gesture life cycle")
struct GestureLifecycleTests {
    private let longDrag = { try TouchPath.drag(from: Point(x: 200, y: 200), dx: 0, dy: 400, duration: 1) }

    @Test func removingARecognizerMidGestureCancelsIt() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog()
        log.watch(pan)
        pan.addAction { pan in
            if log.states.count == 3 { card.removeGestureRecognizer(pan) }
        }
        card.addGestureRecognizer(pan)
        window.sendTouches(along: try longDrag())
        #expect(log.states == [.began, .changed, .changed, .cancelled])
        #expect(pan.view == nil && pan.state == .possible && card.gestureRecognizers.isEmpty)
        #expect(window.invariantViolations() == [])
    }

    @Test func disablingARecognizerMidGestureCancelsItAndEnablingItLetsTheNextTouchIn() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        window.scheduleTouches(along: try longDrag())
        window.clock.advance(to: 0.2)
        pan.isEnabled = false
        #expect(log.states.last == .cancelled)
        window.clock.runUntilIdle()
        #expect(log.states.filter { $0 == .cancelled }.count == 1 && log.states.last == .cancelled)
        pan.isEnabled = true
        window.sendTouches(along: try longDrag())
        #expect(log.states.last == .ended)
        #expect(window.invariantViolations() == [])
    }

    @Test func aViewLeavingTheWindowMidGestureCancelsItsRecognizersAtOnce() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        window.scheduleTouches(along: try longDrag())
        window.clock.advance(to: 0.2)
        #expect(log.states.last == .changed)
        card.removeFromSuperview()
        // Cancelled by the removal itself, before the clock delivers another touch sample.
        #expect(log.states.last == .cancelled)
        window.clock.runUntilIdle()
        #expect(log.states.filter { $0 == .cancelled }.count == 1 && pan.state == .possible)
        #expect(window.invariantViolations() == [])
    }

    @Test func aRecognizerOnASubviewIsCancelledWhenAnAncestorLeavesTheWindow() throws {
        let (window, card) = gestureScene()
        let handle = View(name: "handle", frame: Rect(x: 0, y: 0, width: 300, height: 600))
        card.addSubview(handle)
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: handle)
        window.scheduleTouches(along: try longDrag())
        window.clock.advance(to: 0.2)
        card.removeFromSuperview()
        #expect(log.states.last == .cancelled)
        window.clock.runUntilIdle()
        #expect(log.states.filter { $0 == .cancelled }.count == 1)
        #expect(window.invariantViolations() == [])
    }

    @Test func aViewMovedWithinItsWindowMidGestureKeepsItsGesture() throws {
        let (window, card) = gestureScene()
        let holder = View(name: "holder", frame: window.bounds)
        window.rootView.insertSubview(holder, at: 0)
        let pan = PanGestureRecognizer()
        let log = GestureLog(watching: pan, on: card)
        window.scheduleTouches(along: try longDrag())
        window.clock.advance(to: 0.2)
        holder.addSubview(card)
        #expect(log.states.last == .changed)
        window.clock.runUntilIdle()
        #expect(log.states.last == .ended && !log.states.contains(.cancelled))
        #expect(window.invariantViolations() == [])
    }

    @Test func aTapOnTheDimmingViewReachesItAndDismissesWhileATapOnTheContentReachesTheContent() throws {
        let delegate = SidebarTransitioningDelegate()
        try withScene(size: Scene.pad) { scene in
            let presented = scene.presentCustom(with: delegate)
            let sidebar = try #require(delegate.vended.first)
            var dimTaps = 0, contentTaps = 0
            sidebar.dimmingView.addGestureRecognizer(TapGestureRecognizer { _ in
                dimTaps += 1
                presented.dismiss(animated: true)
            })
            presented.view.addGestureRecognizer(TapGestureRecognizer { _ in contentTaps += 1 })
            // The sidebar covers the right third of the 834-point-wide pad, over the dimming view.
            let onContent = scene.window.sendTouches(along: try .tap(at: Point(x: 700, y: 500)))
            #expect(onContent.view === presented.view)
            #expect(contentTaps == 1 && dimTaps == 0)
            scene.window.trace.removeAll()
            let onDim = scene.window.sendTouches(along: try .tap(at: Point(x: 100, y: 500)))
            #expect(onDim.view === sidebar.dimmingView)
            #expect(dimTaps == 1)
            scene.settle()
            #expect(scene.window.presentationStack.isEmpty)
            let lines = scene.traceLines(hooksOnly: true)
            #expect(lines.prefix(3) == ["touchesBegan dimming (100, 500)", "gesture TapGestureRecognizer(dimming) ended",
                                        "dismiss presented"])
            #expect(lines.contains("touchesEnded dimming (100, 500)"))
        }
    }

    @Test func aTapHandlerThatPresentsStartsThePresentationAndTheNextTouchLandsOnIt() throws {
        let delegate = SidebarTransitioningDelegate()
        try withScene(size: Scene.pad) { scene in
            let presented = Scene.customPresented(with: delegate)
            var presentations = 0
            scene.presenting.view.addGestureRecognizer(TapGestureRecognizer { _ in
                presentations += 1
                scene.presenting.present(presented, animated: true)
            })
            scene.window.sendTouches(along: try .tap(at: Point(x: 700, y: 500)))
            #expect(presentations == 1 && scene.window.isTransitioning)
            scene.settle()
            #expect(scene.window.presentationStack.map(\.name) == ["presented"])
            let next = scene.window.sendTouches(along: try .tap(at: Point(x: 700, y: 500)))
            #expect(next.view === presented.view, "the sidebar now covers the point")
            #expect(presentations == 1)
        }
    }

    @Test func aPanThatDismissesMidDragIsCancelledWhenItsViewLeavesAndTheEngineCarriesOn() throws {
        let delegate = SidebarTransitioningDelegate()
        try withScene(size: Scene.pad) { scene in
            let presented = scene.presentCustom(with: delegate)
            let log = GestureLog()
            var dismissals = 0
            let pan = PanGestureRecognizer { pan in
                if pan.state == .changed, pan.translation(in: nil).x > 50, dismissals == 0 {
                    dismissals += 1
                    presented.dismiss(animated: true)
                }
            }
            log.watch(pan)
            presented.view.addGestureRecognizer(pan)
            scene.window.sendTouches(along: try .drag(from: Point(x: 600, y: 500), dx: 200, dy: 0, duration: 1))
            scene.settle()
            #expect(dismissals == 1)
            #expect(log.states.first == .began && log.states.last == .cancelled)
            #expect(scene.window.presentationStack.isEmpty)
            #expect(pan.state == .possible)
        }
    }

    @Test func theCheckerReportsIllegalStateMovesAndRecognizersTheirViewDoesNotOwn() throws {
        let (window, card) = gestureScene()
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        #expect(window.invariantViolations() == [])
        pan.move(to: .changed)
        #expect(pan.state == .possible, "an illegal move is refused")
        #expect(window.invariantViolations() == ["PanGestureRecognizer(card) attempted the illegal move possible → changed"])
        let other = View(name: "other")
        window.rootView.addSubview(other)
        other.gestureRecognizers.append(pan)
        #expect(window.invariantViolations().contains("view 'other' lists PanGestureRecognizer(card), which names another view"))
    }

    @Test func everyLegalMoveOfTheStateMachineIsAllowedAndNoOther() {
        let legal: Set<String> = [
            "possible→began", "possible→ended", "possible→failed", "began→changed", "began→ended", "began→cancelled",
            "changed→changed", "changed→ended", "changed→cancelled", "ended→possible", "cancelled→possible",
            "failed→possible",
        ]
        for from in GestureRecognizerState.allCases {
            for to in GestureRecognizerState.allCases {
                #expect(from.canMove(to: to) == legal.contains("\(from.rawValue)→\(to.rawValue)"))
            }
        }
    }
}
