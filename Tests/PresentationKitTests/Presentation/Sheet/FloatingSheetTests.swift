import PresentationKit
import Testing

/// iOS 26's floating sheets (`SheetGeometry.floating`) and the sheets of each era.
///
/// The numbers: the iPhone 16 Pro is 402 × 874 @3x with a 62/34 safe area (`Device+Presets.swift`) and display
/// corners of 62 pt (third-party measurement: Kyle Bashour's ScreenCorners README, the private
/// `UIScreen._displayCornerRadius`). Its largest detent value is 874 − 62 − 10 − 34 = 768 (the 10-pt gap below
/// the safe area, measured on iOS 15–17), the medium detent half of that, 384. The 0.961 scale UIKit draws a
/// partial sheet at, about its centre, was measured by a third party on iOS 26.2 (react-native-true-sheet
/// issue 732: `scale(0.961)` on `UIDropShadowView`, about 8 pt a side on a 414-pt iPhone); on the 402-pt
/// iPhone 16 Pro that is 7.839 pt a side, and the concentric radius 62 − 7.839 = 54.161 is Apple's rule for
/// concentric corners applied to those figures.
@Suite("Floating sheets (iOS 26) and each era's sheet")
struct FloatingSheetTests {
    /// The medium detent's sheet on an iPhone 16 Pro as iOS 18's card: full width, on the bottom edge.
    static let cardAtMedium = Rect(x: 0, y: 456, width: 402, height: 418)
    /// The same sheet floating: the card scaled by 0.961 about its centre, 7.839 pt in from the sides, 8.151 pt
    /// up from the bottom and as far down from the detent's top.
    static let floatingAtMedium = Rect(x: 7.839, y: 464.151, width: 386.322, height: 401.698)
    /// Its corners, concentric with the display's 62: 62 − 7.839.
    static let floatingRadius = 54.161

    /// Whether two frames agree to a thousandth of a point (the figures above are rounded there).
    static func agree(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    static func agree(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
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
            #expect(Self.agree(presented.view.frame, Self.floatingAtMedium))
            #expect(Self.agree(presented.view.cornerRadius, Self.floatingRadius))
            #expect(presented.view.maskedCorners == .all)
            #expect(sheet.edgeAttachment(atTop: 456) == 0)
            // The detent's value is the card's, measured from the screen's bottom edge; the sheet is drawn
            // about 8 pt below the detent's top.
            #expect(sheet.cardFrame(forDetentValue: 384) == Self.cardAtMedium)
            #expect(Self.agree(presented.view.frame.minY - Self.cardAtMedium.minY, 8.151))
            // The grabber sits centred on the floating sheet, 5 pt below its top edge.
            let grabber = try #require(presented.view.firstDescendant(named: "grabber"))
            #expect(Self.agree(grabber.frame, Rect(x: 175.161, y: 5, width: 36, height: 5)))
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
            // The finger takes the card's top edge, not the scaled sheet's: no jump when it goes down.
            sheet.dragChanged(translation: .zero, velocity: .zero)
            #expect(Self.agree(presented.view.frame, Self.floatingAtMedium))
            // From the medium detent's top (456) half of the 384 points to the large one's (72): the card
            // (0, 264, 402, 610) at half the scale, 0.9805, and half-way between the radii 54.161 and 10.
            sheet.dragChanged(translation: Point(x: 0, y: -192), velocity: .zero)
            #expect(sheet.edgeAttachment(atTop: 264) == 0.5)
            #expect(Self.agree(presented.view.frame, Rect(x: 3.9195, y: 269.9475, width: 394.161, height: 598.105)))
            #expect(Self.agree(presented.view.cornerRadius, 32.0805))
            #expect(presented.view.maskedCorners == .all)
            // Let go there without speed: it goes to the nearer detent, floating or attached alike.
            sheet.dragEnded(velocity: .zero)
            scene.settle()
            let frame = presented.view.frame
            #expect(Self.agree(frame, Self.floatingAtMedium) || frame == Self.attachedAtLarge)
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
            #expect(Self.agree(presented.view.frame, Self.floatingAtMedium))
            #expect(Self.agree(presented.view.cornerRadius, Self.floatingRadius))
        }
    }

