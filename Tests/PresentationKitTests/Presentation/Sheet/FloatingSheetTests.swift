import PresentationKit
import Testing

/// iOS 26's floating sheets (`SheetGeometry.floating`) and the sheets of each era.
///
/// The numbers: the iPhone 16 Pro is 402 × 874 @3x with a 62/34 safe area (`Device+Presets.swift`) and display
/// corners of 62 pt (third-party measurement: Kyle Bashour's ScreenCorners README, the private
/// `UIScreen._displayCornerRadius`). Its largest detent value is 874 − 62 − 10 − 34 = 768 (the 10-pt gap below
/// the safe area, measured on iOS 15–17), the medium detent half of that, 384. The floating inset of 8 pt and
/// the 0.961 scale it stands for were measured by a third party on iOS 26.2 (react-native-true-sheet issue
/// 732); the concentric radius 62 − 8 = 54 is Apple's rule for concentric corners applied to those figures.
@Suite("Floating sheets (iOS 26) and each era's sheet")
struct FloatingSheetTests {
    /// The medium detent's sheet on an iPhone 16 Pro as iOS 18's card: full width, on the bottom edge.
    static let cardAtMedium = Rect(x: 0, y: 456, width: 402, height: 418)
    /// The same sheet floating: 8 pt in from the sides and the bottom, its top edge where the detent puts it.
    static let floatingAtMedium = Rect(x: 8, y: 456, width: 386, height: 410)
    /// The large detent's sheet: edge-attached in every era since iOS 13, 10 pt below the safe area.
    static let attachedAtLarge = Rect(x: 0, y: 72, width: 402, height: 802)

    /// A window on `device` modelling the UIKit of `era` (iOS 26's by default).
    static func scene(_ device: Device, era: SystemVersion = .iOS26, orientation: Orientation = .portrait) -> Scene {
        let window = Window(device: device, orientation: orientation)
        window.systemVersion = era
        return Scene(window: window)
    }

    static func mediumAndLarge(_ sheet: SheetPresentationController) {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
    }

