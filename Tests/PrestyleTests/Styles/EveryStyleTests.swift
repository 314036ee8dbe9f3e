import PresentationKit
import Prestyle
import TestSupport
import Testing

/// Every style in `Styles/` presents and dismisses the same controller, which comes out unchanged.
@Suite struct EveryStyleTests {
    @Test func theSameControllerIsPresentedWithEveryBundledStyleAndComesBackUntouched() throws {
        let registry = try makeRegistry([PackageRoot.styles])
        let names = registry.styleNames
        #expect(names.contains("bouncy"))
        #expect(names.contains("cool"))
        #expect(!names.contains("prestyle.meta"))
        let presented = ViewController(name: "presented")
        let window = Window(device: .iPhone15)
        let presenting = ViewController(name: "presenting")
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        // The thumbnails the stage's presenting screen offers a zooming style (zoom-photo).
        StyleScene.addZoomSources(to: presenting.view)
        let view = presented.view
        view.backgroundColor = Color(hex: "#336699")!
        let before = view.presentation
        for name in names {
            let delegate = try registry.transitioningDelegate(for: name)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            var presentedOnce = 0
            var dismissedOnce = 0
            presenting.present(presented, animated: true) { presentedOnce += 1 }
            window.clock.runUntilIdle()
            // An adaptive style may present a wrapper holding it (note-popover's Done wrapper on a phone).
            let shown = presenting.presentedViewController
            #expect(shown === presented || (shown != nil && presented.parent === shown), "\(name) did not present")
            #expect(presented.view.window === window, "\(name) did not show the presented view")
            presented.dismiss(animated: true) { dismissedOnce += 1 }
            window.clock.runUntilIdle()
            #expect(presenting.presentedViewController == nil, "\(name) did not dismiss")
            #expect((presentedOnce, dismissedOnce) == (1, 1), "\(name)")
            #expect(presented.view === view, "\(name) replaced the presented controller's view")
            var after = presented.view.presentation
            after.frame = before.frame
            after.center = before.center
            after.bounds = before.bounds
            #expect(after == before, "\(name) left the presented view changed")
            #expect(window.invariantViolations() == [], "\(name)")
            #expect(window.diagnostics.diagnostics.filter { $0.severity != .note }.map(\.description) == [], "\(name)")
        }
    }
}

/// What the library promises of every bundled style's file: a header saying what it is, a summary, a row in
/// Styles/README.md's index, and `prestyle list`'s minimum of 25 styles (a catalogue that covers the
/// libraries people port).
@Suite struct BundledStyleCatalogueTests {
    static let readme = (try? String(contentsOfFile: PackageRoot.styles + "/README.md", encoding: .utf8)) ?? ""

    @Test func thereAreAtLeast25Styles() throws {
        #expect(try makeRegistry([PackageRoot.styles]).styleNames.count >= 25)
    }

    @Test func everyStyleHasAHeaderASummaryAndOneRowInTheIndex() throws {
        let registry = try makeRegistry([PackageRoot.styles])
        for name in registry.styleNames {
            let info = try registry.style(named: name)
            #expect(!info.summary.isEmpty, "\(name) has no summary")
            let source = try String(contentsOfFile: info.source, encoding: .utf8)
            #expect(source.hasPrefix("-- Styles/\(name).lua — "), "\(name) has no header comment")
            let rows = Self.readme.components(separatedBy: "\n").filter { $0.hasPrefix("| [`\(name)`](\(name).lua) |") }
            #expect(rows.count == 1, "Styles/README.md's index has \(rows.count) rows for \(name)")
        }
    }
}
