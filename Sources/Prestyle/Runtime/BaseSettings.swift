import PresentationKit

/// `base = "pageSheet" | "formSheet" | "popover" | "fullScreen" | "overFullScreen"` and `sheet = { … }`,
/// validated: a style standing on a built-in presentation controller instead of its own hooks — UIKit's
/// controller for that presentation style (today's `UISheetPresentationController` for the sheets), while the
/// style's `animator` (when it has one) still animates. `sheet` sets the sheet's detents (`"medium"`,
/// `"large"`), `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`, `prefersGrabberVisible` and
/// `preferredCornerRadius`; a pan on the sheet drags it between its detents and down to dismiss, as UIKit's
/// sheet does (``PresentationKit/SheetPresentationController/dragBegan()`` and the rest).
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

    init(style: ModalPresentationStyle) { self.style = style }

    static func identifier(_ name: String) -> SheetPresentationController.Detent.Identifier {
        name == "medium" ? .medium : .large
    }

    /// UIKit's controller for the style, configured.
    func makeController(presented: ViewController, presenting: ViewController?) -> PresentationController {
        switch style {
        case .pageSheet:
            return configured(DraggablePageSheet(presentedViewController: presented, presenting: presenting))
        case .formSheet:
            return configured(DraggableFormSheet(presentedViewController: presented, presenting: presenting))
        case .popover: return PopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen:
            return OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        default: return FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    private func configured(_ sheet: SheetPresentationController) -> SheetPresentationController {
        if let detents {
            sheet.detents = detents.map { $0 == "medium" ? .medium() : .large() }
        }
        if let selectedDetent { sheet.selectedDetentIdentifier = Self.identifier(selectedDetent) }
        if let largestUndimmedDetent { sheet.largestUndimmedDetentIdentifier = Self.identifier(largestUndimmedDetent) }
        if let grabber { sheet.prefersGrabberVisible = grabber }
        if let cornerRadius { sheet.preferredCornerRadius = cornerRadius }
        return sheet
    }
}

/// A pan on a presented sheet driving its drag API, while it is presented.
final class SheetDragGesture {
    let recognizer: PanGestureRecognizer

    init(for sheet: SheetPresentationController) {
        recognizer = PanGestureRecognizer { [weak sheet] pan in
            guard let sheet else { return }
            let container = sheet.containerView
            switch pan.state {
            case .began: sheet.dragBegan()
            case .changed: sheet.dragChanged(translation: pan.translation(in: container), velocity: pan.velocity(in: container))
            case .ended: sheet.dragEnded(velocity: pan.velocity(in: container))
            case .cancelled: sheet.dragCancelled()
            default: break
            }
        }
        recognizer.name = "sheet.drag"
    }

    func attach(to sheet: SheetPresentationController) {
        sheet.presentedView?.addGestureRecognizer(recognizer)
    }

    func detach() { recognizer.view?.removeGestureRecognizer(recognizer) }
}

/// A page sheet a finger drags (a style's `base = "pageSheet"`).
final class DraggablePageSheet: PageSheetPresentationController {
    private lazy var drag = SheetDragGesture(for: self)

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { drag.attach(to: self) }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { drag.detach() }
    }
}

/// A form sheet a finger drags (a style's `base = "formSheet"`).
final class DraggableFormSheet: FormSheetPresentationController {
    private lazy var drag = SheetDragGesture(for: self)

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { drag.attach(to: self) }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { drag.detach() }
    }
}