    @Test func atTheMediumDetentTheSheetFloatsWithConcentricCorners() throws {
        try withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(sheet.floatsAtPartialDetents)
            #expect(presented.view.frame == Self.floatingAtMedium)
            #expect(presented.view.cornerRadius == 54)
            #expect(presented.view.maskedCorners == .all)
            #expect(sheet.edgeAttachment(atTop: 456) == 0)
            // The grabber sits centred on the floating sheet, 5 pt below its top edge.
            let grabber = try #require(presented.view.firstDescendant(named: "grabber"))
            #expect(grabber.frame == Rect(x: 175, y: 5, width: 36, height: 5))
            // Dimmed as today, and the presenter does not recede below the large detent.
            #expect(sheet.isDimmed)
            #expect(scene.presenting.view.transform == .identity)
        }
    }

    @Test func atTheLargeDetentTheSheetIsEdgeAttachedWithTheCardsTopCorners() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            scene.settle()
            #expect(presented.view.frame == Self.attachedAtLarge)
            #expect(presented.view.cornerRadius == SheetMetrics.defaultCornerRadius)
            #expect(presented.view.maskedCorners == [.topLeft, .topRight])
            #expect(sheet.edgeAttachment(atTop: 72) == 1)
            // The presenter recedes behind a full-height sheet, as on the card.
            #expect(scene.presenting.view.transform != .identity)
        }
    }

    @Test func draggedHalfWayToTheLargeDetentTheInsetAndTheRadiusAreHalfWay() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(sheet.dragBegan())
            // From the medium detent's top (456) half of the 384 points to the large one's (72).
            sheet.dragChanged(translation: Point(x: 0, y: -192), velocity: .zero)
            #expect(sheet.edgeAttachment(atTop: 264) == 0.5)
            #expect(presented.view.frame == Rect(x: 4, y: 264, width: 394, height: 606))
            #expect(presented.view.cornerRadius == 32)
            #expect(presented.view.maskedCorners == .all)
            // Let go there without speed: it goes to the nearer detent, floating or attached alike.
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            let frame = presented.view.frame
            #expect(frame == Self.floatingAtMedium || frame == Self.attachedAtLarge)
        }
    }

    @Test func draggedUpAllTheWayTheSheetAttachesAndDownAgainItFloats() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            scene.drag(sheet, by: -384, over: 0.5)
            scene.settle()
            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(presented.view.frame == Self.attachedAtLarge)
            // Slowly enough (192 pt/s) that the flick carries it to the medium detent, not off the screen.
            scene.drag(sheet, by: 384, over: 2)
            scene.settle()
            #expect(sheet.selectedDetentIdentifier == .medium)
            #expect(presented.view.frame == Self.floatingAtMedium)
            #expect(presented.view.cornerRadius == 54)
        }
    }

    @Test func aSheetWithoutAFullHeightDetentAlwaysFloatsAndALargeOnlyOneNever() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium()] }
            #expect(presented.view.frame == Self.floatingAtMedium)
            #expect(sheet.edgeAttachment(atTop: 0) == 0)
        }
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet()
            #expect(presented.view.frame == Self.attachedAtLarge)
            #expect(sheet.edgeAttachment(atTop: 874) == 1)
        }
    }

    @Test func aPreferredCornerRadiusWinsAtEveryDetent() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, _) = scene.presentSheet {
                Self.mediumAndLarge($0)
                $0.preferredCornerRadius = 20
            }
            #expect(presented.view.frame == Self.floatingAtMedium)
            #expect(presented.view.cornerRadius == 20)
        }
    }

    /// The iPhone SE's display corners are square (radius 0, flutter/flutter#97349's simulator sweep): a
    /// floating sheet there is rounded by the model's floor, the card's 10 pt, not by 0 − 8.
    @Test func onASquareCorneredDisplayTheFloatingRadiusHasAFloor() {
        #expect(SheetMetrics.concentricCornerRadius(displayCornerRadius: 62, inset: 8) == 54)
        #expect(SheetMetrics.concentricCornerRadius(displayCornerRadius: 0, inset: 8) == SheetMetrics.defaultCornerRadius)
        #expect(SheetMetrics.concentricCornerRadius(displayCornerRadius: nil, inset: 8) == SheetMetrics.defaultCornerRadius)
        withScene(Self.scene(.iPhoneSE)) { scene in
            let (presented, _) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(presented.view.frame.minX == 8 && presented.view.frame.maxY == 667 - 8)
            #expect(presented.view.cornerRadius == SheetMetrics.defaultCornerRadius)
        }
    }

    @Test func inCompactHeightAndOnAnIPadTheSheetDoesNotFloat() {
        withScene(Self.scene(.iPhone16Pro, orientation: .landscapeLeft)) { scene in
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(!sheet.floatsAtPartialDetents)
            #expect(presented.view.frame == Rect(x: 0, y: 0, width: 874, height: 402))
        }
        withScene(Self.scene(.iPadPro11)) { scene in
            let (presented, sheet) = scene.presentSheet(.formSheet, configure: Self.mediumAndLarge)
            #expect(!sheet.floatsAtPartialDetents)
            #expect(presented.view.frame.size == FormSheetPresentationController.defaultSize)
        }
    }

    @Test func dismissalGivesThePresentedViewItsCornersBack() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let presented = ViewController(name: "presented")
            presented.modalPresentationStyle = .pageSheet
            presented.view.cornerRadius = 3
            presented.view.maskedCorners = [.bottomLeft]
            Self.mediumAndLarge(presented.sheetPresentationController!)
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(presented.view.maskedCorners == .all)
            presented.dismiss(animated: true)
            scene.settle()
            #expect(presented.view.cornerRadius == 3)
            #expect(presented.view.maskedCorners == [.bottomLeft])
        }
    }

    @Test func aSwipeDismissalLeavesFloating() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(sheet.dragBegan())
            sheet.dragChanged(translation: Point(x: 0, y: 100), velocity: .zero)
            let shown = presented.view.presentation.frame
            #expect(shown.minX == 8 && shown.width == 386)
            sheet.dragEnded(velocity: Point(x: 0, y: 2000))
            scene.settle()
            #expect(presented.presentingViewController == nil)
        }
    }

    /// The same sheet in each era: iOS 26 floats it, iOS 18's card is attached, iOS 8–12's adapts to full screen
    /// with square corners.
    @Test(arguments: [
        (SystemVersion.iOS26, SheetGeometry.floating, FloatingSheetTests.floatingAtMedium, 54.0),
        (.iOS18, .card, FloatingSheetTests.cardAtMedium, SheetMetrics.defaultCornerRadius),
        (.iOS12, .classic, Rect(x: 0, y: 0, width: 402, height: 874), 0),
    ])
    func eachErasGeometryForTheSameSheet(era: SystemVersion, geometry: SheetGeometry, frame: Rect, cornerRadius: Double) {
        withScene(Self.scene(.iPhone16Pro, era: era)) { scene in
            #expect(scene.window.sheetGeometry == geometry)
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(sheet.effectiveGeometry == geometry)
            #expect(presented.view.frame == frame)
            #expect(presented.view.cornerRadius == cornerRadius)
        }
    }

    /// `.automatic` is a form sheet from iOS 18 and a page sheet before (Apple's documentation of
    /// `UIModalPresentationStyle.automatic`), which shows on an iPad: a 540 × 620 form sheet centred, or the
    /// seeds' page sheet as wide as the screen in portrait.
    @Test(arguments: [
        (SystemVersion.iOS26, ModalPresentationStyle.formSheet, Rect(x: 147, y: 289, width: 540, height: 620)),
        (.iOS18, .formSheet, Rect(x: 147, y: 289, width: 540, height: 620)),
        (.iOS12, .pageSheet, Rect(x: 0, y: 0, width: 834, height: 1194)),
    ])
    func automaticIsTheErasSheet(era: SystemVersion, style: ModalPresentationStyle, frame: Rect) {
        #expect(era.automaticPresentationStyle == style)
        withScene(Self.scene(.iPadPro11, era: era)) { scene in
            let presented = ViewController(name: "presented")
            #expect(presented.modalPresentationStyle == .automatic)
            scene.presenting.present(presented, animated: true)
            scene.settle()
            #expect(presented.presentationController?.presentationStyle == style)
            #expect(presented.view.frame == frame)
        }
    }
}
