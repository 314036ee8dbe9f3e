import PresentationKit
import Testing

/// A sheet and its presented controller's `preferredContentSize`: `prefersPageSizing` (UIKit, iOS 17: "the
/// sheet uses formSheet behavior, in which the sheet size follows the presented view controller's
/// preferredContentSize"), the form sheet following a new size while presented, the width of an
/// edge-attached sheet that follows it (`widthFollowsPreferredContentSizeWhenEdgeAttached`, iOS 15), and
/// custom detents that read it.
@Suite("Sheets and preferred content sizes")
struct SheetContentSizeTests {
    @Test func aPageSheetThatDoesNotPreferPageSizingFloatsAtItsContentsSize() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet(.pageSheet) {
                $0.prefersPageSizing = false
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            #expect(sheet.attachment == .floating)
            // 834 × 1194, safe area 24 top / 20 bottom: 400 × 300 centred in it.
            #expect(presented.view.frame == Rect(x: 217, y: 449, width: 400, height: 300))
        }
    }

    @Test func aFormSheetThatPrefersPageSizingIsAPage() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet(.formSheet) {
                #expect($0.prefersPageSizing == false, "a form sheet is form sized by default")
                $0.prefersPageSizing = true
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            #expect(presented.view.frame == sheet.pageSizedFrame(in: scene.window.bounds))
            #expect(presented.view.frame == Rect(x: 65, y: 34, width: 704, height: 1160))
        }
    }

    @Test func aFloatingFormSheetTakesANewPreferredSizeWhilePresentedAnimated() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet(.formSheet) {
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            let mark = scene.window.trace.mark
            presented.preferredContentSize = Size(width: 500, height: 600)
            #expect(scene.lines(since: mark) == [
                "preferredContentSizeDidChange(forChildContentContainer:) FormSheetPresentationController(presented) presented 500×600",
                "viewWillTransition(to:with:) presented 500×600",
            ])
            scene.clock.advance(by: Window.contentSizeDuration / 2)
            let halfway = presented.view.presentation.frame.height
            #expect(halfway > 300 && halfway < 600, "it animates: \(halfway)")
            scene.settle()
            #expect(presented.view.frame == Rect(x: 167, y: 299, width: 500, height: 600))
        }
    }

    @Test func aPageSizedSheetIgnoresANewPreferredSize() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet(.pageSheet)
            let frame = presented.view.frame
            let mark = scene.window.trace.mark
            presented.preferredContentSize = Size(width: 500, height: 600)
            scene.settle()
            #expect(presented.view.frame == frame)
            #expect(!scene.lines(since: mark).contains { $0.hasPrefix("viewWillTransition") })
        }
    }

    @Test func anEdgeAttachedSheetsWidthFollowsANewPreferredWidth() {
        withScene(device: .iPhone15, orientation: .landscapeLeft, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet {
                $0.prefersEdgeAttachedInCompactHeight = true
                $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            #expect(presented.view.frame.width == 400)
            presented.preferredContentSize = Size(width: 300, height: 300)
            scene.settle()
            #expect(presented.view.frame.width == 300)
            #expect(presented.view.frame == sheet.frameOfPresentedViewInContainerView)
        }
    }

    @Test func aDetentThatReadsTheContentSizeIsResolvedAgainWhenItChanges() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet {
                let content = $0.presentedViewController
                $0.detents = [.custom(identifier: "fit") { [unowned content] _ in content.preferredContentSize.height }, .large()]
                content.preferredContentSize = Size(width: 0, height: 240)
            }
            #expect(presented.view.frame == sheet.cardFrame(forDetentValue: 240))
            presented.preferredContentSize = Size(width: 0, height: 400)
            scene.settle()
            #expect(presented.view.frame == sheet.cardFrame(forDetentValue: 400))
        }
    }

    @Test func theClassicFormSheetFollowsItsPreferredSizeToo() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            scene.window.sheetGeometry = .classic
            let (presented, _) = scene.presentSheet(.formSheet) {
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            #expect(presented.view.frame.size == Size(width: 400, height: 300))
            presented.preferredContentSize = Size(width: 500, height: 600)
            scene.settle()
            #expect(presented.view.frame == Rect(x: 167, y: 299, width: 500, height: 600))
        }
    }
}

/// `prefersPageSizing` is an iOS 17 property: the iOS 18 and iOS 26 eras honour it, the iOS 12 era's sheets are
/// what their style says even with today's card geometry set outright.
@Suite("Page sizing by era")
struct SheetPageSizingEraTests {
    @Test(arguments: [(SystemVersion.iOS26, 400.0), (.iOS18, 400), (.iOS12, 704)])
    func aPageSheetThatDoesNotPreferPageSizingIsFormSizedFromIOS17(era: SystemVersion, width: Double) {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            scene.window.systemVersion = era
            scene.window.sheetGeometry = .card
            let (presented, _) = scene.presentSheet(.pageSheet) {
                $0.prefersPageSizing = false
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            #expect(presented.view.frame.width == width)
        }
    }
}