    @Test func aSheetWithoutAFullHeightDetentAlwaysFloatsAndALargeOnlyOneNever() {
        withScene(Self.scene(.iPhone16Pro)) { scene in
            let (presented, sheet) = scene.presentSheet { $0.detents = [.medium()] }
            #expect(Self.agree(presented.view.frame, Self.floatingAtMedium))
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
            #expect(Self.agree(presented.view.frame, Self.floatingAtMedium))
            #expect(presented.view.cornerRadius == 20)
        }
    }

    /// The iPhone SE's display corners are square (radius 0, flutter/flutter#97349's simulator sweep): a
    /// floating sheet there is rounded by the model's floor, the card's 10 pt, not by 0 − 7.3125. Its medium
    /// detent is 318.5 (667 − 20 − 10, halved) with no home indicator below: the card (0, 348.5, 375, 318.5)
    /// scaled by 0.961 stands 375 × 0.0195 = 7.3125 in from the sides and 318.5 × 0.0195 = 6.21075 up.
    @Test func onASquareCorneredDisplayTheFloatingRadiusHasAFloor() {
        #expect(SheetMetrics.concentricCornerRadius(displayCornerRadius: 62, inset: 8) == 54)
        #expect(Self.agree(SheetMetrics.floatingSideInset(forWidth: 402), 7.839))
        #expect(Self.agree(SheetMetrics.floatingSideInset(forWidth: 414), 8.073), "the measured phone's 8 pt")
        #expect(SheetMetrics.concentricCornerRadius(displayCornerRadius: 0, inset: 8) == SheetMetrics.defaultCornerRadius)
        #expect(SheetMetrics.concentricCornerRadius(displayCornerRadius: nil, inset: 8) == SheetMetrics.defaultCornerRadius)
        withScene(Self.scene(.iPhoneSE)) { scene in
            let (presented, _) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(Self.agree(presented.view.frame.minX, 7.3125) && Self.agree(presented.view.frame.maxY, 667 - 6.21075))
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

    /// No public source measures iOS 26's sheets in landscape or on an iPad, so there the model keeps iOS
    /// 18's: the same frame and the same corners in both eras, for an edge-attached sheet on a phone on its
    /// side and for a page sheet on an iPad.
    @Test func inLandscapeAndOnAnIPadIOS26KeepsIOS18sSheet() {
        func shown(_ device: Device, _ era: SystemVersion, _ orientation: Orientation) -> (Rect, Double, CornerMask) {
            var shown = (Rect.zero, 0.0, CornerMask.all)
            withScene(Self.scene(device, era: era, orientation: orientation)) { scene in
                let (presented, _) = scene.presentSheet {
                    Self.mediumAndLarge($0)
                    $0.prefersEdgeAttachedInCompactHeight = true
                }
                shown = (presented.view.frame, presented.view.cornerRadius, presented.view.maskedCorners)
            }
            return shown
        }
        for (device, orientation) in [(Device.iPhone16Pro, Orientation.landscapeLeft), (.iPadPro11, .portrait), (.iPadPro11, .landscapeLeft)] {
            let today = shown(device, .iOS26, orientation)
            let card = shown(device, .iOS18, orientation)
            #expect(today.0 == card.0 && today.1 == card.1 && today.2 == card.2, "\(device.slug) \(orientation)")
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
            #expect(Self.agree(shown.minX, 7.839) && Self.agree(shown.width, 386.322))
            sheet.dragEnded(velocity: Point(x: 0, y: 2000))
            scene.settle()
            #expect(presented.presentingViewController == nil)
        }
    }

    /// The same sheet in each era: iOS 26 floats it, iOS 18's card is attached, iOS 8–12's adapts to full screen
    /// with square corners.
    @Test(arguments: [
        (SystemVersion.iOS26, SheetGeometry.floating, FloatingSheetTests.floatingAtMedium, FloatingSheetTests.floatingRadius),
        (.iOS18, .card, FloatingSheetTests.cardAtMedium, SheetMetrics.defaultCornerRadius),
        (.iOS12, .classic, Rect(x: 0, y: 0, width: 402, height: 874), 0),
    ])
    func eachErasGeometryForTheSameSheet(era: SystemVersion, geometry: SheetGeometry, frame: Rect, cornerRadius: Double) {
        withScene(Self.scene(.iPhone16Pro, era: era)) { scene in
            #expect(scene.window.sheetGeometry == geometry)
            let (presented, sheet) = scene.presentSheet(configure: Self.mediumAndLarge)
            #expect(sheet.effectiveGeometry == geometry)
            #expect(Self.agree(presented.view.frame, frame))
            #expect(Self.agree(presented.view.cornerRadius, cornerRadius))
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
