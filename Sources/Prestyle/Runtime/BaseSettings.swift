import PresentationKit

/// `base = "pageSheet" | "formSheet" | "popover" | "fullScreen" | "overFullScreen"` and `sheet = { … }`,
/// validated: a style standing on a built-in presentation controller instead of its own hooks — UIKit's
/// controller for that presentation style (today's `UISheetPresentationController` for the sheets), while the
/// style's `animator` (when it has one) still animates. `sheet` sets the sheet's detents (`"medium"`,
/// `"large"`), `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`, `prefersGrabberVisible` and
/// `preferredCornerRadius`; the sheet's own pan drags it between its detents and down to dismiss, as UIKit's
/// sheet does (``PresentationKit/SheetPresentationController/panGestureRecognizer``).
///
/// With `base = "popover"`, `popover = { … }` places the source and limits the arrow (``PopoverSettings``)
/// and `adaptive = { … }` answers UIKit's adaptive delegate: what the popover becomes in compact width, a Done
/// wrapper, a blurred backdrop (``AdaptiveSettings``) — WWDC 2014 session 214's note, without hooks.
struct BaseSettings: Hashable {
    static let styles: [String: ModalPresentationStyle] = [
        "pageSheet": .pageSheet, "formSheet": .formSheet, "popover": .popover, "fullScreen": .fullScreen,
        "overFullScreen": .overFullScreen,
    ]

    var style: ModalPresentationStyle
    var detents: [String]?
    var selectedDetent: String?
    var largestUndimmedDetent: String?
    var grabber: Bool?
    var cornerRadius: Double?
    var popover: PopoverSettings?
    var adaptive: AdaptiveSettings?

    init(style: ModalPresentationStyle) { self.style = style }

    static func identifier(_ name: String) -> SheetPresentationController.Detent.Identifier {
        name == "medium" ? .medium : .large
    }

    /// UIKit's controller for the style (the one the engine makes for it), configured; `options` are the
    /// style's option values, and `problem` reports a bad one (the presentation goes on with a fallback).
    func makeController(
        presented: ViewController, presenting: ViewController?, options: [String: OptionValue] = [:],
        problem: (String) -> Void = { _ in },
        unknownPassthrough: @escaping (_ name: String, _ known: [String]) -> Void = { _, _ in }
    ) -> PresentationController {
        if style == .popover, popover != nil || adaptive != nil {
            let delegate = adaptive.map {
                StyleAdaptiveDelegate(settings: $0, compact: $0.compactStyle(options: options, problem: problem))
            }
            return StylePopoverController(settings: popover ?? PopoverSettings(), adaptive: delegate,
                                          presented: presented, presenting: presenting, unknownPassthrough: unknownPassthrough)
        }
        let controller = PresentationController.builtIn(for: style, presented: presented, presenting: presenting)
        if let sheet = controller as? SheetPresentationController { configure(sheet) }
        return controller
    }

    private func configure(_ sheet: SheetPresentationController) {
        if let detents {
            sheet.detents = detents.map { $0 == "medium" ? .medium() : .large() }
        }
        if let selectedDetent { sheet.selectedDetentIdentifier = Self.identifier(selectedDetent) }
        if let largestUndimmedDetent { sheet.largestUndimmedDetentIdentifier = Self.identifier(largestUndimmedDetent) }
        if let grabber { sheet.prefersGrabberVisible = grabber }
        if let cornerRadius { sheet.preferredCornerRadius = cornerRadius }
    }
}
