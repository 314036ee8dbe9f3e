/// iOS 26's floating sheets (``SheetGeometry/floating``): where a sheet at a partial detent stands off the
/// screen's edges, and how it becomes edge-attached on its way to the largest detent.
///
/// Apple describes the behaviour ("Adopting Liquid Glass"; WWDC 2025 "Get to know the new design system"):
/// partial-height sheets are inset, their corners concentric with the display's, and a sheet that reaches
/// full height attaches to the screen's edges. The figures are third-party measurements (``SheetMetrics``).
/// A floating sheet's top edge stays where its detent puts it — detent values mean what they do on the card —
/// and its sides and bottom come in by ``SheetMetrics/floatingInset``:
///
///     // iPhone 16 Pro (402 × 874, safe area 62/34, display corners 62), at the medium detent (384):
///     // the card's frame (0, 456, 402, 418) floats as (8, 456, 386, 410), all four corners 54
///
/// The share of the way to edge-attached (``edgeAttachment(atTop:)``) drives the inset, the corner radius
/// and which corners are rounded, at rest and under the finger alike.
extension SheetPresentationController {
    /// Whether this sheet floats at its partial detents where it is now: iOS 26's geometry, on the bottom
    /// edge of a horizontally compact, vertically regular container (a phone in portrait). Elsewhere it is the
    /// card of iOS 13–18: full screen or edge-attached in compact height, centred in a regular environment
    /// (no third-party measurement of iOS 26's sheets there yet).
    public var floatsAtPartialDetents: Bool {
        effectiveGeometry == .floating && attachment == .bottomEdge && traitCollection.verticalSizeClass != .compact
    }

    /// How edge-attached the sheet is with its top edge at `top` (container coordinates): 0 floating, 1
    /// attached. A sheet that floats is attached from the top of its largest detent up, when that detent
    /// reaches the largest detent value (UIKit's `maximumDetentValue`), and floating from the top of the
    /// detent below it down; in between, the share of the way from one to the other (UIKit's exact ramp is
    /// not published; linear, like the dimming and the presenter's recession). A sheet whose only detent is
    /// the large one is always attached, one with no full-height detent never. 1 where the sheet does not
    /// float (``floatsAtPartialDetents``).
    public func edgeAttachment(atTop top: Double) -> Double {
        guard floatsAtPartialDetents else { return 1 }
        let values = resolvedDetents
        guard let largest = values.last, largest.value >= maximumDetentValue else { return 0 }
        let attachedTop = cardFrame(forDetentValue: largest.value).minY
        guard values.count >= 2 else { return 1 }
        let floatingTop = cardFrame(forDetentValue: values[values.count - 2].value).minY
        guard floatingTop > attachedTop else { return top <= attachedTop ? 1 : 0 }
        let share = (floatingTop - top) / (floatingTop - attachedTop)
        return share.isFinite ? Swift.min(1, Swift.max(0, share)) : 0
    }

    /// The frame of a sheet whose card (edge-attached) frame is `card`, `share` of the way to edge-attached:
    /// the sides and the bottom in by ``SheetMetrics/floatingInset`` × (1 − share), the top where it is.
    public func floatingFrame(forCard card: Rect, edgeAttachment share: Double) -> Rect {
        let inset = SheetMetrics.floatingInset * (1 - Swift.min(1, Swift.max(0, share)))
        return Rect(x: card.minX + inset, y: card.minY, width: Swift.max(0, card.width - 2 * inset),
                    height: Swift.max(0, card.height - inset))
    }

    /// The display's corner radius, from the device the window simulates (nil for a screen without one).
    var displayCornerRadius: Double? {
        (containerView?.window ?? presentedViewController.window)?.device?.displayCornerRadius
    }

    /// The corner radius of a floating sheet `share` of the way to edge-attached: concentric with the
    /// display's corners when floating (``SheetMetrics/concentricCornerRadius(displayCornerRadius:inset:)``),
    /// the card's (``SheetMetrics/defaultCornerRadius``) when attached, linear in between; the sheet's
    /// ``preferredCornerRadius``, when set, at every position (UIKit: "the corner radius that the sheet
    /// attempts to present with").
    public func floatingCornerRadius(edgeAttachment share: Double) -> Double {
        if let preferredCornerRadius { return preferredCornerRadius }
        let floating = SheetMetrics.concentricCornerRadius(displayCornerRadius: displayCornerRadius,
                                                           inset: SheetMetrics.floatingInset)
        let attached = SheetMetrics.defaultCornerRadius
        let clamped = Swift.min(1, Swift.max(0, share))
        return floating + (attached - floating) * clamped
    }

    /// Which corners a floating sheet rounds `share` of the way to edge-attached: all four while it floats
    /// even a little, the top two once it is attached (its bottom corners then sit on the screen's edge).
    public func floatingMaskedCorners(edgeAttachment share: Double) -> CornerMask {
        share >= 1 ? [.topLeft, .topRight] : .all
    }
}
