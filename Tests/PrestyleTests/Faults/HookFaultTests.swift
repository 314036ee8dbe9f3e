import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Fault injection: for each hook in turn, a style whose hook errors, loops for ever or answers NaN still
/// presents and dismisses — the presented controller shown, every completion run once, the invariants
/// kept — and the diagnostic names the file, the line of the fault and the hook.
@Suite struct HookFaultTests {
    /// What the engine and the recorder may report besides the style's own diagnostic.
    static let consequences: Set<DiagnosticCode> = [
        .engine.transitionWatchdog, .engine.presentedViewNotInContainer, .style.styleHookFailed, .style.styleHookBudget,
        .style.styleBadResult, .style.styleNeverCompleted, .style.styleHookStoppedByNestedBudget,
    ]

    @Test(arguments: FaultyHook.all, Fault.allCases)
    func aBrokenHookFallsBackAndIsReportedAtItsLine(_ faulty: FaultyHook, _ fault: Fault) throws {
        let styles = TemporaryStyles()
        let path = styles.write("faulty", faulty.source(for: fault))
        let registry = try styles.registry()
        try withStyleScene(try registry.transitioningDelegate(for: "faulty"), allowing: Self.consequences) { scene in
            scene.present()
            #expect(scene.presentCompletions == 1)
            #expect(scene.presenting.presentedViewController === scene.presented)
            #expect(scene.presented.view.window === scene.window)
            if faulty.trigger == .whilePresented { try Self.callPresentedHooks(scene) }
            if faulty.trigger == .userDismissal {
                // A failed veto falls back to UIKit's default, which lets the escape dismiss.
                #expect(scene.window.accessibilityPerformEscape())
                scene.clock.runUntilIdle()
            } else {
                scene.dismiss()
                #expect(scene.dismissCompletions == 1)
            }
            #expect(scene.presenting.presentedViewController == nil)
            let reports = scene.diagnostics.filter { $0.hook == faulty.hook }
            #expect(reports.count == 1, "\(scene.problems)")
            let report = try #require(reports.first)
            #expect(report.file == path)
            #expect(report.line == FaultyHook.faultLine, "\(report)")
            #expect(report.severity == .error)
        }
    }

    /// The hooks the engine calls only on size, trait, preferred-size and keyboard changes, each called twice
    /// (the second time must not report again).
    static func callPresentedHooks(_ scene: StyleScene) throws {
        let controller = try #require(scene.presented.presentationController)
        let coordinator = ManualCoordinator(container: try #require(controller.containerView))
        for round in 1...2 {
            let parent = Size(width: 300, height: 500)
            #expect(controller.size(forChildContentContainer: scene.presented, withParentContainerSize: parent) == parent)
            scene.presented.preferredContentSize = Size(width: 100 + Double(round), height: 100)
            controller.viewWillTransition(to: Size(width: 852, height: 393), with: coordinator)
            controller.willTransition(to: TraitCollection(horizontalSizeClass: .regular), with: coordinator)
            #expect(controller.adaptivePresentationStyle(for: TraitCollection(horizontalSizeClass: .compact)) == .custom)
            coordinator.end()
            scene.window.keyboard.show()
            scene.clock.runUntilIdle()
            scene.window.keyboard.hide()
            scene.clock.runUntilIdle()
        }
    }
}
