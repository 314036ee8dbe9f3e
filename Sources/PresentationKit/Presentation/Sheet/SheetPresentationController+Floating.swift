/// iOS 26's floating sheets (``SheetGeometry/floating``): how a sheet at a partial detent stands off the
/// screen's edges, and how it becomes edge-attached on its way to the largest detent.
///
/// Apple describes the behaviour ("Adopting Liquid Glass"; WWDC 2025 "Get to know the new design system"):
/// partial-height sheets are inset, their corners concentric with the display's, and a sheet that reaches
/// full height attaches to the screen's edges. The figures are third-party measurements (``SheetMetrics``):
/// UIKit lays the sheet out as the card of iOS 13–18 — a detent's value measured up from the screen's
/// bottom edge, the home indicator's inset included — and draws it scaled by
/// ``SheetMetrics/floatingScale`` about the card's centre, so the sides come in, the bottom comes up and the
/// top comes down, each by a little under 4 % of the card's width or height:
///
///     // iPhone 16 Pro (402 × 874, safe area 62/34, display corners 62), at the medium detent (384):
///     // the card (0, 456, 402, 418) floats as (7.839, 464.151, 386.322, 401.698), all four corners 54.161
///
/// The share of the way to edge-attached (``edgeAttachment(atTop:)``, in terms of the card's top edge)
/// drives the scale, the corner radius and which corners are rounded, at rest and under the finger alike.
///
/// Only a phone in portrait floats. In compact height (a phone in landscape) and in a regular environment
/// (an iPad's form and page sheets) no public source measures what iOS 26 changed — the width of a
/// landscape sheet, its insets, an iPad sheet's corner radius — so the model keeps iOS 18's geometry there
/// (edge-attached or full screen in landscape, centred with 10-pt corners on an iPad) rather than invent
/// figures. (A third party notes that ``preferredCornerRadius`` rounds all four corners of an iPad's sheet
/// on iPadOS 26 — react-native-screens pull request 3988, 2026 — which iOS 18's centred sheet already does.)
extension SheetPresentationController {
    /// Whether this sheet floats at its partial detents where it is now: iOS 26's geometry, on the bottom
    /// edge of a horizontally compact, vertically regular container (a phone in portrait). Elsewhere it is the
    /// card of iOS 13–18 (see the extension's discussion for why).
    public var floatsAtPartialDetents: Bool {
        effectiveGeometry == .floating && attachment == .bottomEdge && traitCollection.verticalSizeClass != .compact
    }

    /// How edge-attached the sheet is with its card's top edge at `top` (container coordinates): 0 floating,
    /// 1 attached. A sheet that floats is attached from the top of its largest detent up, when that detent
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

    /// The scale a floating sheet is drawn at `share` of the way to edge-attached: ``SheetMetrics/floatingScale``
    /// floating, 1 attached, linear in between.
    public func floatingScale(edgeAttachment share: Double) -> Double {
        let clamped = share.isFinite ? Swift.min(1, Swift.max(0, share)) : 0
        return SheetMetrics.floatingScale + (1 - SheetMetrics.floatingScale) * clamped
    }

    /// The frame of a sheet whose card (edge-attached) frame is `card`, `share` of the way to edge-attached:
    /// the card scaled by ``floatingScale(edgeAttachment:)`` about its centre.
    public func floatingFrame(forCard card: Rect, edgeAttachment share: Double) -> Rect {
        let scale = floatingScale(edgeAttachment: share)
        let width = card.width * scale
        let height = card.height * scale
        return Rect(x: card.midX - width / 2, y: card.midY - height / 2, width: width, height: height)
    }

    /// The top edge of the card a floating sheet showing `frame` stands on, its bottom on the container's
    /// bottom edge: the scale keeps the card's centre, so the card's top is `2 × frame.midY − bottom`,
    /// whatever the scale. Where the sheet does not float, the frame's own top.
    func cardTop(showing frame: Rect) -> Double {
        guard floatsAtPartialDetents, let bounds = containerView?.bounds else { return frame.minY }
        return 2 * frame.midY - bounds.maxY
    }

    /// The display's corner radius, from the device the window simulates (nil for a screen without one).
    var displayCornerRadius: Double? {
        (containerView?.window ?? presentedViewController.window)?.device?.displayCornerRadius
    }

    /// The corner radius of a floating sheet `share` of the way to edge-attached: concentric with the
    /// display's corners when floating (``SheetMetrics/concentricCornerRadius(displayCornerRadius:inset:)``
    /// with the inset at the sheet's sides, ``SheetMetrics/floatingSideInset(forWidth:)``), the card's
    /// (``SheetMetrics/defaultCornerRadius``) when attached, linear in between; the sheet's
    /// ``preferredCornerRadius``, when set, at every position (UIKit: "the corner radius that the sheet
    /// attempts to present with").
    public func floatingCornerRadius(edgeAttachment share: Double) -> Double {
        if let preferredCornerRadius { return preferredCornerRadius }
        let width = containerView?.bounds.width ?? 0
        let floating = SheetMetrics.concentricCornerRadius(displayCornerRadius: displayCornerRadius,
                                                           inset: SheetMetrics.floatingSideInset(forWidth: width))
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
