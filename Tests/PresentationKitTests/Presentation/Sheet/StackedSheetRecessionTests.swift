import PresentationKit
import Testing

/// A sheet presented from a sheet: today's lower sheet recedes behind the upper one (the numbers are the
/// receding presenter's, third-party screenshot measurements in `SheetMetrics`); the seeds' does not.
@Suite("A sheet over a sheet")
struct StackedSheetRecessionTests {
    /// The lower sheet of an iPhone 15 (393 × 852, safe area from 59) at its large detent, (0, 69, 393, 783),
    /// receded: 16 pt narrower a side, scaled about its centre, its top edge moved up to the safe area's.
    static let scale = (393.0 - 32) / 393

    /// Presents a page sheet named `second` from `first` and settles.
    @discardableResult
    private func presentSecondSheet(from first: ViewController, in scene: Scene, completions: Counter? = nil,
                                    configure: (SheetPresentationController) -> Void = { _ in }) -> ViewController {
        let second = ViewController(name: "second")
        second.modalPresentationStyle = .pageSheet
        configure(second.sheetPresentationController!)
        first.present(second, animated: true) { completions?.count += 1 }
        scene.settle()
        return second
    }

    @Test func theLowerCardRecedesBehindTheUpperOneAsAFullScreenPresenterDoes() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (first, _) = scene.presentSheet(.pageSheet)
            let rootTransform = scene.presenting.view.transform
            let completions = Counter()
            let second = presentSecondSheet(from: first, in: scene, completions: completions)
            #expect(completions.count == 1)
            #expect(second.view.frame == SheetDetentTests.phoneLarge)
            let lower = first.view
            #expect(close(lower.transform.a, Self.scale) && close(lower.transform.d, Self.scale))
            #expect(close(lower.frame.minX, 16) && close(lower.frame.width, 361) && close(lower.frame.minY, 59))
            let large = SheetDetentTests.phoneLarge
            #expect(lower.bounds.size == large.size && lower.center == Point(x: large.midX, y: large.midY),
                    "under the transform, the sheet's own frame stays its detent's")
            #expect(lower.cornerRadius == SheetMetrics.recessionCornerRadius)
            #expect(scene.presenting.view.transform == rootTransform, "the screen below stays receded, hidden behind")
        }
    }

    @Test func theLowerCardComesForwardWithItsOwnCornersWhenTheUpperOneIsDismissed() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (first, _) = scene.presentSheet(.pageSheet) { $0.preferredCornerRadius = 24 }
            #expect(first.view.cornerRadius == 24)
            let second = presentSecondSheet(from: first, in: scene)
            #expect(first.view.cornerRadius == SheetMetrics.recessionCornerRadius)
            let completions = Counter()
            second.dismiss(animated: true) { completions.count += 1 }
            scene.settle()
            #expect(completions.count == 1)
            #expect(first.view.transform == .identity)
            #expect(first.view.frame == SheetDetentTests.phoneLarge)
            #expect(first.view.cornerRadius == 24, "a receded sheet keeps its own corner radius, not the root's 0")
            #expect(scene.presenting.view.transform != .identity, "the root stays receded behind the first sheet")
        }
    }

    @Test func theLowerCardRecedesOnlyWhileTheUpperOneRestsAtItsLargestDetent() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (first, _) = scene.presentSheet(.pageSheet)
            let second = presentSecondSheet(from: first, in: scene) { $0.detents = [.medium(), .large()] }
            #expect(first.view.transform == .identity)
            let sheet = second.sheetPresentationController!
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            scene.settle()
            #expect(close(first.view.transform.a, Self.scale))
            #expect(close(first.view.frame.minY, 59))
        }
    }

    @Test func theSeedsSheetsLeaveTheLowerSheetWhereItIs() {
        let window = Window(device: .iPhone15)
        window.systemVersion = .iOS12
        withScene(Scene(window: window)) { scene in
            let (first, _) = scene.presentSheet(.pageSheet)
            let before = first.view.frame
            presentSecondSheet(from: first, in: scene)
            #expect(first.view.transform == .identity)
            #expect(first.view.frame == before)
            #expect(scene.presenting.view.transform == .identity)
        }
    }

    @Test(arguments: [SystemVersion.iOS12, .iOS18, .iOS26])
    func theLowerCardRecedesFromIOS13Only(era: SystemVersion) {
        let window = Window(device: .iPhone15)
        window.systemVersion = era
        window.sheetGeometry = .card  // the geometry held, so only the era's stacking rule differs
        withScene(Scene(window: window)) { scene in
            let (first, _) = scene.presentSheet(.pageSheet)
            presentSecondSheet(from: first, in: scene)
            #expect((first.view.transform != .identity) == (era >= .iOS18))
        }
    }

    @Test func dismissingTheRootsSheetTakesBothWithOnlyTheTopAnimatingAndEverythingBackAsItWas() throws {
        withScene(device: .iPhone15) { scene in
            let rootBefore = scene.presenting.view.frame
            let (first, _) = scene.presentSheet(.pageSheet)
            presentSecondSheet(from: first, in: scene)
            let mark = scene.window.trace.mark
            let completions = Counter()
            scene.presenting.dismiss(animated: true) { completions.count += 1 }
            scene.settle()
            let events = Array(scene.window.trace.events(since: mark))
            #expect(events.filter { $0.call == "animateTransition(using:)" }.count == 1)
            #expect(completions.count == 1)
            #expect(scene.window.presentationStack.isEmpty)
            #expect(scene.presenting.view.transform == .identity && scene.presenting.view.frame == rootBefore)
            #expect(scene.presenting.view.cornerRadius == 0)
            #expect(first.view.transform == .identity)
            #expect(scene.viewNames.first == "window" && !scene.viewNames.contains("second"))
        }
    }
}
