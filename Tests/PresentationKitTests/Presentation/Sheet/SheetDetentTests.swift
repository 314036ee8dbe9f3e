import PresentationKit
import Testing

/// Where today's sheet rests for its detents, on phones in both orientations and on an iPad.
@Suite("Sheet detents")
struct SheetDetentTests {
    // iPhone 15 portrait: 393 × 852, safe area 59 top / 34 bottom. The maximum detent value is
    // 852 − 59 − 10 − 34 = 749; a detent of value v is v + 34 tall on the bottom edge.
    static let phoneLarge = Rect(x: 0, y: 69, width: 393, height: 783)
    static let phoneMedium = Rect(x: 0, y: 443.5, width: 393, height: 408.5)

    @Test func theLargeDetentRestsTenPointsBelowTheSafeAreaOnAPhoneInPortrait() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet()
            #expect(sheet.maximumDetentValue == 749)
            #expect(sheet.restingDetentIdentifier == .large)
            #expect(presented.view.frame == Self.phoneLarge)
            #expect(presented.view.cornerRadius == SheetMetrics.defaultCornerRadius)
        }
    }

    @Test func theMediumDetentIsHalfTheMaximumAndTheSmallestDetentIsShownFirst() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.large(), .medium()] }
            #expect(sheet.selectedDetentIdentifier == nil)
            #expect(sheet.restingDetentIdentifier == .medium)
            #expect(presented.view.frame == Self.phoneMedium)
        }
    }

    @Test func inLandscapeOnAPhoneTheSheetFillsTheScreenAndMediumIsInactive() {
        withScene(device: .iPhone15, orientation: .landscapeLeft, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium(), .large()] }
            #expect(sheet.attachment == .fullScreen)
            #expect(sheet.restingDetentIdentifier == .large)
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 852, height: 393))
            #expect(presented.view.cornerRadius == 0)
        }
    }

    @Test func anEdgeAttachedSheetInLandscapeIsAsWideAsTheSafeArea() {
        withScene(device: .iPhone15, orientation: .landscapeLeft, systemVersion: .iOS18) { scene in
            // 393 − 0 − 10 − 21 = 362; 362 + 21 tall; the safe area is 852 − 2 × 59 wide.
            let (presented, sheet) = scene.presentSheet {
                $0.detents = [.medium(), .large()]
                $0.prefersEdgeAttachedInCompactHeight = true
            }
            #expect(sheet.maximumDetentValue == 362)
            #expect(presented.view.frame == Rect(x: 59, y: 10, width: 734, height: 383))
        }
    }

    @Test func anEdgeAttachedSheetCanFollowThePreferredContentWidth() {
        withScene(device: .iPhone15, orientation: .landscapeLeft, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet {
                $0.prefersEdgeAttachedInCompactHeight = true
                $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
                $0.presentedViewController.preferredContentSize = Size(width: 400, height: 300)
            }
            #expect(presented.view.frame == Rect(x: 226, y: 10, width: 400, height: 383))
        }
    }

    @Test func onAnIPadAFormSheetFloatsCentredAtItsFormSheetSize() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let (presented, sheet) = scene.presentSheet(.formSheet) { $0.detents = [.medium(), .large()] }
            #expect(sheet.attachment == .floating)
            // 834 × 1194, safe area 24 top / 20 bottom: 540 × 620 centred in it.
            #expect(presented.view.frame == Rect(x: 147, y: 289, width: 540, height: 620))
        }
    }

    @Test func onAnIPadAPageSheetIsACardFromBelowTheSafeAreaToTheBottom() {
        withScene(device: .iPadPro11, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet(.pageSheet)
            #expect(presented.view.frame == Rect(x: 65, y: 34, width: 704, height: 1160))
            #expect(scene.presenting.view.transform == .identity)
        }
    }

    @Test func aCustomDetentIsResolvedAgainstTheMaximumDetentValue() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            var seenMaximum: Double?
            let (presented, sheet) = scene.presentSheet {
                $0.detents = [.custom(identifier: "peek") { context in
                    seenMaximum = context.maximumDetentValue
                    return 0.25 * context.maximumDetentValue
                }, .large()]
            }
            #expect(seenMaximum == 749)
            #expect(sheet.restingDetentIdentifier == "peek")
            #expect(presented.view.frame == Rect(x: 0, y: 630.75, width: 393, height: 221.25))
        }
    }

    @Test func aCustomDetentBeyondTheMaximumIsClampedAndANaNOneIsInactive() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (_, sheet) = scene.presentSheet {
                $0.detents = [.custom(identifier: "huge") { _ in 5000 }, .custom(identifier: "broken") { _ in .nan }]
            }
            #expect(sheet.resolvedDetents.map(\.identifier) == ["huge"])
            #expect(sheet.resolvedDetents.map(\.value) == [749])
        }
    }

    @Test func theGrabberIsA36By5CapsuleFivePointsBelowTheTopEdge() throws {
        try withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet { $0.prefersGrabberVisible = true }
            let grabber = try #require(presented.view.firstDescendant(named: "grabber"))
            #expect(grabber.superview === presented.view)
            #expect(grabber.frame == Rect(x: 178.5, y: 5, width: 36, height: 5))
            #expect(grabber.cornerRadius == 2.5)
        }
    }

    @Test func noGrabberUnlessPreferred() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet()
            #expect(presented.view.firstDescendant(named: "grabber") == nil)
        }
    }

    @Test func aPreferredCornerRadiusReplacesUIKitsDefault() {
        withScene(device: .iPhone15, systemVersion: .iOS18) { scene in
            let (presented, _) = scene.presentSheet { $0.preferredCornerRadius = 24 }
            #expect(presented.view.cornerRadius == 24)
        }
    }
}
